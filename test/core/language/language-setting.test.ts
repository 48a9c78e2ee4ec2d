/**
 * Which language (docs/architecture.md §7b), end to end in the core: the language is learnt from
 * Home Assistant's `/api/config` on Test, kept across restarts, overridden by the setting, pushed
 * to every window as `language.changed`, and a corrupt `language.json` is a coded notice that loses
 * nothing.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageView } from '../../../common/contract/types.js';
import { CompanionService } from '../../../main/core/companion-service.js';
import { Composition } from '../../../main/core/composition.js';
import { processLanguages } from '../../../main/core/language/language-service.js';
import type { ConversationEngine } from '../../../main/core/conversation/conversation-engine.js';
import { makeHarness, type Harness } from '../harness.js';

const ctx = { surface: 'chat' } as const;
let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function languageFile(dataDir: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(dataDir, 'language.json'), 'utf8')) as Record<string, unknown>;
}

describe('the language setting', () => {
  it('follows Home Assistant once Test has read its configured language, and keeps it across a restart', async () => {
    harness = await makeHarness({ fake: { config: { language: 'de-CH' } }, service: { systemLanguages: () => ['fr-FR'] } });
    const before = await harness.service['language.get']({}, ctx);
    expect(before).toMatchObject({ choice: 'auto', language: 'fr', source: 'system', home_assistant: null, problem: null });

    const changes: LanguageView[] = [];
    harness.service.subscribe((name, payload) => {
      if (name === 'language.changed') changes.push(payload as LanguageView);
    });
    expect((await harness.service['homeAssistant.testConnection']({}, ctx)).ok).toBe(true);
    await expect.poll(() => changes.length).toBe(1);
    expect(changes[0]).toMatchObject({ language: 'de', source: 'home-assistant', home_assistant: 'de-CH' });

    const file = await languageFile(harness.dataDir);
    expect(file).toEqual({ version: 1, choice: 'auto', home_assistant: 'de-CH' });
    if (process.platform !== 'win32') expect((await stat(join(harness.dataDir, 'language.json'))).mode & 0o777).toBe(0o600);

    // A new start, Home Assistant not contacted: the last answer still decides.
    const again = new CompanionService(new Composition({ dataDir: harness.dataDir, systemLanguages: () => ['fr-FR'] }));
    expect(await again['language.get']({}, ctx)).toMatchObject({ language: 'de', source: 'home-assistant' });
    await again.close();
  });

  it('the setting overrides Home Assistant, is told to every window, and "Automatic" goes back', async () => {
    harness = await makeHarness({ fake: { config: { language: 'nl' } }, service: { systemLanguages: () => [] } });
    await harness.service['homeAssistant.testConnection']({}, ctx);
    await expect.poll(async () => (await harness!.service['language.get']({}, ctx)).language).toBe('nl');

    const changes: LanguageView[] = [];
    harness.service.subscribe((name, payload) => {
      if (name === 'language.changed') changes.push(payload as LanguageView);
    });
    const set = await harness.service['language.set']({ choice: 'it' }, ctx);
    expect(set).toMatchObject({ choice: 'it', language: 'it', automatic: 'nl' });
    expect(changes.map((c) => c.language)).toEqual(['it']);
    expect(await languageFile(harness.dataDir)).toMatchObject({ choice: 'it', home_assistant: 'nl' });

    expect(await harness.service['language.set']({ choice: 'auto' }, ctx)).toMatchObject({ choice: 'auto', language: 'nl' });
  });

  it('the engines ask the same choice the windows make', async () => {
    harness = await makeHarness({ service: { systemLanguages: () => ['es-419'] } });
    const core = new Composition({ dataDir: harness.dataDir, systemLanguages: () => ['es-419'] });
    expect(await core.languageOf()).toBe('es');
    await core.language.set('fr');
    expect(await core.languageOf()).toBe('fr');
    await core.close();
  });

  it('a corrupt language.json is kept aside, reads as Automatic with a code, and choosing again clears it', async () => {
    harness = await makeHarness({ token: false, service: { systemLanguages: () => ['de'] } });
    await writeFile(join(harness.dataDir, 'language.json'), '{"version": 1, "choice": "klingon"');
    const view = await harness.service['language.get']({}, ctx);
    expect(view).toMatchObject({ choice: 'auto', language: 'de', problem: { code: 'LANGUAGE_FILE_UNREADABLE' } });
    const aside = (await readdir(harness.dataDir)).filter((f) => f.startsWith('language.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(view.problem?.kept_as).toBe(join(harness.dataDir, aside[0]!));
    expect(await readFile(join(harness.dataDir, aside[0]!), 'utf8')).toBe('{"version": 1, "choice": "klingon"');

    expect((await harness.service['language.set']({ choice: 'de' }, ctx)).problem).toBeNull();
  });

  it('an odd language value from Home Assistant is not kept', async () => {
    harness = await makeHarness({ fake: { config: { language: 'de"; rm -rf' } }, service: { systemLanguages: () => [] } });
    expect((await harness.service['homeAssistant.testConnection']({}, ctx)).ok).toBe(true);
    expect(await harness.service['language.get']({}, ctx)).toMatchObject({ home_assistant: null, language: 'en', source: 'default' });
  });
});

describe("this computer's languages in the browser host", () => {
  it('reads LANGUAGE, LC_ALL, LC_MESSAGES and LANG, skipping the C locale', () => {
    expect(processLanguages({ LANGUAGE: 'de_CH:fr', LANG: 'nl_BE.UTF-8' })).toEqual(['de_CH', 'fr', 'nl_BE']);
    expect(processLanguages({ LANG: 'C.UTF-8', LC_ALL: 'POSIX' })).toEqual([]);
  });
});

describe('the engine answers in the chosen language', () => {
  it("each turn is given the language every window speaks: this computer's, Home Assistant's, then the setting", async () => {
    const seen: Array<string | undefined> = [];
    const engine: ConversationEngine = {
      proposer: 'builtin',
      round: async (input) => {
        seen.push(input.language);
        return { kind: 'reply', text: 'ok' };
      },
    };
    harness = await makeHarness({ engine, fake: { config: { language: 'fr-CA' } }, service: { systemLanguages: () => ['it-IT'] } });
    await harness.service['conversation.message']({ message: 'hello' }, ctx);
    await harness.service['homeAssistant.testConnection']({}, ctx);
    await expect.poll(async () => (await harness!.service['language.get']({}, ctx)).language).toBe('fr');
    await harness.service['conversation.message']({ message: 'hello' }, ctx);
    await harness.service['language.set']({ choice: 'de' }, ctx);
    await harness.service['conversation.message']({ message: 'hello' }, ctx);
    expect(seen).toEqual(['it', 'fr', 'de']);
  });
});
