/**
 * `home-assistant-instance.json`: what Home Assistant last said about itself (`/api/config`) —
 * its name, version, time zone and language — and for which origin, so replies keep Home
 * Assistant's zone and language after a restart and while it can't be reached (DESIGN §5).
 * Small, no secrets, written atomically (0600). A file that is not ours is set aside, never
 * trusted: the facts are learnt again at the next contact.
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from './atomic-file.js';

export const INSTANCE_FILE = 'home-assistant-instance.json';
export const INSTANCE_FILE_VERSION = 1;
const MAX_BYTES = 16 * 1024;
const MAX_TEXT = 256;

/** Home Assistant's facts about itself, as one origin answered them. */
export interface InstanceRecord {
  /** The origin that answered (a token is bound to it; facts of another origin are not this home's). */
  origin: string;
  location_name: string;
  version: string;
  time_zone: string;
  /** Its configured language (a BCP 47 tag), or null when it named none. */
  language: string | null;
  /** When it was learnt (ISO 8601). */
  learnt_at: string;
}

function text(value: unknown, max = MAX_TEXT): value is string {
  return typeof value === 'string' && value.length <= max;
}

function parse(json: unknown): InstanceRecord | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const f = json as Record<string, unknown>;
  if (f['version'] !== INSTANCE_FILE_VERSION) return null;
  const r = f['instance'];
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return null;
  const i = r as Record<string, unknown>;
  if (!text(i['origin']) || !text(i['location_name']) || !text(i['version'], 64) || !text(i['time_zone'], 64) || !text(i['learnt_at'], 64)) return null;
  const language = i['language'];
  if (language !== null && !text(language, 35)) return null;
  return {
    origin: i['origin'],
    location_name: i['location_name'],
    version: i['version'],
    time_zone: i['time_zone'],
    language: language,
    learnt_at: i['learnt_at'],
  };
}

export class InstanceFile {
  readonly path: string;
  readonly #dir: string;
  readonly #now: () => number;

  constructor(dataDir: string, now: () => number = Date.now) {
    this.#dir = dataDir;
    this.path = join(dataDir, INSTANCE_FILE);
    this.#now = now;
  }

  /** Never throws: missing is null; an unusable file is renamed aside and reads as null. */
  async read(): Promise<InstanceRecord | null> {
    await cleanStrayTempFiles(this.#dir, INSTANCE_FILE);
    const read = await readJsonFileBounded(this.path, MAX_BYTES);
    if (read.kind === 'missing') return null;
    const record = read.kind === 'ok' ? parse(read.json) : null;
    if (record !== null) return record;
    const aside = join(this.#dir, `home-assistant-instance.unreadable-${new Date(this.#now()).toISOString().replace(/[:.]/g, '-')}.json`);
    await rename(this.path, aside).catch(() => undefined);
    return null;
  }

  async write(record: InstanceRecord): Promise<void> {
    await writeFileAtomic(this.path, `${JSON.stringify({ version: INSTANCE_FILE_VERSION, instance: record }, null, 2)}\n`, { mode: 0o600 });
  }
}
