import { it } from 'vitest';
import { fuzzCase } from './support/trust-fuzz.js';
it('dbg', async () => {
  const r = await fuzzCase(2079575701, 80);
  console.log(JSON.stringify(r));
});
