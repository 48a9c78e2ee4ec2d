/**
 * `capabilities/home-assistant.json` — the Home Assistant connection and its two allowlists
 * (RFC-0018 Entity Allowlist, RFC-0019 Control Allowlist and Policy Toggle). No secrets live here:
 * the token is in the secret store.
 *
 * Two different strictness levels, on purpose:
 * - Reading ({@link parseStoredConfig}, {@link HomeAssistantConfigStore.read}) checks structure only —
 *   types, entity-id syntax, a usable base URL. A structurally broken file fails safe to the disabled
 *   defaults. The subset/domain rules are NOT applied on read: a hand-planted `climate.x` in
 *   `controllable_entities` reads back as-is, so the executor's own stage-3 and in-implementation
 *   domain checks stay provably load-bearing (RFC-0019 Domain Scope: never trust the write-time check).
 * - Writing ({@link validateMergedConfig}, {@link HomeAssistantConfigStore.write}) applies every
 *   RFC-0019 `write_config` rule and refuses the whole result on any violation.
 */
import { X509Certificate } from 'node:crypto';
import { dirname, join } from 'node:path';
import { ApiError } from '../../../common/codes.js';
import type { ErrorDetail, RequestCode } from '../../../common/codes.js';
import { domainOf, isControllableDomain, isValidEntityId } from '../../../common/entity-id.js';
import { tlsSettingsSchema } from '../../../common/contract/schemas.js';
import type { ConfigStatus, HomeAssistantConfigUpdate, TlsSettings } from '../../../common/contract/types.js';
import { cleanStrayTempFiles, readJsonFileBounded, writeFileAtomic } from './atomic-file.js';

/** The stored shape of `capabilities/home-assistant.json`. */
export interface HomeAssistantConfig {
  enabled: boolean;
  /** An origin (`http://host:8123`, no trailing slash), or `''` when not configured. */
  base_url: string;
  allowlisted_entities: string[];
  control_enabled: boolean;
  controllable_entities: string[];
  tls: TlsSettings;
}

/** What a read produced: the config to act on, whether it came from a good file, and why not. */
export interface ConfigReadResult {
  config: HomeAssistantConfig;
  status: ConfigStatus;
  /**
   * For `malformed`: what is wrong. For `ok`: present only when the file breaks a write-time rule
   * (e.g. a non-light/switch entity marked controllable) — the config is returned as stored and
   * the executor will refuse those entries.
   */
  message?: string;
}

/** Path of the config file, relative to the data directory. */
export const HOME_ASSISTANT_CONFIG_FILE = join('capabilities', 'home-assistant.json');
/** A config file larger than this is refused unread (the largest legitimate file is well under it). */
export const MAX_CONFIG_BYTES = 1024 * 1024;
/** How many field problems one rejected write lists; the top-level message still gives the total. */
export const MAX_ERROR_DETAILS = 200;

const MAX_BASE_URL_LENGTH = 2048;
const PEM_CERTIFICATE_MARKER = '-----BEGIN CERTIFICATE-----';
const PEM_CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** The fail-safe defaults: nothing enabled, nothing allowlisted. A fresh object each call. */
export function defaultHomeAssistantConfig(): HomeAssistantConfig {
  return { enabled: false, base_url: '', allowlisted_entities: [], control_enabled: false, controllable_entities: [], tls: { mode: 'system' } };
}

// ---------------------------------------------------------------------------------------------
// Base URL

type BaseUrlCheck = { ok: true; origin: string } | { ok: false; message: string };

function checkBaseUrl(input: unknown): BaseUrlCheck {
  if (typeof input !== 'string') return { ok: false, message: 'The Home Assistant address must be text.' };
  const trimmed = input.trim();
  if (trimmed === '') return { ok: true, origin: '' };
  if (trimmed.length > MAX_BASE_URL_LENGTH) return { ok: false, message: 'The Home Assistant address is too long.' };
  // The URL parser silently deletes tabs and newlines inside a URL; refuse them instead of guessing.
  if (/[\s\u0000-\u001f\u007f]/.test(trimmed)) return { ok: false, message: 'The Home Assistant address must not contain spaces or control characters.' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: 'The Home Assistant address is not a valid URL; use a form like http://homeassistant.local:8123.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The Home Assistant address must start with http:// or https://.' };
  }
  if (url.hostname === '') return { ok: false, message: 'The Home Assistant address needs a host name or IP address.' };
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'The Home Assistant address must not contain a user name or password; use an access token instead.' };
  }
  // `url.search`/`url.hash` are '' for a bare trailing '?' or '#', so look at the text too.
  if (url.search !== '' || trimmed.includes('?')) return { ok: false, message: 'The Home Assistant address must not contain a query (?…).' };
  if (url.hash !== '' || trimmed.includes('#')) return { ok: false, message: 'The Home Assistant address must not contain a fragment (#…).' };
  // RFC-0018 shows the base URL as `http://<host>:8123/api/`; we store the origin and add /api ourselves (DESIGN §8.3).
  if (url.pathname !== '/' && url.pathname !== '/api' && url.pathname !== '/api/') {
    return { ok: false, message: 'The Home Assistant address must not contain a path (other than /api).' };
  }
  return { ok: true, origin: url.origin };
}

/**
 * Normalise a user-supplied Home Assistant address to the origin we store: `''` stays `''`
 * (not configured); only http/https with a host, no credentials, query or fragment; a trailing
 * `/api` or `/api/` is dropped; any other path is refused. Throws `ApiError('INVALID_BASE_URL')`.
 */
export function normalizeBaseUrl(input: string): string {
  const result = checkBaseUrl(input);
  if (!result.ok) throw new ApiError('INVALID_BASE_URL', result.message, [{ code: 'INVALID_BASE_URL', field: 'base_url', message: result.message }]);
  return result.origin;
}

// ---------------------------------------------------------------------------------------------
// Helpers shared by read and write

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keep the first occurrence of each id, in order. */
function dedupe(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** A short, escaped echo of user input for an error message (never used for secrets). */
function preview(value: unknown): string {
  if (typeof value !== 'string') return `a ${value === null ? 'null' : typeof value}`;
  const text = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return JSON.stringify(text);
}

function entityIdMessage(value: unknown): string {
  const base = `${preview(value)} is not a Home Assistant entity id (lowercase domain.object_id, e.g. light.kitchen).`;
  if (typeof value === 'string' && value !== value.toLowerCase() && isValidEntityId(value.toLowerCase())) {
    return `${base} Entity ids are lowercase — did you mean ${value.toLowerCase()}?`;
  }
  return base;
}

/**
 * The RFC-0019 write-time rules on an otherwise well-formed config: every controllable entity is
 * also allowlisted for reading, and is a light or a switch. Both rules are checked independently,
 * so one entry can produce both problems. `field` indexes into `controllable_entities`.
 */
export function writeRuleProblems(config: Pick<HomeAssistantConfig, 'allowlisted_entities' | 'controllable_entities'>): ErrorDetail[] {
  const allowlisted = new Set(config.allowlisted_entities);
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  config.controllable_entities.forEach((entityId, index) => {
    if (seen.has(entityId)) return;
    seen.add(entityId);
    problems.push(...controlRuleProblems(entityId, `controllable_entities[${index}]`, allowlisted));
  });
  return problems;
}

/** Both control rules for one syntactically valid entity id, checked independently of each other. */
function controlRuleProblems(entityId: string, field: string, allowlisted: ReadonlySet<string>): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (!allowlisted.has(entityId)) {
    problems.push({ code: 'CONTROLLABLE_NOT_ALLOWLISTED', field, message: `${entityId} can only be controlled if it is also allowlisted for reading.` });
  }
  if (!isControllableDomain(domainOf(entityId))) {
    problems.push({ code: 'DOMAIN_NOT_CONTROLLABLE', field, message: `${entityId} can't be controlled: only lights and switches can.` });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Reading

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parseBoolean(json: Record<string, unknown>, key: string, required: boolean, fallback: boolean): Parsed<boolean> {
  if (!hasOwn(json, key)) return required ? { ok: false, message: `${key} is missing` } : { ok: true, value: fallback };
  const value = json[key];
  return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: `${key} must be true or false` };
}

function parseEntityList(json: Record<string, unknown>, key: string, required: boolean): Parsed<string[]> {
  if (!hasOwn(json, key)) return required ? { ok: false, message: `${key} is missing` } : { ok: true, value: [] };
  const value = json[key];
  if (!Array.isArray(value)) return { ok: false, message: `${key} must be a list of entity ids` };
  for (let index = 0; index < value.length; index++) {
    if (!isValidEntityId(value[index])) return { ok: false, message: `${key}[${index}] is not a valid entity id` };
  }
  return { ok: true, value: dedupe(value as string[]) };
}

function parseStoredTls(json: Record<string, unknown>): Parsed<TlsSettings> {
  if (!hasOwn(json, 'tls')) return { ok: true, value: { mode: 'system' } };
  const parsed = tlsSettingsSchema.safeParse(json.tls);
  if (!parsed.success) return { ok: false, message: 'tls is not a valid TLS setting' };
  const tls = parsed.data;
  // A mode without the material it needs cannot be acted on; structurally broken, so fail safe.
  if (tls.mode === 'custom-ca' && tls.ca_pem === undefined) return { ok: false, message: 'tls mode custom-ca needs ca_pem' };
  if (tls.mode === 'pinned' && (tls.pinned_pem === undefined || tls.fingerprint_sha256 === undefined)) {
    return { ok: false, message: 'tls mode pinned needs pinned_pem and fingerprint_sha256' };
  }
  return { ok: true, value: tls };
}

function malformed(detail: string): ConfigReadResult {
  return {
    config: defaultHomeAssistantConfig(),
    status: 'malformed',
    message: `The Home Assistant settings file is malformed (${detail}); Home Assistant is off until the settings are saved again.`,
  };
}

/**
 * Interpret already-parsed JSON from `home-assistant.json`. Structural problems (not an object, a
 * required field missing, a present field of the wrong type, an invalid entity-id syntax, an unusable
 * base URL, an incomplete TLS setting) → disabled defaults + `malformed`. Fields added by RFC-0019
 * (`control_enabled`, `controllable_entities`) and `tls` may be absent (older files) and default
 * safely; unknown keys are ignored. Write-time rules (subset, domain) are reported in `message` but
 * do NOT change the config or the `ok` status — see the module comment.
 */
export function parseStoredConfig(json: unknown): ConfigReadResult {
  if (!isPlainObject(json)) return malformed('it is not a JSON object');

  const enabled = parseBoolean(json, 'enabled', true, false);
  if (!enabled.ok) return malformed(enabled.message);

  if (!hasOwn(json, 'base_url')) return malformed('base_url is missing');
  const baseUrl = checkBaseUrl(json.base_url);
  if (!baseUrl.ok) return malformed('base_url is not a usable Home Assistant address');

  const allowlisted = parseEntityList(json, 'allowlisted_entities', true);
  if (!allowlisted.ok) return malformed(allowlisted.message);

  const controlEnabled = parseBoolean(json, 'control_enabled', false, false);
  if (!controlEnabled.ok) return malformed(controlEnabled.message);

  const controllable = parseEntityList(json, 'controllable_entities', false);
  if (!controllable.ok) return malformed(controllable.message);

  const tls = parseStoredTls(json);
  if (!tls.ok) return malformed(tls.message);

  const config: HomeAssistantConfig = {
    enabled: enabled.value,
    base_url: baseUrl.origin,
    allowlisted_entities: allowlisted.value,
    control_enabled: controlEnabled.value,
    controllable_entities: controllable.value,
    tls: tls.value,
  };
  const ruleProblems = writeRuleProblems(config);
  if (ruleProblems.length === 0) return { config, status: 'ok' };
  return {
    config,
    status: 'ok',
    message: `The settings file marks entities as controllable that the rules don't allow (${ruleProblems[0]!.message.replace(/\.$/, '')}); those actions will be refused. Save the settings to fix it.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

type TlsCheck = { ok: true; tls: TlsSettings } | { ok: false; message: string };

/** Parse every PEM certificate block; the first problem, if any, as a message. */
function certificatesIn(pem: string): X509Certificate[] | string {
  const blocks = pem.match(PEM_CERTIFICATE_BLOCK) ?? [];
  if (blocks.length === 0) return 'it contains no PEM certificate';
  const certificates: X509Certificate[] = [];
  for (const block of blocks) {
    try {
      certificates.push(new X509Certificate(block));
    } catch {
      return 'a certificate in it could not be parsed';
    }
  }
  return certificates;
}

/** Validate and reduce TLS settings to the fields their mode uses. */
function checkTls(input: unknown): TlsCheck {
  const parsed = tlsSettingsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: 'The TLS setting is not valid.' };
  const tls = parsed.data;
  switch (tls.mode) {
    case 'system':
      return { ok: true, tls: { mode: 'system' } };
    case 'custom-ca': {
      if (tls.ca_pem === undefined || !tls.ca_pem.includes(PEM_CERTIFICATE_MARKER)) {
        return { ok: false, message: 'A household CA needs its certificate in PEM form (-----BEGIN CERTIFICATE-----).' };
      }
      const certificates = certificatesIn(tls.ca_pem);
      if (typeof certificates === 'string') return { ok: false, message: `The household CA certificate can't be used: ${certificates}.` };
      return { ok: true, tls: { mode: 'custom-ca', ca_pem: tls.ca_pem } };
    }
    case 'pinned': {
      if (tls.pinned_pem === undefined || tls.fingerprint_sha256 === undefined) {
        return { ok: false, message: 'A pinned certificate needs both the certificate and its SHA-256 fingerprint.' };
      }
      const certificates = certificatesIn(tls.pinned_pem);
      if (typeof certificates === 'string') return { ok: false, message: `The pinned certificate can't be used: ${certificates}.` };
      const fingerprint = tls.fingerprint_sha256.toUpperCase();
      if (certificates[0]!.fingerprint256.toUpperCase() !== fingerprint) {
        return { ok: false, message: "The pinned certificate's fingerprint does not match the fingerprint given." };
      }
      return { ok: true, tls: { mode: 'pinned', pinned_pem: tls.pinned_pem, fingerprint_sha256: fingerprint } };
    }
  }
}

/**
 * Check one entity list; problems use `<field>[<index>]` with the index in the submitted list.
 * `extraRules` adds per-entry problems for syntactically valid ids. Returns the valid ids,
 * de-duplicated in first-occurrence order (a repeated id is checked and reported once).
 */
function checkEntityList(value: unknown, field: string, problems: ErrorDetail[], extraRules?: (entityId: string, field: string) => ErrorDetail[]): string[] {
  if (!Array.isArray(value)) {
    problems.push({ code: 'INVALID_REQUEST', field, message: `${field} must be a list of entity ids.` });
    return [];
  }
  const seen = new Set<unknown>();
  const valid: string[] = [];
  value.forEach((entityId: unknown, index) => {
    if (seen.has(entityId)) return;
    seen.add(entityId);
    const entryField = `${field}[${index}]`;
    if (!isValidEntityId(entityId)) {
      problems.push({ code: 'INVALID_ENTITY_ID', field: entryField, message: entityIdMessage(entityId) });
      return;
    }
    valid.push(entityId);
    if (extraRules) problems.push(...extraRules(entityId, entryField));
  });
  return valid;
}

function checkBoolean(value: unknown, field: string, problems: ErrorDetail[]): boolean {
  if (typeof value === 'boolean') return value;
  problems.push({ code: 'INVALID_REQUEST', field, message: `${field} must be true or false.` });
  return false;
}

/**
 * Validate a whole config against every write rule. Returns the normalised config (origin base
 * URL, de-duplicated lists, TLS reduced to its mode's fields) or the list of problems.
 */
function checkWholeConfig(merged: { [K in keyof HomeAssistantConfig]: unknown }): { config: HomeAssistantConfig; problems: ErrorDetail[] } {
  const problems: ErrorDetail[] = [];

  const baseUrl = checkBaseUrl(merged.base_url);
  if (!baseUrl.ok) problems.push({ code: 'INVALID_BASE_URL', field: 'base_url', message: baseUrl.message });

  const enabled = checkBoolean(merged.enabled, 'enabled', problems);
  const controlEnabled = checkBoolean(merged.control_enabled, 'control_enabled', problems);

  const allowlisted = checkEntityList(merged.allowlisted_entities, 'allowlisted_entities', problems);
  const allowlistedSet = new Set(allowlisted);
  const controllable = checkEntityList(merged.controllable_entities, 'controllable_entities', problems, (entityId, field) =>
    controlRuleProblems(entityId, field, allowlistedSet),
  );

  const tls = checkTls(merged.tls);
  if (!tls.ok) problems.push({ code: 'INVALID_REQUEST', field: 'tls', message: tls.message });

  return {
    config: {
      enabled,
      base_url: baseUrl.ok ? baseUrl.origin : '',
      allowlisted_entities: allowlisted,
      control_enabled: controlEnabled,
      controllable_entities: controllable,
      tls: tls.ok ? tls.tls : { mode: 'system' },
    },
    problems,
  };
}

/** Throw the ApiError for a non-empty problem list: code and message of the first, all in details. */
function throwProblems(problems: ErrorDetail[]): never {
  const first = problems[0]!;
  const more = problems.length - 1;
  const message = more === 0 ? first.message : `${first.message} (and ${more} more problem${more === 1 ? '' : 's'})`;
  throw new ApiError(first.code as RequestCode, message, problems.slice(0, MAX_ERROR_DETAILS));
}

/**
 * Merge an update onto the current config and validate the result as a whole (RFC-0019
 * `write_config`). Throws `ApiError` with code `INVALID_BASE_URL`, `INVALID_ENTITY_ID`,
 * `CONTROLLABLE_NOT_ALLOWLISTED`, `DOMAIN_NOT_CONTROLLABLE` or `INVALID_REQUEST` — the first
 * problem's code — listing every problem in `details` (`field` like `controllable_entities[2]`).
 * `update.access_token` is ignored here (the caller owns the secret); `tls`, when given, replaces
 * the current TLS setting whole. `originChanged` tells the caller to clear the stored token: a
 * token is never sent to a host it was not saved for (DESIGN §2).
 */
export function validateMergedConfig(current: HomeAssistantConfig, update: HomeAssistantConfigUpdate): { config: HomeAssistantConfig; originChanged: boolean } {
  const pick = <K extends keyof HomeAssistantConfig>(key: K): unknown => (update[key] !== undefined ? update[key] : current[key]);
  const { config, problems } = checkWholeConfig({
    enabled: pick('enabled'),
    base_url: pick('base_url'),
    allowlisted_entities: pick('allowlisted_entities'),
    control_enabled: pick('control_enabled'),
    controllable_entities: pick('controllable_entities'),
    tls: pick('tls'),
  });
  if (problems.length > 0) throwProblems(problems);
  const currentCheck = checkBaseUrl(current.base_url);
  const currentOrigin = currentCheck.ok ? currentCheck.origin : current.base_url;
  return { config, originChanged: config.base_url !== currentOrigin };
}

// ---------------------------------------------------------------------------------------------
// The store

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
    if (read.kind === 'unusable') return malformed(read.reason);
    const json = read.json;
    try {
      return parseStoredConfig(json);
    } catch {
      // parseStoredConfig has no known throwing path; this keeps read()'s never-throws promise regardless.
      return malformed("it can't be interpreted");
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
