/**
 * A pack of sentence data never reaches the canonical path (docs/architecture.md §6.2b): with
 * parse.ts's canonical reading made to throw, and the TypeScript pack that still uses it (it:
 * canonical-pack.ts) left out of the registry, the data languages' own behaviour tests — their
 * commands, questions, follow-ups, German's `fallback` to English data, the turn loop — run here
 * again, unchanged. A shared module that still called `parseCanonical` for a data pack would throw.
 * (household-names.test.ts is not among them: four of its English sentences — a floor said bare,
 * "coffeemaker" run together, a trailing "please answer yes or no" — are read today only by the
 * Italian TypeScript pack's canonical reading, through understand.ts's other languages: English data gaps.)
 */
import { vi } from 'vitest';
import type { Language } from '../../../../common/languages.js';
import type { LanguagePack } from '../../../../main/core/conversation/builtin/lang/types.js';

vi.mock('../../../../main/core/conversation/builtin/parse.js', () => ({
  parseCanonical: () => {
    throw new Error('a pack of sentence data reached the canonical path (parse.ts)');
  },
}));

vi.mock('../../../../main/core/conversation/builtin/lang/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../main/core/conversation/builtin/lang/index.js')>();
  // The TypeScript pack reads through the canonical path by design: not registered here.
  const data: LanguagePack[] = real.registeredPacks().filter((p) => p.code !== 'it');
  return {
    ...real,
    registeredPacks: (): LanguagePack[] => data,
    packFor: (language: Language): LanguagePack => data.find((p) => p.code === language) ?? data.find((p) => p.code === 'en')!,
  };
});

await import('./lang-en.test.js');
await import('./lang-de.test.js');
await import('./lang-nl.test.js');
await import('./lang-fr.test.js');
await import('./lang-pt.test.js');
await import('./lang-pl.test.js');
await import('./lang-es.test.js');
await import('./lang-it-data.test.js');
await import('./rounds.test.js');
await import('./utterances.test.js');
await import('./resolution.test.js');
