/**
 * A comment or a test name says the rule itself, or cites where it is written down (`DESIGN §8.10`,
 * `RFC-0019`, `docs/architecture.md §5a`); never an issue number, which means nothing to a reader
 * without the tracker. Every tracked code file is read whole: in code, a phrase like that can only
 * sit in a comment or a string. Markdown (docs/notes/ keeps the history of each piece of work) is
 * not code and is left alone. This test lists the offenders.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
/** The endings of code and configuration files; everything else (Markdown, images, fixtures) is skipped. */
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|json|ya?ml|py|sh)$/;
/** "issue", in any case, singular or plural, then a number, with or without "#". */
const ISSUE_NUMBER = /\bissues?\s+#?\d+/gi;

/** Each line of `text` that names an issue by number, as `line: text`. */
function issueNumbersIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (line.match(ISSUE_NUMBER) ? [`${i + 1}: ${line.trim()}`] : []));
}

function trackedCodeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    .split('\0')
    .filter((file) => CODE.test(file));
}

// The samples are assembled so that this file holds no issue number of its own.
const ISSUE = 'issue';

describe('comments cite DESIGN, an RFC or docs/architecture.md, never an issue number', () => {
  it('finds an issue number in a comment or a test name, in any case and form, and nothing else', () => {
    expect(issueNumbersIn(`// Write-ahead (${ISSUE} 12 §7): the approval is on disk first.`)).toHaveLength(1);
    expect(issueNumbersIn(` * ${ISSUE.toUpperCase()} 14 item 8: one clock.`)).toHaveLength(1);
    expect(issueNumbersIn(`it('says the app has gone (${ISSUE}  2)', () => {`)).toHaveLength(1);
    expect(issueNumbersIn(`// The target of ${ISSUE}s 13 and 16, and ${ISSUE} #7.`)).toHaveLength(1);
    expect(issueNumbersIn(`x\n// see ${ISSUE} 3\n`)).toEqual([`2: // see ${ISSUE} 3`]);
    expect(issueNumbersIn(`// Write-ahead (docs/architecture.md §5a): no issue here, nor in t${ISSUE} 12 or re${ISSUE} 3.`)).toEqual([]);
    expect(issueNumbersIn("ctx.addIssue({ code: 'custom' }); // an issue, 2 of them")).toEqual([]);
  });

  it('no tracked code file names an issue by number', () => {
    const files = trackedCodeFiles();
    expect(files.length).toBeGreaterThan(100);
    // A tracked file deleted in the working tree is not there to read.
    const present = files.filter((file) => existsSync(path.join(repo, file)));
    const offenders = present.flatMap((file) => issueNumbersIn(readFileSync(path.join(repo, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(offenders).toEqual([]);
  });
});
