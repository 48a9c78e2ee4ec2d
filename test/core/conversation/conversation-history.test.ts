/**
 * Conversations survive a restart (DESIGN §8.7). Kept in `conversation/history.json` (0600,
 * a `version`), written atomically, without confirmation tokens; an unreadable file starts the
 * history empty, is kept aside, and the household is told; conversations older than the
 * retention setting (30 days by default) go; "Clear history" forgets them.
 */
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanionService } from '../../../main/core/companion-service.js';
import { HISTORY_FILE } from '../../../main/core/conversation/conversation-history-store.js';
import { makeHarness, type Harness } from '../harness.js';

const chat = { surface: 'chat' as const };
let h: Harness | undefined;
const extra: CompanionService[] = [];
afterEach(async () => {
  for (const s of extra.splice(0)) await s.close();
  await h?.close();
  h = undefined;
});

/** The same data folder opened again, as after the app restarted. */
function restart(dataDir: string, now?: () => number): CompanionService {
  const service = new CompanionService({ dataDir, ...(now ? { clock: { now, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } } : {}) });
  extra.push(service);
  return service;
}

describe('conversation history on this computer', () => {
  it('a conversation, its cards and receipts survive a restart; the file is 0600, versioned and holds no token', async () => {
    h = await makeHarness();
    await h.service['homeAssistant.entities']({}, chat);
    const first = await h.service['conversation.message']({ message: 'turn off the kitchen ceiling light' }, chat);
    const token = first.pending_confirmation!.token;
    await h.service['conversation.message']({ conversation_id: first.conversation_id, confirmation: { token, approve: true } }, chat);
    const waiting = await h.service['conversation.message']({ message: 'turn on the porch light' }, chat);
    const oldToken = waiting.pending_confirmation!.token;
    await h.service.close();

    const path = join(h.dataDir, HISTORY_FILE);
    const text = await readFile(path, 'utf8');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(text).version).toBe(1);
    expect(text.includes(token)).toBe(false);
    expect(text.includes(oldToken)).toBe(false);
    expect(text.includes(h.ha.token)).toBe(false);

    const again = restart(h.dataDir);
    const view = await again['conversation.get']({ conversation_id: first.conversation_id }, chat);
    expect(view.turns.map((t) => t.user_message)).toEqual(['turn off the kitchen ceiling light']);
    expect(view.turns[0]!.capability_events.at(-1)).toMatchObject({ outcome: 'executed', entity_name: 'Kitchen Ceiling Light' });
    // The card from before the restart is no longer valid: nothing waits, and its token is refused.
    const stale = await again['conversation.get']({ conversation_id: waiting.conversation_id }, chat);
    expect(stale.turns[0]!.pending_confirmation).toBeNull();
    await expect(
      again['conversation.message']({ conversation_id: waiting.conversation_id, confirmation: { token: oldToken, approve: true } }, chat),
    ).rejects.toMatchObject({ code: 'CONFIRMATION_INVALID' });
    expect(h.ha.serviceCalls()).toHaveLength(1);
    // The history lists both, newest first; a new message continues the old conversation.
    expect((await again['history.get']({}, chat)).conversations.map((c) => c.conversation_id)).toEqual([waiting.conversation_id, first.conversation_id]);
    const more = await again['conversation.message']({ conversation_id: first.conversation_id, message: 'what can you see?' }, chat);
    expect(more.conversation_id).toBe(first.conversation_id);
  });

  it('an unreadable file: the history starts empty, the file is kept aside, and the household is told', async () => {
    h = await makeHarness();
    await h.service.close();
    await mkdir(join(h.dataDir, 'conversation'), { recursive: true });
    await writeFile(join(h.dataDir, HISTORY_FILE), '{"version": 1, "conversations": [ broken');
    const again = restart(h.dataDir);
    const view = await again['history.get']({}, chat);
    expect(view.conversations).toEqual([]);
    const kept = (await readdir(join(h.dataDir, 'conversation'))).filter((f) => f.startsWith('history.unreadable-'));
    expect(kept).toHaveLength(1);
    // A code and the file's fate, never a sentence: the window words it in the household's language.
    expect(view.problem).toEqual({ code: 'HISTORY_FILE_UNREADABLE', reason: 'unreadable', kept_as: join(h.dataDir, 'conversation', kept[0]!) });
    expect(await readFile(join(h.dataDir, 'conversation', kept[0]!), 'utf8')).toContain('broken');
    // A newer format is not ours either: kept aside, not overwritten.
    await again.close();
    await writeFile(join(h.dataDir, HISTORY_FILE), JSON.stringify({ version: 99, retention_days: 30, conversations: [] }));
    const third = restart(h.dataDir);
    expect((await third['history.get']({}, chat)).problem).toMatchObject({ code: 'HISTORY_FILE_UNREADABLE', reason: 'unknown_format' });
  });

  it('keeps 30 days by default; older conversations go; "Clear history" forgets the rest', async () => {
    h = await makeHarness();
    await h.service['conversation.message']({ message: 'what can you see?' }, chat);
    expect((await h.service['history.get']({}, chat)).retention_days).toBe(30);
    await h.service.close();
    const later = Date.now() + 31 * 86_400_000;
    const aged = restart(h.dataDir, () => later);
    expect((await aged['history.get']({}, chat)).conversations).toEqual([]);

    const c = await aged['conversation.message']({ message: 'what can you see?' }, chat);
    expect((await aged['history.setRetention']({ days: 7 }, chat)).retention_days).toBe(7);
    expect((await aged['history.get']({}, chat)).conversations).toHaveLength(1);
    const cleared = await aged['history.clear']({}, chat);
    expect(cleared.conversations).toEqual([]);
    await expect(aged['conversation.get']({ conversation_id: c.conversation_id }, chat)).rejects.toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    await aged.close();
    const file = JSON.parse(await readFile(join(h.dataDir, HISTORY_FILE), 'utf8'));
    expect(file).toMatchObject({ version: 1, retention_days: 7, conversations: [] });
  });
});
