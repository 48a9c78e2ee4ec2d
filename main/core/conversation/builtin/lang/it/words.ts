/**
 * The canonical (English) words of a target phrase said back in Italian, for the TypeScript pack
 * still registered (index.ts) until the sentence data (hooks.ts, sentences/data/it/) meets the
 * evaluation's bar; every other reply form is the data pack's grammar (hooks.ts).
 */
/** Canonical words a target phrase may carry back (the pack wrote them), as Italian. */
const PHRASE_WORDS: Record<string, string> = {
  light: 'luce',
  lights: 'luci',
  switch: 'interruttore',
  switches: 'interruttori',
  fan: 'ventilatore',
  fans: 'ventilatori',
  sensor: 'sensore',
  sensors: 'sensori',
  device: 'dispositivo',
  devices: 'dispositivi',
  door: 'porta',
  doors: 'porte',
  window: 'finestra',
  windows: 'finestre',
  lock: 'serratura',
  locks: 'serrature',
  the: '',
  a: '',
  of: 'di',
  in: 'in',
  at: 'a',
  here: 'qui',
  all: 'tutti',
  every: 'ogni',
  and: 'e',
  room: 'stanza',
  this: 'questo',
  temperature: 'temperatura',
  humidity: 'umidità',
  everywhere: 'ovunque',
  upstairs: 'di sopra',
  downstairs: 'di sotto',
  it: 'esso',
  them: 'essi',
  thermostat: 'termostato',
  curtain: 'tenda',
  curtains: 'tende',
  shutter: 'tapparella',
  shutters: 'tapparelle',
  valve: 'valvola',
  valves: 'valvole',
  scene: 'scena',
  tv: 'TV',
  person: 'persona',
  people: 'persone',
  battery: 'batteria',
  motion: 'movimento',
  house: 'casa',
  whole: 'tutta',
  for: 'per',
  with: 'con',
  from: 'da',
  my: 'mio',
  our: 'nostro',
};

/** The household's words for a target as the grammar kept them, said back in Italian. */
export function phraseBack(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) => (w in PHRASE_WORDS ? PHRASE_WORDS[w]! : /^[a-z]+s$/.test(w) && w.length > 4 ? w.slice(0, -1).replace(/a$/, 'e').replace(/o$/, 'i') : w))
    .filter(Boolean)
    .join(' ');
}
