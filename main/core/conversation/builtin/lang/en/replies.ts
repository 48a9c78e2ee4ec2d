/**
 * Everything the built-in engine says in English, composed from structured results. This is the
 * wording the engine has always used (the tests pin it); other languages implement the same
 * `Replies` in their own folder.
 */
import type { Period, UnsupportedAction } from '../../plan.js';
import { capitalize } from '../../text.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatClock, formatCount, formatDate, formatWeekday, pluralOf } from '../format.js';
import type { HistoryAnswer, HistoryEvent, NothingFound, Replies, StateAnswer, ValueLine, When } from '../types.js';
import { actionProblem, readProblem } from './problems.js';
import { ONLY_LIGHTS_AND_SWITCHES, SETTINGS_CONTROL, SETTINGS_READ_ACCESS } from './settings.js';
import { LOCALE, describe, isVerb, list, mid, name, plural, stateWords } from './words.js';

const WHAT_I_CAN_DO = 'I can switch lights and switches on or off, tell you the state of the devices I can see, and tell you when something last changed.';

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: "I can't lock or unlock anything.",
  cover: "I can't open or close covers, doors, windows, blinds or valves.",
  brightness: "I can't dim lights or change their brightness.",
  colour: "I can't change the colour of lights.",
  temperature: "I can't change temperatures or thermostat settings.",
  level: "I can't turn things up or down or set them to a level.",
  media: "I can't control media players.",
  schedule: "I can't schedule changes for later — I only act when you ask, right away.",
  alarm: "I can't arm or disarm alarms.",
  start: "I can't start or stop appliances, scenes or scripts.",
  domain: 'I can only turn lights and switches on or off.',
  other: "Sorry, I didn't understand that.",
};

const PERIOD_WORDS: Record<Period, string> = { hour: 'in the last hour', day: 'in the last 24 hours', week: 'in the last 7 days' };
const PERIOD_NOTES: Record<Period, string> = { hour: 'last hour', day: 'last 24 hours', week: 'last 7 days' };

const one = (n: number): boolean => pluralOf(LOCALE, n) === 'one';
const count = (n: number): string => formatCount(LOCALE, n);
const isAre = (n: number): string => (one(n) ? 'is' : 'are');
const LISTED = 25;

function nothing(found: NothingFound): string {
  const where = found.here ? 'in this room' : `in the ${found.area?.toLowerCase() ?? ''}`;
  if (found.noun && (found.area !== null || found.here)) return `I don't see any ${plural(found.noun)} ${where} among the devices I can see.`;
  if (found.here) return "I don't see anything in this room among the devices I can see.";
  if (found.noun) return `I don't see any ${plural(found.noun)} among the devices I can see.`;
  return `I couldn't find anything matching '${found.phrase}'.`;
}

function valueLine(line: ValueLine): string {
  const e = line.reading.entity;
  switch (line.kind) {
    case 'plain':
      return describe(line.reading);
    case 'measure_missing':
      return `${describe(line.reading)}, but the device list I read doesn't include its ${line.measure} reading`;
    case 'unreadable':
      return `${capitalize(name(e))} ${isVerb(e)} ${stateWords(e, line.reading.raw, null)} right now`;
  }
}

function stateAnswer(a: StateAnswer, missing: readonly IndexedEntity[]): string {
  const note =
    missing.length === 0 ? '' : ` Home Assistant didn't report ${missing.length > 3 ? `${count(missing.length)} of them` : list(missing.map(name))}.`;
  switch (a.kind) {
    case 'not_reported':
      return `Home Assistant didn't report ${list(a.targets.map(name))}, so I can't tell you.`;
    case 'values':
      return `${a.lines.map(valueLine).join('. ')}${a.more > 0 ? ` (and ${count(a.more)} more)` : ''}.${note}`;
    case 'unreadable':
      return `I can't tell — ${name(a.reading.entity)} ${isVerb(a.reading.entity)} ${stateWords(a.reading.entity, a.reading.raw, null)} right now.${note}`;
    case 'yes_no':
      return `${a.yes ? 'Yes' : 'No'}, ${mid(a.reading)}.${note}`;
    case 'none_of':
      return `No, none of the ${count(a.checked)} I checked ${isAre(a.checked)} ${a.asked}.${note}`;
    case 'some':
      return `Yes: ${list(a.matching.map(mid))}.${note}`;
    case 'all':
      return `Yes, ${a.only ? mid(a.only) : `all ${count(a.checked)} are ${a.asked}`}.${note}`;
    case 'not_all':
      return `No: ${list(a.notMatching.map(mid))}.${note}`;
    case 'none_now':
      return `${a.of === 'anything' ? `Nothing I can see is ${a.asked}` : `None of the ${count(a.checked)} I checked ${isAre(a.checked)} ${a.asked}`} right now.${note}`;
    case 'which':
      return `${capitalize(list(a.matching.map(name)))} ${a.matching.length === 1 ? isVerb(a.matching[0]!) : 'are'} ${a.asked}.${note}`;
    case 'count_none':
      return `None of the ${count(a.checked)} I checked ${isAre(a.checked)} ${a.asked}.${note}`;
    case 'count':
      return `${count(a.matching.length)} of the ${count(a.checked)} ${isAre(a.matching.length)} ${a.asked}: ${list(a.matching.map(name))}.${note}`;
  }
}

function past(e: IndexedEntity, event: HistoryEvent): string {
  switch (event.kind) {
    case 'changed':
      return 'changed';
    case 'changed_to':
      return `changed to ${stateWords(e, event.raw, null)}`;
    case 'turned':
      return `turned ${event.raw}`;
    default:
      return event.kind;
  }
}

function when(w: When): string {
  const locale = w.locale ?? LOCALE;
  const clock = formatClock(locale, w.at, w.timeZone);
  switch (w.relation) {
    case 'today':
      return `at ${clock} today`;
    case 'yesterday':
      return `yesterday at ${clock}`;
    case 'this_week':
      return `on ${formatWeekday(locale, w.at, w.timeZone)} at ${clock}`;
    case 'earlier':
      return `on ${formatDate(locale, w.at, w.timeZone, w.withYear)} at ${clock}`;
  }
}

const times = (n: number, atLeast: boolean): string => (one(n) ? 'once' : `${atLeast ? 'at least ' : ''}${count(n)} times`);

function historyAnswer(a: HistoryAnswer): string {
  if (a.kind === 'gone') return "I couldn't find that device any more.";
  const subject = capitalize(name(a.entity));
  const window = PERIOD_WORDS[a.period];
  switch (a.kind) {
    case 'never':
      return `${subject} hasn't ${past(a.entity, a.event)} ${window}.`;
    case 'count':
      return `${subject} ${past(a.entity, a.event)} ${times(a.times, a.atLeast)} ${window}, most recently ${when(a.last)}.`;
    case 'unchanged':
      return `${subject} hasn't changed ${window}.`;
    case 'list': {
      const recent = a.recent.map((c) => `${stateWords(a.entity, c.raw, null)} ${when(c.when)}`);
      const earlier = a.earlier > 0 ? ` (${count(a.earlier)} earlier change${one(a.earlier) ? '' : 's'} not shown)` : '';
      return `${subject} changed ${times(a.total, a.atLeast)} ${window}. Most recent: ${list(recent)}${earlier}.`;
    }
    case 'last':
      return `${subject} last ${past(a.entity, a.event)} ${when(a.when)}${a.periodNamed ? ` (I looked ${window})` : ''}.`;
  }
}

export const replies: Replies = {
  locale: LOCALE,

  chat(kind) {
    switch (kind) {
      case 'thanks':
        return "You're welcome.";
      case 'bye':
        return 'Bye for now.';
      case 'hello':
        return `Hello! ${WHAT_I_CAN_DO}`;
      case 'acknowledge':
        return `OK. ${WHAT_I_CAN_DO}`;
      case 'prompt':
        return `What would you like me to do? ${WHAT_I_CAN_DO}`;
    }
  },

  capabilities(focus, seen, switchable) {
    if (seen.length === 0) return "I can't see any devices yet — choose which ones I may use in Settings → Read access.";
    if (focus === 'see') {
      const names = seen.slice(0, LISTED).map((e) => e.display);
      const rest = seen.length > LISTED ? ` and ${count(seen.length - LISTED)} more` : '';
      return `I can see ${one(seen.length) ? 'one device' : `${count(seen.length)} devices`}: ${list(names, 'and', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
    }
    const rule = `Whether I may actually switch each one is decided in ${SETTINGS_CONTROL}, and you approve every change.`;
    if (switchable.length === 0) return `None of the devices I can see is a light or a switch, and those are the only things I can turn on or off. ${rule}`;
    const names = switchable.slice(0, LISTED).map((e) => e.display);
    const rest = switchable.length > LISTED ? ` and ${count(switchable.length - LISTED)} more` : '';
    return `${capitalize(`I can only ever turn lights and switches on or off. Of the devices I can see, that's ${list(names, 'and', LISTED + 1)}${rest}.`)} ${rule}`;
  },

  unsupported(action) {
    // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
    const limit = action === 'other' || action === 'schedule' ? '' : ' No setting changes that.';
    return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
  },

  notSwitchableKind: (found) => `${nothing(found)} ${ONLY_LIGHTS_AND_SWITCHES}`,

  notControllable(entities) {
    const shown = entities.slice(0, 3).map(name);
    const what = list(shown, 'or') + (entities.length > 3 ? ` (and ${count(entities.length - 3)} more)` : '');
    if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
      return `${ONLY_LIGHTS_AND_SWITCHES} So I can't switch ${what}, but I can tell you how ${one(entities.length) ? 'it is' : 'they are'}.`;
    }
    return `I'm not allowed to switch ${what} — you can allow lights and switches in ${SETTINGS_CONTROL}.`;
  },

  unknown(phrase, suggestions) {
    // RFC-0018: a refusal must not disclose the household's inventory — only what was shared.
    const shared = `I can only see what you've shared with me in ${SETTINGS_READ_ACCESS}, and nothing there matches '${phrase}'.`;
    if (suggestions.length === 0) return `${shared} Ask me "what can you see?" to hear those names.`;
    return `${shared} Did you mean ${list(suggestions.map(name), 'or')}?`;
  },

  ambiguous(phrase, candidates) {
    const shownEntities = candidates.slice(0, 6);
    const shown = shownEntities.map((e) => (shownEntities.filter((o) => o.display === e.display).length > 1 ? `${name(e)} (${e.entity_id})` : name(e)));
    const more = candidates.length > 6 ? ` (${count(candidates.length)} match)` : '';
    return `More than one device matches '${phrase}'${more}. Which one do you mean: ${list(shown, 'or')}?`;
  },

  whichRoom: () => "I can't tell which room you're in from here. Which room do you mean?",
  nothing,
  whichDevice: () => 'Which device do you mean?',
  whatToSwitch: (state) => `What should I turn ${state}?`,
  mixedDirections: () => 'Please ask me to turn things on and off one request at a time.',

  noAction(e) {
    const single = e.length === 1;
    const what = single ? name(e[0]!) : 'those';
    return `What would you like me to do with ${what}? I can turn ${single ? 'it' : 'them'} on or off, or tell you how ${single ? 'it is' : 'they are'}.`;
  },

  proposeSet(state, device, progress) {
    if (progress) return `Turning ${state} ${progress.phrase} one at a time (${count(progress.place)} of ${count(progress.of)}): ${name(device)}.`;
    return `Turning ${state} ${name(device)}.`;
  },
  readingStates: (n) => `Reading the current state of your ${count(n)} allowlisted ${one(n) ? 'entity' : 'entities'}.`,
  readingHistory: (about, period) => `Reading the history of ${name(about)} (${PERIOD_NOTES[period]}).`,
  ranOutOfSteps: () => 'I ran out of steps before I could check that — please ask again.',

  actionProblem,

  setOutcome(o) {
    const parts: string[] = [];
    if (o.turned.length > 0) parts.push(`Turned ${o.state} ${list(o.turned.map(name))}.`);
    if (o.notAllowed.length > 0) {
      parts.push(
        `I'm not allowed to switch ${list(o.notAllowed.map(name), 'and', 10)}, so I left ${one(o.notAllowed.length) ? 'it' : 'them'} alone — you can allow that in ${SETTINGS_CONTROL}.`,
      );
    }
    if (o.notSwitchable.length > 0) parts.push(`${ONLY_LIGHTS_AND_SWITCHES} So I left ${list(o.notSwitchable.map(name), 'and', 10)} alone.`);
    if (o.already.length > 0) parts.push(`${capitalize(list(o.already.map(name)))} ${one(o.already.length) ? 'was' : 'were'} already ${o.state}.`);
    parts.push(...o.problems);
    if (o.left.length > 0) {
      const names = list(o.left.map(name), 'or', 50);
      if (o.stopped) parts.push(`I stopped there, so I didn't touch ${names} either.`);
      else parts.push(`I haven't turned ${o.state} ${names} yet — say "continue" and I'll carry on (one change per approval, three per message).`);
    }
    return parts.length > 0 ? parts.join(' ') : null;
  },
  nothingChanged: () => 'Nothing was changed.',

  readProblem,
  stateAnswer,
  historyAnswer,
  when,
};
