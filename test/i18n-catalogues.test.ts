/**
 * Issue 16 item 3: a missing translation is a test (or build) failure, never English on screen.
 * Every catalogue in common/i18n/ is registered and has exactly English's keys, each message with
 * the same ICU arguments, select options and markup tags as English's; every message parses;
 * every key English has is used somewhere in the code, and every id the code asks for exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../common/i18n/catalogues.js';
import { en } from '../common/i18n/en.js';
import { isLanguage, LANGUAGES } from '../common/languages.js';

const ROOT = process.cwd();
const I18N = join(ROOT, 'common', 'i18n');

/** What a message must keep in every language: its arguments (with their type), select options and tags. */
export function shapeOf(message: string): string[] {
  const shape = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) shape.add(`{${e.value}}`);
      else if (e.type === TYPE.number) shape.add(`{${e.value}, number}`);
      else if (e.type === TYPE.date || e.type === TYPE.time) shape.add(`{${e.value}, ${e.type === TYPE.date ? 'date' : 'time'}}`);
      else if (e.type === TYPE.select) {
        shape.add(`{${e.value}, select: ${Object.keys(e.options).sort().join(' ')}}`);
        for (const option of Object.values(e.options)) walk(option.value);
      } else if (e.type === TYPE.plural) {
        // Plural categories are the language's own (German: one/other; French adds many): only `other` and `=N` must stay.
        shape.add(
          `{${e.value}, plural: ${Object.keys(e.options)
            .filter((k) => k.startsWith('=') || k === 'other')
            .sort()
            .join(' ')}}`,
        );
        for (const option of Object.values(e.options)) walk(option.value);
      } else if (e.type === TYPE.tag) {
        shape.add(`<${e.value}>`);
        walk(e.children);
      }
    }
  };
  walk(parse(message));
  return [...shape].sort();
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The code that shows words: the windows, the Electron shell, and common/ (the catalogues themselves excluded). */
const CODE = [...sources(join(ROOT, 'renderer')), ...sources(join(ROOT, 'main', 'electron')), ...sources(join(ROOT, 'common'))].filter(
  (f) => !f.startsWith(I18N),
);

describe('the catalogues', () => {
  it('every catalogue file in common/i18n/ is registered, under a language the app speaks', () => {
    const files = readdirSync(I18N)
      .filter((f) => /^[a-z]{2}\.ts$/.test(f))
      .map((f) => f.slice(0, 2));
    expect(files.every(isLanguage), `files: ${files.join(', ')}`).toBe(true);
    expect(Object.keys(CATALOGUES).sort()).toEqual(files.sort());
    expect(Object.keys(CATALOGUES).every((code) => (LANGUAGES as readonly string[]).includes(code))).toBe(true);
  });

  it('every message of every catalogue is valid ICU', () => {
    const invalid: string[] = [];
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const [id, message] of Object.entries(catalogue)) {
        try {
          parse(message);
        } catch (error) {
          invalid.push(`${language} ${id}: ${String(error)}`);
        }
      }
    }
    expect(invalid).toEqual([]);
  });

  it.each(Object.keys(CATALOGUES).filter((l) => l !== 'en'))('%s has exactly English’s keys, with the same arguments and tags', (language) => {
    const catalogue = CATALOGUES[language as keyof typeof CATALOGUES]! as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    const differ = Object.entries(en)
      .filter(([id]) => id in catalogue)
      .filter(([id, message]) => JSON.stringify(shapeOf(catalogue[id]!)) !== JSON.stringify(shapeOf(message)))
      .map(([id, message]) => `${id}: en ${shapeOf(message).join(' ')} · ${language} ${shapeOf(catalogue[id]!).join(' ')}`);
    expect(differ).toEqual([]);
  });

  it('a catalogue missing a key, or changing an argument, is caught', () => {
    const { 'tray.quit': _dropped, ...missing } = en;
    expect(Object.keys(missing).sort()).not.toEqual(Object.keys(en).sort());
    expect(shapeOf('{count, plural, one {# Gerät} other {# Geräte}}')).toEqual(shapeOf(en['tray.waiting']));
    expect(shapeOf('{anzahl, plural, one {# Gerät} other {# Geräte}}')).not.toEqual(shapeOf(en['tray.waiting']));
    expect(shapeOf('Verbunden mit {name}')).not.toEqual(shapeOf(en['connection.connected']));
  });
});

describe('the code and the catalogue agree', () => {
  const text = CODE.map((file) => ({ file: relative(ROOT, file), source: readFileSync(file, 'utf8') }));

  it('every key English has is used somewhere in the code', () => {
    const all = text.map((f) => f.source).join('\n');
    const unused = Object.keys(en).filter((id) => !all.includes(`'${id}'`) && !all.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it('every id the code asks for exists', () => {
    const missing: string[] = [];
    for (const { file, source } of text) {
      for (const match of source.matchAll(/\b(?:t|rich|shellT)\(\s*['"]([^'"]+)['"]/g)) if (!(match[1]! in en)) missing.push(`${file}: ${match[1]}`);
    }
    expect(missing).toEqual([]);
  });
});
