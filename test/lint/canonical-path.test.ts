/**
 * The canonical path — the English grammar every TypeScript pack rewrites into (docs/architecture.md
 * §6.2a) — is reached only through those packs (`lang/es/*`, `lang/it/*` but its data pack's hook
 * file): the built-in engine's modules, the data packs (§6.2b) and their hook files import none of
 * it, so it goes whole the moment Spanish and Italian are data. Followed by the import lines.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILTIN = 'main/core/conversation/builtin';

/** The canonical path: what only the TypeScript packs use. */
const CANONICAL_PATH = [
  'canonical-pack.ts',
  'conversation-words.ts',
  'grammar.ts',
  'joining.ts',
  'lexicon.ts',
  'parse.ts',
  'readings.ts',
  'rephrase.ts',
  'resolve.ts',
  'tagging.ts',
  'target-request.ts',
].map((f) => `${BUILTIN}/${f}`);

/** A TypeScript pack's own file (Italian's data-pack hook file is not one). */
const tsPack = (file: string): boolean => /\/lang\/(?:es|it)\//.test(file) && !file.endsWith('/lang/it/hooks.ts');

function importsOf(file: string): string[] {
  const source = readFileSync(path.join(repo, file), 'utf8');
  const out: string[] = [];
  for (const m of source.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)).replace(/\.js$/, '.ts');
    if (existsSync(path.join(repo, target))) out.push(target);
  }
  return out;
}

/** Every module `from` reaches, not following `skip`. */
function reached(from: string, skip: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || skip(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

describe('the canonical path', () => {
  it('is reached from the engine only through the TypeScript packs', () => {
    const shared = reached(`${BUILTIN}/index.ts`, tsPack);
    expect(CANONICAL_PATH.filter((f) => shared.has(f))).toEqual([]);
  });

  it('is all the TypeScript packs reach beyond the shared modules (the files that go with them)', () => {
    const all = reached(`${BUILTIN}/index.ts`, () => false);
    const shared = reached(`${BUILTIN}/index.ts`, tsPack);
    const only = [...all].filter((f) => !shared.has(f) && !tsPack(f)).sort();
    expect(only).toEqual(CANONICAL_PATH.filter((f) => existsSync(path.join(repo, f))));
  });
});
