/**
 * The codes sentence data carries (sentences/types.ts): every `kind` a list entry or an intent
 * names is a kind code (kinds.ts), every `state` and `state_for` value a state code
 * (state-codes.ts), in every language's data — an unknown code would only throw when a household
 * first says it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isKindCode, kindSense } from '../../../../main/core/conversation/builtin/kinds.js';
import { isStateCode, stateSense } from '../../../../main/core/conversation/builtin/state-codes.js';

const DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../main/core/conversation/builtin/sentences/data');
const languages = readdirSync(DATA).filter((f) => statSync(path.join(DATA, f)).isDirectory());

function codesIn(value: unknown, kinds: Set<string>, states: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) codesIn(v, kinds, states);
  else if (value !== null && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'rules') continue; // `<rule>` expansions: template text, no codes
      if (key === 'kind' && typeof v === 'string') kinds.add(v);
      else if (key === 'state' && typeof v === 'string') states.add(v);
      else if (key === 'state_for' && v !== null && typeof v === 'object') for (const s of Object.values(v)) states.add(s as string);
      else codesIn(v, kinds, states);
    }
}

describe('the codes in every language’s sentence data', () => {
  it.each(languages)('%s: every kind and state is a code the engine knows', (language) => {
    const kinds = new Set<string>();
    const states = new Set<string>();
    for (const file of ['words.json', 'sentences.json']) codesIn(JSON.parse(readFileSync(path.join(DATA, language, file), 'utf8')), kinds, states);
    expect([...kinds].filter((k) => !isKindCode(k))).toEqual([]);
    expect([...states].filter((s) => !isStateCode(s))).toEqual([]);
  });

  it('a code said another way names the same kind, and replies name it by its own code', () => {
    expect(kindSense('motion sensor')).toBe(kindSense('motion'));
    expect(kindSense('motion').phrase).toBe('motion');
    expect(stateSense('open').senses).toContainEqual({ domain: 'binary_sensor', device_class: 'door', raw: 'on' });
    expect(() => kindSense('no such kind')).toThrow();
  });
});
