/**
 * Long because: it implements every member of `Replies` (one per message the engine says); each is short, and the interface is one.
 *
 * Everything the built-in engine says in German, composed from the same structured results as
 * English (`Replies`). Informal "du", as assistants in German households speak; devices named
 * with the article their gender and case need (`forms.ts`); numbers, lists, times and dates
 * through Intl in de-DE.
 */
import type { Period, UnsupportedAction } from '../../plan.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatClock, formatCount, formatDate, formatWeekday, pluralOf } from '../../voice/format.js';
import type { ActionProblem, HistoryAnswer, HistoryEvent, NothingFound, ReadProblem, Replies, StateAnswer, ValueLine, When } from '../types.js';
import { LOCALE, askedWord, capitalize, describe, isVerb, kindPlural, list, mid, name, ownName, pronoun, stateWords } from './forms.js';

const SETTINGS_CONTROL = 'Einstellungen → Steuerung';
const SETTINGS_CONNECTION = 'Einstellungen → Verbindung';
const SETTINGS_READ_ACCESS = 'Einstellungen → Lesezugriff';

const WHAT_I_CAN_DO =
  'Ich kann Lichter und Schalter ein- oder ausschalten, dir sagen, in welchem Zustand die Geräte sind, die ich sehe, und wann sich etwas zuletzt geändert hat.';

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
const ONLY_LIGHTS_AND_SWITCHES = 'Ich kann nur Lichter und Schalter ein- oder ausschalten – das ist eine Grenze dieser App, keine Einstellung.';

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: 'Ich kann nichts ab- oder aufschließen.',
  cover: 'Ich kann keine Rollläden, Türen, Fenster, Vorhänge oder Ventile öffnen oder schließen.',
  brightness: 'Ich kann Lichter nicht dimmen und ihre Helligkeit nicht ändern.',
  colour: 'Ich kann die Farbe von Lichtern nicht ändern.',
  temperature: 'Ich kann keine Temperaturen oder Thermostate einstellen.',
  level: 'Ich kann nichts lauter, leiser, höher oder niedriger stellen und keine Werte einstellen.',
  media: 'Ich kann keine Mediaplayer steuern.',
  schedule: 'Ich kann nichts für später planen – ich handle nur, wenn du fragst, und zwar sofort.',
  alarm: 'Ich kann keine Alarmanlagen scharf oder unscharf schalten.',
  start: 'Ich kann keine Geräte, Szenen oder Skripte starten oder stoppen.',
  domain: 'Ich kann nur Lichter und Schalter ein- oder ausschalten.',
  other: 'Entschuldige, das habe ich nicht verstanden.',
};

const PERIOD_WORDS: Record<Period, string> = { hour: 'in der letzten Stunde', day: 'in den letzten 24 Stunden', week: 'in den letzten 7 Tagen' };
const PERIOD_NOTES: Record<Period, string> = { hour: 'letzte Stunde', day: 'letzte 24 Stunden', week: 'letzte 7 Tage' };

const one = (n: number): boolean => pluralOf(LOCALE, n) === 'one';
const count = (n: number): string => formatCount(LOCALE, n);
const istSind = (n: number): string => (one(n) ? 'ist' : 'sind');
const LISTED = 25;
const onOff = (state: 'on' | 'off'): string => (state === 'on' ? 'ein' : 'aus');
/** "eingeschaltet" / "ausgeschaltet". */
const switched = (state: 'on' | 'off'): string => `${onOff(state)}geschaltet`;
/** "einschalten" / "ausschalten". */
const toSwitch = (state: 'on' | 'off'): string => `${onOff(state)}schalten`;
const accusative = (d: string | IndexedEntity): string => name(d, 'acc');

function nothing(found: NothingFound): string {
  const where = found.here ? 'in diesem Raum' : found.area !== null ? `im Bereich „${found.area}“` : '';
  if (found.noun && (found.area !== null || found.here)) return `Unter den Geräten, die ich sehe, finde ich keine ${kindPlural(found.noun)} ${where}.`;
  if (found.here) return 'Unter den Geräten, die ich sehe, ist nichts in diesem Raum.';
  if (found.noun) return `Unter den Geräten, die ich sehe, finde ich keine ${kindPlural(found.noun)}.`;
  return 'Ich habe nichts gefunden, das zu deiner Anfrage passt.';
}

function actionProblem(problem: ActionProblem, device: string | IndexedEntity, state: 'on' | 'off'): string {
  const n = accusative(device);
  const subject = typeof device === 'string' ? device : name(device);
  switch (problem.kind) {
    case 'unconfirmed':
      return `Home Assistant meldet ${n}${problem.reported !== null ? ` als „${problem.reported}“` : ''}, daher kann ich nicht bestätigen, dass ${subject} ${switched(state)} wurde – bitte prüfe das.`;
    case 'only_lights_and_switches':
      return `${ONLY_LIGHTS_AND_SWITCHES} Deshalb habe ich ${n} nicht ${switched(state)}.`;
    case 'not_allowed':
      return `Ich kann ${n} lesen, darf ${pronoun([device], 'acc')} aber nicht steuern – das kannst du unter ${SETTINGS_CONTROL} erlauben.`;
    case 'control_off':
      return `Die Steuerung ist unter ${SETTINGS_CONTROL} ausgeschaltet, daher kann ich nichts schalten – ${subject} wurde nicht verändert.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} steht nicht auf der Liste der Geräte, die ich verwenden darf, daher habe ich nichts ${switched(state)} – du kannst ${pronoun([device], 'acc')} unter ${SETTINGS_READ_ACCESS} hinzufügen.`;
    case 'not_configured':
      return `Home Assistant ist noch nicht eingerichtet – trage Adresse und Zugriffstoken unter ${SETTINGS_CONNECTION} ein. Es wurde nichts verändert.`;
    case 'too_much':
      return `Ich wollte zu viel auf einmal tun, daher wurde ${subject} nicht verändert.`;
    case 'denied':
      return `Gut, ich habe ${n} so gelassen, wie es ist.`;
    case 'expired':
      return 'Die Anfrage ist abgelaufen, bevor sie bestätigt wurde, daher wurde nichts verändert.';
    case 'approval_invalid':
      return 'Diese Bestätigung war nicht mehr gültig, daher wurde nichts verändert.';
    case 'timeout':
      return `Home Assistant hat nicht rechtzeitig geantwortet, daher weiß ich nicht, ob ${subject} ${switched(state)} wurde – bitte prüfe das.`;
    case 'unreachable':
      return `Ich konnte Home Assistant nicht erreichen, daher konnte ich ${n} nicht ${toSwitch(state)}.`;
    case 'auth_failed':
      return `Home Assistant akzeptiert mein Zugriffstoken nicht mehr, daher konnte ich ${n} nicht ${toSwitch(state)}. Erstelle in Home Assistant ein neues (dein Profil → Sicherheit → Langlebige Zugriffstoken) und speichere es unter ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Ich konnte das Zertifikat von Home Assistant nicht überprüfen, daher habe ich ${n} nicht ${switched(state)}. Bitte prüfe die Verbindung unter ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant kennt ${n} nicht mehr, daher wurde nichts verändert.`;
    case 'audit_unavailable':
      return `Ich konnte die Bestätigung nicht ins Aktivitätsprotokoll schreiben, daher habe ich ${n} nicht ${switched(state)} – nichts läuft ohne Protokoll. Bitte prüfe den Speicherplatz.`;
    case 'not_confirmed':
      return `Ich habe Home Assistant gebeten, ${n} ${toSwitch(state)}, aber die Änderung wurde nicht bestätigt – bitte prüfe das.`;
    case 'error':
      return `Home Assistant hat mit einem Fehler geantwortet, daher konnte ich ${n} nicht ${toSwitch(state)}.`;
    case 'bad_answer':
      return `Die Antwort von Home Assistant sah nicht richtig aus, daher kann ich nicht bestätigen, ob ${subject} ${switched(state)} wurde – bitte prüfe das.`;
    case 'bad_request':
      return `Mit meiner Anfrage stimmte etwas nicht, daher wurde ${subject} nicht verändert.`;
    case 'pending':
      return `Ich habe um deine Bestätigung gebeten, ${n} ${toSwitch(state)}.`;
    case 'refused':
      return `Ich durfte ${n} nicht ${toSwitch(state)}${problem.code ? ` (${problem.code})` : ''}.`;
    case 'failed':
      return `Ich konnte ${n} nicht ${toSwitch(state)}${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function readProblem(problem: ReadProblem, about: string | IndexedEntity | null): string {
  const object = about === null ? 'das' : accusative(about);
  const subject = about === null ? 'das' : typeof about === 'string' ? about : name(about);
  switch (problem.kind) {
    case 'read_off':
      return `Das Lesen aus Home Assistant ist unter ${SETTINGS_READ_ACCESS} ausgeschaltet, daher kann ich ${object} nicht prüfen.`;
    case 'not_configured':
      return `Home Assistant ist noch nicht eingerichtet – trage Adresse und Zugriffstoken unter ${SETTINGS_CONNECTION} ein.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} steht nicht auf der Liste der Geräte, die ich lesen darf – du kannst ${about === null ? 'es' : pronoun([about], 'acc')} unter ${SETTINGS_READ_ACCESS} hinzufügen.`;
    case 'denied':
      return 'Gut, ich habe nichts aus Home Assistant gelesen.';
    case 'expired':
      return 'Die Anfrage ist abgelaufen, bevor sie bestätigt wurde, daher habe ich nichts gelesen.';
    case 'approval_invalid':
      return 'Diese Bestätigung war nicht mehr gültig, daher habe ich nichts gelesen.';
    case 'unreachable':
      return `Ich konnte Home Assistant nicht erreichen, daher kann ich dir gerade nichts über ${object} sagen.`;
    case 'timeout':
      return `Home Assistant hat nicht rechtzeitig geantwortet, daher kann ich dir gerade nichts über ${object} sagen.`;
    case 'auth_failed':
      return `Home Assistant akzeptiert mein Zugriffstoken nicht mehr. Erstelle in Home Assistant ein neues (dein Profil → Sicherheit → Langlebige Zugriffstoken) und speichere es unter ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Ich konnte das Zertifikat von Home Assistant nicht überprüfen, daher habe ich nichts abgefragt. Bitte prüfe die Verbindung unter ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant kennt ${object} nicht mehr.`;
    case 'audit_unavailable':
      return 'Ich konnte die Bestätigung nicht ins Aktivitätsprotokoll schreiben, daher habe ich nichts gelesen – nichts läuft ohne Protokoll. Bitte prüfe den Speicherplatz.';
    case 'bad_answer':
      return `Home Assistant hat etwas geantwortet, das ich nicht lesen konnte, daher kann ich dir gerade nichts über ${object} sagen.`;
    case 'pending':
      return 'Ich habe um deine Bestätigung gebeten, aus Home Assistant zu lesen.';
    case 'failed':
      return `Ich konnte ${object} nicht aus Home Assistant lesen${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

const MEASURES = { temperature: 'Temperatur', humidity: 'Luftfeuchtigkeit' } as const;

function valueLine(line: ValueLine): string {
  const e = line.reading.entity;
  switch (line.kind) {
    case 'plain':
      return describe(line.reading);
    case 'measure_missing':
      return `${describe(line.reading)}, aber die Geräteliste, die ich gelesen habe, enthält keinen Wert für die ${MEASURES[line.measure]}`;
    case 'unreadable':
      return `${capitalize(name(e))} ${isVerb(e)} gerade ${stateWords(e, line.reading.raw, null)}`;
  }
}

function stateAnswer(a: StateAnswer, missing: readonly IndexedEntity[]): string {
  const note =
    missing.length === 0 ? '' : ` Home Assistant hat ${missing.length > 3 ? `${count(missing.length)} davon` : list(missing.map(accusative))} nicht gemeldet.`;
  switch (a.kind) {
    case 'not_reported':
      return `Home Assistant hat ${list(a.targets.map(accusative))} nicht gemeldet, daher kann ich es dir nicht sagen.`;
    case 'values':
      return `${a.lines.map(valueLine).join('. ')}${a.more > 0 ? ` (und ${count(a.more)} weitere)` : ''}.${note}`;
    case 'unreadable':
      return `Das kann ich nicht sagen – ${name(a.reading.entity)} ${isVerb(a.reading.entity)} gerade ${stateWords(a.reading.entity, a.reading.raw, null)}.${note}`;
    case 'yes_no':
      return `${a.yes ? 'Ja' : 'Nein'}, ${mid(a.reading)}.${note}`;
    case 'none_of':
      return `Nein, von den ${count(a.checked)} geprüften ist keines ${askedWord(a.asked)}.${note}`;
    case 'some':
      return `Ja: ${list(a.matching.map(mid))}.${note}`;
    case 'all':
      return `Ja, ${a.only ? mid(a.only) : `alle ${count(a.checked)} sind ${askedWord(a.asked)}`}.${note}`;
    case 'not_all':
      return `Nein: ${list(a.notMatching.map(mid))}.${note}`;
    case 'none_now':
      return `${a.of === 'anything' ? `Nichts, was ich sehe, ist gerade ${askedWord(a.asked)}` : `Von den ${count(a.checked)} geprüften ist gerade keines ${askedWord(a.asked)}`}.${note}`;
    case 'which':
      return `${capitalize(list(a.matching.map((e) => name(e))))} ${a.matching.length === 1 ? isVerb(a.matching[0]!) : 'sind'} ${askedWord(a.asked)}.${note}`;
    case 'count_none':
      return `Von den ${count(a.checked)} geprüften ist keines ${askedWord(a.asked)}.${note}`;
    case 'count':
      return `${count(a.matching.length)} von ${count(a.checked)} ${istSind(a.matching.length)} ${askedWord(a.asked)}: ${list(a.matching.map((e) => name(e)))}.${note}`;
  }
}

/** The participle of what happened ("geöffnet", "eingeschaltet"), with the auxiliary it takes. */
function participle(e: IndexedEntity, event: HistoryEvent): { aux: 'wurde' | 'hat sich'; word: string } {
  switch (event.kind) {
    case 'changed':
      return { aux: 'hat sich', word: 'geändert' };
    case 'changed_to':
      return { aux: 'hat sich', word: `auf „${stateWords(e, event.raw, null)}“ geändert` };
    case 'turned':
      return { aux: 'wurde', word: event.raw === 'off' ? 'ausgeschaltet' : 'eingeschaltet' };
    case 'opened':
      return { aux: 'wurde', word: 'geöffnet' };
    case 'closed':
      return { aux: 'wurde', word: 'geschlossen' };
    case 'locked':
      return { aux: 'wurde', word: 'abgeschlossen' };
    case 'unlocked':
      return { aux: 'wurde', word: 'aufgeschlossen' };
  }
}

function when(w: When): string {
  const locale = w.locale ?? LOCALE;
  const clock = formatClock(locale, w.at, w.timeZone);
  switch (w.relation) {
    case 'today':
      return `heute um ${clock}`;
    case 'yesterday':
      return `gestern um ${clock}`;
    case 'this_week':
      return `am ${formatWeekday(locale, w.at, w.timeZone)} um ${clock}`;
    case 'earlier':
      return `am ${formatDate(locale, w.at, w.timeZone, w.withYear)} um ${clock}`;
  }
}

const times = (n: number, atLeast: boolean): string => (one(n) ? 'einmal' : `${atLeast ? 'mindestens ' : ''}${count(n)}-mal`);

function historyAnswer(a: HistoryAnswer): string {
  if (a.kind === 'gone') return 'Ich konnte dieses Gerät nicht mehr finden.';
  const subject = capitalize(name(a.entity));
  const window = PERIOD_WORDS[a.period];
  switch (a.kind) {
    case 'never': {
      const p = participle(a.entity, a.event);
      return p.aux === 'wurde' ? `${subject} wurde ${window} nicht ${p.word}.` : `${subject} hat sich ${window} nicht ${p.word}.`;
    }
    case 'count': {
      const p = participle(a.entity, a.event);
      return `${subject} ${p.aux} ${window} ${times(a.times, a.atLeast)} ${p.word}, zuletzt ${when(a.last)}.`;
    }
    case 'unchanged':
      return `${subject} hat sich ${window} nicht geändert.`;
    case 'list': {
      const recent = a.recent.map((c) => `${stateWords(a.entity, c.raw, null)} ${when(c.when)}`);
      const earlier = a.earlier > 0 ? ` (${count(a.earlier)} ${one(a.earlier) ? 'frühere Änderung' : 'frühere Änderungen'} nicht gezeigt)` : '';
      return `${subject} hat sich ${window} ${times(a.total, a.atLeast)} geändert. Zuletzt: ${list(recent)}${earlier}.`;
    }
    case 'last': {
      const p = participle(a.entity, a.event);
      return `${subject} ${p.aux} zuletzt ${when(a.when)} ${p.word}${a.periodNamed ? ` (ich habe ${window} nachgesehen)` : ''}.`;
    }
  }
}

export const replies: Replies = {
  locale: LOCALE,

  chat(kind) {
    switch (kind) {
      case 'thanks':
        return 'Gern geschehen.';
      case 'bye':
        return 'Bis bald.';
      case 'hello':
        return `Hallo! ${WHAT_I_CAN_DO}`;
      case 'acknowledge':
        return `Okay. ${WHAT_I_CAN_DO}`;
      case 'prompt':
        return `Was soll ich tun? ${WHAT_I_CAN_DO}`;
    }
  },

  capabilities(focus, seen, switchable) {
    if (seen.length === 0) return `Ich sehe noch keine Geräte – wähle unter ${SETTINGS_READ_ACCESS} aus, welche ich verwenden darf.`;
    if (focus === 'see') {
      const names = seen.slice(0, LISTED).map(ownName);
      const rest = seen.length > LISTED ? ` und ${count(seen.length - LISTED)} weitere` : '';
      return `Ich sehe ${one(seen.length) ? 'ein Gerät' : `${count(seen.length)} Geräte`}: ${list(names, 'and', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
    }
    const rule = `Ob ich die einzelnen Geräte wirklich schalten darf, legst du unter ${SETTINGS_CONTROL} fest, und du bestätigst jede Änderung.`;
    if (switchable.length === 0) return `Keines der Geräte, die ich sehe, ist ein Licht oder ein Schalter – nur die kann ich ein- oder ausschalten. ${rule}`;
    const names = switchable.slice(0, LISTED).map(ownName);
    const rest = switchable.length > LISTED ? ` und ${count(switchable.length - LISTED)} weitere` : '';
    return `Ich kann immer nur Lichter und Schalter ein- oder ausschalten. Von den Geräten, die ich sehe, ${one(switchable.length) ? 'ist das' : 'sind das'} ${list(names, 'and', LISTED + 1)}${rest}. ${rule}`;
  },

  unsupported(action) {
    // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
    const limit = action === 'other' || action === 'schedule' ? '' : ' Daran ändert keine Einstellung etwas.';
    return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
  },

  notSwitchableKind: (found) => `${nothing(found)} ${ONLY_LIGHTS_AND_SWITCHES}`,

  notControllable(entities) {
    const shown = entities.slice(0, 3).map(accusative);
    const what = list(shown, 'or') + (entities.length > 3 ? ` (und ${count(entities.length - 3)} weitere)` : '');
    if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
      return `${ONLY_LIGHTS_AND_SWITCHES} Deshalb kann ich ${what} nicht schalten, dir aber sagen, in welchem Zustand ${pronoun(entities)} ${one(entities.length) ? 'ist' : 'sind'}.`;
    }
    return `Ich darf ${what} nicht schalten – Lichter und Schalter kannst du unter ${SETTINGS_CONTROL} freigeben.`;
  },

  unknown(phrase, suggestions) {
    // RFC-0018: a refusal must not disclose the household's inventory — only what was shared.
    // The phrase is in the shared grammar's canonical words, so it is not quoted back in German.
    void phrase;
    const shared = `Ich sehe nur, was du unter ${SETTINGS_READ_ACCESS} mit mir teilst, und dort passt nichts zu deiner Anfrage.`;
    if (suggestions.length === 0) return `${shared} Frag mich „Was kannst du sehen?“, dann nenne ich dir die Namen.`;
    return `${shared} Meintest du ${list(suggestions.map(accusative), 'or')}?`;
  },

  ambiguous(phrase, candidates) {
    const shownEntities = candidates.slice(0, 6);
    const shown = shownEntities.map((e) =>
      shownEntities.filter((o) => ownName(o) === ownName(e)).length > 1 ? `${accusative(e)} (${e.entity_id})` : accusative(e),
    );
    const more = candidates.length > 6 ? ` (${count(candidates.length)} Treffer)` : '';
    void phrase;
    return `Dazu passt mehr als ein Gerät${more}. Welches meinst du: ${list(shown, 'or')}?`;
  },

  whichRoom: () => 'Von hier aus weiß ich nicht, in welchem Raum du bist. Welchen Raum meinst du?',
  nothing,
  whichDevice: () => 'Welches Gerät meinst du?',
  whatToSwitch: (state) => `Was soll ich ${toSwitch(state)}?`,
  mixedDirections: () => 'Bitte sag mir Ein- und Ausschalten in getrennten Anfragen.',

  noAction(e) {
    if (e.length === 1) {
      return `Was soll ich mit ${name(e[0]!, 'dat')} tun? Ich kann ${pronoun(e, 'acc')} ein- oder ausschalten oder dir sagen, in welchem Zustand ${pronoun(e)} ist.`;
    }
    return 'Was soll ich mit diesen Geräten tun? Ich kann sie ein- oder ausschalten oder dir sagen, in welchem Zustand sie sind.';
  },

  proposeSet(state, device, progress) {
    // The devices are named one by one, never by the request's canonical phrase.
    if (progress) return `Ich schalte nacheinander ${onOff(state)} (${count(progress.place)} von ${count(progress.of)}): ${accusative(device)}.`;
    return `Ich schalte ${accusative(device)} ${onOff(state)}.`;
  },
  readingStates: (n) => `Ich lese den aktuellen Zustand deiner ${one(n) ? 'einen freigegebenen Entität' : `${count(n)} freigegebenen Entitäten`}.`,
  readingHistory: (about, period) => `Ich lese den Verlauf für ${accusative(about)} (${PERIOD_NOTES[period]}).`,
  ranOutOfSteps: () => 'Mir sind die Schritte ausgegangen, bevor ich das prüfen konnte – bitte frag noch einmal.',

  actionProblem,

  setOutcome(o) {
    const parts: string[] = [];
    if (o.turned.length > 0) parts.push(`Ich habe ${list(o.turned.map(accusative))} ${switched(o.state)}.`);
    if (o.notAllowed.length > 0) {
      parts.push(
        `Ich darf ${list(o.notAllowed.map(accusative), 'and', 10)} nicht schalten und habe ${pronoun(o.notAllowed, 'acc')} in Ruhe gelassen – das kannst du unter ${SETTINGS_CONTROL} erlauben.`,
      );
    }
    if (o.notSwitchable.length > 0)
      parts.push(`${ONLY_LIGHTS_AND_SWITCHES} Deshalb habe ich ${list(o.notSwitchable.map(accusative), 'and', 10)} in Ruhe gelassen.`);
    if (o.already.length > 0)
      parts.push(`${capitalize(list(o.already.map((d) => name(d))))} ${one(o.already.length) ? 'war' : 'waren'} schon ${o.state === 'on' ? 'an' : 'aus'}.`);
    parts.push(...o.problems);
    if (o.left.length > 0) {
      const names = list(o.left.map(accusative), 'or', 50);
      if (o.stopped) parts.push(`Ich habe dort aufgehört, also habe ich ${names} auch nicht angefasst.`);
      else
        parts.push(
          `${capitalize(list(o.left.map(accusative), 'and', 50))} habe ich noch nicht ${switched(o.state)} – sag „weiter“, dann mache ich weiter (eine Änderung pro Bestätigung, drei pro Nachricht).`,
        );
    }
    return parts.length > 0 ? parts.join(' ') : null;
  },
  nothingChanged: () => 'Es wurde nichts verändert.',

  readProblem,
  stateAnswer,
  historyAnswer,
  when,
};
