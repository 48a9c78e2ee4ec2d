/**
 * The demo as a showcase (README "npm run demo"): its suggested questions are answered from a home
 * with a past — the front door's last opening is in the history read, the devices changed at their
 * own times, and "the lights downstairs" is a floor. Judged by the reads and proposals, never by
 * reply text.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TurnResponse } from '../../common/contract/types.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { startDemoHomeAssistant } from '../fake-ha/demo-story.js';
import { demoHome, type FakeHomeAssistant } from '../fake-ha/index.js';

const NOT_READABLE = new Set(['camera', 'person']);
const chat = { surface: 'chat' as const };

let ha: FakeHomeAssistant;
let service: CompanionService;
let dataDir: string;

beforeAll(async () => {
  ha = await startDemoHomeAssistant();
  dataDir = await mkdtemp(join(tmpdir(), 'sovereign-demo-story-'));
  service = new CompanionService({ dataDir });
  const readable = demoHome()
    .map((e) => e.entity_id)
    .filter((id) => !NOT_READABLE.has(id.split('.')[0]!));
  await service['homeAssistant.saveConfig'](
    {
      enabled: true,
      base_url: ha.url,
      access_token: ha.token,
      allowlisted_entities: readable,
      control_enabled: true,
      controllable_entities: readable.filter((id) => id.startsWith('light.') || id.startsWith('switch.')),
    },
    chat,
  );
  await service['homeAssistant.entities']({}, chat);
});

afterAll(async () => {
  await service.close();
  await ha.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function approve(turn: TurnResponse): Promise<TurnResponse> {
  return service['conversation.message'](
    { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: true } },
    chat,
  );
}

describe('the demo answers its suggested questions from a home with a past', () => {
  it('"When did the front door last open?" reads a history with openings in the last day', async () => {
    const asked = await service['conversation.message']({ message: 'When did the front door last open?' }, chat);
    expect(asked.pending_confirmation).toMatchObject({ capability: 'home_assistant.get_history', arguments: { entity_id: 'binary_sensor.front_door' } });
    const done = await approve(asked);
    const read = done.capability_events.at(-1)!;
    expect(read).toMatchObject({ outcome: 'executed' });
    const changes = (read.result as { changes: Array<{ state: string; changed_at: string }> }).changes;
    const openings = changes.filter((c) => c.state === 'on');
    expect(openings.length).toBeGreaterThanOrEqual(3);
    expect(Date.now() - Date.parse(openings.at(-1)!.changed_at)).toBeLessThan(24 * 3600_000);
    expect(done.reply).not.toBeNull();
  });

  it('the devices changed at their own times, not all at start', async () => {
    const asked = await service['conversation.message']({ message: 'What can you see?' }, chat);
    const states = await service['conversation.message']({ message: 'what is on?' }, chat);
    expect(asked.reply).not.toBeNull();
    const done = await approve(states);
    const rows = (done.capability_events.at(-1)!.result as { entities: Array<{ last_changed: string }> }).entities;
    const times = new Set(rows.map((r) => r.last_changed));
    expect(times.size).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => Date.now() - Date.parse(r.last_changed) < 60_000)).toEqual([]);
  });

  it('"turn off all the lights downstairs" proposes the ground floor\'s lights that are shared for control, one card at a time', async () => {
    const turn = await service['conversation.message']({ message: 'turn off all the lights downstairs' }, chat);
    expect(turn.pending_confirmation).toMatchObject({ capability: 'home_assistant.set_entity_state', arguments: { state: 'off' } });
    expect(turn.progress?.of).toBeGreaterThanOrEqual(2);
    expect(turn.focus_entity_ids).toEqual(expect.arrayContaining(['light.kitchen_ceiling', 'light.living_room_lamp']));
    expect(turn.focus_entity_ids).not.toContain('light.bedroom');
    await service['conversation.message'](
      { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation!.token, approve: false } },
      chat,
    );
  });
});
