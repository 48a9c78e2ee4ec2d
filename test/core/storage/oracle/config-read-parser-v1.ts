/**
 * ORACLE — a frozen copy of the hand-written read parser of `capabilities/home-assistant.json` as
 * it was before the zod schema replaced it (commit 8262a07, main/core/storage/home-assistant-config.ts).
 * Do not edit or "fix" it: the differential test reads a generated corpus with this and with the
 * current parser and requires identical results, so any change of read behaviour shows up there.
 */
import type { ConfigStatus, TlsSettings } from '../../../../common/contract/types.js';
import { tlsSettingsSchema } from '../../../../common/contract/schemas.js';
import { domainOf, isControllableDomain, isValidEntityId } from '../../../../common/entity-id.js';

interface ErrorDetail {
  code: string;
  field: string;
  message: string;
}

export interface HomeAssistantConfig {
  enabled: boolean;
  base_url: string;
  allowlisted_entities: string[];
  control_enabled: boolean;
  controllable_entities: string[];
  tls: TlsSettings;
}

export interface ConfigReadResult {
  config: HomeAssistantConfig;
  status: ConfigStatus;
  message?: string;
}

const MAX_BASE_URL_LENGTH = 2048;

/** The fail-safe defaults: nothing enabled, nothing allowlisted. A fresh object each call. */
function defaultHomeAssistantConfig(): HomeAssistantConfig {
  return { enabled: false, base_url: '', allowlisted_entities: [], control_enabled: false, controllable_entities: [], tls: { mode: 'system' } };
}

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

/**
 * The RFC-0019 write-time rules on an otherwise well-formed config: every controllable entity is
 * also allowlisted for reading, and is a light or a switch. Both rules are checked independently,
 * so one entry can produce both problems. `field` indexes into `controllable_entities`.
 */
function writeRuleProblems(config: Pick<HomeAssistantConfig, 'allowlisted_entities' | 'controllable_entities'>): ErrorDetail[] {
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
