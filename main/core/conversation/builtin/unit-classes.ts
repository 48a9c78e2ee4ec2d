/**
 * A sensor's device class told by its unit when Home Assistant gave it none (the vocabulary index,
 * vocabulary-index.ts): "21.5 °C" is a temperature, "230 V" a voltage. Units are symbols, no
 * language's words.
 */
export const UNIT_CLASSES: Readonly<Record<string, string>> = {
  '°c': 'temperature',
  '°f': 'temperature',
  k: 'temperature',
  w: 'power',
  kw: 'power',
  wh: 'energy',
  kwh: 'energy',
  mwh: 'energy',
  lx: 'illuminance',
  lux: 'illuminance',
  hpa: 'atmospheric_pressure',
  mbar: 'atmospheric_pressure',
  v: 'voltage',
  a: 'current',
  hz: 'frequency',
  db: 'sound_pressure',
  dbm: 'signal_strength',
};
