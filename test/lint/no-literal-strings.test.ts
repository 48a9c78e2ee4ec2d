/**
 * docs/architecture.md §7b: a lint rule forbids literal words in components
 * (scripts/lint/no-literal-strings.mjs, wired in eslint.config.js for renderer/**\/*.tsx). Linted
 * from text at a renderer path, so nothing is written into the tree.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const RULE = 'sovereign-i18n/no-literal-strings';
const eslint = new ESLint({
  cwd: repo,
  overrideConfig: [{ languageOptions: { parserOptions: { project: false, projectService: false } } }],
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

async function findings(text: string, file = 'renderer/settings/Planted.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(repo, file) });
  return result!.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const header = "import { t } from '../i18n/index.js';\n";

describe('no literal words in components', () => {
  it.each([
    ['JSX text', 'export const A = () => <p>Save changes</p>;\n'],
    ['a string child', "export const A = () => <p>{'Saved'}</p>;\n"],
    ['a template child with words', 'export const A = ({ n }: { n: number }) => <p>{`${n} found`}</p>;\n'],
    ['a title', 'export const A = () => <p title="Close the window" />;\n'],
    ['an aria-label in braces', "export const A = () => <button aria-label={'Remove'} />;\n"],
    ['a placeholder', 'export const A = () => <input placeholder="Paste the token" />;\n'],
    ['an alt', 'export const A = () => <img alt="Logo" src="x.png" />;\n'],
    ['accented words', 'export const A = () => <p>Réglages</p>;\n'],
  ])('flags %s', async (_what, code) => {
    const found = await findings(header + code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${RULE}: `));
  });

  it('passes words from the catalogue, punctuation, numbers and attributes nobody reads', async () => {
    const code = `${header}export const A = ({ n }: { n: number }) => (
  <div className="panel panel--wide" data-testid="save-bar" id="x" role="status">
    <p title={t('saveBar.label')} aria-label={t('saveBar.save')}>
      {t('saveBar.discard')} · {n} – {' '}
    </p>
    <input placeholder={t('picker.searchPlaceholder')} type="search" autoComplete="off" />
  </div>
);
`;
    expect(await findings(code)).toEqual([]);
  });

  it('holds in every window folder, and not outside the components', async () => {
    const code = 'export const A = () => <p>Hello</p>;\n';
    for (const file of ['renderer/chat/P.tsx', 'renderer/popup/P.tsx', 'renderer/quick/P.tsx', 'renderer/components/P.tsx'])
      expect(await findings(code, file), file).toHaveLength(1);
    expect(await findings(code, 'test/renderer/p.test.tsx')).toEqual([]);
  });
});
