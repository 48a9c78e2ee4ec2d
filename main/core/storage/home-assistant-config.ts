/**
 * The store of `capabilities/home-assistant.json` — the Home Assistant connection and its two
 * allowlists. Two strictness levels, on purpose: a read checks structure only and fails safe
 * (home-assistant-config-read.ts); a write applies every RFC-0019 `write_config` rule and refuses
 * the whole result on any violation (home-assistant-config-write.ts).
 */
import { dirname, join } from 'node:path';
import { ApiError } from '../../../common/codes.js';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from './atomic-file.js';
import { parseStoredConfig } from './home-assistant-config-read.js';
import { defaultHomeAssistantConfig, malformedConfig, type ConfigReadResult, type HomeAssistantConfig } from './home-assistant-config-shape.js';
import { checkWholeConfig } from './home-assistant-config-write.js';
import { throwProblems } from '../save-errors.js';

export type { ConfigReadResult, HomeAssistantConfig } from './home-assistant-config-shape.js';

/** Path of the config file, relative to the data directory. */
export const HOME_ASSISTANT_CONFIG_FILE = join('capabilities', 'home-assistant.json');
/** A config file larger than this is refused unread (the largest legitimate file is well under it). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** Reads and writes `<dataDir>/capabilities/home-assistant.json`. Holds no state between calls. */
export class HomeAssistantConfigStore {
  /** Absolute path of the config file. */
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, HOME_ASSISTANT_CONFIG_FILE);
  }

  /**
   * Read the config fresh from disk — no cache, so a file changed between two requests changes the
   * outcome of the second (RFC-0018 acceptance). Never throws and never writes the file: missing →
   * defaults + `missing`; unreadable, over 1 MiB, invalid JSON or structurally wrong → disabled
   * defaults + `malformed` + a message.
   */
  async read(): Promise<ConfigReadResult> {
    await cleanStrayTempFiles(dirname(this.path), 'home-assistant.json');
    const read = await readJsonFileBounded(this.path, MAX_CONFIG_BYTES);
    if (read.kind === 'missing') return { config: defaultHomeAssistantConfig(), status: 'missing' };
    if (read.kind === 'unusable') return malformedConfig(read.reason);
    try {
      return parseStoredConfig(read.json);
    } catch {
      // parseStoredConfig has no known throwing path; this keeps read()'s never-throws promise regardless.
      return malformedConfig("it can't be interpreted");
    }
  }

  /**
   * Validate `config` against every write rule (so nothing `read()` would call malformed, and no
   * rule-breaking allowlist, is ever written by this app) and write it atomically, file 0600 in a
   * 0700 directory. Throws `ApiError` on a rule violation or a file over 1 MiB; I/O errors propagate.
   */
  async write(config: HomeAssistantConfig): Promise<void> {
    const { config: checked, problems } = checkWholeConfig(config);
    if (problems.length > 0) throwProblems(problems);
    const text = `${JSON.stringify(checked, null, 2)}\n`;
    if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) {
      const message = 'The allowlists are too large to store (the settings file would exceed 1 MiB).';
      throw new ApiError('INVALID_REQUEST', message, [{ code: 'INVALID_REQUEST', field: 'allowlisted_entities', message }]);
    }
    await writeFileAtomic(this.path, text, { mode: 0o600, dirMode: 0o700 });
  }
}
