import { readFileSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, CapabilityAuditEvent, ConfigAuditEvent } from '../../../common/contract/types.js';
import { AuditLog } from '../../../main/core/storage/audit-log.js';
import { assertAuditEvent } from '../../../main/core/storage/audit-event-shape.js';
import { makeTempDir, posix } from './temp-dir.js';

const NOW = Date.parse('2026-09-01T10:00:00.000Z');

function capabilityEvent(overrides: Partial<CapabilityAuditEvent> = {}): CapabilityAuditEvent {
  return {
    kind: 'capability',
    ts: '2026-09-01T10:00:00.000Z',
    conversation_id: 'c1',
    capability: 'home_assistant.set_entity_state',
    side_effect: 'mutating',
    network: 'external',
    entity_id: 'light.kitchen',
    stage: 'execute',
    outcome: 'executed',
    changed: true,
    confirmed_by: 'chat',
    surface: 'chat',
    proposer: 'builtin',
    ...overrides,
  };
}

function configEvent(overrides: Partial<ConfigAuditEvent> = {}): ConfigAuditEvent {
  return { kind: 'config', ts: '2026-09-01T10:00:00.000Z', change: 'save', enabled: true, allowlisted_count: 3, ...overrides };
}

async function lines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
}

describe('AuditLog', () => {
  it('flushSummarySync writes the counters before it returns (a Windows log-off waits for no promise)', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { now: () => NOW, summaryDelayMs: 60_000 });
    await log.append(capabilityEvent({ capability: 'home_assistant.set_entity_state', outcome: 'executed', changed: true }));
    log.flushSummarySync();
    const summary = JSON.parse(readFileSync(join(dir, 'capabilities', 'audit-summary.json'), 'utf8')) as {
      counters: Record<string, { executed: number; changed: number }>;
    };
    expect(summary.counters['home_assistant.set_entity_state']).toMatchObject({ executed: 1, changed: 1 });
    await log.close();
  });

  it('appends one JSON line per event', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { now: () => NOW });
    await log.append(capabilityEvent());
    await log.append(configEvent());
    const written = await lines(join(dir, 'capabilities', 'audit.jsonl'));
    expect(written.map((line) => JSON.parse(line))).toEqual([capabilityEvent(), configEvent()]);
    if (posix) expect((await stat(join(dir, 'capabilities', 'audit.jsonl'))).mode & 0o777).toBe(0o600);
    await log.close();
  });

  it('counts per capability by outcome, proposals, changes and no-ops; config events are not counted', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { now: () => NOW });
    const set = 'home_assistant.set_entity_state';
    const list = 'home_assistant.list_entities';
    await log.append(capabilityEvent({ capability: set, stage: 'confirm', outcome: 'pending', changed: undefined }));
    await log.append(capabilityEvent({ capability: set, outcome: 'executed', changed: true }));
    await log.append(capabilityEvent({ capability: set, outcome: 'executed', changed: false }));
    await log.append(capabilityEvent({ capability: set, stage: 'policy', outcome: 'rejected', code: 'DOMAIN_NOT_CONTROLLABLE', changed: undefined }));
    await log.append(capabilityEvent({ capability: list, outcome: 'denied', changed: undefined, code: 'CONFIRMATION_DENIED' }));
    await log.append(capabilityEvent({ capability: list, outcome: 'expired', changed: undefined }));
    await log.append(capabilityEvent({ capability: list, outcome: 'failed', changed: undefined, code: 'EXECUTION_TIMEOUT' }));
    await log.append(configEvent());
    const summary = await log.summary();
    expect(summary.since).toBe('2026-09-01T10:00:00.000Z');
    expect(summary.counters).toEqual({
      [set]: { proposed: 2, executed: 2, rejected: 1, pending: 1, denied: 0, expired: 0, failed: 0, changed: 1, no_op: 1 },
      [list]: { proposed: 0, executed: 0, rejected: 0, pending: 0, denied: 1, expired: 1, failed: 1, changed: 0, no_op: 0 },
    });
    await log.close();
  });

  it('lists recent events newest first, config events included, up to recentLimit', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { recentLimit: 3 });
    for (let index = 0; index < 5; index++) await log.append(capabilityEvent({ conversation_id: `c${index}` }));
    await log.append(configEvent({ change: 'last' }));
    const { recent } = await log.summary();
    expect(recent).toEqual([configEvent({ change: 'last' }), capabilityEvent({ conversation_id: 'c4' }), capabilityEvent({ conversation_id: 'c3' })]);
    await log.close();
  });

  it('rotates by size, keeps 3 files, and keeps counters across rotation and restart', async () => {
    const dir = await makeTempDir();
    const capabilities = join(dir, 'capabilities');
    const maxBytes = 2000;
    let clock = NOW;
    const log = new AuditLog(dir, { now: () => clock, maxBytes, files: 3, recentLimit: 1000 });
    const total = 100;
    for (let index = 0; index < total; index++) {
      await log.append(capabilityEvent({ conversation_id: `c${index}`, changed: index % 2 === 0 }));
    }
    expect((await readdir(capabilities)).filter((name) => name.endsWith('.jsonl')).sort()).toEqual(['audit.1.jsonl', 'audit.2.jsonl', 'audit.jsonl']);
    for (const name of ['audit.jsonl', 'audit.1.jsonl', 'audit.2.jsonl']) {
      expect((await stat(join(capabilities, name))).size).toBeLessThanOrEqual(maxBytes);
    }

    const summary = await log.summary();
    const counters = summary.counters['home_assistant.set_entity_state']!;
    expect(counters.executed).toBe(total);
    expect(counters.changed).toBe(total / 2);
    expect(counters.no_op).toBe(total / 2);

    // recent spans the rotated files, newest first, and only what is still kept
    const kept =
      (await lines(join(capabilities, 'audit.jsonl'))).length +
      (await lines(join(capabilities, 'audit.1.jsonl'))).length +
      (await lines(join(capabilities, 'audit.2.jsonl'))).length;
    expect(summary.recent).toHaveLength(kept);
    expect(kept).toBeLessThan(total);
    expect(summary.recent[0]).toMatchObject({ conversation_id: `c${total - 1}` });
    expect(summary.recent.at(-1)).toMatchObject({ conversation_id: `c${total - kept}` });
    await log.close();

    clock = NOW + 86_400_000;
    const reopened = new AuditLog(dir, { now: () => clock, maxBytes, files: 3 });
    const again = await reopened.summary();
    expect(again.since).toBe(summary.since);
    expect(again.counters['home_assistant.set_entity_state']!.executed).toBe(total);
    await reopened.append(capabilityEvent());
    expect((await reopened.summary()).counters['home_assistant.set_entity_state']!.executed).toBe(total + 1);
    await reopened.close();
  });

  it('with files: 1 keeps only the current file', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { maxBytes: 600, files: 1 });
    for (let index = 0; index < 10; index++) await log.append(capabilityEvent());
    expect((await readdir(join(dir, 'capabilities'))).filter((name) => name.endsWith('.jsonl'))).toEqual(['audit.jsonl']);
    await log.close();
  });

  it('serialises concurrent appends into whole lines', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { maxBytes: 20_000, recentLimit: 1000 });
    const count = 300;
    await Promise.all(Array.from({ length: count }, (_, index) => log.append(capabilityEvent({ conversation_id: `conversation-${index}`.padEnd(200, 'x') }))));
    const capabilities = join(dir, 'capabilities');
    const all: string[] = [];
    for (const name of await readdir(capabilities)) if (name.endsWith('.jsonl')) all.push(...(await lines(join(capabilities, name))));
    for (const line of all) expect(() => JSON.parse(line)).not.toThrow();
    const { counters, recent } = await log.summary();
    expect(counters['home_assistant.set_entity_state']!.executed).toBe(count);
    expect(recent.length).toBe(all.length);
    await log.close();
  });

  it.each([
    ['a message', { message: 'turn off the kitchen light' }],
    ['arguments', { arguments: { entity_id: 'light.kitchen' } }],
    ['a state', { state: 'on' }],
    ['a result', { result: { changes: [] } }],
    ['an access token', { access_token: 'secret' }],
  ])('refuses an event carrying %s, writing nothing', async (_label, extra) => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir);
    await expect(log.append({ ...capabilityEvent(), ...extra })).rejects.toThrow(TypeError);
    await expect(log.append({ ...configEvent(), ...extra })).rejects.toThrow(TypeError);
    await log.close();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses non-scalar values, over-long strings and unknown kinds', () => {
    expect(() => assertAuditEvent({ ...capabilityEvent(), entity_id: ['light.a'] })).toThrow(TypeError);
    expect(() => assertAuditEvent({ ...configEvent(), change: 'x'.repeat(5000) })).toThrow(TypeError);
    expect(() => assertAuditEvent({ ...configEvent(), kind: 'other' })).toThrow(TypeError);
    expect(() => assertAuditEvent(null)).toThrow(TypeError);
    expect(() => assertAuditEvent(capabilityEvent())).not.toThrow();
  });

  it('never puts a refused value in the error', async () => {
    const log = new AuditLog(await makeTempDir());
    const error = await log.append({ ...capabilityEvent(), token: 'hunter2' } as AuditEvent).catch((caught: Error) => caught);
    expect(String(error)).not.toContain('hunter2');
  });

  it('restarts counting from now when the summary is corrupt, and keeps working', async () => {
    const dir = await makeTempDir();
    await mkdir(join(dir, 'capabilities'), { recursive: true });
    await writeFile(join(dir, 'capabilities', 'audit-summary.json'), '{"since": "2020-01-01T00:00:00.000Z", "counters": {"x": {"executed": -1}}}');
    const log = new AuditLog(dir, { now: () => NOW });
    await log.append(capabilityEvent());
    const summary = await log.summary();
    expect(summary.since).toBe(new Date(NOW).toISOString());
    expect(summary.counters['home_assistant.set_entity_state']!.executed).toBe(1);
    await log.close();
    const stored = JSON.parse(await readFile(join(dir, 'capabilities', 'audit-summary.json'), 'utf8'));
    expect(stored.since).toBe(new Date(NOW).toISOString());
    expect(stored.counters['home_assistant.set_entity_state'].executed).toBe(1);
  });

  it('restarts counting when the summary is not JSON', async () => {
    const dir = await makeTempDir();
    await mkdir(join(dir, 'capabilities'), { recursive: true });
    await writeFile(join(dir, 'capabilities', 'audit-summary.json'), '{{{');
    const log = new AuditLog(dir, { now: () => NOW });
    expect(await log.summary()).toEqual({ since: new Date(NOW).toISOString(), counters: {}, recent: [] });
    await log.close();
  });

  it('skips torn and foreign lines when listing recent events', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir);
    await log.append(capabilityEvent({ conversation_id: 'a' }));
    await appendFile(
      join(dir, 'capabilities', 'audit.jsonl'),
      '{"kind":"capability","ts":"x","capability":"y","outcome":"executed","message":"no"}\n{"kind":"capab',
    );
    const { recent } = await log.summary();
    expect(recent).toEqual([capabilityEvent({ conversation_id: 'a' })]);
    await log.close();
  });

  it('persists counters on close even before the debounce fires', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { now: () => NOW, summaryDelayMs: 60_000 });
    await log.append(capabilityEvent());
    await log.close();
    const stored = JSON.parse(await readFile(join(dir, 'capabilities', 'audit-summary.json'), 'utf8'));
    expect(stored.counters['home_assistant.set_entity_state'].executed).toBe(1);
  });

  it('buckets capability names beyond maxCounterKeys and keeps "__proto__" a plain key', async () => {
    const dir = await makeTempDir();
    const log = new AuditLog(dir, { maxCounterKeys: 2 });
    await log.append(capabilityEvent({ capability: '__proto__', outcome: 'rejected', code: 'CAPABILITY_UNKNOWN' }));
    await log.append(capabilityEvent({ capability: 'b', outcome: 'rejected' }));
    await log.append(capabilityEvent({ capability: 'c', outcome: 'rejected' }));
    await log.append(capabilityEvent({ capability: 'd', outcome: 'rejected' }));
    const { counters } = await log.summary();
    expect(Object.keys(counters)).toEqual(['__proto__', 'b', '(other)']);
    expect(counters['(other)']!.rejected).toBe(2);
    expect(Object.getPrototypeOf(counters)).toBe(Object.prototype);
    await log.close();
    const reopened = new AuditLog(dir, { maxCounterKeys: 2 });
    expect(Object.keys((await reopened.summary()).counters)).toEqual(['__proto__', 'b', '(other)']);
    await reopened.close();
  });
});
