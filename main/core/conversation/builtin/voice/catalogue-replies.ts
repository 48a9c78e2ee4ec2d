/**
 * Long because: it implements every member of `Replies` (one per message the engine says); each only picks a catalogue key and its arguments.
 *
 * Every sentence the built-in engine says, for any language with a catalogue and a `Grammar`:
 * each member picks a `reply.*` message of the language's catalogue and its arguments (names,
 * counts, states, times); the words, their order, plurals and agreement are the catalogue's ICU
 * (docs/architecture.md §7b). Lists, numbers, clock times and dates are formatted with Intl in the
 * grammar's locale.
 */
import type { MessageId } from '../../../../../common/i18n/en.js';
import type { Language } from '../../../../../common/languages.js';
import type { IndexedEntity } from '../indexed-vocabulary.js';
import type {
  ActionProblem,
  HistoryAnswer,
  HistoryEvent,
  Named,
  NothingFound,
  ReadProblem,
  Reading,
  Replies,
  StateAnswer,
  ValueLine,
  When,
} from '../lang/types.js';
import { formatClock, formatDate, formatWeekday } from './format.js';
import type { Grammar } from './grammar.js';
import { devicesArgs, list } from './lists.js';
import { capitalised, deviceArgs, say, sentence, type Voice } from './say.js';
import { stateKind, stateText } from './state-words.js';

/** How many devices "what can you see / control?" names before "and N more". */
const LISTED = 25;

const ACTION_PROBLEMS: Record<ActionProblem['kind'], MessageId> = {
  unconfirmed: 'reply.action.unconfirmed',
  only_lights_and_switches: 'reply.action.onlyLightsAndSwitches',
  not_allowed: 'reply.action.notAllowed',
  control_off: 'reply.action.controlOff',
  not_allowlisted: 'reply.action.notAllowlisted',
  not_configured: 'reply.action.notConfigured',
  too_much: 'reply.action.tooMuch',
  denied: 'reply.action.denied',
  expired: 'reply.action.expired',
  approval_invalid: 'reply.action.approvalInvalid',
  timeout: 'reply.action.timeout',
  unreachable: 'reply.action.unreachable',
  auth_failed: 'reply.action.authFailed',
  tls_error: 'reply.action.tlsError',
  gone: 'reply.action.gone',
  audit_unavailable: 'reply.action.auditUnavailable',
  not_confirmed: 'reply.action.notConfirmed',
  error: 'reply.action.error',
  bad_answer: 'reply.action.badAnswer',
  bad_request: 'reply.action.badRequest',
  pending: 'reply.action.pending',
  refused: 'reply.action.refused',
  failed: 'reply.action.failed',
};

const READ_PROBLEMS: Record<ReadProblem['kind'], MessageId> = {
  read_off: 'reply.read.readOff',
  not_configured: 'reply.read.notConfigured',
  not_allowlisted: 'reply.read.notAllowlisted',
  denied: 'reply.read.denied',
  expired: 'reply.read.expired',
  approval_invalid: 'reply.read.approvalInvalid',
  unreachable: 'reply.read.unreachable',
  timeout: 'reply.read.timeout',
  auth_failed: 'reply.read.authFailed',
  tls_error: 'reply.read.tlsError',
  gone: 'reply.read.gone',
  audit_unavailable: 'reply.read.auditUnavailable',
  bad_answer: 'reply.read.badAnswer',
  pending: 'reply.read.pending',
  failed: 'reply.read.failed',
};

const HISTORY_EVENTS: Record<HistoryEvent['kind'], string> = {
  changed: 'changed',
  changed_to: 'changedTo',
  turned: 'turned',
  opened: 'opened',
  closed: 'closed',
  locked: 'locked',
  unlocked: 'unlocked',
};

/** Sentences of one reply, one after the other. */
const joined = (...sentences: readonly string[]): string => sentences.filter((s) => s.length > 0).join(' ');

export function catalogueReplies(language: Language, grammar: Grammar): Replies {
  const voice: Voice = { language, grammar };
  const canDo = () => say(voice, 'reply.canDo');
  const onlyLights = () => say(voice, 'reply.onlyLightsAndSwitches');
  const names = (devices: readonly IndexedEntity[]) => devices.map((d) => grammar.ownName(d));
  const phraseArgs = (canonical: string): Record<string, string> => {
    const args: Record<string, string> = { phrase: grammar.phrase(canonical) };
    for (const [form, value] of Object.entries(grammar.phraseForms?.(canonical) ?? {})) args[`phrase_${form}`] = value;
    return args;
  };

  const reading = (r: Reading, id: MessageId = 'reply.reading') =>
    say(voice, id, { ...deviceArgs(voice, r.entity), state: stateText(voice, r.entity, r.raw, r.unit), state_kind: stateKind(r.raw) });
  const readingNow = (r: Reading) => say(voice, 'reply.readingNow', { ...deviceArgs(voice, r.entity), state: stateText(voice, r.entity, r.raw, null) });

  function nothing(found: NothingFound): string {
    const kinds = found.noun === null ? '' : grammar.kindPlural(found.noun);
    const area = found.area === null ? '' : grammar.area(found.area);
    const kind =
      found.noun && found.here ? 'kindHere' : found.noun && found.area !== null ? 'kindInArea' : found.here ? 'here' : found.noun ? 'kind' : 'phrase';
    return sentence(voice, 'reply.nothing', { found: kind, kinds, area, ...phraseArgs(found.phrase) });
  }

  function valueLine(line: ValueLine): string {
    switch (line.kind) {
      case 'plain':
        return capitalised(reading(line.reading));
      case 'measure_missing':
        return capitalised(say(voice, 'reply.measureMissing', { reading: reading(line.reading), measure: line.measure }));
      case 'unreadable':
        return capitalised(readingNow(line.reading));
    }
  }

  function answer(a: StateAnswer): string {
    switch (a.kind) {
      case 'not_reported':
        return sentence(voice, 'reply.answer.notReported', devicesArgs(voice, a.targets));
      case 'values':
        return sentence(voice, 'reply.answer.values', { lines: a.lines.map(valueLine).join('. '), more: a.more });
      case 'unreadable':
        return sentence(voice, 'reply.answer.unreadable', { reading: readingNow(a.reading) });
      case 'yes_no':
        return sentence(voice, 'reply.answer.yesNo', { yes: a.yes ? 'yes' : 'no', reading: reading(a.reading) });
      case 'none_of':
        return sentence(voice, 'reply.answer.noneOf', { checked: a.checked, asked: grammar.asked(a.asked, 'one') });
      case 'some':
        return sentence(voice, 'reply.answer.some', {
          readings: list(
            voice,
            a.matching.map((r) => reading(r)),
          ),
        });
      case 'partly':
        return sentence(voice, 'reply.answer.partly', {
          matching: list(
            voice,
            a.matching.map((r) => reading(r)),
          ),
          others: list(
            voice,
            a.notMatching.map((r) => reading(r)),
          ),
        });
      case 'all':
        if (a.only) return sentence(voice, 'reply.answer.allOne', { reading: reading(a.only) });
        return sentence(voice, 'reply.answer.all', { checked: a.checked, asked: grammar.asked(a.asked, 'many') });
      case 'not_all':
        return sentence(voice, 'reply.answer.notAll', {
          readings: list(
            voice,
            a.notMatching.map((r) => reading(r)),
          ),
        });
      case 'none_now':
        if (a.of === 'anything') return sentence(voice, 'reply.answer.nothingNow', { asked: grammar.asked(a.asked, 'one') });
        return sentence(voice, 'reply.answer.noneNow', { checked: a.checked, asked: grammar.asked(a.asked, 'one') });
      case 'which':
        return sentence(voice, 'reply.answer.which', { ...devicesArgs(voice, a.matching), asked: grammar.asked(a.asked, a.matching) });
      case 'count_none':
        return sentence(voice, 'reply.answer.countNone', { checked: a.checked, asked: grammar.asked(a.asked, 'one') });
      case 'count':
        return sentence(voice, 'reply.answer.count', {
          ...devicesArgs(voice, a.matching),
          count: a.matching.length,
          checked: a.checked,
          asked: grammar.asked(a.asked, a.matching),
        });
    }
  }

  function when(w: When): string {
    const locale = w.locale ?? grammar.locale;
    const clock = formatClock(locale, w.at, w.timeZone);
    const date = formatDate(locale, w.at, w.timeZone, w.withYear);
    return say(voice, 'reply.when', {
      relation: w.relation,
      clock,
      weekday: formatWeekday(locale, w.at, w.timeZone),
      date,
      ...grammar.timeForms?.(clock, date),
    });
  }

  function eventArgs(e: IndexedEntity, event: HistoryEvent): Record<string, string> {
    return {
      event: HISTORY_EVENTS[event.kind],
      to: event.kind === 'changed_to' ? stateText(voice, e, event.raw, null) : '',
      state: event.kind === 'turned' ? event.raw : '',
    };
  }

  function historyAnswer(a: HistoryAnswer): string {
    if (a.kind === 'gone') return sentence(voice, 'reply.history.gone');
    const subject = deviceArgs(voice, a.entity);
    const window = say(voice, 'reply.period', { period: a.period });
    switch (a.kind) {
      case 'never':
        return sentence(voice, 'reply.history.never', { ...subject, ...eventArgs(a.entity, a.event), window });
      case 'count':
        return sentence(voice, 'reply.history.count', {
          ...subject,
          ...eventArgs(a.entity, a.event),
          times: a.times,
          atLeast: a.atLeast ? 'yes' : 'no',
          window,
          when: when(a.last),
        });
      case 'unchanged':
        return sentence(voice, 'reply.history.unchanged', { ...subject, window });
      case 'list': {
        const changes = a.recent.map((c) => say(voice, 'reply.history.change', { state: stateText(voice, a.entity, c.raw, null), when: when(c.when) }));
        return sentence(voice, 'reply.history.list', {
          ...subject,
          times: a.total,
          atLeast: a.atLeast ? 'yes' : 'no',
          window,
          changes: list(voice, changes),
          earlier: a.earlier,
        });
      }
      case 'last':
        return sentence(voice, 'reply.history.last', {
          ...subject,
          ...eventArgs(a.entity, a.event),
          when: when(a.when),
          named: a.periodNamed ? 'yes' : 'no',
          window,
        });
    }
  }

  return {
    locale: grammar.locale,

    chat: (kind) => sentence(voice, 'reply.chat', { kind, canDo: canDo() }),

    capabilities(focus, seen, switchable) {
      if (seen.length === 0) return sentence(voice, 'reply.seeNothing');
      if (focus === 'see') {
        const devices = list(voice, names(seen.slice(0, LISTED)), 'and', LISTED + 1);
        return sentence(voice, 'reply.see', {
          count: seen.length,
          devices,
          devices_count: seen.length,
          more: Math.max(0, seen.length - LISTED),
          canDo: canDo(),
        });
      }
      if (switchable.length === 0) return sentence(voice, 'reply.controlNone');
      const devices = list(voice, names(switchable.slice(0, LISTED)), 'and', LISTED + 1);
      return sentence(voice, 'reply.control', { devices, devices_count: switchable.length, more: Math.max(0, switchable.length - LISTED) });
    },

    unsupported: (action) => sentence(voice, 'reply.unsupported', { action, canDo: canDo() }),

    notSwitchableKind: (found) => say(voice, 'reply.notSwitchableKind', { nothing: nothing(found), onlyLights: onlyLights() }),

    notControllable(entities) {
      const kind = entities.every((e) => e.domain !== 'light' && e.domain !== 'switch');
      return sentence(voice, 'reply.notControllable', {
        why: kind ? 'kind' : 'notAllowed',
        onlyLights: onlyLights(),
        ...devicesArgs(voice, entities.slice(0, 3), 'or'),
        more: Math.max(0, entities.length - 3),
        count: entities.length,
      });
    },

    unknown: (phrase, suggestions) =>
      sentence(voice, 'reply.unknown', { ...phraseArgs(phrase), count: suggestions.length, ...devicesArgs(voice, suggestions, 'or') }),

    ambiguous(phrase, candidates) {
      const shown = candidates.slice(0, 6);
      const twice = (e: IndexedEntity) => shown.filter((o) => grammar.ownName(o) === grammar.ownName(e)).length > 1;
      const label = (name: string, e: Named) => (typeof e !== 'string' && twice(e) ? say(voice, 'reply.withId', { device: name, id: e.entity_id }) : name);
      return sentence(voice, 'reply.ambiguous', {
        ...phraseArgs(phrase),
        hidden: candidates.length - shown.length,
        count: candidates.length,
        ...devicesArgs(voice, shown, 'or', 12, 'devices', label),
      });
    },

    whichRoom: () => sentence(voice, 'reply.whichRoom'),
    nothing,
    whichDevice: () => sentence(voice, 'reply.whichDevice'),
    whatToSwitch: (state) => sentence(voice, 'reply.whatToSwitch', { state }),
    mixedDirections: () => sentence(voice, 'reply.mixedDirections'),
    noAction: (entities) => sentence(voice, 'reply.noAction', { count: entities.length, ...deviceArgs(voice, entities[0] ?? '') }),

    proposeSet(state, device, progress) {
      if (progress) {
        return sentence(voice, 'reply.proposeSetStep', { state, ...deviceArgs(voice, device), ...progress, ...phraseArgs(progress.phrase) });
      }
      return sentence(voice, 'reply.proposeSet', { state, ...deviceArgs(voice, device) });
    },
    readingStates: (count) => sentence(voice, 'reply.readingStates', { count }),
    readingHistory: (about, period) => sentence(voice, 'reply.readingHistory', { ...deviceArgs(voice, about), period }),
    ranOutOfSteps: () => sentence(voice, 'reply.ranOutOfSteps'),

    actionProblem(problem, device, state) {
      return sentence(voice, ACTION_PROBLEMS[problem.kind], {
        ...deviceArgs(voice, device),
        state,
        onlyLights: onlyLights(),
        known: ('reported' in problem ? problem.reported : 'code' in problem ? problem.code : null) ? 'yes' : 'no',
        reported: 'reported' in problem ? (problem.reported ?? '') : '',
        code: 'code' in problem ? (problem.code ?? '') : '',
      });
    },

    setOutcome(o) {
      const parts: string[] = [];
      if (o.turned.length > 0) parts.push(sentence(voice, 'reply.outcome.turned', { state: o.state, ...devicesArgs(voice, o.turned) }));
      if (o.notAllowed.length > 0) {
        parts.push(sentence(voice, 'reply.outcome.notAllowed', devicesArgs(voice, o.notAllowed, 'and', 10)));
      }
      if (o.notSwitchable.length > 0) {
        parts.push(sentence(voice, 'reply.outcome.notSwitchable', { onlyLights: onlyLights(), ...devicesArgs(voice, o.notSwitchable, 'and', 10) }));
      }
      if (o.already.length > 0) {
        parts.push(sentence(voice, 'reply.outcome.already', { ...devicesArgs(voice, o.already), state: o.state }));
      }
      parts.push(...o.problems);
      if (o.left.length > 0) {
        // Some languages list what is left with "and" where English says "or".
        const left = { ...devicesArgs(voice, o.left, 'or', 50), ...devicesArgs(voice, o.left, 'and', 50, 'devices_and') };
        parts.push(o.stopped ? sentence(voice, 'reply.outcome.stopped', left) : sentence(voice, 'reply.outcome.left', { ...left, state: o.state }));
      }
      return parts.length > 0 ? joined(...parts) : null;
    },
    nothingChanged: () => sentence(voice, 'reply.nothingChanged'),

    readProblem(problem, about) {
      return sentence(voice, READ_PROBLEMS[problem.kind], {
        ...deviceArgs(voice, about ?? ''),
        about: about === null ? 'no' : 'yes',
        known: 'code' in problem && problem.code ? 'yes' : 'no',
        code: 'code' in problem ? (problem.code ?? '') : '',
      });
    },

    stateAnswer(a, missing) {
      const note =
        missing.length === 0
          ? ''
          : missing.length > 3
            ? sentence(voice, 'reply.notReportedMany', { count: missing.length })
            : sentence(voice, 'reply.notReported', devicesArgs(voice, missing));
      return joined(answer(a), note);
    },
    historyAnswer,
    when,
  };
}
