/**
 * German (`de`): spoken by sentence data (`sentences/data/de/`, docs/architecture.md §6.2b).
 */
import { dataPack } from '../../sentences/pack.js';
import { deSentences, deWords } from '../../sentences/data/index.js';
import { grammar } from './grammar.js';

export const de = dataPack('de', deWords, deSentences, { grammar: () => grammar });
