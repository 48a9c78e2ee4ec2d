/**
 * Long because: it is one Dutch sentence per outcome the engine can report (every member of `Replies`), as the English replies are.
 *
 * Everything the built-in engine says in Dutch, composed from the same structured results as
 * every other language: separable participles ("aangezet", "uitgezet"), "de"/"het" before a
 * name, "is"/"zijn" agreement, and numbers, dates and times through Intl in nl-NL.
 */
import type { Period, UnsupportedAction } from '../../plan.js';
import { capitalize } from '../../text.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatClock, formatCount, formatDate, formatWeekday, pluralOf } from '../../voice/format.js';
import type { ActionProblem, HistoryAnswer, HistoryEvent, NothingFound, OnOff, ReadProblem, Replies, StateAnswer, ValueLine, When } from '../types.js';
import { LOCALE, askedWord, describe, dutchPhrase, isVerb, kindPlural, list, mid, name, stateWords } from './words.js';

const SETTINGS_CONTROL = 'Instellingen → Bediening';
const SETTINGS_CONNECTION = 'Instellingen → Verbinding';
const SETTINGS_READ_ACCESS = 'Instellingen → Leestoegang';

const WHAT_I_CAN_DO =
  'Ik kan lampen en schakelaars aan- en uitzetten, je vertellen hoe het staat met de apparaten die ik kan zien, en wanneer er iets voor het laatst veranderde.';

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
const ONLY_LIGHTS_AND_SWITCHES = 'Ik kan alleen lampen en schakelaars aan- of uitzetten — dat is een grens van deze app, geen instelling.';

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: 'Ik kan niets vergrendelen of ontgrendelen.',
  cover: 'Ik kan geen gordijnen, rolluiken, deuren, ramen of kranen openen of sluiten.',
  brightness: 'Ik kan lampen niet dimmen en hun helderheid niet veranderen.',
  colour: 'Ik kan de kleur van lampen niet veranderen.',
  temperature: 'Ik kan geen temperaturen of thermostaatinstellingen veranderen.',
  level: 'Ik kan niets hoger of lager zetten of op een bepaald niveau instellen.',
  media: 'Ik kan geen mediaspelers bedienen.',
  schedule: 'Ik kan geen wijzigingen voor later inplannen — ik doe alleen iets als je het vraagt, en dan meteen.',
  alarm: 'Ik kan geen alarm in- of uitschakelen.',
  start: 'Ik kan geen apparaten, scènes of scripts starten of stoppen.',
  domain: 'Ik kan alleen lampen en schakelaars aan- of uitzetten.',
  other: 'Sorry, dat begreep ik niet.',
};

const PERIOD_WORDS: Record<Period, string> = { hour: 'in het afgelopen uur', day: 'in de afgelopen 24 uur', week: 'in de afgelopen 7 dagen' };
const PERIOD_NOTES: Record<Period, string> = { hour: 'afgelopen uur', day: 'afgelopen 24 uur', week: 'afgelopen 7 dagen' };

/** A quoted group takes "de" unless it starts with its own article or quantifier ("de lampen in de keuken"). */
const withDe = (phrase: string): string => (/^(?:de|het|een|alle|elke|mijn|onze|beide)\s/i.test(phrase) ? phrase : `de ${phrase}`);
/** A name in a list of names: a person as the household wrote it ("Anna"), a device as displayed. */
const shown = (e: IndexedEntity): string => (e.domain === 'person' ? e.entry.friendly_name.trim() || e.display : e.display);

const one = (n: number): boolean => pluralOf(LOCALE, n) === 'one';
const count = (n: number): string => formatCount(LOCALE, n);
const isZijn = (n: number): string => (one(n) ? 'is' : 'zijn');
const LISTED = 25;

/** The separable verb's forms: "aanzetten", "aangezet", "zet … aan". */
const infinitive = (state: OnOff): string => (state === 'on' ? 'aanzetten' : 'uitzetten');
const participle = (state: OnOff): string => (state === 'on' ? 'aangezet' : 'uitgezet');
const particle = (state: OnOff): string => (state === 'on' ? 'aan' : 'uit');

function where(found: NothingFound): string {
  return found.here ? 'in deze kamer' : `in ${found.area ?? ''}`;
}

function nothing(found: NothingFound): string {
  if (found.noun && (found.area !== null || found.here)) return `Ik zie geen ${kindPlural(found.noun)} ${where(found)} tussen de apparaten die ik kan zien.`;
  if (found.here) return 'Ik zie niets in deze kamer tussen de apparaten die ik kan zien.';
  if (found.noun) return `Ik zie geen ${kindPlural(found.noun)} tussen de apparaten die ik kan zien.`;
  return `Ik kon niets vinden dat overeenkomt met '${dutchPhrase(found.phrase)}'.`;
}

function actionProblem(problem: ActionProblem, device: string | IndexedEntity, state: OnOff): string {
  const n = name(device);
  const inf = infinitive(state);
  const done = participle(state);
  switch (problem.kind) {
    case 'unconfirmed':
      return `Home Assistant meldt ${n}${problem.reported !== null ? ` als ${problem.reported}` : ''}, dus ik kan niet bevestigen dat het ${done} is — kijk het even na.`;
    case 'only_lights_and_switches':
      return `${ONLY_LIGHTS_AND_SWITCHES} Daarom heb ik ${n} niet ${done}.`;
    case 'not_allowed':
      return `Ik kan ${n} uitlezen, maar ik mag het niet bedienen — dat kun je toestaan in ${SETTINGS_CONTROL}.`;
    case 'control_off':
      return `Bediening staat uit in ${SETTINGS_CONTROL}, dus ik kan niets schakelen — ${n} is niet veranderd.`;
    case 'not_allowlisted':
      return `${capitalize(n)} staat niet op de lijst van apparaten die ik mag gebruiken, dus ik heb het niet ${done} — je kunt het toevoegen in ${SETTINGS_READ_ACCESS}.`;
    case 'not_configured':
      return `Home Assistant is nog niet ingesteld — vul het adres en het toegangstoken in bij ${SETTINGS_CONNECTION}. Er is niets veranderd.`;
    case 'too_much':
      return `Ik probeerde te veel tegelijk, dus ${n} is niet veranderd.`;
    case 'denied':
      return `Goed, ik heb ${n} gelaten zoals het was.`;
    case 'expired':
      return 'Dat verzoek is verlopen voordat het werd goedgekeurd, dus er is niets veranderd.';
    case 'approval_invalid':
      return 'Die goedkeuring was niet meer geldig, dus er is niets veranderd.';
    case 'timeout':
      return `Home Assistant antwoordde niet op tijd, dus ik weet niet of ${n} ${done} is — kijk het even na.`;
    case 'unreachable':
      return `Ik kon Home Assistant niet bereiken, dus ik kon ${n} niet ${inf}.`;
    case 'auth_failed':
      return `Home Assistant accepteert mijn toegangstoken niet meer, dus ik kon ${n} niet ${inf}. Maak een nieuw token in Home Assistant (je profiel → Beveiliging → Langlevende toegangstokens) en sla het op in ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Ik kon het certificaat van Home Assistant niet verifiëren, dus ik heb niet gevraagd om ${n} te ${inf}. Controleer de verbinding in ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant heeft ${n} niet meer, dus er is niets veranderd.`;
    case 'audit_unavailable':
      return `Ik kon de goedkeuring niet in het activiteitenlogboek schrijven, dus ik heb Home Assistant niet gevraagd om ${n} te ${inf} — niets gebeurt zonder vastlegging. Controleer de schijf.`;
    case 'not_confirmed':
      return `Ik heb Home Assistant gevraagd om ${n} te ${inf}, maar het heeft de wijziging niet bevestigd — kijk het even na.`;
    case 'error':
      return `Home Assistant antwoordde met een fout, dus ik kon ${n} niet ${inf}.`;
    case 'bad_answer':
      return `Het antwoord van Home Assistant klopte niet, dus ik kan niet bevestigen of ${n} ${done} is — kijk het even na.`;
    case 'bad_request':
      return `Er was iets mis met mijn verzoek, dus ${n} is niet veranderd.`;
    case 'pending':
      return `Ik heb je om goedkeuring gevraagd om ${n} te ${inf}.`;
    case 'refused':
      return `Ik mocht ${n} niet ${inf}${problem.code ? ` (${problem.code})` : ''}.`;
    case 'failed':
      return `Ik kon ${n} niet ${inf}${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function readProblem(problem: ReadProblem, about: string | IndexedEntity | null): string {
  const subject = about === null ? 'dat' : name(about);
  switch (problem.kind) {
    case 'read_off':
      return `Lezen uit Home Assistant staat uit in ${SETTINGS_READ_ACCESS}, dus ik kan ${subject} niet nakijken.`;
    case 'not_configured':
      return `Home Assistant is nog niet ingesteld — vul het adres en het toegangstoken in bij ${SETTINGS_CONNECTION}.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} staat niet op de lijst van apparaten die ik mag uitlezen — je kunt het toevoegen in ${SETTINGS_READ_ACCESS}.`;
    case 'denied':
      return 'Goed, ik heb niets uit Home Assistant gelezen.';
    case 'expired':
      return 'Dat verzoek is verlopen voordat het werd goedgekeurd, dus ik heb niets gelezen.';
    case 'approval_invalid':
      return 'Die goedkeuring was niet meer geldig, dus ik heb niets gelezen.';
    case 'unreachable':
      return `Ik kon Home Assistant niet bereiken, dus ik kan je nu niets over ${subject} vertellen.`;
    case 'timeout':
      return `Home Assistant antwoordde niet op tijd, dus ik kan je nu niets over ${subject} vertellen.`;
    case 'auth_failed':
      return `Home Assistant accepteert mijn toegangstoken niet meer. Maak een nieuw token in Home Assistant (je profiel → Beveiliging → Langlevende toegangstokens) en sla het op in ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Ik kon het certificaat van Home Assistant niet verifiëren, dus ik heb niets gevraagd. Controleer de verbinding in ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant heeft ${subject} niet meer.`;
    case 'audit_unavailable':
      return 'Ik kon de goedkeuring niet in het activiteitenlogboek schrijven, dus ik heb niets gelezen — niets gebeurt zonder vastlegging. Controleer de schijf.';
    case 'bad_answer':
      return `Home Assistant antwoordde met iets wat ik niet kon lezen, dus ik kan je nu niets over ${subject} vertellen.`;
    case 'pending':
      return 'Ik heb je om goedkeuring gevraagd om uit Home Assistant te lezen.';
    case 'failed':
      return `Ik kon ${subject} niet uit Home Assistant lezen${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function valueLine(line: ValueLine): string {
  const e = line.reading.entity;
  const measure = line.kind === 'measure_missing' ? (line.measure === 'temperature' ? 'temperatuur' : 'luchtvochtigheid') : '';
  switch (line.kind) {
    case 'plain':
      return describe(line.reading);
    case 'measure_missing':
      return `${describe(line.reading)}, maar de apparatenlijst die ik las bevat de ${measure} ervan niet`;
    case 'unreadable':
      return `${capitalize(name(e))} ${isVerb(e)} op dit moment ${stateWords(e, line.reading.raw, null)}`;
  }
}

/** "geen van de 3 die ik bekeek": with "geen van" the verb stays singular in Dutch. */
const noneOf = (checked: number): string => `geen van de ${count(checked)} die ik bekeek`;

function stateAnswer(a: StateAnswer, missing: readonly IndexedEntity[]): string {
  const note =
    missing.length === 0 ? '' : ` Home Assistant gaf geen status voor ${missing.length > 3 ? `${count(missing.length)} ervan` : list(missing.map(name))}.`;
  switch (a.kind) {
    case 'not_reported':
      return `Home Assistant gaf geen status voor ${list(a.targets.map(name))}, dus dat kan ik je niet vertellen.`;
    case 'values':
      return `${a.lines.map(valueLine).join('. ')}${a.more > 0 ? ` (en nog ${count(a.more)})` : ''}.${note}`;
    case 'unreadable':
      return `Dat kan ik niet zeggen — ${name(a.reading.entity)} ${isVerb(a.reading.entity)} op dit moment ${stateWords(a.reading.entity, a.reading.raw, null)}.${note}`;
    case 'yes_no':
      return `${a.yes ? 'Ja' : 'Nee'}, ${mid(a.reading)}.${note}`;
    case 'none_of':
      return `Nee, ${noneOf(a.checked)} is ${askedWord(a.asked)}.${note}`;
    case 'some':
      return `Ja: ${list(a.matching.map(mid))}.${note}`;
    case 'all':
      return `Ja, ${a.only ? mid(a.only) : `alle ${count(a.checked)} zijn ${askedWord(a.asked)}`}.${note}`;
    case 'not_all':
      return `Nee: ${list(a.notMatching.map(mid))}.${note}`;
    case 'none_now':
      return `${a.of === 'anything' ? 'Niets wat ik kan zien is' : capitalize(`${noneOf(a.checked)} is`)} op dit moment ${askedWord(a.asked)}.${note}`;
    case 'which':
      return `${capitalize(list(a.matching.map(name)))} ${a.matching.length === 1 ? isVerb(a.matching[0]!) : 'zijn'} ${askedWord(a.asked)}.${note}`;
    case 'count_none':
      return `${capitalize(noneOf(a.checked))} is ${askedWord(a.asked)}.${note}`;
    case 'count':
      return `${count(a.matching.length)} van de ${count(a.checked)} ${isZijn(a.matching.length)} ${askedWord(a.asked)}: ${list(a.matching.map(name))}.${note}`;
  }
}

/** The participle of what happened, with "is" in every tense used ("is aangegaan", "is geopend"). */
function past(e: IndexedEntity, event: HistoryEvent): string {
  switch (event.kind) {
    case 'changed':
      return 'veranderd';
    case 'changed_to':
      return `veranderd naar ${stateWords(e, event.raw, null)}`;
    case 'turned':
      return event.raw === 'on' ? 'aangegaan' : event.raw === 'off' ? 'uitgegaan' : `veranderd naar ${stateWords(e, event.raw, null)}`;
    case 'opened':
      return 'geopend';
    case 'closed':
      return 'gesloten';
    case 'locked':
      return 'vergrendeld';
    case 'unlocked':
      return 'ontgrendeld';
  }
}

function when(w: When): string {
  const locale = w.locale ?? LOCALE;
  const clock = formatClock(locale, w.at, w.timeZone);
  switch (w.relation) {
    case 'today':
      return `vandaag om ${clock}`;
    case 'yesterday':
      return `gisteren om ${clock}`;
    case 'this_week':
      return `op ${formatWeekday(locale, w.at, w.timeZone)} om ${clock}`;
    case 'earlier':
      return `op ${formatDate(locale, w.at, w.timeZone, w.withYear)} om ${clock}`;
  }
}

const times = (n: number, atLeast: boolean): string => (one(n) ? 'één keer' : `${atLeast ? 'minstens ' : ''}${count(n)} keer`);

function historyAnswer(a: HistoryAnswer): string {
  if (a.kind === 'gone') return 'Ik kon dat apparaat niet meer vinden.';
  const subject = capitalize(name(a.entity));
  const window = PERIOD_WORDS[a.period];
  switch (a.kind) {
    case 'never':
      return `${subject} is ${window} niet ${past(a.entity, a.event)}.`;
    case 'count':
      return `${subject} is ${window} ${times(a.times, a.atLeast)} ${past(a.entity, a.event)}, het laatst ${when(a.last)}.`;
    case 'unchanged':
      return `${subject} is ${window} niet veranderd.`;
    case 'list': {
      const recent = a.recent.map((c) => `${stateWords(a.entity, c.raw, null)} ${when(c.when)}`);
      const earlier = a.earlier > 0 ? ` (${count(a.earlier)} eerdere ${one(a.earlier) ? 'wijziging' : 'wijzigingen'} niet getoond)` : '';
      return `${subject} is ${window} ${times(a.total, a.atLeast)} veranderd. Meest recent: ${list(recent)}${earlier}.`;
    }
    case 'last':
      return `${subject} is ${when(a.when)} voor het laatst ${past(a.entity, a.event)}${a.periodNamed ? ` (ik keek ${window})` : ''}.`;
  }
}

export const replies: Replies = {
  locale: LOCALE,

  chat(kind) {
    switch (kind) {
      case 'thanks':
        return 'Graag gedaan.';
      case 'bye':
        return 'Tot ziens.';
      case 'hello':
        return `Hallo! ${WHAT_I_CAN_DO}`;
      case 'acknowledge':
        return `Oké. ${WHAT_I_CAN_DO}`;
      case 'prompt':
        return `Wat kan ik voor je doen? ${WHAT_I_CAN_DO}`;
    }
  },

  capabilities(focus, seen, switchable) {
    if (seen.length === 0) return `Ik zie nog geen apparaten — kies in ${SETTINGS_READ_ACCESS} welke ik mag gebruiken.`;
    if (focus === 'see') {
      const names = seen.slice(0, LISTED).map(shown);
      const rest = seen.length > LISTED ? ` en nog ${count(seen.length - LISTED)}` : '';
      return `Ik zie ${one(seen.length) ? 'één apparaat' : `${count(seen.length)} apparaten`}: ${list(names, 'en', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
    }
    const rule = `Of ik elk ervan echt mag schakelen, bepaal je in ${SETTINGS_CONTROL}, en je keurt elke wijziging zelf goed.`;
    if (switchable.length === 0) return `Geen van de apparaten die ik zie is een lamp of schakelaar, en alleen die kan ik aan- of uitzetten. ${rule}`;
    const names = switchable.slice(0, LISTED).map(shown);
    const rest = switchable.length > LISTED ? ` en nog ${count(switchable.length - LISTED)}` : '';
    return `Ik kan alleen lampen en schakelaars aan- of uitzetten. Van de apparaten die ik zie zijn dat ${list(names, 'en', LISTED + 1)}${rest}. ${rule}`;
  },

  unsupported(action) {
    // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
    const limit = action === 'other' || action === 'schedule' ? '' : ' Geen enkele instelling verandert dat.';
    return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
  },

  notSwitchableKind: (found) => `${nothing(found)} ${ONLY_LIGHTS_AND_SWITCHES}`,

  notControllable(entities) {
    const shown = entities.slice(0, 3).map(name);
    const what = list(shown, 'of') + (entities.length > 3 ? ` (en nog ${count(entities.length - 3)})` : '');
    if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
      return `${ONLY_LIGHTS_AND_SWITCHES} Dus ik kan ${what} niet schakelen, maar ik kan je wel vertellen hoe ${one(entities.length) ? 'het erbij staat' : 'ze erbij staan'}.`;
    }
    return `Ik mag ${what} niet schakelen — je kunt lampen en schakelaars toestaan in ${SETTINGS_CONTROL}.`;
  },

  unknown(phrase, suggestions) {
    // RFC-0018: a refusal must not disclose the household's inventory — only what was shared.
    const shared = `Ik zie alleen wat je met me hebt gedeeld in ${SETTINGS_READ_ACCESS}, en daar komt niets overeen met '${dutchPhrase(phrase)}'.`;
    if (suggestions.length === 0) return `${shared} Vraag me "wat kun je zien?" om die namen te horen.`;
    return `${shared} Bedoel je ${list(suggestions.map(name), 'of')}?`;
  },

  ambiguous(phrase, candidates) {
    const shownEntities = candidates.slice(0, 6);
    const shown = shownEntities.map((e) => (shownEntities.filter((o) => o.display === e.display).length > 1 ? `${name(e)} (${e.entity_id})` : name(e)));
    const more = candidates.length > 6 ? ` (${count(candidates.length)} stuks)` : '';
    return `Er komt meer dan één apparaat overeen met '${dutchPhrase(phrase)}'${more}. Welke bedoel je: ${list(shown, 'of')}?`;
  },

  whichRoom: () => 'Ik kan van hieruit niet zien in welke kamer je bent. Welke kamer bedoel je?',
  nothing,
  whichDevice: () => 'Welk apparaat bedoel je?',
  whatToSwitch: (state) => `Wat moet ik ${infinitive(state)}?`,
  mixedDirections: () => 'Vraag me alsjeblieft om dingen aan en uit te zetten in aparte verzoeken.',

  noAction(e) {
    const single = e.length === 1;
    const what = single ? name(e[0]!) : 'die';
    return `Wat wil je dat ik met ${what} doe? Ik kan ${single ? 'het' : 'ze'} aan- of uitzetten, of je vertellen hoe ${single ? 'het erbij staat' : 'ze erbij staan'}.`;
  },

  proposeSet(state, device, progress) {
    if (progress)
      return `Ik zet ${withDe(dutchPhrase(progress.phrase))} één voor één ${particle(state)} (${count(progress.place)} van ${count(progress.of)}): ${name(device)}.`;
    return `Ik zet ${name(device)} ${particle(state)}.`;
  },
  readingStates: (n) => `Ik lees de huidige status van je ${count(n)} toegestane ${one(n) ? 'apparaat' : 'apparaten'}.`,
  readingHistory: (about, period) => `Ik lees de geschiedenis van ${name(about)} (${PERIOD_NOTES[period]}).`,
  ranOutOfSteps: () => 'Ik had geen stappen meer over voordat ik dat kon nakijken — vraag het alsjeblieft opnieuw.',

  actionProblem,

  setOutcome(o) {
    const parts: string[] = [];
    if (o.turned.length > 0) parts.push(`Ik heb ${list(o.turned.map(name))} ${participle(o.state)}.`);
    if (o.notAllowed.length > 0) {
      parts.push(
        `Ik mag ${list(o.notAllowed.map(name), 'en', 10)} niet schakelen, dus ik heb ${one(o.notAllowed.length) ? 'het' : 'ze'} met rust gelaten — dat kun je toestaan in ${SETTINGS_CONTROL}.`,
      );
    }
    if (o.notSwitchable.length > 0) parts.push(`${ONLY_LIGHTS_AND_SWITCHES} Daarom heb ik ${list(o.notSwitchable.map(name), 'en', 10)} met rust gelaten.`);
    if (o.already.length > 0) parts.push(`${capitalize(list(o.already.map(name)))} ${one(o.already.length) ? 'stond' : 'stonden'} al ${particle(o.state)}.`);
    parts.push(...o.problems);
    if (o.left.length > 0) {
      const names = list(o.left.map(name), o.stopped ? 'of' : 'en', 50);
      if (o.stopped) parts.push(`Ik ben daar gestopt, dus ${names} heb ik ook niet aangeraakt.`);
      else
        parts.push(
          `${capitalize(names)} heb ik nog niet ${participle(o.state)} — zeg "ga door" en ik ga verder (één wijziging per goedkeuring, drie per bericht).`,
        );
    }
    return parts.length > 0 ? parts.join(' ') : null;
  },
  nothingChanged: () => 'Er is niets veranderd.',

  readProblem,
  stateAnswer,
  historyAnswer,
  when,
};
