/**
 * Crash-safe storage (DESIGN §4). A child process writes two very different configs (~1 KB and
 * ~300 KB) alternately through the built `HomeAssistantConfigStore.write` and is SIGKILLed at
 * random points, 200 times. After every kill the file must be, byte for byte, one of the two;
 * leftover temp files must be ignored by reads and cleaned once abandoned.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeAssistantConfigStore, type HomeAssistantConfig } from '../../main/core/storage/home-assistant-config.js';
import { ensureNodeBuild, REPO } from './support/build.js';
import { Rng, seedFrom } from './support/random.js';

const KILLS = Number(process.env.CRASH_KILLS ?? 200);
const SEED = seedFrom('CRASH_SEED');
const WRITER = join(REPO, 'test', 'hardening', 'support', 'crash-writer.mjs');

const small: HomeAssistantConfig = {
  enabled: true,
  base_url: 'http://192.168.1.20:8123',
  allowlisted_entities: ['light.kitchen_ceiling', 'light.porch', 'switch.coffee_maker', 'binary_sensor.front_door', 'sensor.living_room_temperature'],
  control_enabled: true,
  controllable_entities: ['light.kitchen_ceiling', 'switch.coffee_maker'],
  tls: { mode: 'system' },
};
const bigIds = Array.from({ length: 6600 }, (_, i) => `${i % 3 === 0 ? 'light' : 'sensor'}.generated_entity_number_${String(i).padStart(5, '0')}`);
const big: HomeAssistantConfig = {
  enabled: false,
  base_url: 'https://homeassistant.example.org',
  allowlisted_entities: bigIds,
  control_enabled: false,
  controllable_entities: bigIds.filter((id) => id.startsWith('light.')).slice(0, 500),
  tls: { mode: 'system' },
};
/** Exactly what `write` puts on disk. */
const serialise = (c: HomeAssistantConfig) => `${JSON.stringify(c, null, 2)}\n`;

let dist: string;
let dir: string;

beforeAll(async () => {
  dist = await ensureNodeBuild();
  dir = await mkdtemp(join(tmpdir(), 'sovereign-crash-'));
}, 300_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a write either lands whole or not at all', () => {
  it(
    `${KILLS} SIGKILLs at random points: the file is always exactly one of the two configs`,
    async () => {
      const rng = new Rng(SEED);
      const texts = [serialise(small), serialise(big)];
      expect(Buffer.byteLength(texts[0]!)).toBeLessThan(2_000);
      expect(Buffer.byteLength(texts[1]!)).toBeGreaterThan(280_000);
      const configsPath = join(dir, 'configs.json');
      await writeFile(configsPath, JSON.stringify([small, big]));
      const dataDir = join(dir, 'data');
      const store = new HomeAssistantConfigStore(dataDir);
      await store.write(small);
      const capDir = join(dataDir, 'capabilities');
      const tempName = /^\.home-assistant\.json\.[0-9a-f]+\.tmp$/;

      let survived = 0;
      let killedMidWrite = 0;
      let leftovers = 0;
      let cleaned = 0;
      const landed = [0, 0];
      const problems: string[] = [];
      const spawnWriter = () => {
        const child = spawn(process.execPath, [WRITER, dist, dataDir, configsPath, String(rng.int(2))], { stdio: ['pipe', 'pipe', 'pipe'] });
        const state = {
          child,
          out: '',
          err: '',
          exited: new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code))),
        };
        child.stdout.setEncoding('utf8').on('data', (d: string) => (state.out += d));
        child.stderr.setEncoding('utf8').on('data', (d: string) => (state.err += d));
        child.stdin.on('error', () => undefined);
        return state;
      };
      // The next writers load while the current one runs, so a kill costs a write, not a start-up.
      const AHEAD = 3;
      const queue = Array.from({ length: Math.min(AHEAD, KILLS) }, spawnWriter);
      for (let kill = 0; kill < KILLS; kill++) {
        const writer = queue.shift()!;
        if (kill + queue.length + 1 < KILLS) queue.push(spawnWriter());
        const { child } = writer;
        const deadline = Date.now() + 30_000;
        while (!writer.out.includes('loaded') && Date.now() < deadline && child.exitCode === null) await sleep(2);
        if (!writer.out.includes('loaded')) problems.push(`kill ${kill}: the writer never loaded (${writer.err.slice(0, 300)})`);
        child.stdin.write('go\n');
        // Most kills land a random time after at least one completed write; the rest anywhere
        // from the very first write on (before anything of this writer has landed).
        const waitForWrite = rng.next() < 0.8;
        const extraMs = rng.int(waitForWrite ? 40 : 25);
        while (waitForWrite && !writer.out.includes('ready') && Date.now() < deadline && child.exitCode === null) await sleep(1);
        if (waitForWrite && !writer.out.includes('ready')) problems.push(`kill ${kill}: the writer never completed a write (${writer.err.slice(0, 300)})`);
        await sleep(extraMs);
        const writesBefore = (writer.out.match(/ready/g) ?? []).length;
        child.kill('SIGKILL');
        const how = await writer.exited;
        if (how !== 'SIGKILL') problems.push(`kill ${kill}: the writer ended by ${String(how)}, not SIGKILL (${writer.err.slice(0, 300)})`);
        if (writesBefore > 0) killedMidWrite++;

        // The raw bytes are exactly one of the two serialisations.
        const bytes = await readFile(join(capDir, 'home-assistant.json'), 'utf8');
        const which = texts.indexOf(bytes);
        if (which < 0) {
          problems.push(
            `kill ${kill}: the file is neither config (${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex').slice(0, 12)})`,
          );
          continue;
        }
        landed[which]!++;
        // A read ignores any leftover temp file and returns that config.
        const temps = (await readdir(capDir)).filter((n) => tempName.test(n));
        leftovers += temps.length;
        const read = await store.read();
        if (read.status !== 'ok' || JSON.stringify(read.config) !== JSON.stringify(which === 0 ? small : big)) {
          problems.push(`kill ${kill}: read() gave ${read.status} ${read.message ?? ''}`);
        }
        if (temps.length > 0) {
          // Young temp files may belong to a write in flight elsewhere: left alone...
          const stillThere = (await readdir(capDir)).filter((n) => tempName.test(n));
          if (stillThere.length !== temps.length) problems.push(`kill ${kill}: a young temp file was removed`);
          // ...and once abandoned (a minute old) the next read cleans them.
          const old = new Date(Date.now() - 5 * 60_000);
          for (const t of temps) await utimes(join(capDir, t), old, old);
          await store.read();
          const after = (await readdir(capDir)).filter((n) => tempName.test(n));
          if (after.length > 0) problems.push(`kill ${kill}: ${after.length} abandoned temp file(s) not cleaned`);
          else cleaned += temps.length;
        }
        survived++;
      }
      for (const spare of queue) {
        spare.child.kill('SIGKILL');
        await spare.exited;
      }
      const names = (await readdir(capDir)).filter((n) => n !== 'home-assistant.json');
      console.log(
        `[hardening] crash-safe storage: seed ${SEED}, kills survived ${survived}/${KILLS} (${killedMidWrite} after ≥1 completed write of that writer), ` +
          `file held small ${landed[0]}× / big ${landed[1]}×, leftover temp files ${leftovers} (all cleaned: ${cleaned === leftovers})`,
      );
      expect(problems).toEqual([]);
      expect(survived).toBe(KILLS);
      expect(names).toEqual([]);
    },
    Math.max(180_000, KILLS * 1_000),
  );
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
