// Long because: French reuses one word for several roles, so every phrase sits in one table with its kind; split, the tables would need one more lookup order to agree on.
/**
 * French words and phrases → the shared grammar's canonical (English) words. Each entry says
 * what kind of word it is, because French puts the same word to several uses — "allume" is
 * the imperative and (accents dropped) the participle, "la" an article or an object pronoun,
 * "que" a question word or a conjunction — and the normaliser decides by position.
 * Phrases are written without accents or apostrophes, as `frenchWords` reads them.
 */
import { PhraseTable } from '../../phrase-table.js';
import { COMMAND_VERBS, PARTICIPLES, OTHER_VERBS } from './verbs.js';

export type Kind =
  /** Politeness and framing that keep the clause waiting for its verb ("peux-tu", "s'il te plaît"). */
  | 'polite'
  /** A yes/no question marker that says nothing else ("est-ce que"). */
  | 'yesno'
  /** A question word that leads the canonical sentence ("quelles", "combien de", "où est"). */
  | 'lead'
  /** A question about the past ("quand", "combien de fois"): auxiliaries after it are dropped. */
  | 'history'
  /** A command verb at a clause's start; elsewhere it reads as `en` (its participle's state). */
  | 'verb'
  | 'state'
  /** "est", "sont", "a été": moved to the front when nothing else leads the question. */
  | 'copula'
  /** "est-elle", "a-t-il": the inverted question, moved to the front likewise. */
  | 'inversion'
  | 'noun'
  /** Starts a new clause ("et", "puis"). */
  | 'conj'
  /** "ne", "n'", "pas": a negated command is not a command. */
  | 'neg'
  /** "le", "la", "les", "l'": an article, or an object pronoun before a verb or after its hyphen. */
  | 'article'
  /** "que", "qu'est-ce que": "what" at a clause's start, a mere "that" elsewhere. */
  | 'que'
  | 'word';

export interface Entry {
  kind: Kind;
  /** The canonical words ('' drops the phrase). */
  en: string;
  /** As a command verb (`kind: 'verb'`): its canonical lead. */
  verb?: string;
  /** A verb whose sense follows its target: this lead when the target is a light or switch ("ferme la lumière"). */
  onSwitchable?: string;
  /** A noun's plural form, used when the French word is plural. */
  plural?: string;
  /** A noun of lights or switches (for "ferme la lumière" and a bare "lumière au premier étage"). */
  switchable?: boolean;
  /** A noun for one kind of fixture ("plafonnier"): kept as typed when the household's names use it. */
  specific?: boolean;
  /** An article's reading as an object pronoun ("les" → "them"). */
  object?: string;
}

const entries = new Map<string, Entry>();

/** A phrase is added once; a verb keeps its command reading and takes a state word as its other reading. */
function add(kind: Kind, en: string, phrases: readonly string[], extra: Partial<Entry> = {}): void {
  for (const p of phrases) {
    const existing = entries.get(p);
    if (existing?.kind === 'verb') {
      if (kind === 'state') existing.en = en;
      continue;
    }
    entries.set(p, { kind, en, ...extra });
  }
}

// --- Commands -------------------------------------------------------------------------------------
for (const [phrases, entry] of [...COMMAND_VERBS, ...OTHER_VERBS]) for (const p of phrases) if (!entries.has(p)) entries.set(p, { kind: 'verb', ...entry });
for (const [phrases, state] of PARTICIPLES) add('state', state, phrases);

// --- Politeness and framing -------------------------------------------------------------------------
add('polite', 'please', [
  's il te plait',
  's il vous plait',
  'stp',
  'svp',
  'veuillez',
  'merci de',
  'merci d',
  'je te prie de',
  'je vous prie de',
  'n oublie pas de',
  'n oubliez pas de',
]);
add('polite', 'can you', [
  'peux tu',
  'tu peux',
  'pouvez vous',
  'vous pouvez',
  'est ce que tu peux',
  'est ce que vous pouvez',
  'tu pourrais',
  'vous pourriez',
  'pourrais tu',
  'pourriez vous',
  'tu veux bien',
  'voudrais tu',
  'voulez vous',
  'veux tu',
  'tu veux',
  'est ce que tu pourrais',
  'est ce que vous pourriez',
]);
add('polite', 'i want you to', [
  'je veux que tu',
  'je voudrais que tu',
  'j aimerais que tu',
  'je souhaite que tu',
  'je veux que vous',
  'je voudrais que vous',
  'j aimerais que vous',
  'il faut que tu',
]);
add('polite', '', [
  'je veux',
  'je voudrais',
  'j aimerais',
  'je souhaite',
  'il faut',
  'on peut',
  'allez',
  'alors',
  'bon',
  'euh',
  'hum',
  'eh',
  'dis',
  'dites',
  'ecoute',
  'maintenant',
  'vite',
  'rapidement',
  'juste',
  'simplement',
  'tout de suite',
  'immediatement',
  'moi',
  'me',
  'nous',
  'te',
  'vous',
  'tu',
  'je',
  'j',
  // The subject "on" ("on éteint tout ?"), never the canonical particle "on".
  'on',
]);
add('polite', 'ok', ['ok', 'okay', 'd accord', 'dac', 'bien']);
add('polite', 'hey', ['hey', 'he', 'ohe']);
add('polite', 'tell me', [
  'dis moi',
  'dites moi',
  'peux tu me dire',
  'pouvez vous me dire',
  'tu peux me dire',
  'pourrais tu me dire',
  'pourriez vous me dire',
  'me dire',
  'indique moi',
  'indiquez moi',
]);
add('polite', 'tell me if', [
  'dis moi si',
  'dites moi si',
  'peux tu me dire si',
  'pouvez vous me dire si',
  'tu peux me dire si',
  'pourrais tu me dire si',
  'me dire si',
  'je veux savoir si',
  'je voudrais savoir si',
  'j aimerais savoir si',
]);
add('polite', 'do you know if', ['sais tu si', 'savez vous si', 'tu sais si', 'vous savez si']);
add('polite', 'check if', ['verifie si', 'verifiez si', 'regarde si', 'regardez si', 'peux tu verifier si', 'pouvez vous verifier si', 'tu peux verifier si']);

// --- Small talk and confirmations -------------------------------------------------------------------
add('word', 'hello', ['bonjour', 'salut', 'coucou', 'bonsoir', 'hello']);
add('word', 'thanks', ['merci', 'merci beaucoup', 'merci bien', 'super merci', 'parfait merci']);
add('word', 'goodbye', ['au revoir', 'a plus', 'a bientot', 'bonne nuit', 'bonne soiree', 'bonne journee']);
add('word', 'yes', ['oui', 'ouais', 'bien sur', 'oui merci', 'oui s il te plait', 'volontiers', 'exactement']);
add('word', 'no', ['non', 'non merci']);
add('word', 'great', ['super', 'genial', 'parfait', 'top', 'cool', 'nickel']);
add('word', 'go on', [
  'vas y',
  'allez y',
  'continue',
  'continuez',
  'poursuis',
  'poursuivez',
  'encore',
  'fais le',
  'faites le',
  'vas y continue',
  'on continue',
]);
add('word', 'do the rest', [
  'fais le reste',
  'faites le reste',
  'le reste',
  'les autres',
  'tout le reste',
  'les suivants',
  'les suivantes',
  'la suite',
  'fais la suite',
]);
add('word', 'help', ['aide', 'aide moi', 'aidez moi', 'a l aide']);

// --- Questions ----------------------------------------------------------------------------------
add('yesno', '', ['est ce que', 'est ce qu', 'est ce']);
add('que', 'what', ['que', 'qu', 'qu est ce que', 'qu est ce qu', 'qu est ce qui', 'quoi']);
add('lead', 'is there any', [
  'y a il du',
  'y a il de la',
  'y a il de l',
  'il y a du',
  'il y a de la',
  'il y a de l',
  'est ce qu il y a du',
  'est ce qu il y a de la',
  'est ce qu il y a de l',
]);
add('lead', 'are any', ['y a il', 'il y a', 'est ce qu il y a', 'y a il des', 'y a il un', 'y a il une', 'il y a des', 'est ce qu il y a des', 'y en a il']);
add('lead', 'is anyone', [
  'y a il quelqu un',
  'il y a quelqu un',
  'est ce qu il y a quelqu un',
  'quelqu un est il',
  'est ce que quelqu un est',
  'quelqu un est',
  'est ce qu une personne est',
]);
add('lead', 'is everyone', ['tout le monde est il', 'tout le monde est', 'est ce que tout le monde est', 'tous le monde est', 'est ce que tout le monde']);
add('lead', 'which', ['quel', 'quelle', 'quels', 'quelles', 'lequel', 'laquelle', 'lesquels', 'lesquelles']);
add('lead', 'which of', ['lequel des', 'laquelle des', 'lesquels des', 'lesquelles des', 'quels sont ceux des', 'quelles sont celles des']);
add('lead', 'what is', [
  'quel est',
  'quelle est',
  'quel etait',
  'quelle etait',
  'c est quoi',
  'quelle est la valeur de',
  'quelle est la valeur du',
  'combien fait',
  'combien indique',
]);
add('lead', 'what are', ['quels sont', 'quelles sont']);
add('lead', 'which', ['quels sont les', 'quelles sont les', 'quels sont ceux', 'quelles sont celles']);
add('lead', 'give me', ['donne moi', 'donnez moi', 'donne', 'donnez']);
add('lead', 'show me', ['montre moi', 'montrez moi', 'affiche', 'affiche moi', 'affichez', 'indique', 'indiquez']);
add('lead', 'what is the state of', [
  'dans quel etat est',
  'dans quel etat se trouve',
  'dans quel etat sont',
  'quel est l etat de',
  'quel est l etat du',
  'quel est l etat des',
  'quel est le statut de',
  'quel est le statut du',
  'l etat de',
  'l etat du',
  'etat de',
  'etat du',
  'statut de',
  'statut du',
  'ou en est',
  'ou en sont',
]);
add('lead', 'what is the state of', ['comment va', 'comment est', 'comment sont']);
add('lead', 'how many', ['combien de', 'combien d', 'combien', 'quel nombre de']);
add('lead', 'who is', ['qui est', 'qui sont', 'qui se trouve']);
add('que', 'who', ['qui']);
add('lead', 'where is', ['ou est', 'ou sont', 'ou se trouve', 'ou se trouvent']);
add('lead', 'what temperature is it', [
  'quelle temperature fait il',
  'il fait quelle temperature',
  'quelle temperature il fait',
  'il fait combien',
  'combien fait il',
  'quelle temperature',
]);
add('lead', 'is it hot', ['fait il chaud', 'il fait chaud', 'est ce qu il fait chaud', 'fait il bon']);
add('lead', 'is it cold', ['fait il froid', 'il fait froid', 'est ce qu il fait froid', 'fait il frais']);
add('lead', 'how humid is it', ['quelle humidite fait il', 'est ce humide', 'fait il humide']);
add('lead', 'what can you see', [
  'que vois tu',
  'que voyez vous',
  'qu est ce que tu vois',
  'qu est ce que vous voyez',
  'tu vois quoi',
  'que peux tu voir',
  'que pouvez vous voir',
  'qu est ce que tu peux voir',
  'qu est ce que vous pouvez voir',
  'tu peux voir quoi',
  'que connais tu',
  'que connaissez vous',
  'qu est ce que tu connais',
  'a quoi as tu acces',
  'a quoi avez vous acces',
]);
add('lead', 'what can you control', [
  'que peux tu controler',
  'que pouvez vous controler',
  'qu est ce que tu peux controler',
  'qu est ce que vous pouvez controler',
  'que peux tu commander',
  'que peux tu piloter',
  'que peux tu gerer',
  'que peux tu allumer',
  'qu est ce que tu peux allumer',
  'que peux tu allumer ou eteindre',
  'tu peux controler quoi',
  'que controles tu',
  'que pilotes tu',
]);
add('lead', 'what can you do', [
  'que sais tu faire',
  'que savez vous faire',
  'qu est ce que tu sais faire',
  'qu est ce que vous savez faire',
  'que peux tu faire',
  'que pouvez vous faire',
  'qu est ce que tu peux faire',
  'qu est ce que vous pouvez faire',
  'tu sers a quoi',
  'a quoi sers tu',
]);
add('lead', 'list the devices', [
  'liste les appareils',
  'listez les appareils',
  'liste tous les appareils',
  'montre moi les appareils',
  'montre les appareils',
  'montrez moi les appareils',
  'affiche les appareils',
  'donne moi la liste des appareils',
  'liste les entites',
  'quels appareils vois tu',
  'quels appareils peux tu voir',
  'quels appareils connais tu',
]);
add('lead', 'which devices can you control', [
  'quels appareils peux tu controler',
  'quels appareils pouvez vous controler',
  'quels appareils peux tu allumer',
  'quels appareils peux tu commander',
  'quels appareils peux tu piloter',
  'quelles lumieres peux tu controler',
  'quelles lumieres peux tu allumer',
]);

// History: the lead carries an auxiliary, so what follows in French is dropped.
add('history', 'when did', [
  'la derniere fois que',
  'la derniere fois qu',
  'derniere fois que',
  'depuis quand',
  'depuis quand est ce que',
  'quand',
  'quand est ce que',
  'quand est ce qu',
  'a quel moment',
  'quand est ce',
  'c etait quand',
  'quand etait la derniere fois que',
  'quand etait la derniere fois qu',
  'c etait quand la derniere fois que',
  'quand a eu lieu',
]);
add('history', 'what time did', ['a quelle heure', 'a quelle heure est ce que', 'a quelle heure est ce qu', 'vers quelle heure']);
add('history', 'how many times', ['combien de fois', 'combien de fois est ce que', 'combien de fois est ce qu']);
add('history', 'history of', [
  'historique de',
  'historique du',
  'historique des',
  'l historique de',
  'l historique du',
  'l historique des',
  'montre moi l historique de',
  'montre moi l historique du',
  'qu est il arrive a',
  'qu est il arrive au',
  'que s est il passe avec',
  'que s est il passe pour',
]);
add('word', 'last', ['la derniere fois', 'pour la derniere fois', 'derniere fois', 'en dernier', 'dernierement', 'la plus recente fois']);
add('word', 'today', ['aujourd hui', 'ce jour', 'depuis ce matin', 'ce matin', 'cet apres midi', 'aujourd hui ce matin']);
add('word', 'tonight', ['ce soir', 'cette nuit']);
add('word', 'yesterday', ['hier', 'hier soir', 'avant hier']);
add('word', 'this week', [
  'cette semaine',
  'depuis une semaine',
  'ces derniers jours',
  'ces 7 derniers jours',
  'les 7 derniers jours',
  'au cours des 7 derniers jours',
  'sur les 7 derniers jours',
  'la semaine derniere',
  'depuis lundi',
]);
add('word', 'in the last hour', [
  'dans la derniere heure',
  'la derniere heure',
  'depuis une heure',
  'au cours de la derniere heure',
  'cette heure ci',
  'sur la derniere heure',
  'depuis 1 heure',
  'dans l heure',
]);
add('word', 'in the last 24 hours', [
  'ces dernieres 24 heures',
  'les dernieres 24 heures',
  'au cours des dernieres 24 heures',
  'sur les dernieres 24 heures',
  'depuis 24 heures',
  'depuis hier',
]);
add('word', 'recently', ['recemment', 'dernierement', 'ces temps ci']);
add('word', 'ever', ['deja', 'jamais']);

// Auxiliaries: "is …?" when French asks by word order alone, dropped after a history word.
add('copula', 'is', ['est', 'c est', 'se trouve', 'reste']);
add('copula', 'are', ['sont', 'se trouvent', 'restent']);
add('copula', 'was', ['a ete', 'etait', 'avait ete', 'a il ete', 'a elle ete', 's est', 's etait', 'se sont', 'ont ete', 'etaient', 'ont']);
add('inversion', 'is', ['est il', 'est elle', 'est on', 'est ce bien', 'se trouve il', 'se trouve elle', 'reste il', 'reste elle']);
add('inversion', 'are', ['sont ils', 'sont elles', 'se trouvent ils', 'se trouvent elles']);
add('inversion', 'has', [
  'a il',
  'a elle',
  'ont ils',
  'ont elles',
  's est il',
  's est elle',
  'se sont ils',
  'se sont elles',
  'etait il',
  'etait elle',
  'a on',
  'avait il',
  'avait elle',
]);
add('word', 'been', ['ete', 'bien ete']);

// --- Kinds of devices (the household's own names are never read here) ---------------------------------
const nouns: Array<[string, string, string[], Partial<Entry>?]> = [
  ['light', 'lights', ['lumiere', 'eclairage', 'lumieres', 'eclairages'], { switchable: true }],
  // Words for one kind of fixture: when the household's names use one, it narrows like a name word.
  [
    'light',
    'lights',
    ['ampoule', 'luminaire', 'lampadaire', 'lustre', 'plafonnier', 'spot', 'veilleuse', 'applique', 'guirlande', 'ruban led', 'led'],
    { switchable: true, specific: true },
  ],
  ['switch', 'switches', ['interrupteur', 'prise', 'prise electrique', 'prises electriques', 'prise connectee', 'prises connectees'], { switchable: true }],
  ['switch', 'switches', ['commutateur', 'relais', 'multiprise'], { switchable: true, specific: true }],
  ['fan', 'fans', ['ventilateur', 'ventilo', 'ventilation']],
  ['fan', 'fans', ['extracteur', 'hotte', 'brasseur d air'], { specific: true }],
  ['sensor', 'sensors', ['capteur', 'detecteur', 'sonde']],
  ['device', 'devices', ['appareil', 'equipement', 'dispositif', 'objet', 'chose', 'truc', 'entite', 'peripherique', 'objet connecte', 'objets connectes']],
  ['thermostat', 'thermostats', ['thermostat', 'chauffage', 'climatisation', 'clim', 'climatiseur', 'radiateur', 'pompe a chaleur']],
  ['lock', 'locks', ['serrure', 'verrou']],
  ['door', 'doors', ['porte', 'portail', 'porte d entree']],
  ['garage door', 'garage doors', ['porte de garage', 'porte du garage', 'portes de garage', 'portes du garage']],
  ['window', 'windows', ['fenetre', 'baie vitree', 'velux']],
  ['cover', 'covers', ['ouvrant']],
  ['curtain', 'curtains', ['rideau', 'rideaux', 'voilage']],
  ['blind', 'blinds', ['store', 'persienne', 'jalousie']],
  ['shutter', 'shutters', ['volet', 'volet roulant', 'volets roulants']],
  ['valve', 'valves', ['vanne', 'valve', 'robinet', 'electrovanne']],
  ['scene', 'scenes', ['scene', 'ambiance']],
  ['script', 'scripts', ['script', 'routine']],
  ['vacuum', 'vacuums', ['aspirateur', 'robot aspirateur', 'aspirateur robot']],
  ['tv', 'tvs', ['tele', 'television', 'tv', 'televiseur']],
  ['speaker', 'speakers', ['enceinte', 'haut parleur', 'haut parleurs', 'lecteur multimedia', 'lecteur']],
  ['person', 'people', ['personne', 'gens', 'habitant', 'occupant', 'membre de la famille', 'membres de la famille']],
  ['temperature', 'temperatures', ['temperature']],
  ['humidity', 'humidity', ['humidite', 'taux d humidite', 'hygrometrie']],
  ['battery', 'batteries', ['batterie', 'pile']],
  ['battery level', 'battery levels', ['niveau de batterie', 'niveau de la batterie', 'niveau des piles', 'charge de la batterie']],
  ['motion', 'motion', ['mouvement', 'deplacement']],
  ['presence', 'presence', ['presence']],
  ['occupancy', 'occupancy', ['occupation']],
  ['smoke', 'smoke', ['fumee', 'incendie', 'feu']],
  ['gas', 'gas', ['gaz']],
  ['leak', 'leaks', ['fuite', 'fuite d eau', 'inondation', 'degat des eaux']],
  ['water', 'water', ['eau']],
  ['carbon monoxide', 'carbon monoxide', ['monoxyde de carbone', 'co']],
  ['carbon dioxide', 'carbon dioxide', ['dioxyde de carbone', 'co2']],
  ['energy', 'energy', ['energie', 'consommation', 'consommation electrique', 'consommation d energie']],
  ['power', 'power', ['puissance']],
  ['voltage', 'voltage', ['tension', 'voltage']],
  ['current', 'current', ['courant', 'intensite electrique']],
  ['pressure', 'pressure', ['pression']],
  ['air pressure', 'air pressure', ['pression atmospherique']],
  ['air quality', 'air quality', ['qualite de l air', 'qualite d air']],
  ['illuminance', 'illuminance', ['luminosite ambiante', 'eclairement']],
  ['rain', 'rain', ['pluie', 'precipitation']],
  ['wind speed', 'wind speed', ['vitesse du vent', 'vent']],
  ['signal strength', 'signal strength', ['signal', 'force du signal']],
  ['connection', 'connections', ['connexion', 'reseau']],
  ['problem', 'problems', ['probleme', 'panne', 'defaut']],
  ['update', 'updates', ['mise a jour', 'mises a jour']],
  ['noise', 'noise', ['bruit', 'son ambiant']],
];
for (const [en, plural, phrases, extra] of nouns) add('noun', en, phrases, { plural, ...extra });

// --- States (participles and adjectives, any gender and number) ---------------------------------------
const states: Array<[string, string[]]> = [
  ['on', ['en marche', 'en route', 'en service', 'en fonctionnement', 'en fonction', 'actif', 'active', 'actifs', 'actives', 'active', 'allume ou eteint']],
  ['off', ['a l arret', 'arrete', 'arretee', 'hors service', 'inactif', 'inactive', 'inactifs', 'inactives', 'coupe', 'coupee', 'coupes', 'coupees']],
  ['locked', ['ferme a cle', 'fermee a cle', 'fermes a cle', 'fermees a cle', 'verrouille', 'verrouillee', 'barre', 'barree']],
  ['unlocked', ['deverrouille', 'deverrouillee', 'debarre', 'debarree', 'pas verrouille', 'pas verrouillee', 'pas ferme a cle', 'pas fermee a cle']],
  ['on', ['declenche', 'declenchee', 'en alerte', 'en alarme']],
  ['detected', ['detecte', 'detectee', 'detectes', 'detectees']],
  ['clear', ['rien a signaler', 'calme', 'rien detecte']],
  ['connected', ['connecte', 'connectee', 'en ligne']],
  ['disconnected', ['deconnecte', 'deconnectee', 'hors ligne', 'non connecte', 'pas connecte']],
  [
    'home',
    [
      'a la maison',
      'chez moi',
      'chez nous',
      'chez lui',
      'chez elle',
      'present',
      'presente',
      'presents',
      'presentes',
      'rentre',
      'rentree',
      'a la maison en ce moment',
    ],
  ],
  [
    'away',
    ['absent', 'absente', 'absents', 'absentes', 'parti', 'partie', 'partis', 'parties', 'sorti', 'sortie', 'pas a la maison', 'ailleurs', 'en vadrouille'],
  ],
  ['low', ['faible', 'faibles', 'bas', 'basse', 'vide']],
  ['charging', ['en charge', 'en train de charger']],
  ['plugged in', ['branche', 'branchee']],
  ['unplugged', ['debranche', 'debranchee']],
  ['wet', ['mouille', 'mouillee', 'humide', 'inonde', 'inondee']],
  ['dry', ['sec', 'seche']],
  ['hot', ['chaud', 'chaude', 'trop chaud', 'trop chaude']],
  ['cold', ['froid', 'froide', 'trop froid', 'trop froide', 'gele', 'gelee']],
  ['occupied', ['occupe', 'occupee']],
  ['unoccupied', ['libre', 'libres', 'inoccupe', 'inoccupee']],
  ['playing', ['en lecture', 'en train de jouer']],
  ['paused', ['en pause']],
  ['idle', ['en veille', 'inactif en veille']],
  ['running', ['en cours', 'en train de tourner', 'tourne']],
  ['problem', ['en panne', 'en defaut', 'defectueux', 'defectueuse']],
  ['ok', ['normal', 'normale', 'en ordre', 'bon etat']],
  ['opening', ['en train de s ouvrir', 'en ouverture']],
  ['closing', ['en train de se fermer', 'en fermeture']],
];
for (const [en, phrases] of states) add('state', en, phrases);

// --- Places -----------------------------------------------------------------------------------------
add('word', 'here', ['ici', 'ici meme', 'la ou je suis', 'la ou nous sommes', 'par ici']);
add('word', 'in this room', [
  'dans cette piece',
  'dans la piece',
  'cette piece',
  'la piece',
  'cette salle',
  'dans cette salle',
  'dans la piece ou je suis',
  'la piece ou je suis',
  'dans ma piece',
  'dans la meme piece',
  'de cette piece',
  'de la piece',
  'de ma piece',
]);
add('word', 'everywhere', [
  'partout',
  'de partout',
  'dans toute la maison',
  'dans toutes les pieces',
  'dans toute la maison',
  'dans tout l appartement',
  'dans toute la piece',
]);
add('word', 'every room', ['toutes les pieces', 'chaque piece', 'toutes les salles', 'tout l etage', 'toutes les pieces de la maison']);
add('word', 'in the whole house', [
  'toute la maison',
  'tout l appartement',
  'toute l appartement',
  'la maison entiere',
  'l appartement entier',
  'de la maison',
  'dans la maison',
  'de l appartement',
  'dans l appartement',
  'du logement',
  'de toute la maison',
  'de tout l appartement',
]);
add('word', 'room', ['piece', 'salle']);
add('word', 'in', ['dans', 'en', 'sur', 'dedans', 'a l interieur de', 'a l interieur du']);
add('word', 'in the', ['dans le', 'dans la', 'dans les', 'dans l']);
add('word', 'at', ['a', 'chez', 'vers', 'pres de', 'pres du', 'cote', 'du cote de', 'du cote du']);
add('word', 'at the', ['au', 'aux', 'a la', 'a l']);
add('word', 'of', ['de', 'd', 'concernant']);
add('word', 'of the', ['du', 'de la', 'de l', 'des']);
add('word', 'for', ['pour']);
add('word', 'for the', ['pour le', 'pour la', 'pour les', 'pour l']);
add('word', 'with', ['avec']);

// --- Articles, pronouns, quantifiers ----------------------------------------------------------------
add('article', 'the', ['le', 'la', 'l'], { object: 'it' });
add('article', 'the', ['les'], { object: 'them' });
add('word', 'a', ['un', 'une']);
add('word', 'my', ['mon', 'ma', 'mes']);
add('word', 'our', ['notre', 'nos']);
add('word', 'your', ['ton', 'ta', 'tes', 'votre', 'vos']);
add('word', 'their', ['son', 'sa', 'ses', 'leurs']);
add('word', 'house', ['maison', 'logement', 'domicile', 'foyer']);
add('word', 'apartment', ['appartement', 'appart']);
// "celle du salon" answers "which one?" as "the one of the salon".
add('word', 'one', ['celui', 'celle', 'ceux', 'celles', 'celui de', 'celle de']);
add('word', 'this', ['ce', 'cet', 'cette', 'celui ci', 'celle ci', 'celui la', 'celle la', 'ceci', 'cela', 'ca']);
add('word', 'these', ['ces', 'ceux ci', 'celles ci', 'ceux la', 'celles la']);
add('word', 'it', ['il', 'elle', 'lui']);
add('word', 'them', ['ils', 'elles', 'leur', 'eux']);
add('word', 'all', [
  'tout',
  'toute',
  'tous',
  'toutes',
  'completement',
  'entierement',
  'totalement',
  'l ensemble',
  'l ensemble des',
  'l ensemble du',
  'l ensemble de',
]);
add('word', 'all the', ['tous les', 'toutes les', 'tout le', 'toute la', 'tout l', 'toute l']);
add('word', 'everything', ['tout ca', 'tout cela', 'le tout']);
add('word', 'anything', ['quelque chose', 'quoi que ce soit', 'rien']);
add('word', 'every', ['chaque', 'chacun', 'chacune', 'chacun des', 'chacune des']);
add('word', 'any', [
  'n importe quel',
  'n importe quelle',
  'n importe quels',
  'n importe quelles',
  'aucun',
  'aucune',
  'au moins un',
  'au moins une',
  'un des',
  'une des',
  'l un des',
  'l une des',
  'quelque',
  'quelques',
  'certains',
  'certaines',
]);
add('word', 'anyone', ['quelqu un', 'une personne', 'n importe qui']);
add('word', 'everyone', ['tout le monde', 'tous le monde']);
add('word', 'again', ['de nouveau', 'a nouveau', 'encore une fois']);
add('word', 'back', ['remets', 're']);
add('word', 'also', ['aussi', 'egalement', 'pareil', 'de meme']);
add('word', 'currently', ['actuellement', 'en ce moment', 'pour l instant', 'a present', 'toujours', 'encore allume']);
add('word', 'that', ['dont', 'lorsque', 'quand meme', 'si']);
add('conj', 'and', ['et', 'plus', 'ainsi que', 'de meme que', 'avec aussi']);
add('conj', 'and then', ['puis', 'ensuite', 'et puis', 'et ensuite', 'apres', 'et apres', 'apres ca', 'et enfin']);
add('word', 'or', ['ou', 'ou bien', 'soit']);
add('word', 'what about', [
  'qu en est il de',
  'qu en est il du',
  'qu en est il des',
  'et pour',
  'et au',
  'et a',
  'et dans',
  'et du cote de',
  'et du cote du',
  'quid de',
  'quid du',
  'et concernant',
]);
add('word', 'same for', [
  'pareil pour',
  'pareil avec',
  'idem pour',
  'meme chose pour',
  'la meme chose pour',
  'pareil dans',
  'idem dans',
  'pareil au',
  'pareil a',
]);
add('neg', '', ['ne', 'n', 'pas', 'plus jamais', 'surtout pas']);

// --- What the app cannot do (inside a request) --------------------------------------------------------
add('word', 'percent', ['pour cent', 'pourcent', 'pourcents', 'pour 100']);
add('word', 'brightness', ['luminosite', 'intensite', 'intensite lumineuse', 'luminosite de', 'eclat']);
add('word', 'brighter', ['plus lumineux', 'plus lumineuse', 'plus fort', 'plus forte', 'plus clair', 'plus claire', 'a fond', 'au maximum', 'au max']);
add('word', 'dimmer', [
  'moins lumineux',
  'moins lumineuse',
  'moins fort',
  'moins forte',
  'plus sombre',
  'plus faible',
  'tamise',
  'tamisee',
  'au minimum',
  'au min',
  'a moitie',
  'moitie',
  'demi',
]);
add('word', 'colour', ['couleur', 'teinte']);
add('word', 'red', ['rouge', 'rouges']);
add('word', 'green', ['vert', 'verte', 'verts', 'vertes']);
add('word', 'blue', ['bleu', 'bleue', 'bleus', 'bleues']);
add('word', 'yellow', ['jaune', 'jaunes']);
add('word', 'orange', ['orange', 'orangee']);
add('word', 'purple', ['violet', 'violette', 'mauve']);
add('word', 'pink', ['rose', 'roses']);
add('word', 'white', ['blanc', 'blanche', 'blancs', 'blanches', 'blanc chaud', 'blanc froid', 'lumiere du jour']);
add('word', 'degrees', ['degre', 'degres', 'celsius', 'fahrenheit', 'kelvin']);
add('word', 'warmer', ['plus chaud', 'plus chaude', 'plus chaleureux']);
add('word', 'colder', ['plus froid', 'plus froide', 'plus frais', 'plus fraiche']);
add('word', 'volume', ['volume', 'le son', 'du son', 'niveau sonore']);
add('word', 'louder', ['plus bruyant']);
add('word', 'music', ['musique', 'radio', 'podcast']);
add('word', 'song', ['chanson', 'morceau', 'titre', 'piste', 'album']);
add('word', 'channel', ['chaine']);
add('word', 'playlist', ['playlist', 'liste de lecture']);
add('word', 'timer', ['minuteur', 'minuterie', 'chrono', 'chronometre', 'compte a rebours', 'seconde', 'secondes', 'alarme', 'reveil', 'rappel']);
add('word', 'minutes', ['minute', 'minutes', 'mn', 'min']);
add('word', 'hours', ['heure', 'heures', 'h']);
add('word', 'tomorrow', ['demain', 'apres demain', 'demain matin', 'demain soir']);
add('word', 'later', ['plus tard', 'tout a l heure', 'bientot']);
add('word', 'until', ['jusqu a', 'jusqu au', 'jusqu', 'pendant', 'durant']);
add('word', 'sunset', ['coucher du soleil', 'coucher de soleil', 'crepuscule', 'tombee de la nuit']);
add('word', 'sunrise', ['lever du soleil', 'lever de soleil', 'aube']);
add('word', 'every day', [
  'tous les jours',
  'chaque jour',
  'tous les soirs',
  'chaque soir',
  'tous les matins',
  'chaque matin',
  'chaque nuit',
  'toutes les nuits',
  'quotidiennement',
]);
add('word', 'at midnight', ['a minuit', 'minuit']);
add('word', 'noon', ['midi', 'a midi']);
add('word', 'schedule', ['programme', 'programmation', 'planning', 'horaire']);

export const FRENCH = new PhraseTable<Entry>();
for (const [phrase, entry] of entries) FRENCH.add(phrase, entry);

/** One-word command verbs and participles, for a typo in the word that says what to do ("alume"). */
export const TYPO_TARGETS: ReadonlyArray<[string, Entry]> = [...entries].filter(
  ([phrase, entry]) => !phrase.includes(' ') && phrase.length >= 5 && (entry.kind === 'verb' || entry.kind === 'state'),
);
