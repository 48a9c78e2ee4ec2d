import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { buildIndex, parse } from '../../../../main/core/conversation/builtin/index.js';
import { packFor } from '../../../../main/core/conversation/builtin/lang/index.js';
import { rephrase } from '../../../../main/core/conversation/builtin/rephrase.js';
import { homeFor, vocabularyOf } from './intents-eval.js';

it('scratch', () => {
  const file = process.env.SCRATCH_FILE;
  const vocab = file ? vocabularyOf(homeFor({}, parseYaml(readFileSync(file, 'utf8')))) : JSON.parse(process.env.SCRATCH_VOCAB ?? '[]');
  const index = buildIndex(vocab, process.env.SCRATCH_HERE ? { here: process.env.SCRATCH_HERE } : {});
  for (const s of (process.env.SCRATCH ?? '').split('|')) {
    const lang = (process.env.SCRATCH_LANG ?? 'es') as 'es' | 'en';
    const n = packFor(lang).normalise(s, index);
    console.log(`${s}\n   -> ${rephrase(n)}\n   => ${JSON.stringify(parse(s, index, lang))}`);
  }
});
