#!/usr/bin/env node
/**
 * How much TypeScript speaks one language (docs/architecture.md §6.2a): every file under the built-in
 * engine's `lang/`, and the shared files that are English words or English sentence shapes rather than
 * machinery (the canonical form's lexicon, grammar, rephrasings and follow-up words). The turn loop's
 * words left for the catalogue (`turn.*`): turn-words.ts only picks keys, so it is machinery now. A language should be data a translator edits — sentence templates and the ICU
 * catalogue — so this number only goes down. `node scripts/lint/language-code.mjs` prints it per file;
 * test/lint/language-code-budget.test.ts holds the ceiling.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONVERSATION = 'main/core/conversation';

/** Shared files that are one language's words or shapes (English, the canonical form), not machinery. */
export const ENGLISH_IN_SHARED = [
  `${CONVERSATION}/builtin/lexicon.ts`,
  `${CONVERSATION}/builtin/grammar.ts`,
  `${CONVERSATION}/builtin/rephrase.ts`,
  `${CONVERSATION}/builtin/conversation-words.ts`,
];

function tsUnder(dir) {
  if (!existsSync(path.join(repo, dir))) return [];
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsUnder(relative);
    return entry.isFile() && entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** Files under `lang/` that name no language: the interface every pack implements (what a language brings, not how). */
export const SHARED_IN_LANG = [`${CONVERSATION}/builtin/lang/types.ts`];

/** `wc -l` of each language-specific TypeScript file that exists, and their sum. */
export function languageCode() {
  const files = [
    ...tsUnder(`${CONVERSATION}/builtin/lang`).filter((f) => !SHARED_IN_LANG.includes(f)),
    ...ENGLISH_IN_SHARED.filter((f) => existsSync(path.join(repo, f))),
  ];
  const perFile = files.map((file) => ({ file, lines: readFileSync(path.join(repo, file), 'utf8').split('\n').length - 1 }));
  return { perFile, total: perFile.reduce((sum, f) => sum + f.lines, 0) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { perFile, total } = languageCode();
  for (const { file, lines } of perFile.sort((a, b) => b.lines - a.lines)) console.log(`${String(lines).padStart(6)}  ${file}`);
  console.log(`${String(total).padStart(6)}  language-specific TypeScript in all`);
}
