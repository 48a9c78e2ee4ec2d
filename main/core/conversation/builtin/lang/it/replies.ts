/**
 * Long because: it is one complete `Replies` (every message the engine says) in Italian, as en/replies.ts is for English; each message is a few lines.
 *
 * Everything the built-in engine says in Italian, composed from the same structured results as
 * every language: names with the article their gender and number take, participles and
 * adjectives that agree ("ho spento la luce", "le tapparelle sono chiuse"), numbers, dates and
 * times through Intl in it-IT.
 */
import type { Period, UnsupportedAction } from '../../plan.js';
import { capitalize } from '../../text.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatClock, formatCount, formatDate, formatWeekday, pluralOf } from '../../voice/format.js';
import type { ActionProblem, HistoryAnswer, HistoryEvent, Named, NothingFound, OnOff, ReadProblem, Replies, StateAnswer, ValueLine, When } from '../types.js';
import {
  LOCALE,
  agree,
  bare,
  agreementOfAll,
  agreementOfDevice,
  describe,
  isVerb,
  kindPlural,
  list,
  mid,
  name,
  phraseBack,
  stateWord,
  stateWords,
  withPreposition,
  type Agreement,
} from './words.js';

const SETTINGS_CONTROL = 'Impostazioni → Controllo';
const SETTINGS_CONNECTION = 'Impostazioni → Connessione';
const SETTINGS_READ_ACCESS = 'Impostazioni → Accesso in lettura';

const WHAT_I_CAN_DO =
  "Posso accendere e spegnere luci e interruttori, dirti lo stato dei dispositivi che vedo e dirti quando qualcosa è cambiato l'ultima volta.";

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
const ONLY_LIGHTS_AND_SWITCHES = "Posso solo accendere o spegnere luci e interruttori: è un limite di questa app, non un'impostazione.";

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: 'Non posso chiudere a chiave né sbloccare niente.',
  cover: 'Non posso aprire o chiudere coperture, porte, finestre, tapparelle o valvole.',
  brightness: 'Non posso attenuare le luci né cambiarne la luminosità.',
  colour: 'Non posso cambiare il colore delle luci.',
  temperature: 'Non posso cambiare temperature o impostazioni del termostato.',
  level: 'Non posso alzare o abbassare le cose né impostarle a un livello.',
  media: 'Non posso controllare i lettori multimediali.',
  schedule: 'Non posso programmare modifiche per più tardi: agisco solo quando me lo chiedi, subito.',
  alarm: 'Non posso inserire o disinserire allarmi.',
  start: 'Non posso avviare o fermare elettrodomestici, scene o script.',
  domain: 'Posso solo accendere o spegnere luci e interruttori.',
  other: 'Scusa, non ho capito.',
};

const PERIOD_WORDS: Record<Period, string> = { hour: "nell'ultima ora", day: 'nelle ultime 24 ore', week: 'negli ultimi 7 giorni' };
const PERIOD_NOTES: Record<Period, string> = { hour: 'ultima ora', day: 'ultime 24 ore', week: 'ultimi 7 giorni' };

const one = (n: number): boolean => pluralOf(LOCALE, n) === 'one';
const count = (n: number): string => formatCount(LOCALE, n);
const LISTED = 25;
const SINGULAR_M: Agreement = { feminine: false, plural: false };
const PLURAL_M: Agreement = { feminine: false, plural: true };

/** "accendere"/"spegnere", "acceso"/"spento" agreeing, "accenderla"/"spegnerli". */
const infinitive = (state: OnOff): string => (state === 'on' ? 'accendere' : 'spegnere');
const participle = (state: OnOff, a: Agreement): string => agree(state === 'on' ? 'acces' : 'spent', a);
const doneBy = (state: OnOff): string => (state === 'on' ? 'acceso' : 'spento');
const pronoun = (a: Agreement): string => (a.plural ? (a.feminine ? 'le' : 'li') : a.feminine ? 'la' : 'lo');
const withPronoun = (state: OnOff, a: Agreement): string => `${infinitive(state).slice(0, -1)}${pronoun(a)}`;

function nothing(found: NothingFound): string {
  const where = found.here ? 'in questa stanza' : found.area !== null ? `in ${found.area}` : '';
  if (found.noun && where) return `Tra i dispositivi che vedo non ci sono ${kindPlural(found.noun)} ${where}.`;
  if (found.here) return 'Tra i dispositivi che vedo non c’è niente in questa stanza.';
  if (found.noun) return `Tra i dispositivi che vedo non ci sono ${kindPlural(found.noun)}.`;
  return `Non ho trovato niente che corrisponda a «${phraseBack(found.phrase)}».`;
}

function actionProblem(problem: ActionProblem, device: Named, state: OnOff): string {
  const n = name(device);
  const a = agreementOfDevice(device);
  const verb = infinitive(state);
  const done = participle(state, a);
  const was = `${a.plural ? 'sono' : 'è'} ${agree('stat', a)}`;
  /** After "non posso confermare che": the subjunctive. */
  const wasSubjunctive = `${a.plural ? 'siano' : 'sia'} ${agree('stat', a)}`;
  switch (problem.kind) {
    case 'unconfirmed':
      return `Home Assistant indica ${n}${problem.reported !== null ? ` come ${typeof device === 'string' ? `«${problem.reported}»` : stateWords(device, problem.reported, null)}` : ''}, quindi non posso confermare che ${wasSubjunctive} ${done}: controlla, per favore.`;
    case 'only_lights_and_switches':
      return `${ONLY_LIGHTS_AND_SWITCHES} Quindi non ho ${doneBy(state)} ${n}.`;
    case 'not_allowed':
      return `Posso leggere ${n} ma non mi è permesso comandar${pronoun(a)}: puoi consentirlo in ${SETTINGS_CONTROL}.`;
    case 'control_off':
      return `Il controllo è disattivato in ${SETTINGS_CONTROL}, quindi non posso comandare niente: ${n} ${a.plural ? 'non sono stati cambiati' : 'non è stato cambiato'}.`;
    case 'not_allowlisted':
      return `${capitalize(n)} non ${a.plural ? 'sono' : 'è'} tra i dispositivi che posso usare, quindi non ho potuto ${withPronoun(state, a)}: puoi aggiunger${pronoun(a)} in ${SETTINGS_READ_ACCESS}.`;
    case 'not_configured':
      return `Home Assistant non è ancora configurato: aggiungi il suo indirizzo e il token di accesso in ${SETTINGS_CONNECTION}. Non è stato cambiato niente.`;
    case 'too_much':
      return `Ho provato a fare troppo in una volta, quindi ${n} ${a.plural ? 'non sono stati cambiati' : 'non è stato cambiato'}.`;
    case 'denied':
      return `Va bene, ho lasciato ${n} com'${a.plural ? 'erano' : 'era'}.`;
    case 'expired':
      return 'La richiesta è scaduta prima di essere approvata, quindi non è stato cambiato niente.';
    case 'approval_invalid':
      return "L'approvazione non era più valida, quindi non è stato cambiato niente.";
    case 'timeout':
      return `Home Assistant non ha risposto in tempo, quindi non so se ${n} ${was} ${done}: controlla, per favore.`;
    case 'unreachable':
      return `Non sono riuscito a raggiungere Home Assistant, quindi non ho potuto ${verb} ${n}.`;
    case 'auth_failed':
      return `Home Assistant non accetta più il mio token di accesso, quindi non ho potuto ${verb} ${n}. Creane uno nuovo in Home Assistant (il tuo profilo → Sicurezza → Token di accesso a lunga durata) e salvalo in ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Non sono riuscito a verificare il certificato di Home Assistant, quindi non gli ho chiesto di ${verb} ${n}. Controlla la connessione in ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant non ha più ${n}, quindi non è stato cambiato niente.`;
    case 'audit_unavailable':
      return `Non sono riuscito a scrivere l'approvazione nel registro delle attività, quindi non ho chiesto a Home Assistant di ${verb} ${n}: niente viene eseguito senza essere registrato. Controlla il disco.`;
    case 'not_confirmed':
      return `Ho chiesto a Home Assistant di ${verb} ${n}, ma non ha confermato la modifica: controlla, per favore.`;
    case 'error':
      return `Home Assistant ha risposto con un errore, quindi non ho potuto ${verb} ${n}.`;
    case 'bad_answer':
      return `La risposta di Home Assistant non sembrava corretta, quindi non posso confermare se ${n} ${wasSubjunctive} ${done}: controlla, per favore.`;
    case 'bad_request':
      return `C'era qualcosa che non andava nella mia richiesta, quindi ${n} ${a.plural ? 'non sono stati cambiati' : 'non è stato cambiato'}.`;
    case 'pending':
      return `Ti ho chiesto l'approvazione per ${verb} ${n}.`;
    case 'refused':
      return `Non mi è stato permesso di ${verb} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
    case 'failed':
      return `Non sono riuscito a ${verb} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function readProblem(problem: ReadProblem, about: Named | null): string {
  const subject = about === null ? 'quello' : name(about);
  const of = about === null ? 'di quello' : withPreposition('di', about);
  switch (problem.kind) {
    case 'read_off':
      return `La lettura da Home Assistant è disattivata in ${SETTINGS_READ_ACCESS}, quindi non posso controllare ${subject}.`;
    case 'not_configured':
      return `Home Assistant non è ancora configurato: aggiungi il suo indirizzo e il token di accesso in ${SETTINGS_CONNECTION}.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} non è tra i dispositivi che posso leggere: puoi aggiungerlo in ${SETTINGS_READ_ACCESS}.`;
    case 'denied':
      return 'Va bene, non ho letto niente da Home Assistant.';
    case 'expired':
      return 'La richiesta è scaduta prima di essere approvata, quindi non ho letto niente.';
    case 'approval_invalid':
      return "L'approvazione non era più valida, quindi non ho letto niente.";
    case 'unreachable':
      return `Non sono riuscito a raggiungere Home Assistant, quindi al momento non posso dirti niente ${of}.`;
    case 'timeout':
      return `Home Assistant non ha risposto in tempo, quindi al momento non posso dirti niente ${of}.`;
    case 'auth_failed':
      return `Home Assistant non accetta più il mio token di accesso. Creane uno nuovo in Home Assistant (il tuo profilo → Sicurezza → Token di accesso a lunga durata) e salvalo in ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Non sono riuscito a verificare il certificato di Home Assistant, quindi non gli ho chiesto niente. Controlla la connessione in ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant non ha più ${subject}.`;
    case 'audit_unavailable':
      return "Non sono riuscito a scrivere l'approvazione nel registro delle attività, quindi non ho letto niente: niente viene eseguito senza essere registrato. Controlla il disco.";
    case 'bad_answer':
      return `Home Assistant ha risposto con qualcosa che non riesco a leggere, quindi al momento non posso dirti niente ${of}.`;
    case 'pending':
      return "Ti ho chiesto l'approvazione per leggere da Home Assistant.";
    case 'failed':
      return `Non sono riuscito a leggere ${subject} da Home Assistant${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function valueLine(line: ValueLine): string {
  const e = line.reading.entity;
  switch (line.kind) {
    case 'plain':
      return describe(line.reading);
    case 'measure_missing':
      return `${describe(line.reading)}, ma l'elenco dei dispositivi che ho letto non comprende la sua lettura di ${line.measure === 'temperature' ? 'temperatura' : 'umidità'}`;
    case 'unreadable':
      return `${capitalize(name(e))} ${isVerb(e)} ${stateWords(e, line.reading.raw, null)} al momento`;
  }
}

/** "nessuno dei 3 che ho controllato è acceso" / "quello che ho controllato non è acceso". */
function noneOf(checked: number, asked: string): string {
  if (one(checked)) return `quello che ho controllato non è ${stateWord(asked, SINGULAR_M)}`;
  return `nessuno dei ${count(checked)} che ho controllato è ${stateWord(asked, SINGULAR_M)}`;
}

function stateAnswer(a: StateAnswer, missing: readonly IndexedEntity[]): string {
  const note =
    missing.length === 0 ? '' : ` Home Assistant non ha riportato ${missing.length > 3 ? `${count(missing.length)} di questi` : list(missing.map(name))}.`;
  switch (a.kind) {
    case 'not_reported':
      return `Home Assistant non ha riportato ${list(a.targets.map(name))}, quindi non posso dirtelo.`;
    case 'values':
      return `${a.lines.map(valueLine).join('. ')}${a.more > 0 ? ` (e altri ${count(a.more)})` : ''}.${note}`;
    case 'unreadable':
      return `Non saprei: ${name(a.reading.entity)} ${isVerb(a.reading.entity)} ${stateWords(a.reading.entity, a.reading.raw, null)} al momento.${note}`;
    case 'yes_no':
      return `${a.yes ? 'Sì' : 'No'}, ${mid(a.reading)}.${note}`;
    case 'none_of':
      return `No, ${noneOf(a.checked, a.asked)}.${note}`;
    case 'some':
      return `Sì: ${list(a.matching.map(mid))}.${note}`;
    case 'all':
      return `Sì, ${a.only ? mid(a.only) : `tutti e ${count(a.checked)} sono ${stateWord(a.asked, PLURAL_M)}`}.${note}`;
    case 'not_all':
      return `No: ${list(a.notMatching.map(mid))}.${note}`;
    case 'none_now':
      return `${a.of === 'anything' ? `Al momento niente di ciò che vedo è ${stateWord(a.asked, SINGULAR_M)}` : `Al momento ${noneOf(a.checked, a.asked)}`}.${note}`;
    case 'which': {
      const agreement = agreementOfAll(a.matching);
      return `${capitalize(list(a.matching.map(name)))} ${agreement.plural ? 'sono' : 'è'} ${stateWord(a.asked, agreement)}.${note}`;
    }
    case 'count_none':
      return `${capitalize(noneOf(a.checked, a.asked))}.${note}`;
    case 'count': {
      const agreement = one(a.matching.length) ? SINGULAR_M : agreementOfAll(a.matching);
      return `${one(a.matching.length) ? 'Uno' : count(a.matching.length)} ${one(a.checked) ? 'su 1' : `dei ${count(a.checked)}`} ${one(a.matching.length) ? 'è' : 'sono'} ${stateWord(a.asked, agreement)}: ${list(a.matching.map(name))}.${note}`;
    }
  }
}

/** The participle of what happened, agreeing with the device ("stata aperta", "cambiato"). */
function past(e: IndexedEntity, event: HistoryEvent, a: Agreement): { passive: boolean; words: string } {
  switch (event.kind) {
    case 'changed':
      return { passive: false, words: agree('cambiat', a) };
    case 'changed_to':
      return { passive: false, words: `${agree('passat', a)} a ${stateWords(e, event.raw, null)}` };
    case 'turned':
      return { passive: true, words: agree(event.raw === 'off' ? 'spent' : event.raw === 'on' ? 'acces' : 'cambiat', a) };
    case 'opened':
      return { passive: true, words: agree('apert', a) };
    case 'closed':
      return { passive: true, words: agree('chius', a) };
    case 'locked':
      return { passive: true, words: agree('bloccat', a) };
    case 'unlocked':
      return { passive: true, words: agree('sbloccat', a) };
  }
}

/** "è stata accesa", "è cambiato", "sono state aperte". */
function happened(e: IndexedEntity, event: HistoryEvent): string {
  const a = agreementOfAll([e]);
  const p = past(e, event, a);
  const be = a.plural ? 'sono' : 'è';
  return p.passive ? `${be} ${agree('stat', a)} ${p.words}` : `${be} ${p.words}`;
}

function when(w: When): string {
  const locale = w.locale ?? LOCALE;
  const clock = formatClock(locale, w.at, w.timeZone);
  const at = /^0?1:/.test(clock) ? `all'${clock}` : `alle ${clock}`;
  switch (w.relation) {
    case 'today':
      return `oggi ${at}`;
    case 'yesterday':
      return `ieri ${at}`;
    case 'this_week':
      return `${formatWeekday(locale, w.at, w.timeZone)} ${at}`;
    case 'earlier': {
      // Italian says the first of the month as an ordinal: "il 1º marzo".
      const date = formatDate(locale, w.at, w.timeZone, w.withYear).replace(/^1 /, '1º ');
      return `${/^(?:8|11)\b/.test(date) ? "l'" : 'il '}${date} ${at}`;
    }
  }
}

const times = (n: number, atLeast: boolean): string => (one(n) ? 'una volta' : `${atLeast ? 'almeno ' : ''}${count(n)} volte`);

function historyAnswer(a: HistoryAnswer): string {
  if (a.kind === 'gone') return 'Non trovo più quel dispositivo.';
  const subject = capitalize(name(a.entity));
  const agreement = agreementOfAll([a.entity]);
  const window = PERIOD_WORDS[a.period];
  const be = agreement.plural ? 'sono' : 'è';
  switch (a.kind) {
    case 'never':
      return `${subject} non ${happened(a.entity, a.event)} ${window}.`;
    case 'count':
      return `${subject} ${happened(a.entity, a.event)} ${times(a.times, a.atLeast)} ${window}, l'ultima volta ${when(a.last)}.`;
    case 'unchanged':
      return `${subject} non ${be} ${agree('cambiat', agreement)} ${window}.`;
    case 'list': {
      const recent = a.recent.map((c) => `${stateWords(a.entity, c.raw, null)} ${when(c.when)}`);
      const earlier =
        a.earlier > 0
          ? one(a.earlier)
            ? ' (un cambiamento precedente non mostrato)'
            : ` (altri ${count(a.earlier)} cambiamenti precedenti non mostrati)`
          : '';
      return `${subject} ${be} ${agree('cambiat', agreement)} ${times(a.total, a.atLeast)} ${window}. I più recenti: ${list(recent)}${earlier}.`;
    }
    case 'last':
      return `${subject} ${happened(a.entity, a.event)} l'ultima volta ${when(a.when)}${a.periodNamed ? ` (ho guardato ${window})` : ''}.`;
  }
}

export const replies: Replies = {
  locale: LOCALE,

  chat(kind) {
    switch (kind) {
      case 'thanks':
        return 'Prego.';
      case 'bye':
        return 'A presto.';
      case 'hello':
        return `Ciao! ${WHAT_I_CAN_DO}`;
      case 'acknowledge':
        return `Va bene. ${WHAT_I_CAN_DO}`;
      case 'prompt':
        return `Cosa vuoi che faccia? ${WHAT_I_CAN_DO}`;
    }
  },

  capabilities(focus, seen, switchable) {
    if (seen.length === 0) return 'Non vedo ancora nessun dispositivo: scegli quali posso usare in Impostazioni → Accesso in lettura.';
    if (focus === 'see') {
      const names = seen.slice(0, LISTED).map(bare);
      const rest = seen.length > LISTED ? ` e altri ${count(seen.length - LISTED)}` : '';
      return `Vedo ${one(seen.length) ? 'un dispositivo' : `${count(seen.length)} dispositivi`}: ${list(names, 'and', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
    }
    const rule = `Se posso davvero comandare ciascuno lo decidi in ${SETTINGS_CONTROL}, e approvi ogni modifica.`;
    if (switchable.length === 0)
      return `Nessuno dei dispositivi che vedo è una luce o un interruttore, e sono le uniche cose che posso accendere o spegnere. ${rule}`;
    const names = switchable.slice(0, LISTED).map(bare);
    const rest = switchable.length > LISTED ? ` e altri ${count(switchable.length - LISTED)}` : '';
    return `Posso solo accendere o spegnere luci e interruttori. Tra i dispositivi che vedo, ${one(switchable.length) ? 'è' : 'sono'}: ${list(names, 'and', LISTED + 1)}${rest}. ${rule}`;
  },

  unsupported(action) {
    // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
    const limit = action === 'other' || action === 'schedule' ? '' : ' Nessuna impostazione lo cambia.';
    return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
  },

  notSwitchableKind: (found) => `${nothing(found)} ${ONLY_LIGHTS_AND_SWITCHES}`,

  notControllable(entities) {
    const shown = entities.slice(0, 3).map(name);
    const what = list(shown, 'or') + (entities.length > 3 ? ` (e altri ${count(entities.length - 3)})` : '');
    if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
      return `${ONLY_LIGHTS_AND_SWITCHES} Quindi non posso comandare ${what}, ma posso dirti ${one(entities.length) ? "com'è" : 'come sono'}.`;
    }
    return `Non mi è permesso comandare ${what}: puoi consentire luci e interruttori in ${SETTINGS_CONTROL}.`;
  },

  unknown(phrase, suggestions) {
    // RFC-0018: a refusal must not disclose the household's inventory — only what was shared.
    const shared = `Vedo solo ciò che hai condiviso con me in ${SETTINGS_READ_ACCESS}, e lì niente corrisponde a «${phraseBack(phrase)}».`;
    if (suggestions.length === 0) return `${shared} Chiedimi «cosa puoi vedere?» per sentire quei nomi.`;
    return `${shared} Intendevi ${list(suggestions.map(name), 'or')}?`;
  },

  ambiguous(phrase, candidates) {
    const shownEntities = candidates.slice(0, 6);
    const shown = shownEntities.map((e) => (shownEntities.filter((o) => o.display === e.display).length > 1 ? `${name(e)} (${e.entity_id})` : name(e)));
    const more = candidates.length > 6 ? ` (${count(candidates.length)} corrispondenze)` : '';
    return `Più di un dispositivo corrisponde a «${phraseBack(phrase)}»${more}. Quale intendi: ${list(shown, 'or')}?`;
  },

  whichRoom: () => 'Da qui non riesco a capire in che stanza sei. Quale stanza intendi?',
  nothing,
  whichDevice: () => 'Quale dispositivo intendi?',
  whatToSwitch: (state) => (state === 'on' ? 'Cosa devo accendere?' : 'Cosa devo spegnere?'),
  mixedDirections: () => 'Chiedimi di accendere e di spegnere le cose con richieste separate, per favore.',

  noAction(e) {
    const a = agreementOfAll(e);
    const what = e.length === 1 ? name(e[0]!) : 'quei dispositivi';
    return `Cosa vuoi che faccia con ${what}? Posso ${withPronoun('on', a)} o ${withPronoun('off', a)}, oppure dirti ${a.plural ? 'come sono' : "com'è"}.`;
  },

  proposeSet(state, device, progress) {
    const verb = state === 'on' ? 'Accendo' : 'Spengo';
    if (progress)
      return `${verb} ${name(device)} (${count(progress.place)} di ${count(progress.of)} per «${phraseBack(progress.phrase)}», un dispositivo alla volta).`;
    return `${verb} ${name(device)}.`;
  },
  readingStates: (n) => `Leggo lo stato attuale ${one(n) ? "dell'unica entità consentita" : `delle tue ${count(n)} entità consentite`}.`,
  readingHistory: (about, period) => `Leggo lo storico ${withPreposition('di', about)} (${PERIOD_NOTES[period]}).`,
  ranOutOfSteps: () => 'Ho finito i passaggi prima di poterlo controllare: chiedimelo di nuovo, per favore.',

  actionProblem,

  setOutcome(o) {
    const parts: string[] = [];
    if (o.turned.length > 0) parts.push(`Ho ${doneBy(o.state)} ${list(o.turned.map(name))}.`);
    if (o.notAllowed.length > 0) {
      const a = agreementOfAll(o.notAllowed);
      parts.push(
        `Non mi è permesso comandare ${list(o.notAllowed.map(name), 'and', 10)}, quindi ${a.plural ? `${a.feminine ? 'le' : 'li'} ho lasciat${a.feminine ? 'e' : 'i'}` : `l'ho lasciat${a.feminine ? 'a' : 'o'}`} com'${a.plural ? 'erano' : 'era'}: puoi consentirlo in ${SETTINGS_CONTROL}.`,
      );
    }
    if (o.notSwitchable.length > 0) {
      const a = agreementOfAll(o.notSwitchable);
      parts.push(
        `${ONLY_LIGHTS_AND_SWITCHES} Quindi ${list(o.notSwitchable.map(name), 'and', 10)} ${a.plural ? 'sono rimasti' : `è rimast${a.feminine ? 'a' : 'o'}`} com'${a.plural ? 'erano' : 'era'}.`,
      );
    }
    if (o.already.length > 0) {
      const a = agreementOfAll(o.already);
      parts.push(`${capitalize(list(o.already.map(name)))} ${a.plural ? 'erano' : 'era'} già ${participle(o.state, a)}.`);
    }
    parts.push(...o.problems);
    if (o.left.length > 0) {
      const names = list(o.left.map(name), 'or', 50);
      if (o.stopped) parts.push(`Mi sono fermato lì, quindi non ho toccato nemmeno ${names}.`);
      else parts.push(`Non ho ancora ${doneBy(o.state)} ${names}: di' «continua» e vado avanti (una modifica per approvazione, tre per messaggio).`);
    }
    return parts.length > 0 ? parts.join(' ') : null;
  },
  nothingChanged: () => 'Non è stato cambiato niente.',

  readProblem,
  stateAnswer,
  historyAnswer,
  when,
};
