/**
 * French verbs of the requests the engine reads, in the forms a household types or dictates:
 * imperative ("allume", "allumez"), infinitive after "peux-tu" ("allumer"), present ("tu
 * allumes", "on allume"), the conditional of a wish ("tu allumerais"), the "re-" of doing it
 * again ("rallume"), and the participles that say a state ("allumée", "éteints"). Accents are
 * already gone, so the imperative "allume" and the participle "allumé" are one word: the
 * normaliser reads it as a command at a clause's start and as a state elsewhere.
 */

export interface VerbSense {
  /** The canonical lead as a command ("turn on"). */
  verb: string;
  /** The word's reading where it is not the command ("la lampe est allumée" → "on"). */
  en: string;
  /** The lead when the target is a light or switch ("ferme la lumière" → "turn off"). */
  onSwitchable?: string;
}

/** Imperative, infinitive, present and conditional forms of an -er verb ("allumer" → "allume", "allumez", …). */
export function erForms(infinitive: string): string[] {
  const root = infinitive.slice(0, -2);
  return ['e', 'es', 'ez', 'er', 'ons', 'ent', 'erais', 'erait', 'eriez', 'erez', 'eras'].map((ending) => root + ending);
}

/** The participles of an -er verb, any gender and number ("allumé", "allumée", "allumés", "allumées"). */
export function erParticiples(infinitive: string): string[] {
  const root = infinitive.slice(0, -2);
  return ['e', 'ee', 'es', 'ees'].map((ending) => root + ending);
}

/** The forms of "éteindre" (and "rééteindre"): "éteins", "éteint", "éteignez", "que tu éteignes"…, and the common "éteind". */
export function eindreForms(infinitive: string): string[] {
  const root = infinitive.slice(0, -5);
  return ['ins', 'int', 'ind', 'igne', 'ignes', 'ignez', 'indre', 'ignons', 'indrais', 'indrait', 'indriez', 'ignent'].map((ending) => root + ending);
}

/** "allumer" and "rallumer", "réallumer": the same request, again. */
const again = (infinitive: string, ...prefixes: string[]): string[] => [infinitive, ...prefixes.map((p) => p + infinitive)];

const ON: VerbSense = { verb: 'turn on', en: 'on' };
const OFF: VerbSense = { verb: 'turn off', en: 'off' };

/** Verbs that switch: the engine's own actions. */
export const COMMAND_VERBS: Array<[string[], VerbSense]> = [
  [again('allumer', 'r', 're').flatMap(erForms), ON],
  [
    [
      'mets en marche',
      'mettre en marche',
      'mettez en marche',
      'met en marche',
      'mets en route',
      'mettre en route',
      'mettez en route',
      'demarre',
      'demarrer',
      'demarrez',
      'enclenche',
      'enclencher',
      'enclenchez',
      'branche',
      'brancher',
      'branchez',
      'remets en marche',
      'remettre en marche',
    ],
    ON,
  ],
  [erForms('activer'), { verb: 'turn on', en: 'on' }],
  [again('eteindre', 're').flatMap(eindreForms), OFF],
  [[...erForms('couper'), ...erForms('desactiver'), ...erForms('debrancher'), ...erForms('stopper')], OFF],
  [['mets hors tension', 'mettre hors tension', 'mets a l arret', 'mettre a l arret', 'mettez a l arret'], OFF],
  [
    [
      'eclaire',
      'eclairer',
      'eclairez',
      'eclaires',
      'fais de la lumiere',
      'faire de la lumiere',
      'faites de la lumiere',
      'fais la lumiere',
      'faire la lumiere',
      'mets de la lumiere',
      'mettre de la lumiere',
      'illumine',
      'illuminer',
      'illuminez',
    ],
    { verb: 'light up', en: 'light up' },
  ],
  // Québec French switches a light by "opening" and "closing" it; a door or a blind is opened.
  [
    erForms('ouvrir')
      .filter((w) => w !== 'ouvrer')
      .concat(['ouvre', 'ouvres', 'ouvrez', 'ouvrir', 'ouvrons', 'ouvrirais', 'rouvre', 'rouvrir']),
    { verb: 'open', en: 'open', onSwitchable: 'turn on' },
  ],
  [erForms('fermer').concat(erForms('refermer')), { verb: 'close', en: 'closed', onSwitchable: 'turn off' }],
  [[...erForms('arreter'), 'stop'], { verb: 'stop', en: 'off', onSwitchable: 'turn off' }],
  // "mets la lumière" is "turn the light on"; "mets le salon à 20 degrés" sets a level.
  [['mets', 'met', 'mettre', 'mettez', 'remets', 'remettre', 'remettez', 'passe', 'passer', 'passez'], { verb: 'set', en: '', onSwitchable: 'turn on' }],
];

/** Verbs of actions the app does not have: read so that the decline names the right one. */
export const OTHER_VERBS: Array<[string[], VerbSense]> = [
  [[...erForms('verrouiller'), ...erForms('barrer'), 'ferme a cle', 'fermer a cle', 'fermez a cle'], { verb: 'lock', en: 'locked' }],
  [[...erForms('deverrouiller'), ...erForms('debarrer'), 'ouvre la serrure'], { verb: 'unlock', en: 'unlocked' }],
  // "arrête la musique": the media, not an appliance.
  [
    ['arrete la musique', 'arreter la musique', 'arretez la musique', 'coupe la musique', 'couper la musique', 'arrete la lecture', 'stoppe la musique'],
    { verb: 'stop playing', en: '' },
  ],
  // "monte le son": a volume, not a blind going up.
  [
    [
      'monte le son',
      'monte le volume',
      'baisse le son',
      'baisse le volume',
      'augmente le son',
      'augmente le volume',
      'diminue le son',
      'diminue le volume',
      'monte la musique',
      'baisse la musique',
      'mets le son plus fort',
      'mets le volume',
    ],
    { verb: 'set the volume', en: 'volume' },
  ],
  [[...erForms('monter'), ...erForms('remonter'), ...erForms('lever'), ...erForms('relever')], { verb: 'raise', en: '', onSwitchable: 'brighten' }],
  [[...erForms('baisser'), ...erForms('abaisser'), 'descends', 'descendre', 'descendez', 'redescends'], { verb: 'lower', en: '', onSwitchable: 'dim' }],
  [[...erForms('tamiser'), ...erForms('assombrir'), 'assombris', 'assombrir', 'assombrissez'], { verb: 'dim', en: 'dimmer' }],
  [[...erForms('augmenter'), ...erForms('intensifier')], { verb: 'increase', en: '', onSwitchable: 'brighten' }],
  [
    [...erForms('diminuer'), ...erForms('reduire'), 'reduis', 'reduire', 'reduisez', 'attenue', 'attenuer', 'attenuez'],
    { verb: 'decrease', en: '', onSwitchable: 'dim' },
  ],
  [
    [...erForms('regler'), ...erForms('ajuster'), ...erForms('changer'), ...erForms('modifier'), 'definis', 'definir', 'definissez', 'fixe', 'fixer', 'fixez'],
    { verb: 'set', en: '' },
  ],
  [
    [
      ...erForms('jouer'),
      'joue de la musique',
      'mets de la musique',
      'mettre de la musique',
      'lance la musique',
      'lance de la musique',
      'diffuse',
      'diffuser',
      'diffusez',
    ],
    { verb: 'play', en: 'playing' },
  ],
  [
    ['mets en pause', 'mettre en pause', 'mettez en pause', 'mets pause', 'mets sur pause', 'pause', 'suspends', 'suspendre', 'suspendez'],
    { verb: 'pause', en: 'paused' },
  ],
  [['reprends', 'reprendre', 'reprenez', 'relance la lecture', 'continue la lecture'], { verb: 'resume', en: '' }],
  [
    [
      'coupe le son',
      'couper le son',
      'coupez le son',
      'mets en sourdine',
      'mettre en sourdine',
      'sourdine',
      'remets le son',
      'remettre le son',
      'retablis le son',
    ],
    { verb: 'mute', en: '' },
  ],
  [
    [
      'suivant',
      'suivante',
      'chanson suivante',
      'morceau suivant',
      'piste suivante',
      'passe a la suivante',
      'passe au suivant',
      'precedent',
      'precedente',
      'chanson precedente',
      'morceau precedent',
    ],
    { verb: 'next song', en: '' },
  ],
  [[...erForms('lancer'), ...erForms('executer'), ...erForms('commencer'), 'commence', 'declenche', 'declencher', 'declenchez'], { verb: 'start', en: '' }],
  [[...erForms('nettoyer'), 'nettoie', 'aspire', 'aspirer', 'aspirez', 'passe l aspirateur', 'passer l aspirateur'], { verb: 'clean', en: '' }],
  [['renvoie', 'renvoyer', 'renvoyez', 'renvoie a la base', 'retourne a la base', 'rentre a la base', 'rentre au dock', 'range'], { verb: 'dock', en: '' }],
  [[...erForms('chauffer'), ...erForms('rechauffer'), 'prechauffe', 'prechauffer'], { verb: 'heat', en: '' }],
  [['refroidis', 'refroidir', 'refroidissez', 'rafraichis', 'rafraichir', 'rafraichissez', 'climatise', 'climatiser'], { verb: 'cool', en: '' }],
  [[...erForms('armer')], { verb: 'arm', en: '' }],
  [[...erForms('desarmer')], { verb: 'disarm', en: '' }],
  [[...erForms('programmer'), ...erForms('planifier')], { verb: 'schedule', en: 'schedule' }],
];

/** Participles that say a state ("la lampe est allumée", "les lumières éteintes"). */
export const PARTICIPLES: Array<[string[], string]> = [
  [again('allumer', 'r', 're').flatMap(erParticiples), 'on'],
  [['eteint', 'eteinte', 'eteints', 'eteintes', 'reteint', 'reteinte'], 'off'],
  [[...erParticiples('activer'), 'actif', 'actifs', 'active', 'actives'], 'on'],
  [[...erParticiples('desactiver'), 'inactif', 'inactifs', 'inactive', 'inactives'], 'off'],
  [['ouvert', 'ouverte', 'ouverts', 'ouvertes', 'entrouvert', 'entrouverte', 'entrouverts', 'entrouvertes', 'entrebaille', 'entrebaillee'], 'open'],
  [erParticiples('fermer'), 'closed'],
  [erParticiples('verrouiller'), 'locked'],
  [erParticiples('deverrouiller'), 'unlocked'],
  // A binary sensor that has gone off is `on`, whatever its class (or none).
  [erParticiples('declencher'), 'on'],
  [erParticiples('detecter'), 'detected'],
];
