/**
 * Home Assistant's facts about itself (DESIGN §5): kept on disk for the origin that gave them, an
 * unreadable file set aside (never trusted, nothing thrown), and a turn reading them waits for a
 * contact still under way.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InstanceFacts } from '../../main/core/instance/instance-facts.js';
import { INSTANCE_FILE, InstanceFile } from '../../main/core/storage/instance-file.js';

const ORIGIN = 'http://127.0.0.1:8123';
const INFO = { location_name: 'Home', version: '2025.10.0', time_zone: 'Pacific/Chatham', language: 'nl' };
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function facts(): Promise<{ dir: string; make: (onLearnt?: () => Promise<void>) => InstanceFacts }> {
  const dir = await mkdtemp(join(tmpdir(), 'sovereign-instance-'));
  dirs.push(dir);
  return { dir, make: (onLearnt) => new InstanceFacts({ file: new InstanceFile(dir), now: () => 0, ...(onLearnt ? { onLearnt } : {}) }) };
}

describe('InstanceFacts', () => {
  it('keeps what an origin said on disk, for that origin only', async () => {
    const { dir, make } = await facts();
    await make().learn(ORIGIN, INFO);
    const again = make();
    expect(await again.current(ORIGIN)).toMatchObject({ origin: ORIGIN, time_zone: 'Pacific/Chatham', language: 'nl', version: '2025.10.0' });
    expect(await again.current('http://127.0.0.1:9999')).toBeNull();
    expect(JSON.parse(await readFile(join(dir, INSTANCE_FILE), 'utf8'))).toMatchObject({ version: 1, instance: { origin: ORIGIN } });
  });

  it('an unreadable file is set aside and reads as nothing known', async () => {
    const { dir, make } = await facts();
    await writeFile(join(dir, INSTANCE_FILE), '{"version":1,"instance":{"origin":42}}');
    expect(await make().current(ORIGIN)).toBeNull();
    const files = await readdir(dir);
    expect(files).not.toContain(INSTANCE_FILE);
    expect(files.some((f) => f.startsWith('home-assistant-instance.unreadable-'))).toBe(true);
  });

  it('a reader waits for a contact under way and for whoever is told of what it learnt', async () => {
    const { make } = await facts();
    const order: string[] = [];
    const instance = make(async () => {
      order.push('told');
    });
    let answer!: () => void;
    const contact = new Promise<void>((resolve) => (answer = resolve)).then(() => instance.learn(ORIGIN, INFO));
    void instance.track(contact);
    const reading = instance.current(ORIGIN).then((r) => order.push(`read ${r?.language}`));
    answer();
    await reading;
    expect(order).toEqual(['told', 'read nl']);
  });

  it('a failed contact is not waited on twice and learns nothing', async () => {
    const { make } = await facts();
    const instance = make();
    await instance.track(Promise.reject(new Error('unreachable'))).catch(() => undefined);
    expect(await instance.current(ORIGIN)).toBeNull();
  });
});
