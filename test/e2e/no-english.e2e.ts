/**
 * One voice: a household whose language is German, French, Spanish, Italian, Dutch, Portuguese or Polish
 * (the last two spoken by sentence data and the catalogue alone) reads no English
 * word in a whole scripted conversation — a state question and its answer, an action approved and its
 * receipt, a request declined by the engine (a lock), an action the executor refuses (a device shared
 * but not allowed to be controlled), and a card left to expire. The household's own device names are
 * English in this home (as a household's names may be); they, entity ids and "Home Assistant" are
 * taken out before the words are checked. What Home Assistant received is asserted; the words by a
 * list of English words no such screen may show.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '../../common/languages.js';
import { demoHome } from '../fake-ha/index.js';
import { lastReply, openWindow, pendingCard } from './support/app.js';
import { newContext, skipBrowser } from './support/browser.js';
import { useBrowserWorld } from './support/world.js';

type Spoken = Exclude<Language, 'en'>;

/** What the household types, in its own words. */
const SCRIPT: Record<Spoken, { read: string; action: string; lock: string; refused: string; expires: string }> = {
  de: {
    read: 'Ist Porch Light an?',
    action: 'Schalte Porch Light ein',
    lock: 'Schließe Front Door Lock auf',
    refused: 'Schalte Coffee Maker ein',
    expires: 'Schalte Kitchen Ceiling Light aus',
  },
  fr: {
    read: 'Est-ce que Porch Light est allumé ?',
    action: 'Allume Porch Light',
    lock: 'Déverrouille Front Door Lock',
    refused: 'Allume Coffee Maker',
    expires: 'Éteins Kitchen Ceiling Light',
  },
  es: {
    read: '¿Está encendida Porch Light?',
    action: 'Enciende Porch Light',
    lock: 'Desbloquea Front Door Lock',
    refused: 'Enciende Coffee Maker',
    expires: 'Apaga Kitchen Ceiling Light',
  },
  it: {
    read: 'Porch Light è accesa?',
    action: 'Accendi Porch Light',
    lock: 'Sblocca Front Door Lock',
    refused: 'Accendi Coffee Maker',
    expires: 'Spegni Kitchen Ceiling Light',
  },
  nl: {
    read: 'Is Porch Light aan?',
    action: 'Zet Porch Light aan',
    lock: 'Ontgrendel Front Door Lock',
    refused: 'Zet Coffee Maker aan',
    expires: 'Zet Kitchen Ceiling Light uit',
  },
  pt: {
    read: 'A Porch Light está ligada?',
    action: 'Liga a Porch Light',
    lock: 'Destranca a Front Door Lock',
    refused: 'Liga a Coffee Maker',
    expires: 'Desliga a Kitchen Ceiling Light',
  },
  pl: {
    read: 'Czy Porch Light jest włączone?',
    action: 'Włącz Porch Light',
    lock: 'Odblokuj Front Door Lock',
    refused: 'Włącz Coffee Maker',
    expires: 'Wyłącz Kitchen Ceiling Light',
  },
};

/** Words of English that are no word of the household's language (a few are, and are allowed there). */
const ENGLISH = [
  'the',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'been',
  'turned',
  'turn',
  'nothing',
  'changed',
  'request',
  'requests',
  'approve',
  'approved',
  'deny',
  'denied',
  'expired',
  'expires',
  'waiting',
  'read',
  'shared',
  'share',
  'devices',
  'device',
  'your',
  'you',
  'with',
  'and',
  'what',
  'which',
  'when',
  'that',
  'this',
  'not',
  "can't",
  "couldn't",
  "didn't",
  "isn't",
  'door',
  'open',
  'closed',
  'light',
  'lights',
  'off',
  'settings',
  'current',
  'state',
  'ago',
  'just',
  'now',
  'minutes',
  'show',
  'only',
  'allowed',
  'control',
  'sent',
  'answer',
  'before',
  'because',
  'sorry',
  'done',
  'there',
  'here',
  "it's",
  "i'm",
  "don't",
  'can',
  'would',
  'could',
  'already',
  'locked',
  'unlock',
  'lock',
  'action',
  'approval',
];
const NATIVE: Record<Spoken, string[]> = {
  de: ['was', 'will', 'an'],
  fr: ['action'],
  es: ['control'],
  it: [],
  nl: ['is', 'was', 'door', 'open'],
  pt: [],
  pl: [],
};

/** Types a message into the chat's one text box, whatever its label says in the language. */
async function ask(page: Page, message: string): Promise<void> {
  const box = page.locator('textarea, input[type="text"]').first();
  await box.fill(message);
  await box.press('Enter');
}

/** The English words on the page, after the household's names, ids and product names are taken out. */
async function englishWords(page: Page, language: Spoken, names: readonly string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  // Longest first ("Front Door Lock" before "Front Door"), in any case: a reply may write a name in lower case.
  for (const name of [...names, 'Home Assistant', 'Sovereign Companion'].filter(Boolean).sort((a, b) => b.length - a.length))
    text = text.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  text = text.replace(/\b[a-z_]+\.[a-z0-9_]+\b/g, ' ');
  const words = text
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .map((w) => w.replace(/’/g, "'"));
  const allowed = new Set(NATIVE[language]);
  return [...new Set(words.filter((w) => ENGLISH.includes(w) && !allowed.has(w)))];
}

describe.skipIf(skipBrowser).each(Object.keys(SCRIPT) as Spoken[])('a whole conversation in %s', (language) => {
  const w = useBrowserWorld({
    scope: 'all',
    fake: { config: { language } },
    host: { confirmationTtl: 4 },
    configure: { controllable_entities: ['light.kitchen_ceiling', 'light.porch'] },
  });

  it('reads, acts, declines, is refused and expires — and shows no English word', async () => {
    const set = await w.host.api('POST', '/api/v1/language', { choice: language });
    expect(set.status, set.text).toBe(200);
    const context = await newContext(w.browser, { locale: language });
    const chat = await openWindow(await context.newPage(), w.host, 'chat');
    const names = demoHome().map((e) => (typeof e.attributes['friendly_name'] === 'string' ? e.attributes['friendly_name'] : ''));
    const script = SCRIPT[language];
    const replies = () => chat.getByTestId('reply').count();

    // A state question, approved and answered.
    let before = await replies();
    await ask(chat, script.read);
    await pendingCard(chat, 'read').locator('button').last().click();
    await expect.poll(replies, { timeout: 15_000 }).toBeGreaterThan(before);

    // An action, approved: Home Assistant turns the porch light on.
    before = await replies();
    await ask(chat, script.action);
    await pendingCard(chat, 'action').locator('button').last().click();
    await expect.poll(replies, { timeout: 15_000 }).toBeGreaterThan(before);
    expect(w.ha.getEntity('light.porch')?.state).toBe('on');

    // Declined by the engine (locks are never controlled), and refused by the executor (not allowed).
    for (const message of [script.lock, script.refused]) {
      before = await replies();
      await ask(chat, message);
      await expect.poll(replies, { timeout: 15_000 }).toBeGreaterThan(before);
    }

    // A card left to expire: nothing is sent.
    const calls = w.ha.serviceCalls().length;
    before = await replies();
    await ask(chat, script.expires);
    await pendingCard(chat, 'action').waitFor();
    await chat.locator('[data-testid="action-card"][data-state="expired"]').waitFor({ timeout: 15_000 });
    await expect.poll(replies, { timeout: 15_000 }).toBeGreaterThan(before);
    expect(w.ha.serviceCalls()).toHaveLength(calls);
    expect(w.ha.serviceCalls().map((c) => JSON.parse(c.body).entity_id)).not.toContain('lock.front_door');
    expect(w.ha.serviceCalls().map((c) => JSON.parse(c.body).entity_id)).not.toContain('switch.coffee_maker');

    await lastReply(chat).waitFor();
    expect(await chat.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await englishWords(chat, language, names)).toEqual([]);
    await context.close();
  });
});
