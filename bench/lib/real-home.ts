/**
 * A real Home Assistant (../shared/real-ha, started by test/real-ha/real-ha.ts) grown into a home of
 * a thousand entities and a sensor with a week of history, from our side — run_ha.py has no option
 * for either and ../shared is not ours to change:
 *
 * - Entities: template entities (sensors, binary sensors, switches, lights) appended to the
 *   instance's own configuration.yaml — `template:` is its last key — and loaded by Home
 *   Assistant's `template.reload` service; each has a `unique_id`, so it is in the entity registry,
 *   and is then put in one of the home's six areas over the WebSocket API, as a household would.
 * - History: `count` readings of one temperature sensor sent through `POST /api/states/<id>`, so
 *   Home Assistant's state machine and recorder write every row themselves; then, once the
 *   recorder holds them all, their timestamps are spread over the seven days before the last one
 *   (bench/lib/spread_history.py, one UPDATE per row of the recorder's SQLite). The rows, their
 *   attributes and the indexes are Home Assistant's; only the times are moved, because a week
 *   can't be waited for.
 */
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { haRequest, haSocket, waitFor, type RealHomeAssistant } from '../../test/real-ha/real-ha.js';
import { REPO_ROOT } from './paths.js';
import { WEEK_MS, weekOfReadings } from './history.js';

const ROOMS = ['Kitchen', 'Living Room', 'Bedroom', 'Office', 'Hallway', 'Garage'];
/** The areas run_ha.py makes, in ROOMS' order. */
const AREA_IDS = ['kitchen', 'living_room', 'bedroom', 'office', 'hallway', 'garage'];

interface Kind {
  /** One of every `every` entities is of this kind (the first kind that claims it). */
  domain: 'sensor' | 'binary_sensor' | 'switch' | 'light';
  noun: string;
  yaml: (name: string, uniqueId: string, i: number) => string;
}

/** The template YAML of each kind, indented as items of the `template:` list. */
const KINDS: Kind[] = [
  {
    domain: 'sensor',
    noun: 'Temperature',
    yaml: (name, id, i) =>
      `  - sensor:\n      - name: ${name}\n        unique_id: ${id}\n        device_class: temperature\n        state_class: measurement\n        unit_of_measurement: "°C"\n        state: "${(18 + (i % 9) * 0.5).toFixed(1)}"\n`,
  },
  {
    domain: 'sensor',
    noun: 'Humidity',
    yaml: (name, id, i) =>
      `  - sensor:\n      - name: ${name}\n        unique_id: ${id}\n        device_class: humidity\n        state_class: measurement\n        unit_of_measurement: "%"\n        state: "${40 + (i % 25)}"\n`,
  },
  {
    domain: 'sensor',
    noun: 'Power',
    yaml: (name, id, i) =>
      `  - sensor:\n      - name: ${name}\n        unique_id: ${id}\n        device_class: power\n        state_class: measurement\n        unit_of_measurement: W\n        state: "${((i * 37) % 2000) / 10}"\n`,
  },
  {
    domain: 'binary_sensor',
    noun: 'Door',
    yaml: (name, id, i) =>
      `  - binary_sensor:\n      - name: ${name}\n        unique_id: ${id}\n        device_class: door\n        state: "{{ ${i % 5 === 0 ? 'true' : 'false'} }}"\n`,
  },
  {
    domain: 'switch',
    noun: 'Plug',
    yaml: (name, id, i) =>
      `  - switch:\n      - name: ${name}\n        unique_id: ${id}\n        state: "{{ ${i % 3 === 0 ? 'true' : 'false'} }}"\n        turn_on: []\n        turn_off: []\n`,
  },
  {
    domain: 'light',
    noun: 'Light',
    yaml: (name, id, i) =>
      `  - light:\n      - name: ${name}\n        unique_id: ${id}\n        state: "{{ ${i % 4 === 0 ? 'true' : 'false'} }}"\n        turn_on: []\n        turn_off: []\n`,
  },
];

/** What `grow` made: the new entities' ids, in the order they were written. */
export interface GrownHome {
  entityIds: string[];
  /** Every state Home Assistant then lists (the grown ones and the home run_ha.py made). */
  states: number;
  /** Seconds `template.reload` took for them. */
  reloadSeconds: number;
}

/** Adds `count` template entities to the running home and places each in an area. */
export async function growHome(ha: RealHomeAssistant, count: number): Promise<GrownHome> {
  const before = ((await haRequest(ha, 'GET', '/api/states')).json as unknown[]).length;
  const entityIds: string[] = [];
  let yaml = '';
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const room = ROOMS[i % ROOMS.length]!;
    const name = `${room} ${kind.noun} ${i + 1}`;
    const slug = name.toLowerCase().replace(/ /g, '_');
    yaml += kind.yaml(name, `bench_${slug}`, i);
    entityIds.push(`${kind.domain}.${slug}`);
  }
  await appendFile(join(ha.configDir, 'configuration.yaml'), `  # ${count} entities added by bench/lib/real-home.ts\n${yaml}`);
  const started = performance.now();
  const reload = await haRequest(ha, 'POST', '/api/services/template/reload', {});
  if (reload.status !== 200) throw new Error(`template.reload answered ${reload.status}: ${reload.text.slice(0, 200)}`);
  const states = await waitFor(`${count} template entities in /api/states`, 120_000, async () => {
    const n = ((await haRequest(ha, 'GET', '/api/states')).json as unknown[]).length;
    return n >= before + count ? n : undefined;
  });
  const reloadSeconds = (performance.now() - started) / 1000;
  const socket = await haSocket(ha);
  try {
    for (const [i, entityId] of entityIds.entries()) {
      await socket.call('config/entity_registry/update', { entity_id: entityId, area_id: AREA_IDS[i % AREA_IDS.length] });
    }
  } finally {
    socket.close();
  }
  return { entityIds, states, reloadSeconds };
}

/** The recorded history of one sensor: what was written, and how long the recorder took to hold it. */
export interface SeededHistory {
  entityId: string;
  changes: number;
  /** Seconds from the first POST until the recorder held every row. */
  recordSeconds: number;
}

const TEMPERATURE_ATTRIBUTES = { state_class: 'measurement', unit_of_measurement: '°C', device_class: 'temperature', friendly_name: 'Attic Temperature' };

/**
 * `count` temperature readings of `entityId` through the REST API, each a real state change,
 * then spread over the week before the last one (see the file's comment).
 */
export async function seedWeekOfHistory(ha: RealHomeAssistant, entityId: string, count: number): Promise<SeededHistory> {
  const started = performance.now();
  const readings = weekOfReadings(count, Date.now());
  // One at a time: each reading differs from the one before it, so in order each is a state change.
  for (const { state } of readings) {
    const answer = await haRequest(ha, 'POST', `/api/states/${entityId}`, { state, attributes: TEMPERATURE_ATTRIBUTES });
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`POST /api/states/${entityId} answered ${answer.status}`);
  }
  await waitFor(`the recorder to hold ${count} rows of ${entityId}`, 120_000, async () => {
    const rows =
      (
        (await haRequest(ha, 'GET', `/api/history/period?filter_entity_id=${entityId}&minimal_response&no_attributes&significant_changes_only=0`))
          .json as unknown[][]
      )[0] ?? [];
    return rows.length >= count ? true : undefined;
  });
  const recordSeconds = (performance.now() - started) / 1000;
  await spreadOverWeek(ha.configDir, entityId);
  // Home Assistant's own answer for the week must now hold every change, the first about a week ago.
  const now = Date.now();
  const week = `/api/history/period/${encodeURIComponent(new Date(now - WEEK_MS).toISOString())}?filter_entity_id=${entityId}&end_time=${encodeURIComponent(new Date(now).toISOString())}&minimal_response&no_attributes`;
  const rows = (((await haRequest(ha, 'GET', week)).json as unknown[][])[0] ?? []) as Array<{ last_changed: string }>;
  const firstAgo = rows.length > 0 ? now - Date.parse(rows[0]!.last_changed) : 0;
  if (rows.length < count || firstAgo < WEEK_MS * 0.95) {
    throw new Error(`after spreading, the week's history holds ${rows.length} of ${count} changes, the first ${(firstAgo / 86_400_000).toFixed(2)} days ago`);
  }
  return { entityId, changes: count, recordSeconds };
}

const VENV_PYTHON = join(process.env.REAL_HA_HOME ?? join(homedir(), '.cache', 'real-ha'), '.venv', 'bin', 'python');

/** Runs spread_history.py on the recorder's database; resolves with the rows it moved. */
async function spreadOverWeek(configDir: string, entityId: string): Promise<number> {
  const script = join(REPO_ROOT, 'bench', 'lib', 'spread_history.py');
  const db = join(configDir, 'home-assistant_v2.db');
  const child = spawn(VENV_PYTHON, [script, db, entityId, String(WEEK_MS / 1000)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`spread_history.py failed (${code}): ${err.slice(-2000)}`);
  return (JSON.parse(out) as { rows: number }).rows;
}
