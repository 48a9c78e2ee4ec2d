// Long because: every member of Replies in French, beside the two problem tables (actions, reads) they share; the English book is one module for the same reason.
/**
 * Everything the built-in engine says in French, composed from the same structured results as
 * English: names with their article and agreement ("la lampe du salon est allumée", "j'ai éteint
 * les volets"), counts and plurals through Intl in fr-FR, times in Home Assistant's zone. The
 * household is addressed as "vous", as the French UI catalogue does; settings are named as the
 * UI names them (Paramètres → Contrôle, Connexion, Accès en lecture).
 */
import type { Period, UnsupportedAction } from '../../plan.js';
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatClock, formatCount, formatDate, formatWeekday, pluralOf } from '../../voice/format.js';
import type {
  ActionProblem,
  HistoryAnswer,
  HistoryEvent,
  Named,
  NothingFound,
  OnOff,
  ReadProblem,
  Reading,
  Replies,
  StateAnswer,
  ValueLine,
  When,
} from '../types.js';
import { frenchPhrase, kindNoun } from './phrases.js';
import { askedWord, bare, entityPredicate, stateForm } from './states.js';
import { LOCALE, agree, capitalize, estSont, groupOf, inPlace, list, ofThe, phraseOf, the, toThe } from './words.js';

/** "au lustre", "à la lampe", "aux volets", "à Jeanne". */
const atThe = (device: Named): string => toThe(phraseOf(device));

const SETTINGS_CONTROL = 'Paramètres → Contrôle';
const SETTINGS_CONNECTION = 'Paramètres → Connexion';
const SETTINGS_READ_ACCESS = 'Paramètres → Accès en lecture';

const WHAT_I_CAN_DO =
  "Je peux allumer ou éteindre les lumières et les interrupteurs, vous dire l'état des appareils que je vois, et quand quelque chose a changé pour la dernière fois.";

/** Lights and switches are the only things the app can switch (RFC-0019); no setting changes that. */
const ONLY_LIGHTS_AND_SWITCHES =
  "Je ne peux allumer ou éteindre que des lumières et des interrupteurs — c'est une limite de cette application, pas un réglage.";

const UNSUPPORTED: Record<UnsupportedAction, string> = {
  lock: 'Je ne peux rien verrouiller ni déverrouiller.',
  cover: 'Je ne peux pas ouvrir ni fermer les volets, stores, portes, fenêtres ou vannes.',
  brightness: "Je ne peux pas varier l'intensité des lumières.",
  colour: 'Je ne peux pas changer la couleur des lumières.',
  temperature: 'Je ne peux pas changer les températures ni les réglages du thermostat.',
  level: 'Je ne peux pas monter, baisser ni régler un niveau.',
  media: 'Je ne peux pas piloter les lecteurs multimédias.',
  schedule: "Je ne peux pas programmer de changement pour plus tard — j'agis seulement quand vous le demandez, tout de suite.",
  alarm: "Je ne peux pas armer ni désarmer d'alarme.",
  start: 'Je ne peux pas démarrer ni arrêter des appareils, des scènes ou des scripts.',
  domain: 'Je ne peux allumer ou éteindre que des lumières et des interrupteurs.',
  other: "Désolé, je n'ai pas compris.",
};

const PERIOD_WORDS: Record<Period, string> = {
  hour: 'au cours de la dernière heure',
  day: 'au cours des dernières 24 heures',
  week: 'au cours des 7 derniers jours',
};
const PERIOD_NOTES: Record<Period, string> = { hour: 'dernière heure', day: 'dernières 24 heures', week: '7 derniers jours' };

const one = (n: number): boolean => pluralOf(LOCALE, n) === 'one';
const count = (n: number): string => formatCount(LOCALE, n);
const LISTED = 25;

/** "allumer" / "éteindre", "allumé(e)" / "éteint(e)". */
const infinitive = (state: OnOff): string => (state === 'on' ? 'allumer' : 'éteindre');
const participle = (state: OnOff): readonly [string, string] => (state === 'on' ? ['allumé', 'allumée'] : ['éteint', 'éteinte']);

/** "la lampe du salon est allumée", for the middle of a sentence. */
function mid(r: Reading): string {
  return `${the(r.entity)} ${entityPredicate(r.entity, r.raw, r.unit)}`;
}

const describe = (r: Reading): string => capitalize(mid(r));

/** "l'allumer", "les éteindre": the pronoun that stands for this device before the verb. */
function pronounFor(device: Named, verb: string): string {
  const p = phraseOf(device);
  if (p.plural) return `les ${verb}`;
  return /^[aeéè]/.test(verb) ? `l'${verb}` : `${p.gender === 'f' ? 'la' : 'le'} ${verb}`;
}

function nothing(found: NothingFound): string {
  const where = found.here ? 'dans cette pièce' : found.area !== null ? inPlace(found.area) : '';
  const kind = found.noun ? kindNoun(found.noun) : null;
  if (kind && (found.area !== null || found.here)) return `Je ne vois ${kind.none} ${where} parmi les appareils que je peux voir.`;
  if (found.here) return 'Je ne vois rien dans cette pièce parmi les appareils que je peux voir.';
  if (kind) return `Je ne vois ${kind.none} parmi les appareils que je peux voir.`;
  return `Je n'ai rien trouvé qui corresponde à « ${frenchPhrase(found.phrase)} ».`;
}

function actionProblem(problem: ActionProblem, device: Named, state: OnOff): string {
  const n = the(device);
  const p = phraseOf(device);
  const done = agree(participle(state), p.gender, p.plural);
  const doIt = `${infinitive(state)} ${n}`;
  switch (problem.kind) {
    case 'unconfirmed':
      return `Home Assistant indique ${n}${problem.reported !== null ? ` comme « ${problem.reported} »` : ''}, je ne peux donc pas confirmer ${p.plural ? "qu'ils ont été" : "qu'il a été"} ${done} — vérifiez, s'il vous plaît.`;
    case 'only_lights_and_switches':
      return `${ONLY_LIGHTS_AND_SWITCHES} Je n'ai donc pas pu ${doIt}.`;
    case 'not_allowed':
      return `Je peux lire ${n}, mais je n'ai pas le droit de ${pronounFor(device, 'commander')} — vous pouvez l'autoriser dans ${SETTINGS_CONTROL}.`;
    case 'control_off':
      return `Le contrôle est désactivé dans ${SETTINGS_CONTROL}, je ne peux donc rien allumer ni éteindre — ${n} ${p.plural ? "n'ont pas été modifiés" : "n'a pas été modifié"}.`;
    case 'not_allowlisted':
      return `${capitalize(n)} ${p.plural ? 'ne font' : 'ne fait'} pas partie des appareils que j'ai le droit d'utiliser, je n'ai donc pas pu ${pronounFor(device, infinitive(state))} — vous pouvez ${p.plural ? 'les' : "l'"}${p.plural ? ' ' : ''}ajouter dans ${SETTINGS_READ_ACCESS}.`;
    case 'not_configured':
      return `Home Assistant n'est pas encore configuré — ajoutez son adresse et son jeton d'accès dans ${SETTINGS_CONNECTION}. Rien n'a été modifié.`;
    case 'too_much':
      return `J'ai essayé d'en faire trop à la fois, ${n} ${p.plural ? "n'ont donc pas été modifiés" : "n'a donc pas été modifié"}.`;
    case 'denied':
      return `D'accord, je laisse ${n} comme ${p.plural ? 'ils sont' : 'il est'}.`;
    case 'expired':
      return "Cette demande a expiré avant d'être approuvée, rien n'a donc été modifié.";
    case 'approval_invalid':
      return "Cette approbation n'était plus valable, rien n'a donc été modifié.";
    case 'timeout':
      return `Home Assistant n'a pas répondu à temps, je ne sais donc pas si ${n} ${p.plural ? 'ont été' : 'a été'} ${done} — vérifiez, s'il vous plaît.`;
    case 'unreachable':
      return `Je n'ai pas pu joindre Home Assistant, je n'ai donc pas pu ${doIt}.`;
    case 'auth_failed':
      return `Home Assistant n'accepte plus mon jeton d'accès, je n'ai donc pas pu ${doIt}. Créez-en un nouveau dans Home Assistant (votre profil → Sécurité → Jetons d'accès longue durée) et enregistrez-le dans ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Je n'ai pas pu vérifier le certificat de Home Assistant, je ne lui ai donc pas demandé d'${infinitive(state)} ${n}. Vérifiez la connexion dans ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant n'a plus ${n}, rien n'a donc été modifié.`;
    case 'audit_unavailable':
      return `Je n'ai pas pu inscrire l'approbation dans le journal d'activité, je n'ai donc pas demandé à Home Assistant d'${infinitive(state)} ${n} — rien ne s'exécute sans trace. Vérifiez le disque.`;
    case 'not_confirmed':
      return `J'ai demandé à Home Assistant d'${infinitive(state)} ${n}, mais il n'a pas confirmé le changement — vérifiez, s'il vous plaît.`;
    case 'error':
      return `Home Assistant a répondu par une erreur, je n'ai donc pas pu ${doIt}.`;
    case 'bad_answer':
      return `La réponse de Home Assistant ne semblait pas correcte, je ne peux donc pas confirmer si ${n} ${p.plural ? 'ont été' : 'a été'} ${done} — vérifiez, s'il vous plaît.`;
    case 'bad_request':
      return `Ma demande comportait une erreur, ${n} ${p.plural ? "n'ont donc pas été modifiés" : "n'a donc pas été modifié"}.`;
    case 'pending':
      return `J'ai demandé votre accord pour ${doIt}.`;
    case 'refused':
      return `Je n'ai pas eu le droit d'${infinitive(state)} ${n}${problem.code ? ` (${problem.code})` : ''}.`;
    case 'failed':
      return `Je n'ai pas pu ${doIt}${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function readProblem(problem: ReadProblem, about: Named | null): string {
  const subject = about === null ? 'cela' : the(about);
  const ofSubject = about === null ? 'de cela' : ofThe(about);
  switch (problem.kind) {
    case 'read_off':
      return `La lecture depuis Home Assistant est désactivée dans ${SETTINGS_READ_ACCESS}, je ne peux donc pas vérifier ${subject}.`;
    case 'not_configured':
      return `Home Assistant n'est pas encore configuré — ajoutez son adresse et son jeton d'accès dans ${SETTINGS_CONNECTION}.`;
    case 'not_allowlisted':
      return `${capitalize(subject)} ${about !== null && phraseOf(about).plural ? 'ne font' : 'ne fait'} pas partie des appareils que j'ai le droit de lire — vous pouvez ${about !== null && phraseOf(about).plural ? 'les' : "l'"}${about !== null && phraseOf(about).plural ? ' ' : ''}ajouter dans ${SETTINGS_READ_ACCESS}.`;
    case 'denied':
      return "D'accord, je n'ai rien lu dans Home Assistant.";
    case 'expired':
      return "Cette demande a expiré avant d'être approuvée, je n'ai donc rien lu.";
    case 'approval_invalid':
      return "Cette approbation n'était plus valable, je n'ai donc rien lu.";
    case 'unreachable':
      return `Je n'ai pas pu joindre Home Assistant, je ne peux donc pas vous parler ${ofSubject} pour le moment.`;
    case 'timeout':
      return `Home Assistant n'a pas répondu à temps, je ne peux donc pas vous parler ${ofSubject} pour le moment.`;
    case 'auth_failed':
      return `Home Assistant n'accepte plus mon jeton d'accès. Créez-en un nouveau dans Home Assistant (votre profil → Sécurité → Jetons d'accès longue durée) et enregistrez-le dans ${SETTINGS_CONNECTION}.`;
    case 'tls_error':
      return `Je n'ai pas pu vérifier le certificat de Home Assistant, je ne lui ai donc rien demandé. Vérifiez la connexion dans ${SETTINGS_CONNECTION}.`;
    case 'gone':
      return `Home Assistant n'a plus ${subject}.`;
    case 'audit_unavailable':
      return "Je n'ai pas pu inscrire l'approbation dans le journal d'activité, je n'ai donc rien lu — rien ne s'exécute sans trace. Vérifiez le disque.";
    case 'bad_answer':
      return `Home Assistant a répondu quelque chose que je n'ai pas pu lire, je ne peux donc pas vous parler ${ofSubject} pour le moment.`;
    case 'pending':
      return "J'ai demandé votre accord pour lire dans Home Assistant.";
    case 'failed':
      return `Je n'ai pas pu lire ${subject} dans Home Assistant${problem.code ? ` (${problem.code})` : ''}.`;
  }
}

function valueLine(line: ValueLine): string {
  switch (line.kind) {
    case 'plain':
      return describe(line.reading);
    case 'measure_missing':
      return `${describe(line.reading)}, mais la liste d'appareils que j'ai lue ne donne pas sa ${line.measure === 'temperature' ? 'température' : 'humidité'}`;
    case 'unreadable':
      return `${capitalize(the(line.reading.entity))} ${entityPredicate(line.reading.entity, line.reading.raw, null)} en ce moment`;
  }
}

/** "aucun des 3 que j'ai vérifiés n'est allumé": a group whose members the reply does not name. */
function noneOf(checked: number, asked: string): string {
  if (one(checked)) return `celui que j'ai vérifié n'est pas ${askedWord(asked, 'm', false)}`;
  return `aucun des ${count(checked)} que j'ai vérifiés n'est ${askedWord(asked, 'm', false)}`;
}

function stateAnswer(a: StateAnswer, missing: readonly IndexedEntity[]): string {
  const note =
    missing.length === 0
      ? ''
      : ` Home Assistant ne m'a rien indiqué pour ${missing.length > 3 ? `${count(missing.length)} d'entre eux` : list(missing.map(the))}.`;
  switch (a.kind) {
    case 'not_reported':
      return `Home Assistant ne m'a rien indiqué pour ${list(a.targets.map(the))}, je ne peux donc pas vous répondre.`;
    case 'values':
      return `${a.lines.map(valueLine).join('. ')}${a.more > 0 ? ` (et ${count(a.more)} autres)` : ''}.${note}`;
    case 'unreadable':
      return `Je ne peux pas le dire — ${the(a.reading.entity)} ${entityPredicate(a.reading.entity, a.reading.raw, null)} en ce moment.${note}`;
    case 'yes_no':
      return `${a.yes ? 'Oui' : 'Non'}, ${mid(a.reading)}.${note}`;
    case 'none_of':
      return `Non, ${noneOf(a.checked, a.asked)}.${note}`;
    case 'some':
      return `Oui : ${list(a.matching.map(mid))}.${note}`;
    case 'all': {
      if (a.only) return `Oui, ${mid(a.only)}.${note}`;
      return `Oui, ${one(a.checked) ? `il est ${askedWord(a.asked, 'm', false)}` : `les ${count(a.checked)} sont ${askedWord(a.asked, 'm', true)}`}.${note}`;
    }
    case 'not_all':
      return `Non : ${list(a.notMatching.map(mid))}.${note}`;
    case 'none_now':
      return `${a.of === 'anything' ? `Rien de ce que je vois n'est ${askedWord(a.asked, 'm', false)}` : capitalize(noneOf(a.checked, a.asked))} en ce moment.${note}`;
    case 'which': {
      const g = groupOf(a.matching);
      return `${capitalize(list(a.matching.map(the)))} ${estSont(g.plural)} ${askedWord(a.asked, g.gender, g.plural)}.${note}`;
    }
    case 'count_none':
      return `${capitalize(noneOf(a.checked, a.asked))}.${note}`;
    case 'count': {
      const g = groupOf(a.matching);
      const many = !one(a.matching.length);
      return `${count(a.matching.length)} sur ${count(a.checked)} ${estSont(many)} ${askedWord(a.asked, g.gender, many)} : ${list(a.matching.map(the))}.${note}`;
    }
  }
}

/** What happened, in the passé composé, agreeing with the device: [affirmative, negative]. */
function past(e: IndexedEntity, event: HistoryEvent): [string, string] {
  const p = phraseOf(e);
  const pp = (m: string, f: string): string => agree([m, f], p.gender, p.plural);
  const has = p.plural ? 'ont' : 'a';
  const is = p.plural ? 'sont' : 'est';
  /** "s'est allumée" / "se sont fermés", and their negatives. */
  const reflexive = (participle: string): [string, string] =>
    p.plural ? [`se sont ${participle}`, `ne se sont pas ${participle}`] : [`s'est ${participle}`, `ne s'est pas ${participle}`];
  switch (event.kind) {
    case 'changed':
      return [`${has} changé d'état`, `n'${has} pas changé d'état`];
    case 'changed_to': {
      const to = bare(stateForm(e, event.raw, null), p.gender, p.plural);
      return [
        `${is} passé${p.gender === 'f' ? 'e' : ''}${p.plural ? 's' : ''} à l'état « ${to} »`,
        `n'${is} pas passé${p.gender === 'f' ? 'e' : ''}${p.plural ? 's' : ''} à l'état « ${to} »`,
      ];
    }
    case 'turned':
      return event.raw === 'off' ? reflexive(pp('éteint', 'éteinte')) : reflexive(pp('allumé', 'allumée'));
    case 'opened':
      return reflexive(pp('ouvert', 'ouverte'));
    case 'closed':
      return reflexive(pp('fermé', 'fermée'));
    case 'locked':
      return [`${has} été ${pp('verrouillé', 'verrouillée')}`, `n'${has} pas été ${pp('verrouillé', 'verrouillée')}`];
    case 'unlocked':
      return [`${has} été ${pp('déverrouillé', 'déverrouillée')}`, `n'${has} pas été ${pp('déverrouillé', 'déverrouillée')}`];
  }
}

function when(w: When): string {
  const locale = w.locale ?? LOCALE;
  const clock = formatClock(locale, w.at, w.timeZone);
  switch (w.relation) {
    case 'today':
      return `aujourd'hui à ${clock}`;
    case 'yesterday':
      return `hier à ${clock}`;
    case 'this_week':
      return `${formatWeekday(locale, w.at, w.timeZone)} à ${clock}`;
    case 'earlier':
      return `le ${formatDate(locale, w.at, w.timeZone, w.withYear)} à ${clock}`;
  }
}

const times = (n: number, atLeast: boolean): string => (one(n) ? 'une fois' : `${atLeast ? 'au moins ' : ''}${count(n)} fois`);

function historyAnswer(a: HistoryAnswer): string {
  if (a.kind === 'gone') return 'Je ne trouve plus cet appareil.';
  const subject = capitalize(the(a.entity));
  const window = PERIOD_WORDS[a.period];
  const p = phraseOf(a.entity);
  switch (a.kind) {
    case 'never':
      return `${subject} ${past(a.entity, a.event)[1]} ${window}.`;
    case 'count':
      return `${subject} ${past(a.entity, a.event)[0]} ${times(a.times, a.atLeast)} ${window}, la dernière fois ${when(a.last)}.`;
    case 'unchanged':
      return `${subject} ${past(a.entity, { kind: 'changed' })[1]} ${window}.`;
    case 'list': {
      const recent = a.recent.map((c) => `${bare(stateForm(a.entity, c.raw, null), p.gender, p.plural)} ${when(c.when)}`);
      const earlier =
        a.earlier > 0 ? ` (${one(a.earlier) ? 'un changement plus ancien non affiché' : `${count(a.earlier)} changements plus anciens non affichés`})` : '';
      return `${subject} ${past(a.entity, { kind: 'changed' })[0]} ${times(a.total, a.atLeast)} ${window}. Les plus récents : ${list(recent)}${earlier}.`;
    }
    case 'last':
      return `${subject} ${past(a.entity, a.event)[0]} pour la dernière fois ${when(a.when)}${a.periodNamed ? ` (j'ai regardé ${window})` : ''}.`;
  }
}

export const replies: Replies = {
  locale: LOCALE,

  chat(kind) {
    switch (kind) {
      case 'thanks':
        return 'Je vous en prie.';
      case 'bye':
        return 'À bientôt.';
      case 'hello':
        return `Bonjour ! ${WHAT_I_CAN_DO}`;
      case 'acknowledge':
        return `D'accord. ${WHAT_I_CAN_DO}`;
      case 'prompt':
        return `Que voulez-vous que je fasse ? ${WHAT_I_CAN_DO}`;
    }
  },

  capabilities(focus, seen, switchable) {
    if (seen.length === 0) return `Je ne vois encore aucun appareil — choisissez ceux que je peux utiliser dans ${SETTINGS_READ_ACCESS}.`;
    if (focus === 'see') {
      const names = seen.slice(0, LISTED).map((e) => phraseOf(e).text);
      const rest = seen.length > LISTED ? ` et ${count(seen.length - LISTED)} autres` : '';
      return `Je vois ${one(seen.length) ? 'un appareil' : `${count(seen.length)} appareils`} : ${list(names, 'and', LISTED + 1)}${rest}. ${WHAT_I_CAN_DO}`;
    }
    const rule = `Ce que j'ai réellement le droit d'allumer ou d'éteindre se règle dans ${SETTINGS_CONTROL}, et vous approuvez chaque changement.`;
    if (switchable.length === 0)
      return `Aucun des appareils que je vois n'est une lumière ou un interrupteur, et ce sont les seules choses que je peux allumer ou éteindre. ${rule}`;
    const names = switchable.slice(0, LISTED).map((e) => phraseOf(e).text);
    const rest = switchable.length > LISTED ? ` et ${count(switchable.length - LISTED)} autres` : '';
    return `Je ne peux allumer ou éteindre que des lumières et des interrupteurs. Parmi les appareils que je vois, ${one(switchable.length) ? "c'est" : 'ce sont'} ${list(names, 'and', LISTED + 1)}${rest}. ${rule}`;
  },

  unsupported(action) {
    // These are limits of the app (RFC-0019: lights and switches, on or off), not settings.
    const limit = action === 'other' || action === 'schedule' ? '' : " Aucun réglage n'y change rien.";
    return `${UNSUPPORTED[action]} ${WHAT_I_CAN_DO}${limit}`;
  },

  notSwitchableKind: (found) => `${nothing(found)} ${ONLY_LIGHTS_AND_SWITCHES}`,

  notControllable(entities) {
    const shown = entities.slice(0, 3).map(the);
    const what = list(shown, 'or') + (entities.length > 3 ? ` (et ${count(entities.length - 3)} autres)` : '');
    const g = groupOf(entities);
    const them = g.plural ? 'les' : g.gender === 'f' ? 'la' : 'le';
    if (entities.every((e) => e.domain !== 'light' && e.domain !== 'switch')) {
      return `${ONLY_LIGHTS_AND_SWITCHES} Je ne peux donc pas allumer ni éteindre ${what}, mais je peux vous dire dans quel état ${g.plural ? 'ils sont' : g.gender === 'f' ? 'elle est' : 'il est'}.`;
    }
    return `Je n'ai pas le droit d'allumer ou d'éteindre ${what} — vous pouvez autoriser lumières et interrupteurs dans ${SETTINGS_CONTROL} (je ${them} laisse tel${g.gender === 'f' ? 'le' : ''}${g.plural ? 's' : ''} quel${g.gender === 'f' ? 'le' : ''}${g.plural ? 's' : ''}).`;
  },

  unknown(phrase, suggestions) {
    // RFC-0018: a refusal must not disclose the household's inventory — only what was shared.
    const shared = `Je ne vois que ce que vous avez partagé avec moi dans ${SETTINGS_READ_ACCESS}, et rien ne correspond à « ${frenchPhrase(phrase)} ».`;
    if (suggestions.length === 0) return `${shared} Demandez-moi « que vois-tu ? » pour entendre ces noms.`;
    return `${shared} Vouliez-vous dire ${list(suggestions.map(the), 'or')} ?`;
  },

  ambiguous(phrase, candidates) {
    const shownEntities = candidates.slice(0, 6);
    const shown = shownEntities.map((e) => (shownEntities.filter((o) => o.display === e.display).length > 1 ? `${the(e)} (${e.entity_id})` : the(e)));
    const more = candidates.length > 6 ? ` (${count(candidates.length)} correspondent)` : '';
    return `Plusieurs appareils correspondent à « ${frenchPhrase(phrase)} »${more}. Lequel voulez-vous dire : ${list(shown, 'or')} ?`;
  },

  whichRoom: () => 'Je ne sais pas dans quelle pièce vous êtes depuis cet ordinateur. De quelle pièce parlez-vous ?',
  nothing,
  whichDevice: () => 'De quel appareil parlez-vous ?',
  whatToSwitch: (state) => `Que dois-je ${infinitive(state)} ?`,
  mixedDirections: () => 'Demandez-moi d’allumer et d’éteindre en deux demandes séparées, s’il vous plaît.',

  noAction(e) {
    const single = e.length === 1;
    const what = single ? the(e[0]!) : 'ces appareils';
    const plural = !single || phraseOf(e[0]!).plural;
    const state = plural ? 'ils sont' : phraseOf(e[0]!).gender === 'f' ? 'elle est' : 'il est';
    return `Que voulez-vous que je fasse avec ${what} ? Je peux ${plural ? 'les allumer ou les éteindre' : "l'allumer ou l'éteindre"}, ou vous dire dans quel état ${state}.`;
  },

  proposeSet(state, device, progress) {
    const verb = state === 'on' ? 'J’allume' : 'J’éteins';
    if (progress) return `${verb} un appareil à la fois (${count(progress.place)} sur ${count(progress.of)}) : ${the(device)}.`;
    return `${verb} ${the(device)}.`;
  },
  readingStates: (n) => `Je lis l'état actuel de ${one(n) ? "l'appareil autorisé" : `vos ${count(n)} appareils autorisés`}.`,
  readingHistory: (about, period) => `Je lis l'historique ${ofThe(about)} (${PERIOD_NOTES[period]}).`,
  ranOutOfSteps: () => "Je n'ai plus assez d'étapes pour vérifier cela — redemandez-moi, s'il vous plaît.",

  actionProblem,

  setOutcome(o) {
    const parts: string[] = [];
    const done = (devices: readonly Named[]): string => {
      const g = groupOf(devices);
      return agree(participle(o.state), g.gender, g.plural);
    };
    if (o.turned.length > 0) parts.push(`J'ai ${o.state === 'on' ? 'allumé' : 'éteint'} ${list(o.turned.map(the))}.`);
    if (o.notAllowed.length > 0) {
      const g = groupOf(o.notAllowed);
      parts.push(
        `Je n'ai pas le droit de commander ${list(o.notAllowed.map(the), 'and', 10)}, je ${g.plural ? 'les' : g.gender === 'f' ? 'la' : 'le'} laisse donc tel${g.gender === 'f' ? 'le' : ''}${g.plural ? 's' : ''} quel${g.gender === 'f' ? 'le' : ''}${g.plural ? 's' : ''} — vous pouvez l'autoriser dans ${SETTINGS_CONTROL}.`,
      );
    }
    if (o.notSwitchable.length > 0) parts.push(`${ONLY_LIGHTS_AND_SWITCHES} Je n'ai donc pas touché ${list(o.notSwitchable.map(atThe), 'and', 10)}.`);
    if (o.already.length > 0) {
      const g = groupOf(o.already);
      parts.push(`${capitalize(list(o.already.map(the)))} ${g.plural ? 'étaient' : 'était'} déjà ${done(o.already)}.`);
    }
    parts.push(...o.problems);
    if (o.left.length > 0) {
      if (o.stopped) parts.push(`Je me suis arrêté là, je n'ai donc pas touché non plus ${list(o.left.map(atThe), 'and', 50)}.`);
      else {
        parts.push(
          `Je n'ai pas encore ${o.state === 'on' ? 'allumé' : 'éteint'} ${list(o.left.map(the), 'and', 50)} — dites « continue » et je poursuis (un changement par approbation, trois par message).`,
        );
      }
    }
    return parts.length > 0 ? parts.join(' ') : null;
  },
  nothingChanged: () => "Rien n'a été modifié.",

  readProblem,
  stateAnswer,
  historyAnswer,
  when,
};
