/**
 * The languages spoken by sentence data alone: each is its `words.json` and `sentences.json`
 * (docs/architecture.md, "How to add a language"), made into a pack by one line here; a language
 * with a hook file (`lang/<code>/index.ts`) passes its hooks.
 */
import { hooks as enHooks } from '../../lang/en/index.js';
import { hooks as esHooks } from '../../lang/es/hooks.js';
import { hooks as itHooks } from '../../lang/it/hooks.js';
import { dataPack } from '../pack.js';
import enSentences from './en/sentences.json' with { type: 'json' };
import enWords from './en/words.json' with { type: 'json' };
import deSentences from './de/sentences.json' with { type: 'json' };
import deWords from './de/words.json' with { type: 'json' };
import esSentences from './es/sentences.json' with { type: 'json' };
import esWords from './es/words.json' with { type: 'json' };
import itSentences from './it/sentences.json' with { type: 'json' };
import itWords from './it/words.json' with { type: 'json' };
import nlSentences from './nl/sentences.json' with { type: 'json' };
import nlWords from './nl/words.json' with { type: 'json' };
import plSentences from './pl/sentences.json' with { type: 'json' };
import plWords from './pl/words.json' with { type: 'json' };
import ptSentences from './pt/sentences.json' with { type: 'json' };
import ptWords from './pt/words.json' with { type: 'json' };

/** English: the reply grammar (articles by the shape of a name) is its hook file's, lang/en/index.ts. */
export const enData = dataPack('en', enWords, enSentences, enHooks);
export const pt = dataPack('pt', ptWords, ptSentences);
export const pl = dataPack('pl', plWords, plSentences);
/** Spanish: the reply grammar (Romance agreement over a name's head word) is its hook file's, lang/es/hooks.ts. */
export const es = dataPack('es', esWords, esSentences, esHooks);
/** Italian as data: not registered until it meets the intents evaluation's bar (lang/index.ts keeps the TypeScript pack). */
export const itData = dataPack('it', itWords, itSentences, itHooks);

/** Dutch: the grammar of its replies (de/het, plurals) is its hook file's, lang/nl/index.ts. */
export { nlSentences, nlWords };

/** German: the grammar of its replies (articles by gender and case) is its hook file's, lang/de/index.ts. */
export { deSentences, deWords };
