// Long because: the per-class and per-domain state tables and the asked-word table are data, read by the three small functions beside them.
/**
 * Home Assistant's states in French, agreeing with the device they describe: "allumée" for a
 * lamp, "éteints" for the shutters, "ouverte" for a door sensor's `on`, "détecte un mouvement" for
 * a motion sensor's. A state is either an adjective after "est/sont" or a verb phrase of its own.
 */
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { formatNumber } from '../../voice/format.js';
import { LOCALE, agree, estSont, type Agreeing, type Gender, phraseOf } from './words.js';

/** An adjective after "est/sont", or a verb phrase [singular, plural] that replaces them. */
export type StateForm = { adj: Agreeing } | { verb: readonly [string, string] };

const adj = (m: string, f = m): StateForm => ({ adj: [m, f] });
const verb = (singular: string, plural: string): StateForm => ({ verb: [singular, plural] });

const ALLUME = adj('allumé', 'allumée');
const ETEINT = adj('éteint', 'éteinte');
const OUVERT = adj('ouvert', 'ouverte');
const FERME = adj('fermé', 'fermée');
const VERROUILLE = adj('verrouillé', 'verrouillée');
const DEVERROUILLE = adj('déverrouillé', 'déverrouillée');
const NORMAL = adj('normal', 'normale');
const detects = (what: string): StateForm => verb(`détecte ${what}`, `détectent ${what}`);
const detectsNothing = (what: string): StateForm => verb(`ne détecte ${what}`, `ne détectent ${what}`);
const reports = (what: string): StateForm => verb(`signale ${what}`, `signalent ${what}`);
const reportsNothing = (what: string): StateForm => verb(`ne signale ${what}`, `ne signalent ${what}`);

/** Binary-sensor states per device class, as the sensor says them: [on, off]. */
const BINARY: Record<string, [StateForm, StateForm]> = {
  battery: [adj('faible'), NORMAL],
  battery_charging: [adj('en charge'), verb("n'est pas en charge", 'ne sont pas en charge')],
  carbon_monoxide: [detects('du monoxyde de carbone'), detectsNothing('rien')],
  cold: [adj('froid', 'froide'), NORMAL],
  connectivity: [adj('connecté', 'connectée'), adj('déconnecté', 'déconnectée')],
  door: [OUVERT, FERME],
  garage_door: [OUVERT, FERME],
  gas: [detects('du gaz'), detectsNothing('rien')],
  heat: [adj('chaud', 'chaude'), NORMAL],
  light: [detects('de la lumière'), detectsNothing('pas de lumière')],
  // Home Assistant's lock class is `on` when unlocked.
  lock: [DEVERROUILLE, VERROUILLE],
  moisture: [adj('mouillé', 'mouillée'), adj('sec', 'sèche')],
  motion: [detects('un mouvement'), detectsNothing('aucun mouvement')],
  moving: [adj('en mouvement'), adj('immobile')],
  occupancy: [detects('une présence'), detectsNothing('personne')],
  opening: [OUVERT, FERME],
  plug: [adj('branché', 'branchée'), adj('débranché', 'débranchée')],
  power: [adj('alimenté', 'alimentée'), adj('hors tension')],
  presence: [adj('présent', 'présente'), adj('absent', 'absente')],
  problem: [reports('un problème'), reportsNothing('aucun problème')],
  running: [adj('en marche'), adj("à l'arrêt")],
  safety: [reports('un danger'), reportsNothing('aucun danger')],
  smoke: [detects('de la fumée'), detectsNothing('pas de fumée')],
  sound: [detects('du bruit'), detectsNothing('aucun bruit')],
  tamper: [reports('une manipulation'), reportsNothing('aucune manipulation')],
  update: [verb('a une mise à jour disponible', 'ont une mise à jour disponible'), adj('à jour')],
  vibration: [detects('des vibrations'), detectsNothing('aucune vibration')],
  window: [OUVERT, FERME],
};

const DOMAIN_STATES: Record<string, Record<string, StateForm>> = {
  cover: { open: OUVERT, closed: FERME, opening: adj("en cours d'ouverture"), closing: adj('en cours de fermeture'), stopped: adj('arrêté', 'arrêtée') },
  valve: { open: OUVERT, closed: FERME, opening: adj("en cours d'ouverture"), closing: adj('en cours de fermeture') },
  lock: {
    locked: VERROUILLE,
    unlocked: DEVERROUILLE,
    jammed: adj('bloqué', 'bloquée'),
    locking: adj('en cours de verrouillage'),
    unlocking: adj('en cours de déverrouillage'),
    open: OUVERT,
    opening: adj("en cours d'ouverture"),
  },
  media_player: {
    playing: adj('en lecture'),
    paused: adj('en pause'),
    idle: adj('inactif', 'inactive'),
    standby: adj('en veille'),
    buffering: adj('en chargement'),
  },
  vacuum: {
    cleaning: verb('est en train de nettoyer', 'sont en train de nettoyer'),
    docked: verb('est sur sa base', 'sont sur leur base'),
    returning: verb('rentre à sa base', 'rentrent à leur base'),
    idle: adj('inactif', 'inactive'),
    paused: adj('en pause'),
    error: adj('en erreur'),
  },
  automation: { on: adj('activé', 'activée'), off: adj('désactivé', 'désactivée') },
  input_boolean: { on: adj('activé', 'activée'), off: adj('désactivé', 'désactivée') },
  alarm_control_panel: {
    disarmed: adj('désarmé', 'désarmée'),
    armed_home: adj('armé en mode présence', 'armée en mode présence'),
    armed_away: adj('armé', 'armée'),
    triggered: adj('déclenché', 'déclenchée'),
  },
};

/** Thermostat modes, as "réglé sur …". */
const HVAC_MODES: Record<string, string> = {
  heat: 'chauffage',
  cool: 'climatisation',
  heat_cool: 'chauffage et climatisation',
  auto: 'automatique',
  dry: 'déshumidification',
  fan_only: 'ventilation',
  off: 'arrêt',
};

/** The state of this entity in words, without its verb when it is an adjective. */
export function stateForm(e: IndexedEntity, raw: string, unit: string | null): StateForm {
  if (raw === 'unavailable') return adj('indisponible');
  if (raw === 'unknown' || raw === '') return adj('dans un état inconnu');
  if (e.domain === 'binary_sensor' && (raw === 'on' || raw === 'off')) {
    const forms = e.device_class ? BINARY[e.device_class] : undefined;
    if (forms) return raw === 'on' ? forms[0] : forms[1];
    return raw === 'on' ? adj('activé', 'activée') : adj('désactivé', 'désactivée');
  }
  if (e.domain === 'person' || e.domain === 'device_tracker') {
    if (raw === 'home') return adj('à la maison');
    if (raw === 'not_home') return verb("n'est pas à la maison", 'ne sont pas à la maison');
    return verb(`est dans la zone « ${raw} »`, `sont dans la zone « ${raw} »`);
  }
  if (e.domain === 'climate' || e.domain === 'water_heater')
    return adj(`réglé sur ${HVAC_MODES[raw] ?? `« ${raw.replace(/_/g, ' ')} »`}`, `réglée sur ${HVAC_MODES[raw] ?? `« ${raw.replace(/_/g, ' ')} »`}`);
  const own = DOMAIN_STATES[e.domain]?.[raw];
  if (own) return own;
  if (raw === 'on') return ALLUME;
  if (raw === 'off') return ETEINT;
  if (/^-?\d+(?:\.\d+)?$/.test(raw)) {
    const n = formatNumber(LOCALE, raw);
    // French puts a (narrow) space before % and units: "45 %", "21,5 °C".
    return verb(`est de ${n}${unit ? `\u202f${unit}` : ''}`, `sont de ${n}${unit ? `\u202f${unit}` : ''}`);
  }
  return verb(`est à « ${raw.replace(/_/g, ' ')} »`, `sont à « ${raw.replace(/_/g, ' ')} »`);
}

/** "est allumée", "sont fermés", "détecte un mouvement". */
export function predicate(form: StateForm, gender: Gender, plural: boolean): string {
  if ('verb' in form) return plural ? form.verb[1] : form.verb[0];
  return `${estSont(plural)} ${agree(form.adj, gender, plural)}`;
}

/** The state without "est/sont" where it is an adjective ("allumée aujourd'hui à 14:02"). */
export function bare(form: StateForm, gender: Gender, plural: boolean): string {
  if ('verb' in form) return plural ? form.verb[1] : form.verb[0];
  return agree(form.adj, gender, plural);
}

/** An entity's state as a predicate, agreeing with its name. */
export function entityPredicate(e: IndexedEntity, raw: string, unit: string | null): string {
  const p = phraseOf(e);
  return predicate(stateForm(e, raw, unit), p.gender, p.plural);
}

/** The canonical state words a question asks about ("on", "open", "home"), as adjectives. */
const ASKED: Array<[string[], Agreeing]> = [
  [
    ['on', 'turned on', 'switched on', 'active', 'enabled', 'powered on'],
    ['allumé', 'allumée'],
  ],
  [
    ['off', 'turned off', 'switched off', 'inactive', 'disabled', 'powered off'],
    ['éteint', 'éteinte'],
  ],
  [
    ['open', 'opened', 'ajar'],
    ['ouvert', 'ouverte'],
  ],
  [
    ['closed', 'shut', 'close'],
    ['fermé', 'fermée'],
  ],
  [['opening'], ["en cours d'ouverture", "en cours d'ouverture"]],
  [['closing'], ['en cours de fermeture', 'en cours de fermeture']],
  [
    ['locked', 'secure', 'secured'],
    ['verrouillé', 'verrouillée'],
  ],
  [
    ['unlocked', 'insecure', 'unsecured'],
    ['déverrouillé', 'déverrouillée'],
  ],
  [['jammed'], ['bloqué', 'bloquée']],
  [['low'], ['faible', 'faible']],
  [['normal'], ['normal', 'normale']],
  [
    ['charged', 'full'],
    ['chargé', 'chargée'],
  ],
  [['charging'], ['en charge', 'en charge']],
  [['not charging'], ['hors charge', 'hors charge']],
  [
    ['connected', 'online'],
    ['connecté', 'connectée'],
  ],
  [
    ['disconnected', 'offline', 'not connected'],
    ['déconnecté', 'déconnectée'],
  ],
  [
    ['detected', 'triggered', 'tripped', 'alarming'],
    ['déclenché', 'déclenchée'],
  ],
  [
    ['clear', 'not detected', 'not triggered'],
    ['calme', 'calme'],
  ],
  [
    ['cold', 'freezing'],
    ['froid', 'froide'],
  ],
  [
    ['hot', 'overheating', 'too hot'],
    ['chaud', 'chaude'],
  ],
  [
    ['wet', 'flooded', 'leaking'],
    ['mouillé', 'mouillée'],
  ],
  [['dry'], ['sec', 'sèche']],
  [['occupied'], ['occupé', 'occupée']],
  [
    ['unoccupied', 'empty'],
    ['libre', 'libre'],
  ],
  [
    ['plugged in', 'plugged'],
    ['branché', 'branchée'],
  ],
  [
    ['unplugged', 'not plugged in'],
    ['débranché', 'débranchée'],
  ],
  [
    ['powered', 'power detected'],
    ['alimenté', 'alimentée'],
  ],
  [
    ['unpowered', 'not powered', 'no power'],
    ['hors tension', 'hors tension'],
  ],
  [
    ['home', 'at home', 'present'],
    ['à la maison', 'à la maison'],
  ],
  [
    ['away', 'gone', 'not home', 'not at home', 'absent', 'out'],
    ['absent', 'absente'],
  ],
  [
    ['running', 'working'],
    ['en marche', 'en marche'],
  ],
  [
    ['not running', 'stopped', 'finished'],
    ["à l'arrêt", "à l'arrêt"],
  ],
  [['safe'], ['sûr', 'sûre']],
  [
    ['unsafe', 'dangerous'],
    ['dangereux', 'dangereuse'],
  ],
  [
    ['tampered', 'tampered with'],
    ['manipulé', 'manipulée'],
  ],
  [
    ['available', 'update available', 'outdated', 'out of date'],
    ['pas à jour', 'pas à jour'],
  ],
  [['up to date'], ['à jour', 'à jour']],
  [
    ['vibrating', 'shaking'],
    ['en vibration', 'en vibration'],
  ],
  [['not vibrating'], ['immobile', 'immobile']],
  [['moving'], ['en mouvement', 'en mouvement']],
  [
    ['not moving', 'stationary'],
    ['immobile', 'immobile'],
  ],
  [
    ['no light', 'dark'],
    ['dans le noir', 'dans le noir'],
  ],
  [['playing'], ['en lecture', 'en lecture']],
  [['paused'], ['en pause', 'en pause']],
  [['idle'], ['inactif', 'inactive']],
  [['cleaning'], ['en nettoyage', 'en nettoyage']],
  [['docked'], ['sur sa base', 'sur sa base']],
  [
    ['problem', 'problems', 'fault', 'faulty'],
    ['en panne', 'en panne'],
  ],
  [
    ['ok', 'okay', 'fine', 'healthy'],
    ['en bon état', 'en bon état'],
  ],
  [['heating'], ['en chauffe', 'en chauffe']],
  [['cooling'], ['en refroidissement', 'en refroidissement']],
];
const ASKED_WORDS = new Map<string, Agreeing>();
for (const [words, forms] of ASKED) for (const w of words) ASKED_WORDS.set(w, forms);

/** The state a question asked about, agreeing with the group it describes. */
export function askedWord(asked: string, gender: Gender, plural: boolean): string {
  const forms = ASKED_WORDS.get(asked) ?? (['dans cet état', 'dans cet état'] as const);
  return agree(forms, gender, plural);
}
