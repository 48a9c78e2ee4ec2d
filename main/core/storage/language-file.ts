/**
 * `language.json`: the household's language setting and Home Assistant's configured language as
 * the last successful `/api/config` gave it, so the choice holds before Home Assistant answers
 * again (and while it can't be reached). Small, no secrets, written atomically (0600).
 *
 * A file that is not ours (not JSON, wrong `version`, wrong shape) loses nothing: it is renamed
 * aside (`language.unreadable-<time>.json`), the setting reads as Automatic, and the read says so
 * with a code, so the household can be told and choose again.
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { isLanguage } from '../../../common/languages.js';
import type { LanguageChoice } from '../../../common/contract/types.js';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from './atomic-file.js';

export const LANGUAGE_FILE = 'language.json';
export const LANGUAGE_FILE_VERSION = 1;
const MAX_BYTES = 16 * 1024;
/** BCP 47 tags are short; anything longer from Home Assistant is not kept. */
const MAX_TAG_LENGTH = 35;

export interface LanguageSettings {
  choice: LanguageChoice;
  home_assistant: string | null;
}

export type LanguageFileRead =
  { settings: LanguageSettings; problem: null } | { settings: LanguageSettings; problem: { code: 'LANGUAGE_FILE_UNREADABLE'; kept_as: string | null } };

export const DEFAULT_LANGUAGE_SETTINGS: LanguageSettings = Object.freeze({ choice: 'auto', home_assistant: null });

/** A language tag as Home Assistant may send it: letters, digits, `-` and `_`, bounded. */
export function cleanTag(tag: unknown): string | null {
  return typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_TAG_LENGTH && /^[A-Za-z0-9_-]+$/.test(tag) ? tag : null;
}

function parse(json: unknown): LanguageSettings | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const f = json as Record<string, unknown>;
  if (f['version'] !== LANGUAGE_FILE_VERSION) return null;
  const choice = f['choice'];
  if (choice !== 'auto' && !isLanguage(choice)) return null;
  const home = f['home_assistant'];
  if (home !== null && cleanTag(home) === null) return null;
  return { choice, home_assistant: home as string | null };
}

export class LanguageFile {
  readonly path: string;
  readonly #dir: string;
  readonly #now: () => number;

  constructor(dataDir: string, now: () => number = Date.now) {
    this.#dir = dataDir;
    this.path = join(dataDir, LANGUAGE_FILE);
    this.#now = now;
  }

  /** Never throws: a missing file is the defaults; an unusable one is kept aside and reported. */
  async read(): Promise<LanguageFileRead> {
    await cleanStrayTempFiles(this.#dir, LANGUAGE_FILE);
    const read = await readJsonFileBounded(this.path, MAX_BYTES);
    if (read.kind === 'missing') return { settings: { ...DEFAULT_LANGUAGE_SETTINGS }, problem: null };
    const settings = read.kind === 'ok' ? parse(read.json) : null;
    if (settings !== null) return { settings, problem: null };
    const aside = join(this.#dir, `language.unreadable-${new Date(this.#now()).toISOString().replace(/[:.]/g, '-')}.json`);
    let keptAs: string | null = aside;
    try {
      await rename(this.path, aside);
    } catch {
      keptAs = null;
    }
    return { settings: { ...DEFAULT_LANGUAGE_SETTINGS }, problem: { code: 'LANGUAGE_FILE_UNREADABLE', kept_as: keptAs } };
  }

  async write(settings: LanguageSettings): Promise<void> {
    await writeFileAtomic(this.path, `${JSON.stringify({ version: LANGUAGE_FILE_VERSION, ...settings }, null, 2)}\n`, { mode: 0o600 });
  }
}
