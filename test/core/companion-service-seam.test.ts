/**
 * DESIGN §1: CompanionService is the single seam — one method per contract channel, its
 * collaborators private, the wiring a separate composition root. A method that is not a channel,
 * or a collaborator left reachable, would let an adapter or a test go around the contract.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { channels } from '../../common/contract/channels.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { Composition } from '../../main/core/composition.js';

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()!();
});

async function freshService(): Promise<{ service: CompanionService; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-seam-'));
  const service = new CompanionService({ dataDir });
  open.push(async () => {
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { service, dataDir };
}

describe('CompanionService is the single seam', () => {
  it('has exactly one method per contract channel, plus the lifecycle: close and flushSync (the shell’s synchronous way out)', () => {
    const methods = Object.getOwnPropertyNames(CompanionService.prototype).filter((name) => name !== 'constructor');
    expect(methods.sort()).toEqual([...Object.keys(channels), 'close', 'flushSync'].sort());
  });

  it('exposes no collaborator: only the event feed is an own property', async () => {
    const { service } = await freshService();
    expect(Object.keys(service)).toEqual(['subscribe']);
    for (const name of [
      'executor',
      'confirmations',
      'configStore',
      'secrets',
      'entityNames',
      'audit',
      'turns',
      'assistant',
      'instanceInfo',
      'vocabulary',
      'clock',
    ]) {
      expect(name in service, name).toBe(false);
    }
  });

  it('sits over a composition built elsewhere, and answers through it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-seam-'));
    const core = new Composition({ dataDir });
    const service = new CompanionService(core);
    open.push(async () => {
      await service.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const events: string[] = [];
    service.subscribe((name) => events.push(name));
    core.events.emit('confirmations.changed', { pending: [] });
    expect(events).toEqual(['confirmations.changed']);
    expect(await service['confirmations.list']({}, { surface: 'chat' })).toEqual({ pending: [] });
    expect((await service['homeAssistant.getConfig']({}, { surface: 'chat' })).config_status).toBe('missing');
  });
});
