/**
 * Long because: it is the Italian word list (phrases → canonical words, by kind) — data, one entry a line after formatting.
 *
 * Italian words and phrases of requests, and the canonical (English) words the shared grammar
 * reads for them. Phrases are written accent-free and lower case (the request is folded the same
 * way); an elided word keeps its apostrophe ("dell'"). The household's names never go through
 * this table: the pack leaves them as they are.
 */

/** What a phrase is, for the pack's word order: a question opener goes first, a state word agrees with its target. */
export type Kind = 'word' | 'lead' | 'noun' | 'is' | 'polite' | 'article';

export interface Entry {
  /** The canonical words; '' drops the phrase. */
  to: string;
  kind: Kind;
}

/** A state as the pack reads it before choosing the canonical word for the target's kind (see states.ts). */
export type StateKey =
  | 'on'
  | 'off'
  | 'open'
  | 'closed'
  | 'locked'
  | 'unlocked'
  | 'occupied'
  | 'free'
  | 'home'
  | 'away'
  | 'detected'
  | 'clear'
  | 'wet'
  | 'dry'
  | 'low'
  | 'charging'
  | 'connected'
  | 'disconnected';

const table = new Map<string, Entry[]>();
/** Longest phrase length, for the matcher. */
export let LONGEST = 1;

function add(kind: Kind, to: string, phrases: readonly string[]): void {
  for (const p of phrases) {
    const key = p.trim();
    LONGEST = Math.max(LONGEST, key.split(' ').length);
    const list = table.get(key) ?? [];
    list.push({ to, kind });
    table.set(key, list);
  }
}

/** The entry for exactly these folded words, if any. */
export function entryFor(phrase: string): Entry | undefined {
  return table.get(phrase)?.[0];
}

// --- Politeness and framing: the shared grammar skips these at the start ---------------------------
add('polite', 'please', ['per favore', 'per piacere', 'per cortesia', 'ti prego', 'cortesemente', 'gentilmente', 'se puoi', 'se possibile']);
add('polite', 'can you', ['puoi', 'potresti', 'puo', 'potrebbe', 'riesci a', 'riusciresti a', 'mi puoi', 'mi potresti', 'me lo puoi', 'vuoi', 'ti dispiace']);
add('polite', 'i want', ['voglio', 'vorrei', 'ho bisogno di', 'mi serve', 'desidero', 'vorrei che']);
add('polite', 'hey', ['ehi', 'hey', 'ehila', 'senti', 'scusa', 'allora', 'dai', 'ecco', 'ora', 'adesso', 'subito', 'ok', 'okay', 'bene']);
add('polite', 'home assistant', ['home assistant', 'assistente']);
add('polite', '', ['mi', 'ti', 'ci', 'pure', 'un po']);

// --- Small talk and confirmations ----------------------------------------------------------------
add('polite', 'hello', ['ciao', 'salve', 'buongiorno', 'buon giorno', 'buonasera', 'buona sera', 'buon pomeriggio']);
add('word', 'good night', ['buonanotte', 'buona notte']);
add('word', 'thanks', ['grazie', 'grazie mille', 'ti ringrazio', 'molte grazie']);
add('word', 'bye', ['arrivederci', 'a dopo', 'a presto', 'addio', 'ci vediamo']);
add('word', 'yes', ['si', 'certo', 'certamente', 'esatto', 'va bene', "d'accordo", 'daccordo', 'perfetto', 'ottimo', 'volentieri']);
add('word', 'no', ['no', 'nessuno dei due']);
add('word', 'continue', ['continua', 'prosegui', 'vai avanti', 'avanti', 'procedi', 'vai', 'vai pure', 'continua pure']);
add('word', 'do the rest', [
  'fai il resto',
  'fai anche gli altri',
  'anche gli altri',
  'gli altri',
  'le altre',
  'il resto',
  'anche il resto',
  'tutti gli altri',
  'tutte le altre',
]);
add('word', 'do it', ['fallo', 'falla', 'fallo pure', 'fai pure']);
add('word', 'again', ['ancora', 'di nuovo', 'nuovamente', 'ancora una volta']);

// --- What can you see / control? ----------------------------------------------------------------
add('word', 'what can you see', [
  'cosa puoi vedere',
  'che cosa puoi vedere',
  'cosa vedi',
  'che cosa vedi',
  'cosa riesci a vedere',
  'che cosa riesci a vedere',
  'cosa conosci',
  'che cosa conosci',
]);
add('word', 'what can you control', [
  'cosa puoi controllare',
  'che cosa puoi controllare',
  'cosa puoi comandare',
  'cosa puoi gestire',
  'cosa puoi accendere',
  'cosa puoi spegnere',
  'cosa controlli',
  'che cosa controlli',
  'cosa riesci a controllare',
]);
add('word', 'what can you do', ['cosa sai fare', 'che cosa sai fare', 'cosa puoi fare', 'che cosa puoi fare', 'come mi puoi aiutare', 'in cosa puoi aiutarmi']);
add('word', 'help', ['aiuto', 'aiutami']);
add('word', 'see', ['vedere', 'conoscere', 'leggere']);
add('word', 'can you see', ['vedi', 'conosci', 'riesci a vedere', 'leggi']);
add('word', 'control', ['controllare', 'comandare', 'gestire', 'usare', 'utilizzare']);
add('word', 'can you control', ['controlli', 'comandi', 'gestisci', 'usi']);
add('word', 'leave', ['lascia', 'lasciare', 'lasciate', 'tieni', 'tenere', 'mantieni']);
add('word', 'list', ['elenca', 'elencami', 'dimmi tutti', 'dimmi tutte']);
add('lead', 'show me', ['mostrami', 'fammi vedere', 'mostra']);
add('lead', 'tell me', ['dimmi', 'sai dirmi', 'mi sai dire', 'puoi dirmi', 'mi dici', 'mi puoi dire']);

// --- Question openers ---------------------------------------------------------------------------
add('lead', 'what is', ['qual e', 'qual e', "cos'e", 'cosa e', 'che cosa e', 'quale e', "quant'e", 'quanto e', 'quanto vale', 'quanto segna', 'a quanto e']);
add('lead', 'what are', ['quali sono', 'cosa sono']);
add('lead', 'which', ['quale', 'quali', 'qual']);
add('lead', 'how many', ['quanti', 'quante', 'quanti sono', 'quante sono']);
add('lead', 'how much', ['quanto', 'quanta']);
add('lead', 'who', ['chi', 'chi e', 'chi sono']);
add('lead', 'where is', ['dove', "dov'e", 'dove e', 'dove si trova', 'dove sta', 'dove posso trovare', 'dove trovo', 'dove sono', 'dove si trovano']);
add('lead', 'how is', ['come', "com'e", 'come e', 'come sta', 'come stanno', 'come sono']);
add('lead', 'what', ['cosa', 'che cosa', 'che']);
add('lead', 'is there', ["c'e", 'ce', "c'e qualche", 'esiste']);
add('lead', 'are there', ['ci sono', 'ci sono delle', 'ci sono dei', 'ci sono degli', 'vi sono']);
add('lead', 'is anyone', ["c'e qualcuno", 'ce qualcuno', "c'e nessuno", 'qualcuno e', 'e qualcuno']);
add('lead', 'is everyone', ['sono tutti', 'tutti sono', 'ci sono tutti']);
add('lead', 'are all', ['sono tutte', 'sono tutti i', 'sono tutte le']);
add('lead', 'when', ['quando']);
add('lead', 'how many times', ['quante volte']);
add('lead', 'history of', [
  'storico',
  'lo storico',
  'cronologia',
  'la cronologia',
  'cosa e successo',
  'che cosa e successo',
  'cosa e successo a',
  'cosa e successo con',
]);
add('lead', 'how hot is it', ['quanto fa caldo', 'fa caldo', 'che caldo fa']);
add('lead', 'how cold is it', ['quanto fa freddo', 'fa freddo', 'che freddo fa']);
add('lead', 'what temperature is it', ['che temperatura c e', 'che temperatura fa', 'che temperatura ce', 'quanti gradi ci sono', 'quanti gradi fa']);
add('lead', 'do you know', [
  'sai',
  'sai se',
  'sapresti dirmi',
  'sapresti dirmi se',
  'mi sai dire se',
  'dimmi se',
  'controlla se',
  'verifica se',
  'puoi controllare se',
  'vorrei sapere',
  'vorrei sapere se',
  'voglio sapere',
  'voglio sapere se',
]);

// --- The verb "to be": its place decides whether a request is a question ------------------------
add('is', 'is', ['e', 'sta', 'risulta', 'resta', 'rimane']);
add('is', 'are', ['sono', 'stanno', 'risultano', 'restano', 'rimangono']);
add('is', 'was', ['era', 'e stato', 'e stata', 'fu']);
add('is', 'were', ['erano', 'sono stati', 'sono state']);
add('is', 'has', ['ha', 'hanno']);

// --- Commands the app does not carry out (declined accurately) ----------------------------------
add('word', 'open', ['apri', 'aprire', 'apra', 'aprite', 'aprimi', 'aprila', 'aprilo', 'aprile', 'aprili']);
add('word', 'close', ['chiudi', 'chiudere', 'chiuda', 'chiudete', 'chiudila', 'chiudilo', 'chiudile', 'chiudili']);
add('word', 'raise', ['alza', 'alzare', 'alzi', 'solleva', 'tira su', 'sollevare']);
add('word', 'lower', ['abbassa', 'abbassare', 'abbassi', 'cala', 'tira giu', 'calare']);
add('word', 'lock', ['blocca', 'bloccare', 'chiudi a chiave', 'chiudere a chiave', 'serra', 'sprangare']);
add('word', 'unlock', ['sblocca', 'sbloccare', 'apri la serratura', 'disserra']);
add('word', 'dim', ['attenua', 'attenuare', 'abbassa la luminosita', 'oscura', 'smorza']);
add('word', 'brighten', ['schiarisci', 'aumenta la luminosita', 'ravviva']);
add('word', 'set', [
  'metti',
  'mettere',
  'imposta',
  'impostare',
  'regola',
  'regolare',
  'metti a',
  'porta a',
  'cambia',
  'cambiare',
  'modifica',
  'aumenta',
  'aumentare',
  'diminuisci',
  'diminuire',
  'riduci',
  'ridurre',
  'alza a',
  'abbassa a',
]);
add('word', 'play', ['riproduci', 'suona', 'metti la musica', 'fai partire', 'manda']);
add('word', 'pause', ['pausa', 'metti in pausa', 'sospendi']);
add('word', 'resume', ['riprendi', 'riprendere', 'continua la riproduzione']);
add('word', 'skip', [
  'salta',
  'passa alla prossima',
  'prossima canzone',
  'prossimo brano',
  'brano successivo',
  'canzone successiva',
  'traccia successiva',
  'precedente',
  'torna indietro',
]);
add('word', 'mute', ['muto', 'silenzia', 'togli l audio', 'metti in muto']);
add('word', 'run', ['esegui', 'eseguire', 'lancia', 'lanciare', 'avvia', 'avviare', 'fai partire', 'parti', 'manda in esecuzione']);
add('word', 'stop', ['ferma', 'fermare', 'interrompi', 'arresta', 'annulla', 'cancella']);
add('word', 'clean', ['pulisci', 'pulire', 'aspira', 'aspirare', 'lava']);
add('word', 'dock', ['torna alla base', 'rimanda alla base', 'manda alla base', 'alla base']);
add('word', 'heat', ['riscalda', 'scalda', 'riscaldare']);
add('word', 'cool', ['raffredda', 'rinfresca', 'raffreddare']);
add('word', 'arm', ['arma', 'inserisci l allarme', 'attiva l allarme']);
add('word', 'disarm', ['disarma', 'disinserisci l allarme', 'disattiva l allarme']);
add('word', 'activate', ['passa alla', 'passa al', 'imposta la scena']);

// --- What a command asks beyond on/off ----------------------------------------------------------
add('word', 'brightness', ['luminosita', 'intensita']);
add('word', 'brighter', ['piu luminosa', 'piu luminoso', 'piu luminose', 'piu luminosi', 'piu forte', 'piu chiara', 'piu chiaro', 'al massimo']);
add('word', 'dimmer', ['piu bassa', 'piu basso', 'piu scura', 'piu scuro', 'piu debole', 'al minimo', 'soffusa', 'soffuse']);
add('word', 'half', ['a meta', 'meta', 'a mezza']);
add('word', 'percent', ['percento', 'per cento']);
add('word', 'colour', ['colore', 'colori', 'tinta']);
add('word', 'set colour', ['colora', 'colorare', 'colorala', 'colora di', 'cambia colore', 'cambia il colore']);
add('word', 'red', ['rosso', 'rossa', 'rossi', 'rosse']);
add('word', 'green', ['verde', 'verdi']);
add('word', 'blue', ['blu', 'azzurro', 'azzurra', 'celeste']);
add('word', 'yellow', ['giallo', 'gialla', 'gialli', 'gialle']);
add('word', 'orange', ['arancione', 'arancio', 'arancioni']);
add('word', 'purple', ['viola', 'lilla']);
add('word', 'pink', ['rosa']);
add('word', 'white', ['bianco', 'bianca', 'bianchi', 'bianche']);
add('word', 'warm white', ['bianco caldo', 'luce calda']);
add('word', 'cool white', ['bianco freddo', 'luce fredda']);
add('word', 'degrees', ['gradi', 'grado', 'celsius']);
add('word', 'warmer', ['piu caldo', 'piu calda', 'piu caldi']);
add('word', 'cooler', ['piu fresco', 'piu fresca', 'piu freddo', 'piu fredda']);
add('word', 'minutes', ['minuti', 'minuto', 'secondi', 'secondo']);
add('word', 'hours', ['ore', 'ora e mezza', 'mezzora', "mezz'ora"]);
add('word', 'tomorrow', ['domani', 'dopodomani']);
add('word', 'tonight', ['stasera', 'stanotte', 'questa sera', 'questa notte']);
add('word', 'later', ['piu tardi', 'dopo', 'fra poco', 'tra poco']);
add('word', 'until', ['fino a', 'fino alle', 'finche']);
add('word', 'timer', ['timer', 'sveglia', 'promemoria', 'programma', 'programmazione', 'pianifica']);
add('word', 'every day', ['ogni giorno', 'tutti i giorni', 'ogni mattina', 'ogni sera', 'ogni notte']);
add('word', 'sunset', ['tramonto', 'al tramonto']);
add('word', 'sunrise', ['alba', "all'alba"]);
add('word', 'volume', ['volume']);
add('word', 'turn up the volume', ['alza il volume', 'aumenta il volume', 'alza la musica']);
add('word', 'turn down the volume', ['abbassa il volume', 'diminuisci il volume', 'abbassa la musica']);
add('word', 'louder', ['piu alto', 'piu forte il volume']);
add('word', 'music', ['musica', 'canzone', 'brano', 'playlist', 'radio', 'canale']);

// --- Kinds of device --------------------------------------------------------------------------
add('noun', 'light', ['luce', 'illuminazione', 'lampadario', 'lume', 'plafoniera']);
add('noun', 'lights', ['luci', 'lampadari', 'plafoniere', 'lumi']);
add('noun', 'switch', ['interruttore', 'presa', 'spina', 'presa elettrica', 'presa smart']);
add('noun', 'switches', ['interruttori', 'prese', 'spine', 'prese elettriche']);
add('noun', 'fan', ['ventilatore', 'ventola', 'ventilazione', 'pala']);
add('noun', 'fans', ['ventilatori', 'ventole']);
add('noun', 'sensor', ['sensore', 'rilevatore']);
add('noun', 'sensors', ['sensori', 'rilevatori']);
add('noun', 'device', ['dispositivo', 'apparecchio', 'elettrodomestico', 'cosa', 'aggeggio']);
add('noun', 'devices', ['dispositivi', 'apparecchi', 'elettrodomestici', 'cose']);
add('noun', 'thermostat', ['termostato', 'termostati', 'climatizzatore', 'condizionatore', 'aria condizionata', 'clima']);
add('noun', 'heating', ['riscaldamento', 'termosifone', 'termosifoni', 'calorifero', 'caloriferi', 'stufa']);
add('noun', 'lock', ['serratura', 'lucchetto', 'chiavistello']);
add('noun', 'locks', ['serrature', 'lucchetti']);
add('noun', 'door', ['porta', 'portone', 'portoncino', 'uscio']);
add('noun', 'doors', ['porte', 'portoni']);
add('noun', 'garage door', ['porta del garage', 'porta garage', 'basculante', 'serranda del garage', 'portone del garage']);
add('noun', 'window', ['finestra', 'finestrino', 'vetrata']);
add('noun', 'windows', ['finestre', 'vetrate']);
add('noun', 'shutter', ['tapparella', 'persiana', 'avvolgibile', 'serranda', 'scuro']);
add('noun', 'shutters', ['tapparelle', 'persiane', 'avvolgibili', 'serrande', 'scuri']);
add('noun', 'curtain', ['tenda', 'tendina']);
add('noun', 'curtains', ['tende', 'tendine']);
add('noun', 'blind', ['veneziana', 'frangisole']);
add('noun', 'blinds', ['veneziane']);
add('noun', 'cover', ['copertura', 'oscurante', 'cancello', 'tendone', 'tenda da sole']);
add('noun', 'valve', ['valvola', 'rubinetto', 'saracinesca']);
add('noun', 'valves', ['valvole', 'rubinetti']);
add('noun', 'scene', ['scena', 'scenario', 'scene']);
add('noun', 'script', ['script', 'routine', 'automazione']);
add('noun', 'vacuum', ['aspirapolvere', 'robot aspirapolvere', 'robot']);
add('noun', 'tv', ['tv', 'televisore', 'televisione', 'tele']);
add('noun', 'speaker', ['altoparlante', 'cassa', 'casse', 'diffusore', 'stereo']);
add('noun', 'person', ['persona']);
add('noun', 'people', ['persone', 'gente']);
add('noun', 'battery', ['batteria', 'batterie', 'pila', 'pile']);
add('noun', 'temperature', ['temperatura', 'temperature']);
add('noun', 'humidity', ['umidita']);
add('noun', 'motion', ['movimento', 'movimenti']);
add('noun', 'presence', ['presenza']);
add('noun', 'occupancy', ['occupazione']);
add('noun', 'smoke', ['fumo', 'incendio']);
add('noun', 'gas', ['gas']);
add('noun', 'leak', ['perdita', "perdita d'acqua", 'allagamento', 'acqua']);
add('noun', 'energy', ['energia', 'consumo', 'consumi', 'consumo energetico']);
add('noun', 'power', ['potenza', 'assorbimento']);
add('noun', 'pressure', ['pressione']);
add('noun', 'voltage', ['tensione', 'voltaggio']);
add('noun', 'illuminance', ['illuminamento', 'luminosita ambiente']);
add('noun', 'carbon monoxide', ['monossido', 'monossido di carbonio']);
add('noun', 'carbon dioxide', ['anidride carbonica', 'co2']);
add('noun', 'air quality', ["qualita dell'aria", 'qualita aria']);
add('noun', 'noise', ['rumore', 'suono']);

// --- Grammar inside a target phrase -------------------------------------------------------------
add('article', 'the', ['il', 'lo', 'la', 'i', 'gli', 'le', "l'"]);
add('article', 'a', ['un', 'uno', 'una', "un'"]);
add('word', 'of the', ['del', 'dello', 'della', 'dei', 'degli', 'delle', "dell'", 'di', "d'"]);
add('word', 'in the', [
  'nel',
  'nello',
  'nella',
  'nei',
  'negli',
  'nelle',
  "nell'",
  'al',
  'allo',
  'alla',
  'ai',
  'agli',
  'alle',
  "all'",
  'sul',
  'sullo',
  'sulla',
  'sui',
  'sugli',
  'sulle',
  "sull'",
  'dentro',
  'dentro il',
  'dentro la',
]);
add('word', 'in', ['in', 'a', 'su']);
add('word', 'from the', ['dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', "dall'", 'da']);
add('word', 'with', ['con', 'col', 'coi']);
add('word', 'for', ['per']);
add('word', 'and', ['ed', 'e anche', 'e pure', 'nonche', 'piu']);
add('word', 'also', ['anche', 'pure']);
add('word', 'then', ['poi', 'e poi', 'quindi', 'dopodiche']);
add('word', 'or', ['o', 'oppure']);
add('word', 'not', ['non']);
add('word', 'my', ['mio', 'mia', 'miei', 'mie']);
add('word', 'our', ['nostro', 'nostra', 'nostri', 'nostre']);
add('word', 'your', ['tuo', 'tua', 'tuoi', 'tue']);
add('word', 'all', ['tutto', 'tutta', 'tutti', 'tutte', "tutt'"]);
add('word', 'every', ['ogni', 'ciascun', 'ciascuno', 'ciascuna', 'qualsiasi', 'qualunque']);
add('word', 'both', ['entrambi', 'entrambe', 'ambedue', 'tutti e due', 'tutte e due']);
add('word', 'any', ['qualche', 'alcuni', 'alcune', 'alcun', 'alcuna', 'nessun', 'nessuna']);
add('word', 'anyone', ['qualcuno', 'nessuno']);
add('word', 'anything', ['qualcosa', 'niente', 'nulla']);
add('word', 'everyone', ['tutti quanti', 'ognuno']);
add('word', 'everywhere', [
  'ovunque',
  'dappertutto',
  'dovunque',
  'in tutta la casa',
  'in tutta casa',
  'per tutta la casa',
  'in ogni stanza',
  'in tutte le stanze',
  'in tutti i locali',
  'in tutto l appartamento',
  "in tutto l'appartamento",
  'in casa',
  'della casa',
  'di casa',
]);
add('word', 'the whole house', ['tutta la casa', "tutto l'appartamento", 'la casa intera', 'casa intera']);
add('word', 'house', ['casa', 'appartamento', 'abitazione']);
add('word', 'every room', ['ogni stanza', 'tutte le stanze', 'ogni locale', 'tutti i locali', 'ogni camera', 'tutte le camere']);
add('word', 'room', ['stanza', 'locale', 'vano']);
add('word', 'here', [
  'qui',
  'qua',
  'qui dentro',
  'qua dentro',
  'in questa stanza',
  'questa stanza',
  'in questo locale',
  'questo locale',
  'di questa stanza',
  'della stanza',
  'in stanza',
  'da me',
  'dove sono io',
  'nella stanza',
]);
add('word', 'this', ['questo', 'questa', 'questi', 'queste', "quest'"]);
add('word', 'that', ['quello', 'quella', 'quelli', 'quelle', "quell'", 'quel']);
add('word', 'it', ['esso', 'essa']);
add('word', 'them', ['essi', 'esse', 'loro']);
add('word', 'now', ['adesso', 'ora', 'subito', 'immediatamente', 'in questo momento', 'al momento', 'attualmente', 'ancora']);
add('word', 'state', ['stato', 'lo stato', 'la situazione', 'condizione']);
add('word', 'the state of', [
  'lo stato di',
  'lo stato del',
  'lo stato della',
  "lo stato dell'",
  'lo stato dello',
  'lo stato dei',
  'lo stato delle',
  'lo stato degli',
]);
add('word', 'value', ['valore', 'lettura', 'livello', 'misura']);
add('word', 'at home', ['a casa']);
add('word', 'away', ['fuori casa', 'fuori', 'via', 'assente', 'assenti', 'lontano']);
add('word', 'upstairs', ['di sopra', 'al piano di sopra', 'piano di sopra', 'al piano superiore']);
add('word', 'downstairs', ['di sotto', 'al piano di sotto', 'piano di sotto', 'al piano inferiore']);
add('word', 'turned', ['stata', 'stati', 'state']);
add('word', '', ['proprio', 'davvero', 'veramente', 'attualmente', 'per caso', 'forse', 'oppure no', 'o no', 'vero', 'invece']);

// --- History ------------------------------------------------------------------------------------
add('word', 'last time', ["l'ultima volta", 'ultima volta', 'per ultimo', 'per ultima', "l'ultima", 'ultimamente']);
add('word', 'today', [
  'oggi',
  'in giornata',
  'nelle ultime 24 ore',
  'nelle ultime ventiquattro ore',
  'stamattina',
  'stamani',
  'questa mattina',
  'oggi pomeriggio',
]);
add('word', 'in the last hour', ["nell'ultima ora", "nell'ultima mezz'ora", 'in questa ora', 'negli ultimi 60 minuti']);
add('word', 'this week', [
  'questa settimana',
  "nell'ultima settimana",
  'negli ultimi 7 giorni',
  'negli ultimi sette giorni',
  'negli ultimi giorni',
  'ieri',
  'di recente',
  'recentemente',
  'la settimana scorsa',
]);
add('word', 'changed', [
  'cambiato',
  'cambiata',
  'cambiati',
  'cambiate',
  'cambia stato',
  'cambiato stato',
  'modificato',
  'usato',
  'usata',
  'utilizzato',
  'utilizzata',
  'successo',
]);
add('word', 'detected', ['rilevato', 'rilevata', 'scattato', 'scattata', 'attivato', 'attivata', 'sentito']);
add('word', 'opened', ['aperto', 'aperta', 'aperti', 'aperte', 'aperto la', 'si e aperta', 'si e aperto']);
add('word', 'closed', ['chiuso', 'chiusa', 'chiusi', 'chiuse']);

// --- States ---------------------------------------------------------------------------------------
// Words that name a state; states.ts picks the canonical word that fits the target's kind.
const STATE_WORDS: Array<[StateKey, string[]]> = [
  ['on', ['acceso', 'accesa', 'accesi', 'accese', 'attivo', 'attiva', 'attivi', 'attive', 'in funzione', 'funzionante', 'abilitato', 'abilitata', 'on']],
  [
    'off',
    [
      'spento',
      'spenta',
      'spenti',
      'spente',
      'inattivo',
      'inattiva',
      'disattivo',
      'disattiva',
      'disattivato',
      'disattivata',
      'disabilitato',
      'disabilitata',
      'off',
    ],
  ],
  ['open', ['aperto', 'aperta', 'aperti', 'aperte', 'socchiuso', 'socchiusa', 'spalancato', 'spalancata']],
  ['closed', ['chiuso', 'chiusa', 'chiusi', 'chiuse', 'serrato', 'serrata']],
  ['locked', ['bloccato', 'bloccata', 'bloccati', 'bloccate', 'chiuso a chiave', 'chiusa a chiave', 'chiuse a chiave', 'chiusi a chiave', 'sicuro', 'sicura']],
  ['unlocked', ['sbloccato', 'sbloccata', 'sbloccati', 'sbloccate', 'non bloccato', 'non bloccata', 'non chiuso a chiave', 'non chiusa a chiave']],
  ['occupied', ['occupato', 'occupata', 'occupati', 'occupate']],
  ['free', ['libero', 'libera', 'liberi', 'libere', 'vuoto', 'vuota']],
  ['home', ['presente', 'presenti', 'in casa', 'a casa']],
  ['away', ['assente', 'assenti', 'fuori casa', 'fuori', 'via']],
  ['detected', ['rilevato', 'rilevata', 'rilevati', 'in allarme', 'scattato', 'scattata']],
  ['clear', ['nessun rilevamento', 'tranquillo', 'a riposo']],
  ['wet', ['bagnato', 'bagnata', 'allagato', 'allagata']],
  ['dry', ['asciutto', 'asciutta']],
  ['low', ['scarica', 'scarico', 'scariche', 'scarichi', 'bassa', 'basso']],
  ['charging', ['in carica', 'in ricarica']],
  ['connected', ['connesso', 'connessa', 'collegato', 'collegata', 'online', 'raggiungibile']],
  ['disconnected', ['disconnesso', 'disconnessa', 'scollegato', 'scollegata', 'offline', 'irraggiungibile']],
];
const STATE_OF = new Map<string, StateKey>();
for (const [key, phrases] of STATE_WORDS) {
  for (const p of phrases) {
    STATE_OF.set(p, key);
    LONGEST = Math.max(LONGEST, p.split(' ').length);
  }
}

/** The state a phrase names, if it is a state word. */
export function stateOf(phrase: string): StateKey | undefined {
  return STATE_OF.get(phrase);
}

/** Kind nouns that households also use as words of their names ("Lampada Comodino"): kept when a name has them. */
export const NAME_KIND_WORDS = new Set([
  'lampada',
  'lampadina',
  'faretto',
  'abatjour',
  'piantana',
  'striscia',
  'presa',
  'spina',
  'lampadario',
  'plafoniera',
  'applique',
]);
add('noun', 'light', ['lampada', 'lampadina', 'faretto', 'abatjour', 'abat jour', 'piantana', 'striscia led', 'led', 'applique']);
add('noun', 'lights', ['lampade', 'lampadine', 'faretti', 'piantane', 'strisce led', 'strisce']);

/** Every folded word of the table, so the pack can tell grammar from the household's words. */
export function grammarWords(): Set<string> {
  const out = new Set<string>();
  for (const key of [...table.keys(), ...STATE_OF.keys()]) for (const w of key.split(' ')) out.add(w);
  return out;
}
