/**
 * One catalogue (docs/architecture.md §7b; in Node: it reads the renderer's sources). Every English
 * message is valid ICU and formats; plurals follow the language's rules; and the windows'
 * components carry no words of their own — text nodes and the attributes a person reads (labels,
 * placeholders, titles) come from the catalogue.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en, type MessageId } from '../common/i18n/en.js';

const intl = createIntl({ locale: 'en', messages: en });
const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

const RENDERER = join(process.cwd(), 'renderer');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? tsxFiles(full) : name.endsWith('.tsx') ? [full] : [];
  });
}

describe('the English catalogue', () => {
  it('every message is valid ICU and formats with values', () => {
    const errors: string[] = [];
    const checker = createIntl({ locale: 'en', messages: en, onError: (e) => errors.push(String(e)) });
    const tag = (chunks: unknown[]) => chunks.join('');
    for (const id of Object.keys(en))
      checker.formatMessage({ id }, { count: 2, name: 'Porch Light', state: 'on', domain: 'sensor', label: 'x', b: tag, value: tag });
    expect(errors.filter((e) => !e.includes('MISSING_VALUE') && !e.includes('FORMAT_ERROR'))).toEqual([]);
  });

  it('plurals: "1 binary sensor", "2 sensors" — never "1 binary sensors"', () => {
    expect(t('domain.counted', { domain: 'binary_sensor', count: 1, label: 'binary sensors' })).toBe('1 binary sensor');
    expect(t('domain.counted', { domain: 'sensor', count: 2, label: 'sensors' })).toBe('2 sensors');
    expect(t('card.readAll', { count: 1 })).toBe('Read the current state of the one device you share with the assistant');
    expect(t('history.changes', { count: 0 })).toBe('no changes');
  });

  it('says what "allowlisted" means instead of saying "allowlisted"', () => {
    const jargon = Object.entries(en).filter(([, text]) => /allowlisted/i.test(text));
    expect(jargon).toEqual([]);
  });
});

describe('components carry no words of their own', () => {
  it('no literal text node or readable attribute outside the catalogue', () => {
    const found: string[] = [];
    for (const file of tsxFiles(RENDERER)) {
      const rel = relative(RENDERER, file);
      const source = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const match of source.matchAll(/(?<=[A-Za-z0-9"'}/])>\s*([A-Za-z][^<>{}]*[a-z][^<>{}]*)\s*</g))
        found.push(`${rel}: text "${match[1]!.trim().slice(0, 40)}"`);
      for (const match of source.matchAll(/\b(aria-label|placeholder|title|label|description|alt)="([^"]*[A-Za-z][^"]*)"/g))
        found.push(`${rel}: ${match[1]}="${match[2]}"`);
    }
    expect(found).toEqual([]);
  });
});
