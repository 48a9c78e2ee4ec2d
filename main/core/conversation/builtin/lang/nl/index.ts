/** Dutch (`nl`): spoken by sentence data (sentences/data/nl/). */
import { dataPack } from '../../sentences/pack.js';
import { nlSentences, nlWords } from '../../sentences/data/index.js';

export const nl = dataPack('nl', nlWords, nlSentences);
