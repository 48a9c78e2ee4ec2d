/**
 * `npm run mutants` edits the source at fixed sites. A refactor that moves a site would make a
 * mutant fail to apply — found only when someone runs the long mutation run. Here every site is
 * checked on every `npm test`: each edit's text stands exactly once in its file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { MUTANTS } from '../../scripts/mutants.mjs';

interface Edit {
  file: string;
  find: string;
}
interface Mutant {
  name: string;
  file?: string;
  find?: string;
  edits?: Edit[];
}

const repo = path.resolve(import.meta.dirname, '..', '..');

describe('npm run mutants', () => {
  it('every mutant’s edit site stands exactly once in its file', () => {
    const misplaced: string[] = [];
    for (const mutant of MUTANTS as Mutant[]) {
      const edits = mutant.edits ?? [{ file: mutant.file!, find: mutant.find! }];
      for (const edit of edits) {
        const count = readFileSync(path.join(repo, edit.file), 'utf8').split(edit.find).length - 1;
        if (count !== 1) misplaced.push(`${mutant.name} (${edit.file}: found ${count})`);
      }
    }
    expect(misplaced).toEqual([]);
    expect((MUTANTS as Mutant[]).length).toBeGreaterThan(20);
  });
});
