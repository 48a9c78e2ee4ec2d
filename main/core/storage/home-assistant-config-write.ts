/**
 * The RFC-0019 `write_config` rules for `capabilities/home-assistant.json`: every problem of the
 * whole merged result is found and reported with its code and field, and any one refuses the
 * save. Reading is deliberately looser (home-assistant-config-read.ts): it checks structure only,
 * so the executor's own checks stay load-bearing for a file planted by hand.
 */
import type { ErrorDetail } from '../../../common/codes.js';
import { tlsSettingsSchema } from '../../../common/contract/schemas.js';
import type { HomeAssistantConfigUpdate, TlsSettings } from '../../../common/contract/types.js';
import { domainOf, isControllableDomain, isValidEntityId } from '../../../common/entity-id.js';
import { withAssumedScheme } from '../../../common/home-assistant-address.js';
import { throwProblems } from '../save-errors.js';
import { checkBaseUrl } from './home-assistant-base-url.js';
import type { HomeAssistantConfig } from './home-assistant-config-shape.js';
import { certificatesIn, PEM_CERTIFICATE_MARKER } from './pem-certificates.js';

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

type TlsCheck = { ok: true; tls: TlsSettings } | { ok: false; message: string };

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
 * URL, de-duplicated lists, TLS reduced to its mode's fields) and the list of problems.
 */
export function checkWholeConfig(merged: { [K in keyof HomeAssistantConfig]: unknown }): { config: HomeAssistantConfig; problems: ErrorDetail[] } {
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
    // A typed address may lack its scheme (DESIGN §3 INVALID_BASE_URL; common/home-assistant-address.ts).
    base_url: typeof update.base_url === 'string' ? withAssumedScheme(update.base_url) : pick('base_url'),
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
