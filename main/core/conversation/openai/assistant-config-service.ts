/**
 * Long because: the three assistant channels share one read/validate/save path and its coded errors; the checks are already in their own modules.
 *
 * The assistant (conversation engine) config — `assistant.getConfig / saveConfig / testConnection`
 * (DESIGN §2) — stored in `conversation/assistant.json` as `{engine, base_url, model}` with the
 * optional API key in the secret store (`secrets/assistant/api-key`, DESIGN §4).
 *
 * - Reads fail safe: a missing, unreadable or malformed file gives the built-in engine with
 *   `config_status` saying so, and the file is left alone until the household saves.
 * - The key follows the Home Assistant token's rule: omitted keeps it, `""` clears it, and a change
 *   of origin clears it unless a new key comes in the same save — a key is never sent to a host it
 *   was not saved for. It is never returned, logged or quoted in an error.
 */
import { dirname, join } from 'node:path';
import type { ErrorDetail } from '../../../../common/codes.js';
import { ENGINES } from '../../../../common/contract/schemas.js';
import type {
  AssistantConfigUpdate,
  AssistantTestReason,
  AssistantTestResponse,
  ConfigStatus,
  EngineKind,
  PublicAssistantConfig,
} from '../../../../common/contract/types.js';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from '../../storage/atomic-file.js';
import { API_KEY, type SecretStore } from '../../storage/secret-store.js';
import { storageStep, throwProblems } from '../../save-errors.js';
import { SaveLock } from '../../save-lock.js';
import { pastedToken } from '../../token-format.js';
import type { ConversationEngine, VocabularyEntry } from '../conversation-engine.js';
import { checkAssistantBaseUrl, endpointLocation, originOf } from './base-url.js';
import { OpenAICompatibleEngine } from './engine.js';
import { LlmHttpError, sendLlmRequest } from './http.js';
import { PROMPT_WARN_BYTES, promptBytes } from './prompt-size.js';
import { probeServer } from './server-probe.js';

/** Path of the config file, relative to the data directory. */
export const ASSISTANT_CONFIG_FILE = join('conversation', 'assistant.json');
const MAX_ASSISTANT_CONFIG_BYTES = 64 * 1024;
const MAX_MODEL_CHARS = 256;
/** Names what a failed save could not write ("… couldn't be written to disk"). */
const WHAT_IS_SAVED = 'The assistant settings';
/** DESIGN §2: Test answers within 5 s. */
export const ASSISTANT_TEST_TIMEOUT_MS = 5_000;
/** Test reads the model list up to this size (some servers list hundreds of models). */
const MODELS_MAX_BYTES = 1024 * 1024;
const MAX_MODELS_LISTED = 500;

/** Codes `assistant.testConnection` can answer with (`{ok: false, error: {code, message}}`). */
export const ASSISTANT_TEST_CODES = [
  'INVALID_BASE_URL',
  'ASSISTANT_NOT_CONFIGURED',
  'ASSISTANT_UNREACHABLE',
  'ASSISTANT_TIMEOUT',
  'ASSISTANT_TLS_ERROR',
  'ASSISTANT_AUTH_FAILED',
  'ASSISTANT_ERROR',
] as const;
export type AssistantTestCode = (typeof ASSISTANT_TEST_CODES)[number];

/** The stored shape of `conversation/assistant.json` (no secrets). */
export interface AssistantConfig {
  engine: EngineKind;
  /** Checked, without a trailing slash; `''` when not set. */
  base_url: string;
  model: string;
  /** This computer's room: a Home Assistant `area_id`, or null (DESIGN §5). */
  area_id: string | null;
}

export interface AssistantConfigRead {
  config: AssistantConfig;
  status: ConfigStatus;
  message?: string;
}

export interface AssistantConfigServiceDeps {
  dataDir: string;
  secrets: SecretStore;
  clock?: { now(): number };
  /** Test's deadline; default {@link ASSISTANT_TEST_TIMEOUT_MS} (tests shorten it). */
  testTimeoutMs?: number;
  /** What an engine would be sent of the home, so Test can say how big the prompt is. */
  vocabulary?: () => Promise<VocabularyEntry[]>;
}

export function defaultAssistantConfig(): AssistantConfig {
  return { engine: 'builtin', base_url: '', model: '', area_id: null };
}

export class AssistantConfigService {
  /** Absolute path of `conversation/assistant.json`. */
  readonly path: string;
  readonly #secrets: SecretStore;
  readonly #now: () => number;
  readonly #testTimeoutMs: number;
  /** Saves run one at a time: a key and an address from two saves never interleave. */
  readonly #saves = new SaveLock();
  readonly #vocabulary: (() => Promise<VocabularyEntry[]>) | undefined;

  constructor(deps: AssistantConfigServiceDeps) {
    this.#vocabulary = deps.vocabulary;
    this.path = join(deps.dataDir, ASSISTANT_CONFIG_FILE);
    this.#secrets = deps.secrets;
    const clock = deps.clock;
    this.#now = clock ? () => clock.now() : Date.now;
    this.#testTimeoutMs = Math.min(deps.testTimeoutMs ?? ASSISTANT_TEST_TIMEOUT_MS, ASSISTANT_TEST_TIMEOUT_MS);
  }

  /** The file as stored, fresh from disk; never throws, never writes. */
  async read(): Promise<AssistantConfigRead> {
    await cleanStrayTempFiles(dirname(this.path), 'assistant.json', { now: this.#now });
    const read = await readJsonFileBounded(this.path, MAX_ASSISTANT_CONFIG_BYTES);
    if (read.kind === 'missing') return { config: defaultAssistantConfig(), status: 'missing' };
    if (read.kind === 'unusable') return malformed(read.reason);
    const json = read.json;
    const { config, problems } = checkConfig(json);
    if (problems.length > 0) return malformed(problems[0]!.message.replace(/\.$/, ''));
    return { config, status: 'ok' };
  }

  async getConfig(): Promise<PublicAssistantConfig> {
    const read = await this.read();
    return this.publicForm(read.config, read.status);
  }

  /** Validates the merged result as a whole and writes it; the key per the origin rule. */
  async saveConfig(update: AssistantConfigUpdate): Promise<PublicAssistantConfig> {
    return this.#saves.run(() => this.saveLocked(update));
  }

  private async saveLocked(update: AssistantConfigUpdate): Promise<PublicAssistantConfig> {
    const current = await this.read();
    const merged = {
      engine: update.engine !== undefined ? update.engine : current.config.engine,
      base_url: update.base_url !== undefined ? update.base_url : current.config.base_url,
      model: update.model !== undefined ? update.model : current.config.model,
      area_id: update.area_id !== undefined ? update.area_id : current.config.area_id,
    };
    const { config, problems } = checkConfig(merged);
    const newKey = update.api_key === undefined ? undefined : checkApiKey(update.api_key, problems);
    if (problems.length > 0) throwProblems(problems, 'INVALID_REQUEST');

    const originChanged = originOf(config.base_url) !== originOf(current.config.base_url);
    // Order matters for a crash between steps: the old key goes before the new origin is written,
    // and a new key is written only once its origin is on disk.
    if (originChanged) await storageStep(WHAT_IS_SAVED, () => this.#secrets.clear(API_KEY));
    // An unset room is left out, so a file without one reads the same as before rooms existed.
    const stored = config.area_id === null ? { engine: config.engine, base_url: config.base_url, model: config.model } : config;
    await storageStep(WHAT_IS_SAVED, () =>
      writeFileAtomic(
        this.path,
        `${JSON.stringify(stored, null, 2)}
`,
        { mode: 0o600, dirMode: 0o700 },
      ),
    );
    if (newKey !== undefined) {
      await storageStep(WHAT_IS_SAVED, () => (newKey === '' ? this.#secrets.clear(API_KEY) : this.#secrets.write(API_KEY, newKey, originOf(config.base_url))));
    }
    return this.publicForm(config, 'ok');
  }

  /**
   * Test: `GET <base_url>/models`, then the server's own endpoints — which server it is, its
   * version, whether the chosen model can call tools and which listed models can
   * (`server-probe.ts`) — and the size of the first request for the current allowlist. The
   * address, model and key may be the ones being typed (not saved); the stored key is only ever
   * sent to the stored origin. Never throws.
   */
  async testConnection(update: AssistantConfigUpdate): Promise<AssistantTestResponse> {
    const stored = (await this.read()).config;
    const checked = checkAssistantBaseUrl(update.base_url !== undefined ? update.base_url : stored.base_url);
    if (!checked.ok) return failure('INVALID_BASE_URL', checked.message, 'bad_address');
    const baseUrl = checked.base_url;
    if (baseUrl === '')
      return failure('ASSISTANT_NOT_CONFIGURED', "Enter the assistant's address first (for Ollama: http://127.0.0.1:11434/v1).", 'no_address');

    let key: { value: string; origin: string } | undefined;
    if (update.api_key !== undefined) {
      const typed = pastedToken(update.api_key);
      if (typed === null) return failure('ASSISTANT_AUTH_FAILED', 'The API key looks wrong: paste it again as a single line.', 'key_malformed');
      key = typed === '' ? undefined : { value: typed, origin: originOf(baseUrl) };
    } else if (originOf(baseUrl) === originOf(stored.base_url)) {
      const secret = await this.#secrets.read(API_KEY);
      if (secret.status === 'unreadable') return failure('ASSISTANT_AUTH_FAILED', secret.message, 'key_unreadable');
      // The stored key only for the origin it was saved for, whatever the config file says now.
      if (secret.status === 'present' && secret.origin === originOf(baseUrl)) key = { value: secret.value, origin: secret.origin };
    }

    const label = new URL(baseUrl).host;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), this.#testTimeoutMs);
    try {
      const response = await sendLlmRequest({
        method: 'GET',
        url: `${baseUrl}/models`,
        apiKey: key,
        signal: controller.signal,
        maxBytes: MODELS_MAX_BYTES,
        label,
      });
      if (response.status === 401 || response.status === 403) {
        return failure(
          'ASSISTANT_AUTH_FAILED',
          key === undefined
            ? `The assistant at ${label} needs an API key (HTTP ${response.status}).`
            : `The assistant at ${label} refused the API key (HTTP ${response.status}). Check the key.`,
          key === undefined ? 'needs_key' : 'key_refused',
          { host: label, http_status: response.status },
        );
      }
      if (response.status >= 300 && response.status < 400) {
        return failure(
          'ASSISTANT_ERROR',
          `The assistant at ${label} answered with a redirect (HTTP ${response.status}), which is never followed. Check the address.`,
          'redirect',
          { host: label, http_status: response.status },
        );
      }
      if (response.status === 404) {
        return failure(
          'ASSISTANT_ERROR',
          `Nothing answers at ${baseUrl}/models (HTTP 404). Check the address — OpenAI-compatible servers usually end in /v1.`,
          'not_found',
          { host: label, http_status: 404 },
        );
      }
      if (response.status < 200 || response.status >= 300)
        return failure('ASSISTANT_ERROR', `The assistant at ${label} answered with an error (HTTP ${response.status}).`, 'http_error', {
          host: label,
          http_status: response.status,
        });
      const models = parseModels(response.text);
      if (models === null) {
        return failure(
          'ASSISTANT_ERROR',
          `The server at ${label} answered, but not with an OpenAI-compatible model list. Check the address (it usually ends in /v1).`,
          'not_openai',
          { host: label },
        );
      }
      const model = (update.model !== undefined ? update.model : stored.model).trim();
      const server = await probeServer({ baseUrl, apiKey: key, signal: controller.signal, label, model, models });
      const result: AssistantTestResponse = { ok: true, models, server };
      if (this.#vocabulary) {
        const vocabulary = await this.#vocabulary().catch(() => null);
        if (vocabulary) {
          const bytes = promptBytes(vocabulary);
          result.prompt = { entities: vocabulary.length, bytes, large: bytes > PROMPT_WARN_BYTES };
        }
      }
      return result;
    } catch (error) {
      if (error instanceof LlmHttpError) {
        const message = capitalise(error.message);
        switch (error.kind) {
          case 'timeout':
            return failure('ASSISTANT_TIMEOUT', `${message} (within ${Math.round(this.#testTimeoutMs / 100) / 10} s).`, 'timeout', {
              host: label,
              seconds: Math.round(this.#testTimeoutMs / 100) / 10,
            });
          case 'tls':
            return failure('ASSISTANT_TLS_ERROR', `${message}.`, 'tls', { host: label });
          case 'too-large':
            return failure('ASSISTANT_ERROR', `${message}.`, 'too_large', { host: label });
          case 'unreachable':
            return failure('ASSISTANT_UNREACHABLE', `${message}. Is the server running, and is the address right?`, 'unreachable', { host: label });
        }
      }
      return failure('ASSISTANT_UNREACHABLE', `Couldn't reach the assistant at ${label}.`, 'unreachable', { host: label });
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /**
   * The engine the household chose, or null for the built-in one — also when the choice can't be
   * used (a malformed file, a missing address or model, a stored key that can't be read).
   */
  async engine(): Promise<ConversationEngine | null> {
    const read = await this.read();
    if (read.status !== 'ok' || read.config.engine !== 'openai-compatible') return null;
    const { base_url, model } = read.config;
    if (base_url === '' || model === '') return null;
    const secret = await this.#secrets.read(API_KEY);
    if (secret.status === 'unreadable') return null;
    // A key saved for another origin than the config names now is never sent (DESIGN §8.10).
    if (secret.status === 'present' && secret.origin !== originOf(base_url)) return null;
    try {
      return new OpenAICompatibleEngine({
        base_url,
        model,
        api_key: secret.status === 'present' && secret.origin !== null ? { value: secret.value, origin: secret.origin } : undefined,
      });
    } catch {
      return null;
    }
  }

  private async publicForm(config: AssistantConfig, status: ConfigStatus): Promise<PublicAssistantConfig> {
    const secret = await this.#secrets.read(API_KEY);
    const where = config.engine === 'openai-compatible' ? endpointLocation(config.base_url) : { local: true, host: null };
    return {
      engine: config.engine,
      base_url: config.base_url,
      model: config.model,
      has_api_key: secret.status === 'present' && secret.origin === originOf(config.base_url),
      endpoint_is_local: where.local,
      remote_host: where.host,
      config_status: status,
      area_id: config.area_id,
    };
  }
}

// ---------------------------------------------------------------------------------------------

function malformed(detail: string): AssistantConfigRead {
  return {
    config: defaultAssistantConfig(),
    status: 'malformed',
    message: `The assistant settings file is malformed (${detail}); the built-in engine is used until the settings are saved again.`,
  };
}

/** Every rule on a whole config (stored or merged); returns the normalised config and the problems. */
function checkConfig(value: unknown): { config: AssistantConfig; problems: ErrorDetail[] } {
  const problems: ErrorDetail[] = [];
  const config = defaultAssistantConfig();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ code: 'INVALID_REQUEST', field: '', message: 'The assistant settings must be a JSON object.' });
    return { config, problems };
  }
  const record = value as Record<string, unknown>;
  if (typeof record.engine === 'string' && (ENGINES as readonly string[]).includes(record.engine)) config.engine = record.engine as EngineKind;
  else problems.push({ code: 'INVALID_REQUEST', field: 'engine', message: `engine must be one of ${ENGINES.join(', ')}.` });

  const baseUrl = checkAssistantBaseUrl(record.base_url ?? '');
  if (!baseUrl.ok) problems.push({ code: 'INVALID_BASE_URL', field: 'base_url', message: baseUrl.message });
  else config.base_url = baseUrl.base_url;

  const model = record.model ?? '';
  if (typeof model !== 'string') problems.push({ code: 'INVALID_REQUEST', field: 'model', message: 'The model name must be text.' });
  else {
    const trimmed = model.trim();
    if (trimmed.length > MAX_MODEL_CHARS)
      problems.push({ code: 'INVALID_REQUEST', field: 'model', message: `The model name must be at most ${MAX_MODEL_CHARS} characters.` });
    else if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(trimmed))
      problems.push({ code: 'INVALID_REQUEST', field: 'model', message: 'The model name must not contain control characters.' });
    else config.model = trimmed;
  }

  // This computer's room: an area id as Home Assistant writes them (no spaces, no control characters).
  const areaId = record.area_id ?? null;
  if (areaId !== null && (typeof areaId !== 'string' || areaId === '' || areaId.length > 255 || /[\s\u0000-\u001f\u007f-\u009f]/.test(areaId))) {
    problems.push({ code: 'INVALID_REQUEST', field: 'area_id', message: 'The room must be one of your Home Assistant areas.' });
  } else config.area_id = areaId;

  if (config.engine === 'openai-compatible' && problems.length === 0) {
    if (config.base_url === '')
      problems.push({ code: 'INVALID_BASE_URL', field: 'base_url', message: "Enter the assistant's address (for Ollama: http://127.0.0.1:11434/v1)." });
    if (config.model === '')
      problems.push({ code: 'INVALID_REQUEST', field: 'model', message: 'Enter the name of the model to use (for example llama3.1:8b).' });
  }
  return { config, problems };
}

/** A key is one opaque line: `""` clears; whitespace inside or control characters mean a paste went wrong. */
function checkApiKey(raw: string, problems: ErrorDetail[]): string | undefined {
  const key = pastedToken(raw);
  if (key === null) {
    // Never quote the value.
    problems.push({ code: 'INVALID_REQUEST', field: 'api_key', message: 'The API key looks wrong: paste it again as a single line without spaces.' });
    return undefined;
  }
  return key;
}

/** `{data: [{id}]}` → the ids (strings only, bounded), or null when it is not a model list. */
function parseModels(text: string): string[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || !Array.isArray((json as { data?: unknown }).data)) return null;
  const models: string[] = [];
  for (const entry of (json as { data: unknown[] }).data) {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || id === '' || id.length > MAX_MODEL_CHARS || /[\u0000-\u001f\u007f-\u009f]/.test(id)) continue;
    if (!models.includes(id)) models.push(id);
    if (models.length >= MAX_MODELS_LISTED) break;
  }
  return models;
}

/**
 * A failed Test: the code, the reason and its values for the window to word from the catalogue
 * (docs/architecture.md §7b), and the English message for the API and logs (DESIGN §2).
 */
function failure(
  code: AssistantTestCode,
  message: string,
  reason: AssistantTestReason,
  values: { host?: string; http_status?: number; seconds?: number } = {},
): AssistantTestResponse {
  return { ok: false, error: { code, message, reason, ...values } };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
