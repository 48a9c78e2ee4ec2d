/**
 * The recognizer engine over Home Assistant's own Swedish intent tests, recognised by a real Home
 * Assistant (../shared/real-ha): for each in-scope test file, the home is rearranged to host the
 * file's world — its areas created, its entities' names and areas given to the real entities of the
 * same domain (and device class, when the file names one) — then every sentence is recognised by
 * Home Assistant in Swedish and mapped by our engine over that world as the allowlist. A group whose
 * named devices the harness home can't host (a climate, a window, a second door) is left out and
 * counted. Reported per file; no wrong target may ever appear. (Data: see test/core/recognizer/sv-eval.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeAssistantTarget } from '../../main/core/ha/client.js';
import { withRecognizer } from '../../main/core/ha/recognizer.js';
import {
  evaluateFile,
  formatSwedishEval,
  named,
  swedishTestFiles,
  worldOf,
  type FileEntity,
  type FileReport,
  type TestFile,
} from '../core/recognizer/sv-eval.js';
import { haSocket, startRealHomeAssistant, type HaSocket, type RealHomeAssistant } from './real-ha.js';

/** The harness home's entities that can stand in for a test file's, by domain, with their fixed device classes. */
const POOL: Array<{ entity_id: string; domain: string; device_class: string | null }> = [
  { entity_id: 'light.kitchen_ceiling', domain: 'light', device_class: null },
  { entity_id: 'light.living_room_lamp', domain: 'light', device_class: null },
  { entity_id: 'light.bedroom_lamp', domain: 'light', device_class: null },
  { entity_id: 'switch.coffee_maker', domain: 'switch', device_class: null },
  { entity_id: 'switch.office_fan', domain: 'switch', device_class: null },
  { entity_id: 'sensor.living_room_temperature', domain: 'sensor', device_class: 'temperature' },
  { entity_id: 'sensor.bedroom_temperature', domain: 'sensor', device_class: 'temperature' },
  { entity_id: 'sensor.bedroom_humidity', domain: 'sensor', device_class: 'humidity' },
  { entity_id: 'binary_sensor.front_door', domain: 'binary_sensor', device_class: 'door' },
  { entity_id: 'cover.garage_door', domain: 'cover', device_class: 'garage' },
  { entity_id: 'lock.front_door_lock', domain: 'lock', device_class: null },
];

let ha: RealHomeAssistant;
let socket: HaSocket;
const files = swedishTestFiles();

beforeAll(async () => {
  ha = await startRealHomeAssistant();
  socket = await haSocket(ha);
});

afterAll(async () => {
  socket?.close();
  await ha?.dispose();
});

/** Which real entity hosts each of the file's entities (null: none of that kind left). */
function hosting(file: TestFile): (e: FileEntity, i: number) => string | null {
  const used = new Set<string>();
  const hosts = new Map<number, string | null>();
  (file.entities ?? []).forEach((e, i) => {
    const dc = typeof e.attributes?.device_class === 'string' ? e.attributes.device_class : null;
    const host = POOL.find((p) => !used.has(p.entity_id) && p.domain === e.domain && (dc === null || p.device_class === dc));
    if (host) used.add(host.entity_id);
    hosts.set(i, host?.entity_id ?? null);
  });
  return (_e, i) => hosts.get(i) ?? null;
}

/** Rearranges the home for one file: every stand-in reset, then the hosted entities named and placed. */
async function arrange(file: TestFile, ids: (e: FileEntity, i: number) => string | null): Promise<void> {
  let spare = 0;
  for (const p of POOL) await socket.call('config/entity_registry/update', { entity_id: p.entity_id, name: `Reserv ${++spare}`, area_id: null, aliases: [] });
  const areas = (await socket.call('config/area_registry/list')) as Array<{ area_id: string; name: string }>;
  const areaIds = new Map(areas.map((a) => [a.name.toLocaleLowerCase('sv'), a.area_id]));
  const areaOf = async (name: string): Promise<string> => {
    const known = areaIds.get(name.toLocaleLowerCase('sv'));
    if (known !== undefined) return known;
    const created = (await socket.call('config/area_registry/create', { name })) as { area_id: string };
    areaIds.set(name.toLocaleLowerCase('sv'), created.area_id);
    return created.area_id;
  };
  for (const a of file.areas ?? []) await areaOf(a.name);
  for (const [i, e] of (file.entities ?? []).entries()) {
    const id = ids(e, i);
    if (id === null) continue;
    await socket.call('config/entity_registry/update', { entity_id: id, name: e.name, area_id: e.area ? await areaOf(e.area) : null, aliases: [] });
  }
}

const target = (): HomeAssistantTarget => ({ base_url: ha.url, token: ha.token, token_origin: ha.url, tls: { mode: 'system' } });

describe.skipIf(files === null)("Home Assistant's Swedish intent tests, recognised by a real Home Assistant", () => {
  it('no wrong target; held-out accuracy per file', async () => {
    const reports: FileReport[] = [];
    let left = 0;
    for (const [relative, file, intent] of files!) {
      const ids = hosting(file);
      await arrange(file, ids);
      const hosted = worldOf(file, ids);
      const whole = worldOf(file);
      reports.push(
        await evaluateFile(relative, file, intent, hosted, async (c) => {
          // The truth over the file's whole world must be what the harness home can show, else the group is left out.
          if (named(c.slots, c.intent, whole.entities).length !== c.expected.length) {
            left++;
            return 'skip';
          }
          const [recognised] = await withRecognizer(target(), (s) => s.recognize([c.sentence], 'sv'));
          return recognised ?? null;
        }),
      );
    }
    console.log(
      formatSwedishEval(reports, `Recognizer engine, real Home Assistant 2025.10 / intents 2025.9.3, Swedish tests (${left} sentences left out: not hostable)`),
    );
    expect(reports.flatMap((r) => r.wrong)).toEqual([]);
  }, 600_000);
});
