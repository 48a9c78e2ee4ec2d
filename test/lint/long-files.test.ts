/**
 * STYLE 10: when a file passes ~300 lines it is usually two ideas. A file of more than 300 lines
 * (as `wc -l` counts them) in common/, main/, preload/ or renderer/ either says why it is long
 * in the comment it starts with — `Long because: …` — or is split. This test lists the offenders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['common', 'main', 'preload', 'renderer'];
const MAX_LINES = 300;
const SKIPPED = new Set(['node_modules', 'dist']);
/**
 * A language's sentence data (docs/architecture.md §6.2b) is one words file and one sentences file
 * a translator edits, long because a language has many words; JSON cannot carry the reason.
 */
const SENTENCE_DATA = /^main\/core\/conversation\/builtin\/sentences\/data\/[a-z]{2}\/[a-z_]+\.json$/;

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** `wc -l`: the number of newline characters. */
function lineCount(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * The text of the comment a file starts with (after a `#!` line), markers stripped, or null.
 * `// …` lines, a `/* … *\/` block (CSS too) or an HTML `<!-- … -->` comment.
 */
function leadingComment(text: string): string | null {
  const body = text.replace(/^#![^\n]*\n/, '').trimStart();
  const block = /^\/\*+([\s\S]*?)\*\//.exec(body) ?? /^<!--([\s\S]*?)-->/.exec(body);
  if (block) {
    return block[1]!
      .split('\n')
      .map((line) => line.replace(/^\s*\*?\s?/, ''))
      .join('\n')
      .trim();
  }
  const lines = /^(?:\/\/[^\n]*(?:\n|$))+/.exec(body);
  return lines ? lines[0].replace(/^\/\/\s?/gm, '').trim() : null;
}

/** True when the leading comment opens with `Long because:` and a reason. */
function saysWhyLong(text: string): boolean {
  return /^Long because:\s*\S/.test(leadingComment(text) ?? '');
}

describe('STYLE 10: a long file says why', () => {
  it('reads the reason from the comment a file starts with, and only there', () => {
    expect(saysWhyLong('// Long because: the six stages read top to bottom.\nexport {};\n')).toBe(true);
    expect(saysWhyLong('/**\n * Long because: one table.\n *\n * More.\n */\n')).toBe(true);
    expect(saysWhyLong('/* Long because: the cascade. */\nbody {}\n')).toBe(true);
    expect(saysWhyLong('#!/usr/bin/env node\n// Long because: a CLI.\n')).toBe(true);
    expect(saysWhyLong('/** A module. Long because: hidden in prose. */\n')).toBe(false);
    expect(saysWhyLong('/** A module. */\n// Long because: too late.\n')).toBe(false);
    expect(saysWhyLong('// Long because:\nexport {};\n')).toBe(false);
    expect(saysWhyLong('export const x = 1; // Long because: not a leading comment\n')).toBe(false);
  });

  it(`every file of more than ${MAX_LINES} lines in ${FOLDERS.join('/, ')}/ starts with "Long because: …"`, () => {
    expect(SENTENCE_DATA.test('main/core/conversation/builtin/sentences/data/de/words.json')).toBe(true);
    expect(SENTENCE_DATA.test('main/core/conversation/builtin/lang/de/words.ts')).toBe(false);
    const offenders = FOLDERS.flatMap(filesUnder)
      .map((file) => ({ file, text: readFileSync(path.join(repo, file), 'utf8') }))
      .filter(({ file, text }) => lineCount(text) > MAX_LINES && !saysWhyLong(text) && !SENTENCE_DATA.test(file))
      .map(({ file, text }) => `${file} (${lineCount(text)} lines)`);
    expect(offenders).toEqual([]);
  });
});
