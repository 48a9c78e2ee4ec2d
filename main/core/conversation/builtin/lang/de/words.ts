/**
 * Long because: it is the German word lists (verbs, particles, places, questions, states) — data, one entry a line after formatting.
 *
 * The German pack's word lists: what a German request's grammar words mean in the shared
 * grammar's canonical form (English words). Written for this engine, in our own words; the
 * household's names never appear here. Every key is folded (`fold.ts`), so umlauts and ß may be
 * typed or not.
 */
import { fold } from './fold.js';

/** A verb's meaning before its particle is known: the particle decides on/off, open/close… */
export type VerbBase =
  | 'switch' // schalten, machen, knipsen: the particle says on or off
  | 'turn' // drehen: "auf" is on (as in Austria), "zu" is close
  | 'put' // stellen: "an"/"ab", or "auf 20 %"
  | 'keep' // lassen: "lass das Licht an"
  | 'move' // fahren: covers up and down
  | 'pull' // ziehen: curtains
  | 'close' // schließen: "ab" locks, "auf" unlocks
  | 'bolt' // sperren: "ab" locks, "auf" unlocks
  | 'open'
  | 'lock'
  | 'unlock'
  | 'on'
  | 'off'
  | 'start'
  | 'stop'
  | 'run' // ausführen
  | 'dim'
  | 'brighten'
  | 'set'
  | 'raise'
  | 'lower'
  | 'play'
  | 'pause';

/** Conjugated forms (imperative, infinitive, 2nd person) of each verb, folded. */
const VERB_FORMS: Array<[VerbBase, string[]]> = [
  ['switch', ['schalte', 'schalt', 'schalten', 'schaltet', 'schaltest', 'mach', 'mache', 'machen', 'macht', 'machst', 'knips', 'knipse', 'knipsen']],
  ['turn', ['dreh', 'drehe', 'drehen', 'dreht', 'drehst']],
  ['put', ['stell', 'stelle', 'stellen', 'stellt', 'stellst']],
  ['keep', ['lass', 'lasse', 'lassen', 'lasst']],
  ['move', ['fahr', 'fahre', 'fahren', 'fahrt']],
  ['pull', ['zieh', 'ziehe', 'ziehen', 'zieht']],
  ['close', ['schliess', 'schliesse', 'schliessen', 'schliesst']],
  ['bolt', ['sperr', 'sperre', 'sperren', 'sperrt']],
  ['open', ['offne', 'offnen', 'offnet', 'offn']],
  ['lock', ['verriegle', 'verriegel', 'verriegeln', 'verriegelt', 'versperre', 'versperren']],
  ['unlock', ['entriegle', 'entriegel', 'entriegeln', 'entsperre', 'entsperr', 'entsperren']],
  ['on', ['aktiviere', 'aktivier', 'aktivieren', 'aktiviert']],
  ['off', ['deaktiviere', 'deaktivier', 'deaktivieren', 'deaktiviert']],
  ['start', ['starte', 'start', 'starten', 'startet']],
  ['stop', ['stoppe', 'stopp', 'stop', 'stoppen', 'stoppt', 'beende', 'beenden', 'halte', 'anhalten']],
  ['run', ['fuhre', 'fuhr', 'fuhren', 'fuhrt']],
  ['dim', ['dimme', 'dimm', 'dimmen', 'dimmt', 'verdunkle', 'verdunkeln']],
  ['brighten', ['erhelle', 'erhellen']],
  ['set', ['setze', 'setz', 'setzen', 'andere', 'andern', 'regle', 'regel', 'regeln']],
  ['raise', ['erhohe', 'erhoh', 'erhohen']],
  ['lower', ['verringere', 'verringern', 'senke', 'senken', 'reduziere', 'reduzieren']],
  ['play', ['spiele', 'spiel', 'spielen']],
  ['pause', ['pausiere', 'pausieren', 'pausier']],
];

export const VERBS = new Map<string, VerbBase>();
for (const [base, forms] of VERB_FORMS) for (const f of forms) VERBS.set(fold(f), base);

/** Separable particles, longest first so "herunter" is tried before "runter". */
export type Particle = 'an' | 'ein' | 'aus' | 'ab' | 'auf' | 'zu' | 'hoch' | 'runter';
const PARTICLE_FORMS: Array<[Particle, string[]]> = [
  ['runter', ['herunter', 'hinunter', 'runter', 'herab', 'nieder']],
  ['hoch', ['herauf', 'hinauf', 'rauf', 'hoch']],
  ['ein', ['ein']],
  ['an', ['an']],
  ['aus', ['aus']],
  ['ab', ['ab']],
  ['auf', ['auf']],
  ['zu', ['zu']],
];
export const PARTICLES = new Map<string, Particle>();
for (const [p, forms] of PARTICLE_FORMS) for (const f of forms) PARTICLES.set(f, p);
/** The particle prefixes of a joined verb ("einschalten", "herunterfahren"), longest first. */
export const PARTICLE_PREFIXES = [...PARTICLES.keys()].sort((a, b) => b.length - a.length);

/** What a verb and its particle ask, as the shared grammar's lead words; null when they don't go together. */
export function leadFor(verb: VerbBase | null, particle: Particle | null): string | null {
  const onOff = particle === 'an' || particle === 'ein' ? 'turn on' : particle === 'aus' || particle === 'ab' ? 'turn off' : null;
  switch (verb) {
    case null:
    case 'switch':
    case 'put':
    case 'keep':
      if (onOff) return verb === 'keep' ? onOff.replace('turn', 'leave') : onOff;
      if (particle === 'auf') return verb === 'put' ? 'set' : 'open';
      if (particle === 'zu') return 'close';
      if (particle === 'hoch') return 'raise';
      if (particle === 'runter') return 'lower';
      return verb === 'put' ? 'set' : verb === null ? null : 'turn';
    case 'turn':
      if (particle === 'auf' || particle === 'an') return 'turn on';
      if (particle === 'ab' || particle === 'aus') return 'turn off';
      if (particle === 'zu') return 'close';
      if (particle === 'hoch') return 'turn up';
      if (particle === 'runter') return 'turn down';
      return 'turn';
    case 'move':
    case 'pull':
      if (particle === 'hoch') return 'raise';
      if (particle === 'runter') return 'lower';
      if (particle === 'auf' || particle === 'aus') return 'open';
      if (particle === 'zu' || particle === 'ein') return 'close';
      return verb === 'move' ? 'lower' : 'close';
    case 'close':
      if (particle === 'ab') return 'lock';
      if (particle === 'auf') return 'unlock';
      return 'close';
    case 'bolt':
      return particle === 'auf' ? 'unlock' : 'lock';
    case 'on':
      return 'activate';
    case 'off':
      return 'deactivate';
    case 'run':
      return 'run';
    case 'raise':
      return 'increase';
    case 'lower':
      return 'decrease';
    default:
      return verb;
  }
}

/**
 * Words and fixed phrases, folded German → canonical. An empty string drops the word (it only
 * carries grammar German needs and the canonical form does not).
 */
const PHRASES: Array<[string, string[]]> = [
  // Articles, possessives, demonstratives.
  ['the', ['der', 'die', 'das', 'den', 'dem', 'des']],
  ['a', ['eine', 'einen', 'einem', 'einer', 'eines']],
  ['my', ['mein', 'meine', 'meinen', 'meinem', 'meiner', 'meines', 'unser', 'unsere', 'unseren', 'unserem', 'unserer']],
  ['this', ['dieser', 'diese', 'dieses', 'diesen', 'diesem']],
  // Prepositions fused with an article, and places.
  ['in the', ['im', 'ins', 'in dem', 'in der', 'in den', 'in das', 'auf dem', 'auf der', 'auf den', 'innerhalb der', 'innerhalb des']],
  ['in', ['in', 'drin', 'drinnen']],
  ['at the', ['am', 'beim', 'an dem', 'an der', 'bei der', 'bei dem']],
  ['of the', ['vom', 'von der', 'von dem', 'von den']],
  ['of', ['von']],
  ['to the', ['zum', 'zur']],
  ['for', ['fur']],
  ['with', ['mit']],
  ['at', ['bei', 'um']],
  ['here', ['hier', 'hier drin', 'hier drinnen', 'hierdrin']],
  ['in this room', ['in diesem raum', 'in diesem zimmer', 'in dem raum hier', 'in diesem bereich']],
  ['everywhere', ['uberall', 'im ganzen haus', 'in der ganzen wohnung', 'im haus', 'in der wohnung', 'im ganzen zuhause']],
  ['house', ['haus', 'wohnung']],
  // Quantifiers.
  ['all', ['alle', 'allen', 'alles', 'samtliche', 'samtlichen', 'jede', 'jeden', 'jedes', 'jeder', 'jedem', 'beide', 'beiden']],
  ['any', ['irgendwo', 'irgendein', 'irgendeine', 'irgendeinen', 'irgendeinem', 'irgendwelche', 'irgendwelchen', 'einige', 'manche']],
  ['anything', ['irgendwas', 'irgendetwas', 'etwas']],
  ['anyone', ['jemand', 'irgendjemand', 'irgendwer']],
  ['and', ['und', 'sowie', 'plus', 'als auch']],
  ['or', ['oder']],
  ['not', ['nicht', 'kein', 'keine', 'keinen']],
  ['', ['vielleicht', 'soll', 'sollte', 'sollen', 'dass', 'sowohl', 'sich', 'denn', 'eigentlich', 'gerade', 'momentan', 'aktuell', 'derzeit', 'noch']],
  // Pronouns for follow-ups ("schalte es wieder ein").
  ['it', ['es', 'ihn', 'ihm']],
  ['them', ['sie', 'ihnen']],
  ['back', ['wieder']],
  ['too', ['auch', 'ebenfalls']],
  // Politeness and fillers.
  [
    'please',
    [
      'bitte',
      'bitteschon',
      'mal',
      'doch',
      'einfach',
      'gerne',
      'gern',
      'jetzt',
      'sofort',
      'schnell',
      'kurz',
      'eben',
      'ja mal',
      'doch mal',
      'mal eben',
      'bitte mal',
    ],
  ],
  ['can you', ['kannst du', 'konntest du', 'konnen sie', 'konnten sie', 'wurdest du', 'wurden sie', 'kannst du bitte', 'konntest du bitte']],
  ['i want', ['ich will', 'ich mochte', 'ich hatte gern', 'ich hatte gerne', 'ich brauche']],
  ['hello', ['hallo', 'hi', 'hey', 'servus', 'moin', 'guten tag', 'gruss dich', 'gruezi']],
  ['good morning', ['guten morgen']],
  ['good evening', ['guten abend']],
  ['good night', ['gute nacht']],
  ['thanks', ['danke', 'danke schon', 'danke sehr', 'vielen dank', 'dankeschon', 'merci']],
  ['bye', ['tschuss', 'ciao', 'auf wiedersehen', 'bis bald', 'bis spater']],
  ['ok', ['okay', 'gut', 'alles klar', 'in ordnung', 'prima', 'super']],
  ['yes', ['ja', 'jawohl', 'genau', 'klar', 'sicher', 'ja bitte']],
  ['no', ['nein', 'nee', 'lieber nicht']],
  [
    'continue',
    [
      'weiter',
      'mach weiter',
      'weitermachen',
      'fahr fort',
      'fortfahren',
      'weiter so',
      'mach den rest',
      'den rest',
      'die anderen',
      'die restlichen',
      'der rest',
      'alle anderen',
    ],
  ],
  // Questions.
  ['is', ['ist', 'bist']],
  ['are', ['sind']],
  ['was', ['war', 'wurde', 'ging']],
  ['were', ['gingen']],
  ['were', ['waren', 'wurden']],
  ['has', ['hat']],
  ['have', ['haben', 'hast']],
  ['how many', ['wie viele', 'wieviele', 'wie viel', 'wieviel', 'die anzahl der', 'anzahl der']],
  ['how often', ['wie oft', 'wie haufig']],
  ['how many times', ['wie viele male', 'wie viele mal']],
  ['how', ['wie']],
  ['which', ['welche', 'welcher', 'welches', 'welchen', 'welchem']],
  ['who', ['wer']],
  ['where is', ['wo ist', 'wo befindet sich', 'wo halt sich', 'wo steckt']],
  ['where', ['wo']],
  ['when', ['wann']],
  ['what', ['was']],
  ['what time', ['um wie viel uhr', 'um wieviel uhr', 'zu welcher zeit']],
  ['is there', ['gibt es', 'gibts', 'ist da', 'ist dort']],
  ['tell me', ['sag mir', 'sage mir', 'sag', 'sage', 'verrat mir', 'nenn mir', 'nenne mir', 'kannst du mir sagen', 'weisst du']],
  ['tell me if', ['sag mir ob', 'sage mir ob', 'prufe ob', 'prüf ob', 'schau ob', 'schau mal ob', 'sieh nach ob', 'weisst du ob', 'kannst du mir sagen ob']],
  ['the state of', ['den zustand', 'der zustand', 'den status', 'der status', 'zustand', 'status']],
  ['you', ['du', 'dich', 'dir']],
  ['can', ['kannst', 'konnt', 'kann', 'konnen']],
  ['do you see', ['siehst du']],
  ['do you know', ['kennst du', 'weisst du']],
  ['do', ['tun', 'machen fur mich']],
  ['see', ['sehen', 'erkennen', 'lesen', 'ablesen']],
  ['know', ['kennen', 'wissen']],
  ['control', ['steuern', 'bedienen', 'kontrollieren', 'verwalten', 'regeln']],
  ['help', ['hilfe', 'hilf mir']],
  ['list', ['liste', 'auflisten', 'zeige alle', 'zeig alle']],
  // History.
  ['last', ['zuletzt', 'das letzte mal', 'zum letzten mal', 'letztes mal', 'als letztes']],
  ['today', ['von heute', 'seit heute', 'heute', 'heute morgen', 'heute fruh', 'heute abend', 'seit heute morgen']],
  ['yesterday', ['gestern', 'seit gestern', 'von gestern']],
  ['this week', ['diese woche', 'in dieser woche', 'von dieser woche', 'seit montag']],
  ['in the last hour', ['in der letzten stunde', 'in der vergangenen stunde', 'letzte stunde', 'seit einer stunde']],
  ['in the last 24 hours', ['in den letzten 24 stunden']],
  ['in the last week', ['in der letzten woche', 'letzte woche', 'vergangene woche', 'in den letzten 7 tagen', 'in den letzten sieben tagen']],
  ['recently', ['kurzlich', 'neulich', 'in letzter zeit', 'vorhin']],
  ['history of', ['verlauf von', 'verlauf der', 'verlauf des', 'historie von', 'geschichte von', 'protokoll von', 'protokoll der', 'protokoll des']],
  ['history', ['verlauf', 'historie', 'protokoll']],
  ['what happened to', ['was passierte mit', 'was geschah mit']],
  ['what about', ['was ist mit', 'und was ist mit', 'wie ist es mit', 'wie sieht es mit', 'und wie sieht es mit', 'wie ware es mit']],
  ['show me', ['zeig', 'zeige', 'zeig mir', 'zeige mir']],
  ['', ['passiert', 'geschehen']],
  ['changed', ['geandert', 'verandert', 'gewechselt', 'umgeschaltet']],
  ['triggered', ['ausgelost', 'angeschlagen', 'erkannt', 'gemeldet']],
  ['opened', ['geoffnet', 'aufgemacht', 'aufgegangen']],
  ['came on', ['angegangen']],
  ['went off', ['ausgegangen']],
  // State words (in a question; in a request, an/aus/auf/zu are particles).
  ['turned on', ['eingeschaltet', 'angeschaltet', 'angemacht', 'aktiv', 'an geschaltet', 'eingeschalten']],
  ['turned off', ['ausgeschaltet', 'abgeschaltet', 'ausgemacht', 'inaktiv', 'aus geschaltet', 'ausgeschalten']],
  ['open', ['offen', 'geoffnet', 'auf', 'aufgemacht', 'gekippt', 'angelehnt']],
  ['closed', ['geschlossen', 'zu', 'zugemacht']],
  ['locked', ['abgeschlossen', 'verschlossen', 'zugeschlossen', 'verriegelt', 'abgesperrt', 'zugesperrt', 'gesichert']],
  ['unlocked', ['aufgeschlossen', 'entriegelt', 'unverschlossen', 'aufgesperrt', 'entsperrt', 'offen gelassen']],
  ['occupied', ['belegt', 'besetzt']],
  ['home', ['zu hause', 'zuhause', 'daheim', 'anwesend']],
  ['away', ['weg', 'abwesend', 'unterwegs', 'nicht zu hause', 'nicht daheim', 'aus dem haus']],
  ['wet', ['nass', 'feucht']],
  ['dry', ['trocken']],
  ['low', ['niedrig', 'schwach', 'fast leer', 'leer']],
  ['full', ['voll', 'geladen']],
  ['charging', ['ladt', 'ladend']],
  ['connected', ['verbunden', 'online', 'erreichbar']],
  ['disconnected', ['getrennt', 'offline', 'nicht erreichbar', 'nicht verbunden']],
  ['detected', ['erkannt', 'ausgelost', 'aktiviert']],
  ['clear', ['frei', 'ruhig']],
  ['running', ['lauft', 'in betrieb']],
  ['playing', ['spielt']],
  ['on', ['eingeschaltet']],
  // Kinds of device (plural forms say "lights", so the set reading applies).
  ['light', ['licht', 'lampe', 'leuchte', 'beleuchtung', 'birne', 'gluhbirne', 'lichts']],
  ['lights', ['lichter', 'lichtern', 'lampen', 'leuchten']],
  ['switch', ['schalter', 'steckdose', 'zwischenstecker', 'schalters']],
  ['switches', ['steckdosen', 'schaltern']],
  ['fan', ['ventilator', 'lufter', 'ventilators']],
  ['fans', ['ventilatoren']],
  ['window', ['fenster', 'fensters']],
  ['windows', ['fenstern']],
  ['door', ['tur']],
  ['doors', ['turen']],
  ['garage door', ['garagentor', 'garagentur']],
  ['gate', ['tor', 'tore', 'tores']],
  ['blind', ['rollladen', 'rolladen', 'rollo', 'rollos', 'rollladen', 'jalousie', 'raffstore']],
  ['blinds', ['rolllade', 'jalousien', 'rollladen']],
  ['curtain', ['vorhang', 'gardine', 'gardinen', 'vorhange']],
  ['awning', ['markise', 'markisen']],
  ['lock', ['schloss', 'schlosser', 'turschloss']],
  ['sensor', ['sensor', 'sensoren', 'fuhler']],
  ['detector', ['melder']],
  ['temperature', ['temperatur', 'temperaturen', 'warme']],
  ['humidity', ['luftfeuchtigkeit', 'luftfeuchte', 'feuchtigkeit']],
  ['battery', ['batterie', 'akku', 'batteriestand', 'akkustand']],
  ['device', ['gerat', 'entitat', 'ding']],
  ['devices', ['gerate', 'geraten', 'dinge', 'entitaten', 'sachen']],
  ['thermostat', ['thermostat', 'heizung', 'heizkorper', 'klimaanlage', 'klima']],
  ['valve', ['ventil', 'ventile']],
  ['scene', ['szene', 'szenen']],
  ['script', ['skript', 'skripte', 'script']],
  ['vacuum', ['staubsauger', 'saugroboter']],
  ['tv', ['fernseher', 'fernsehen', 'tv']],
  ['speaker', ['lautsprecher', 'musikanlage']],
  ['people', ['personen', 'leute', 'menschen', 'person']],
  ['motion', ['bewegung']],
  ['smoke', ['rauch']],
  ['power', ['leistung', 'strom', 'stromverbrauch']],
  ['energy', ['energie', 'energieverbrauch']],
  // What the app cannot do, so it is declined with the right reason.
  ['brightness', ['helligkeit']],
  ['brighter', ['heller']],
  ['darker', ['dunkler']],
  ['percent', ['prozent']],
  ['colour', ['farbe']],
  ['red', ['rot']],
  ['green', ['grun']],
  ['blue', ['blau']],
  ['yellow', ['gelb']],
  ['white', ['weiss']],
  ['warm white', ['warmweiss']],
  ['degrees', ['grad']],
  ['warmer', ['warmer']],
  ['colder', ['kalter', 'kuhler']],
  ['minutes', ['minute', 'minuten']],
  ['hours', ['stunde', 'stunden']],
  ['tomorrow', ['morgen']],
  ['tonight', ['heute nacht']],
  ['later', ['spater']],
  ['until', ['bis']],
  ['o clock', ['uhr']],
  ['timer', ['timer', 'wecker', 'countdown']],
  ['volume', ['lautstarke']],
  ['louder', ['lauter']],
  ['quieter', ['leiser']],
  ['music', ['musik']],
  ['song', ['lied', 'titel']],
  ['temperature', ['temperatur']],
];

/** Folded phrase (words joined by one space) → canonical words. */
export const PHRASE_TABLE = new Map<string, string>();
for (const [canonical, germans] of PHRASES) for (const g of germans) if (!PHRASE_TABLE.has(fold(g))) PHRASE_TABLE.set(fold(g), canonical);
export const LONGEST_PHRASE = Math.max(...[...PHRASE_TABLE.keys()].map((k) => k.split(' ').length));

/** Words that start a question (after politeness): the word order stays, only words change. */
export const QUESTION_STARTS = new Set(
  [
    'ist',
    'sind',
    'war',
    'waren',
    'wurde',
    'wurden',
    'welche',
    'welcher',
    'welches',
    'welchen',
    'wie',
    'wieviele',
    'wer',
    'wo',
    'wann',
    'was',
    'gibt',
    'gibts',
    'hat',
    'haben',
    'lauft',
    'brennt',
    'sag',
    'sage',
    'zeig',
    'zeige',
    'nenn',
    'nenne',
    'weisst',
    'kennst',
    'siehst',
    'halt',
    'befindet',
    'prufe',
    'schau',
    'sieh',
    'verrat',
    'hilfe',
    'liste',
  ].map(fold),
);

/** Words after a particle that make it a preposition ("auf dem Balkon", "zu Hause"), not a particle. */
export const AFTER_PREPOSITION = new Set(
  ['der', 'die', 'das', 'dem', 'den', 'des', 'hause', 'haus', 'einem', 'einer', 'meinem', 'meiner', 'unserem', 'unserer', 'diesem', 'dieser'].map(fold),
);

/** Words that may follow a separable particle at the end of its clause ("schalte … ein, hier, bitte"). */
export const AFTER_PARTICLE = new Set(
  [
    'oder',
    'hier',
    'bitte',
    'mal',
    'jetzt',
    'sofort',
    'und',
    'dann',
    'auch',
    'wieder',
    'danke',
    'schnell',
    'uberall',
    'drin',
    'drinnen',
    'im',
    'in',
    'ins',
    'am',
    'auf',
  ].map(fold),
);

/** Kind nouns that end German compounds ("Küchenlicht", "Flurlampen"), folded, longest first. */
export const COMPOUND_HEADS: Array<[string, string]> = (
  [
    ['lichter', 'lights'],
    ['licht', 'light'],
    ['lampen', 'lights'],
    ['lampe', 'light'],
    ['leuchten', 'lights'],
    ['leuchte', 'light'],
    ['beleuchtung', 'light'],
    ['schalter', 'switch'],
    ['steckdosen', 'switches'],
    ['steckdose', 'switch'],
    ['ventilatoren', 'fans'],
    ['ventilator', 'fan'],
    ['fenster', 'window'],
    ['turen', 'doors'],
    ['tur', 'door'],
    ['temperatur', 'temperature'],
    ['luftfeuchtigkeit', 'humidity'],
    ['thermostat', 'thermostat'],
    ['heizung', 'thermostat'],
    ['rollladen', 'blind'],
    ['rollo', 'blind'],
    ['jalousie', 'blind'],
    ['vorhang', 'curtain'],
    ['sensor', 'sensor'],
    ['melder', 'detector'],
    ['schloss', 'lock'],
  ] as Array<[string, string]>
).sort((a, b) => b[0].length - a[0].length);

/** Linking letters between a compound's parts ("Küche·n·licht", "Haus·es·tür"), tried in this order. */
export const LINKS = ['', 'n', 'en', 's', 'es', 'e', 'er'];
