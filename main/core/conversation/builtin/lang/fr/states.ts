// Long because: the asked-word table is data, read by the small function beside it.
/**
 * The state a question asks about ("on", "open", "home"), in French agreeing with the group it
 * describes: "allumées", "fermé". Home Assistant's own state words are the catalogue's `state.word`
 * (agreeing through `{word_agree}`), places, numbers and modes its `reply.state`.
 */
import { agree, type Agreeing, type Gender } from './words.js';

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
