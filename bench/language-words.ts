/**
 * Names and requests per language for the built-in engine's per-language bench rows, in our own
 * words (not Home Assistant's sentences): rooms, places and kinds of device to build household
 * names from, and request shapes that use them — commands, questions, history, a refused dimming,
 * "what can you see?" and typos. English reuses intent-engine.bench.ts's own generator.
 */
import type { Language } from '../common/languages.js';
import type { VocabularyEntry } from '../main/core/conversation/conversation-engine.js';

interface Kind {
  domain: string;
  noun: string;
  device_class: string | null;
  unit: string | null;
}

interface Words {
  areas: string[];
  places: string[];
  kinds: Kind[];
  /** How the language puts a room, a place and a kind into one name. */
  name: (area: string, place: string, noun: string) => string;
  requests: Array<(name: string, area: string) => string>;
}

const k = (domain: string, noun: string, device_class: string | null = null, unit: string | null = null): Kind => ({ domain, noun, device_class, unit });
const lower = (s: string): string => s.toLowerCase();

export const WORDS: Partial<Record<Language, Words>> = {
  de: {
    areas: ['Küche', 'Wohnzimmer', 'Schlafzimmer', 'Gästezimmer', 'Büro', 'Flur', 'Badezimmer', 'Garage', 'Garten', 'Dachboden', 'Keller', 'Esszimmer'],
    places: ['Decken', 'Schreibtisch', 'Boden', 'Wand', 'Eck', 'Fenster', 'Tür', 'Bett', 'Spiegel', 'Schrank', 'Lese', 'Nacht'],
    kinds: [
      k('light', 'licht'),
      k('light', 'lampe'),
      k('switch', 'steckdose'),
      k('switch', 'heizung'),
      k('sensor', 'temperatur', 'temperature', '°C'),
      k('binary_sensor', 'türkontakt', 'door'),
    ],
    name: (area, place, noun) => `${area} ${place}${noun}`,
    requests: [
      (n) => `schalte ${n} aus`,
      (n) => `mach bitte ${n} an`,
      (n) => `ist ${n} an?`,
      (_, a) => `wie warm ist es im ${a}?`,
      (_, a) => `schalte die Lichter im ${a} aus`,
      (n) => `wann wurde ${n} zuletzt geschaltet?`,
      () => 'was kannst du sehen?',
      (_, a) => `dimme das Licht im ${a}`,
      (n) => `schalte ${n.replace(/e/, 'ee')} ein`,
    ],
  },
  nl: {
    areas: ['Keuken', 'Woonkamer', 'Slaapkamer', 'Logeerkamer', 'Kantoor', 'Gang', 'Badkamer', 'Garage', 'Tuin', 'Zolder', 'Kelder', 'Eetkamer'],
    places: ['plafond', 'bureau', 'vloer', 'wand', 'hoek', 'raam', 'deur', 'bed', 'spiegel', 'kast', 'lees', 'nacht'],
    kinds: [
      k('light', 'lamp'),
      k('light', 'licht'),
      k('switch', 'stekker'),
      k('switch', 'kachel'),
      k('sensor', 'temperatuur', 'temperature', '°C'),
      k('binary_sensor', 'deurcontact', 'door'),
    ],
    name: (area, place, noun) => `${area} ${place}${noun}`,
    requests: [
      (n) => `zet ${n} uit`,
      (n) => `doe ${n} aan alsjeblieft`,
      (n) => `staat ${n} aan?`,
      (_, a) => `hoe warm is het in de ${lower(a)}?`,
      (_, a) => `doe de lampen in de ${lower(a)} uit`,
      (n) => `wanneer is ${n} voor het laatst veranderd?`,
      () => 'wat kun je zien?',
      (_, a) => `dim de lampen in de ${lower(a)}`,
      (n) => `zet ${n.replace(/a/, 'aa')} aan`,
    ],
  },
  es: {
    areas: ['Cocina', 'Salón', 'Dormitorio', 'Cuarto de invitados', 'Despacho', 'Pasillo', 'Baño', 'Garaje', 'Jardín', 'Desván', 'Sótano', 'Comedor'],
    places: ['techo', 'escritorio', 'suelo', 'pared', 'rincón', 'ventana', 'puerta', 'cama', 'espejo', 'armario', 'lectura', 'noche'],
    kinds: [
      k('light', 'Luz'),
      k('light', 'Lámpara'),
      k('switch', 'Enchufe'),
      k('switch', 'Calefactor'),
      k('sensor', 'Temperatura', 'temperature', '°C'),
      k('binary_sensor', 'Sensor de puerta', 'door'),
    ],
    name: (area, place, noun) => `${noun} ${place} ${area}`,
    requests: [
      (n) => `apaga ${lower(n)}`,
      (n) => `enciende ${lower(n)} por favor`,
      (n) => `¿está encendida la ${lower(n)}?`,
      (_, a) => `¿qué temperatura hace en el ${lower(a)}?`,
      (_, a) => `apaga las luces del ${lower(a)}`,
      (n) => `¿cuándo cambió ${lower(n)} por última vez?`,
      () => '¿qué puedes ver?',
      (_, a) => `baja la intensidad de las luces del ${lower(a)}`,
      (n) => `enciende ${lower(n).replace(/a/, 'aa')}`,
    ],
  },
  fr: {
    areas: ['Cuisine', 'Salon', 'Chambre', "Chambre d'amis", 'Bureau', 'Couloir', 'Salle de bain', 'Garage', 'Jardin', 'Grenier', 'Cave', 'Salle à manger'],
    places: ['plafond', 'bureau', 'sol', 'mur', 'coin', 'fenêtre', 'porte', 'lit', 'miroir', 'placard', 'lecture', 'nuit'],
    kinds: [
      k('light', 'Lumière'),
      k('light', 'Lampe'),
      k('switch', 'Prise'),
      k('switch', 'Radiateur'),
      k('sensor', 'Température', 'temperature', '°C'),
      k('binary_sensor', 'Contact de porte', 'door'),
    ],
    name: (area, place, noun) => `${noun} ${place} ${area}`,
    requests: [
      (n) => `éteins la ${lower(n)}`,
      (n) => `allume la ${lower(n)} s'il te plaît`,
      (n) => `est-ce que la ${lower(n)} est allumée ?`,
      (_, a) => `quelle température fait-il dans la ${lower(a)} ?`,
      (_, a) => `éteins les lumières de la ${lower(a)}`,
      (n) => `quand la ${lower(n)} a-t-elle changé pour la dernière fois ?`,
      () => 'que peux-tu voir ?',
      (_, a) => `baisse les lumières de la ${lower(a)}`,
      (n) => `allume la ${lower(n).replace(/e/, 'ee')}`,
    ],
  },
  it: {
    areas: [
      'Cucina',
      'Soggiorno',
      'Camera da letto',
      'Camera degli ospiti',
      'Studio',
      'Corridoio',
      'Bagno',
      'Garage',
      'Giardino',
      'Soffitta',
      'Cantina',
      'Sala da pranzo',
    ],
    places: ['soffitto', 'scrivania', 'pavimento', 'parete', 'angolo', 'finestra', 'porta', 'letto', 'specchio', 'armadio', 'lettura', 'notte'],
    kinds: [
      k('light', 'Luce'),
      k('light', 'Lampada'),
      k('switch', 'Presa'),
      k('switch', 'Stufa'),
      k('sensor', 'Temperatura', 'temperature', '°C'),
      k('binary_sensor', 'Sensore porta', 'door'),
    ],
    name: (area, place, noun) => `${noun} ${place} ${area}`,
    requests: [
      (n) => `spegni la ${lower(n)}`,
      (n) => `accendi la ${lower(n)} per favore`,
      (n) => `la ${lower(n)} è accesa?`,
      (_, a) => `che temperatura c'è in ${lower(a)}?`,
      (_, a) => `spegni le luci in ${lower(a)}`,
      (n) => `quando è cambiata l'ultima volta la ${lower(n)}?`,
      () => 'cosa puoi vedere?',
      (_, a) => `abbassa le luci in ${lower(a)}`,
      (n) => `accendi la ${lower(n).replace(/a/, 'aa')}`,
    ],
  },
  // Spoken by sentence data (builtin/sentences/data/pt): contractions in names ("da", "do") included.
  pt: {
    areas: [
      'Cozinha',
      'Sala de Estar',
      'Quarto',
      'Quarto de Hóspedes',
      'Escritório',
      'Corredor',
      'Casa de Banho',
      'Garagem',
      'Jardim',
      'Sótão',
      'Cave',
      'Sala de Jantar',
    ],
    places: [
      'do teto',
      'da secretária',
      'do chão',
      'da parede',
      'do canto',
      'da janela',
      'da porta',
      'da cama',
      'do espelho',
      'do armário',
      'de leitura',
      'de presença',
    ],
    kinds: [
      k('light', 'Luz'),
      k('light', 'Candeeiro'),
      k('switch', 'Tomada'),
      k('switch', 'Aquecedor'),
      k('sensor', 'Temperatura', 'temperature', '°C'),
      k('binary_sensor', 'Sensor', 'door'),
    ],
    name: (area, place, noun) => `${noun} ${place} ${area}`,
    requests: [
      (n) => `desliga a ${lower(n)}`,
      (n) => `liga a ${lower(n)} por favor`,
      (n) => `a ${lower(n)} está ligada?`,
      (_, a) => `qual é a temperatura na ${lower(a)}?`,
      (_, a) => `desliga as luzes da ${lower(a)}`,
      (n) => `quando é que a ${lower(n)} mudou pela última vez?`,
      () => 'o que consegues ver?',
      (_, a) => `diminui o brilho das luzes da ${lower(a)}`,
      (n) => `liga a ${lower(n).replace(/a/, 'aa')}`,
    ],
  },
  // Spoken by sentence data (builtin/sentences/data/pl): areas said in the locative ("w kuchni").
  pl: {
    areas: ['Kuchnia', 'Salon', 'Sypialnia', 'Pokój gościnny', 'Gabinet', 'Korytarz', 'Łazienka', 'Garaż', 'Ogród', 'Strych', 'Piwnica', 'Jadalnia'],
    places: ['sufitowa', 'biurkowa', 'podłogowa', 'ścienna', 'narożna', 'okienna', 'drzwiowa', 'nocna', 'lustrzana', 'szafkowa', 'dolna', 'górna'],
    kinds: [
      k('light', 'Lampa'),
      k('light', 'Lampka'),
      k('switch', 'Listwa'),
      k('switch', 'Grzałka'),
      k('sensor', 'Temperatura', 'temperature', '°C'),
      k('binary_sensor', 'Kontaktron', 'door'),
    ],
    name: (area, place, noun) => `${noun} ${place} ${area}`,
    requests: [
      (n) => `wyłącz ${lower(n)}`,
      (n) => `włącz ${lower(n)} proszę`,
      (n) => `czy ${lower(n)} jest włączona?`,
      (_, a) => `jaka jest temperatura w ${a === 'Kuchnia' ? 'kuchni' : lower(a)}?`,
      (_, a) => `wyłącz światła w ${lower(a)}`,
      (n) => `kiedy ostatnio ${lower(n)} zmieniła się?`,
      () => 'co widzisz?',
      (_, a) => `przyciemnij światła w ${lower(a)}`,
      (n) => `włącz ${lower(n).replace(/a/, 'aa')}`,
    ],
  },
};

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** `size` household names in `words`' language, about half with an area (numbered once the combinations run out). */
export function vocabularyIn(words: Words, size: number, seed = 42): VocabularyEntry[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const seen = new Set<string>();
  const out: VocabularyEntry[] = [];
  for (let i = 0; out.length < size; i++) {
    const area = pick(words.areas);
    const kind = pick(words.kinds);
    const numbered = i >= words.areas.length * words.places.length ? ` ${1 + Math.floor(i / 97)}` : '';
    const name = `${words.name(area, pick(words.places), kind.noun)}${numbered}`;
    const entityId = `${kind.domain}.${slug(name)}`;
    if (seen.has(entityId)) continue;
    seen.add(entityId);
    const entry: VocabularyEntry = { entity_id: entityId, friendly_name: name, device_class: kind.device_class, unit_of_measurement: kind.unit };
    if (rnd() < 0.5) entry.area = area;
    out.push(entry);
  }
  return out;
}

/** `count` requests in `words`' language over the vocabulary, in a fixed mix. */
export function requestsIn(words: Words, vocabulary: readonly VocabularyEntry[], count: number, seed = 7): string[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  return Array.from({ length: count }, (_, i) => words.requests[i % words.requests.length]!(pick(vocabulary).friendly_name, pick(words.areas)));
}
