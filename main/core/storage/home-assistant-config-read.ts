/**
 * Reading `capabilities/home-assistant.json`: one zod schema for its structure, failing safe.
 *
 * Structure only — types, entity-id syntax, a usable base URL, a TLS mode with its material. A
 * structurally broken file reads as the disabled defaults with `malformed` and the first problem
 * named. The write-time rules (subset, domain) are NOT applied here: a hand-planted `climate.x` in
 * `controllable_entities` reads back as-is and is only reported in `message`, so the executor's own
 * stage-3 and in-implementation domain checks stay provably load-bearing (RFC-0019 Domain Scope:
 * never trust the write-time check). Fields added by RFC-0019 (`control_enabled`,
 * `controllable_entities`) and `tls` may be absent (older files) and default safely; unknown keys
 * are ignored.
 */
import { z } from 'zod';
import { tlsSettingsSchema } from '../../../common/contract/schemas.js';
import { isValidEntityId } from '../../../common/entity-id.js';
import { checkBaseUrl } from './home-assistant-base-url.js';
import { malformedConfig, type ConfigReadResult, type HomeAssistantConfig } from './home-assistant-config-shape.js';
import { writeRuleProblems } from './home-assistant-config-write.js';

/** A missing required key and a present key of the wrong type are told apart in the message. */
const missingOr = (key: string, wrongType: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `${key} is missing` : `${key} ${wrongType}`);

function flag(key: string) {
  return z.boolean({ error: missingOr(key, 'must be true or false') });
}

/** A list of entity ids, the first bad one named by its index; repeats dropped, first occurrence kept. */
function entityList(key: string) {
  return z
    .array(z.unknown(), { error: missingOr(key, 'must be a list of entity ids') })
    .superRefine((ids, ctx) => {
      const index = ids.findIndex((id) => !isValidEntityId(id));
      if (index >= 0) ctx.addIssue({ code: 'custom', message: `${key}[${index}] is not a valid entity id` });
    })
    .transform((ids) => [...new Set(ids as string[])]);
}

const UNUSABLE_BASE_URL = 'base_url is not a usable Home Assistant address';

const baseUrl = z.string({ error: missingOr('base_url', 'is not a usable Home Assistant address') }).transform((value, ctx) => {
  const checked = checkBaseUrl(value);
  if (checked.ok) return checked.origin;
  ctx.addIssue({ code: 'custom', message: UNUSABLE_BASE_URL });
  return z.NEVER;
});

/** A mode without the material it needs cannot be acted on: structurally broken, so it fails safe. */
const tls = tlsSettingsSchema
  .superRefine((value, ctx) => {
    if (value.mode === 'custom-ca' && value.ca_pem === undefined) ctx.addIssue({ code: 'custom', message: 'tls mode custom-ca needs ca_pem' });
    if (value.mode === 'pinned' && (value.pinned_pem === undefined || value.fingerprint_sha256 === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'tls mode pinned needs pinned_pem and fingerprint_sha256' });
    }
  })
  .default(() => ({ mode: 'system' as const }));

/**
 * The stored file's structure. Keys are checked in this order and the first problem is the one
 * reported, so the order is part of the contract with older files' messages.
 */
export const storedHomeAssistantConfigSchema = z.object(
  {
    enabled: flag('enabled'),
    base_url: baseUrl,
    allowlisted_entities: entityList('allowlisted_entities'),
    control_enabled: flag('control_enabled').default(false),
    controllable_entities: entityList('controllable_entities').default(() => []),
    tls,
  },
  { error: 'it is not a JSON object' },
) satisfies z.ZodType<HomeAssistantConfig, unknown>;

/** The message for the first problem; zod's own words about a TLS sub-field name only the setting. */
function detailOf(issue: z.core.$ZodIssue): string {
  if (issue.path[0] === 'tls' && issue.code !== 'custom') return 'tls is not a valid TLS setting';
  return issue.message;
}

/**
 * Interpret already-parsed JSON from `home-assistant.json`. Structural problems → disabled defaults
 * + `malformed`; write-time rule breaks (subset, domain) are reported in `message` but do NOT
 * change the config or the `ok` status — see the module comment.
 */
export function parseStoredConfig(json: unknown): ConfigReadResult {
  const parsed = storedHomeAssistantConfigSchema.safeParse(json);
  if (!parsed.success) return malformedConfig(detailOf(parsed.error.issues[0]!));
  const config: HomeAssistantConfig = parsed.data;
  const ruleProblems = writeRuleProblems(config);
  if (ruleProblems.length === 0) return { config, status: 'ok' };
  return {
    config,
    status: 'ok',
    message: `The settings file marks entities as controllable that the rules don't allow (${ruleProblems[0]!.message.replace(/\.$/, '')}); those actions will be refused. Save the settings to fix it.`,
  };
}
