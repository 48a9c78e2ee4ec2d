/**
 * The request schemas of the channel table (DESIGN §2): every request is parsed in main with its
 * channel's schema, as `unknown`, before domain code runs. Loaded by the main side only
 * (main/core, main/electron, main/browser-host): the renderer and the preload take the inferred
 * types from `./types.ts` with `import type` and never load zod.
 */
import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { MAX_MESSAGE_CHARS } from '../message-limit.js';
import { SURFACES, type IpcChannel } from './channels.js';

export const TLS_MODES = ['system', 'custom-ca', 'pinned'] as const;

/** The conversation engines: the built-in intent engine, or an OpenAI-compatible endpoint. */
export const ENGINES = ['builtin', 'openai-compatible'] as const;

/** Windows a page may open. The popup is the tray's alone. */
export const OPENABLE_ROLES = ['chat', 'settings'] as const;

const MAX_PEM_LENGTH = 64 * 1024;

/** How `https://` is trusted: system CAs, a household CA, or a pinned certificate (DESIGN §8.4). */
export const tlsSettingsSchema = z
  .object({
    mode: z.enum(TLS_MODES),
    ca_pem: z.string().max(MAX_PEM_LENGTH).optional(),
    pinned_pem: z.string().max(MAX_PEM_LENGTH).optional(),
    fingerprint_sha256: z
      .string()
      .regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'must be a SHA-256 fingerprint as AA:BB:…')
      .optional(),
  })
  .strict();

/** Any subset; the merged result is validated as a whole (RFC-0019 `write_config`). */
export const homeAssistantConfigUpdateSchema = z
  .object({
    enabled: z.boolean().optional(),
    // Validated as a whole after merging (INVALID_BASE_URL), so only a loose shape here.
    base_url: z.string().max(2048).optional(),
    access_token: z.string().max(4096).optional(),
    allowlisted_entities: z.array(z.string().max(1024)).max(10_000).optional(),
    control_enabled: z.boolean().optional(),
    controllable_entities: z.array(z.string().max(1024)).max(10_000).optional(),
    tls: tlsSettingsSchema.optional(),
  })
  .strict();

export const testConnectionRequestSchema = z
  .object({
    base_url: z.string().max(2048).optional(),
    access_token: z.string().max(4096).optional(),
  })
  .strict();

export const probeCertificateRequestSchema = z.object({ base_url: z.string().max(2048) }).strict();

/** RFC-0017's message request: exactly one of `message` and `confirmation`. */
export const messageRequestSchema = z
  .object({
    conversation_id: z.string().min(1).max(128).optional(),
    message: z.string().min(1).max(MAX_MESSAGE_CHARS).optional(),
    confirmation: z
      .object({ token: z.string().min(1).max(256), approve: z.boolean() })
      .strict()
      .optional(),
    surface: z.enum(SURFACES).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const hasMessage = value.message !== undefined;
    const hasConfirmation = value.confirmation !== undefined;
    if (hasMessage === hasConfirmation) {
      ctx.addIssue({ code: 'custom', message: 'exactly one of message and confirmation is required', path: [] });
    }
    if (hasConfirmation && value.conversation_id === undefined) {
      ctx.addIssue({ code: 'custom', message: 'a confirmation needs its conversation_id', path: ['conversation_id'] });
    }
  });

export const conversationGetSchema = z.object({ conversation_id: z.string().min(1).max(128) }).strict();

export const discoveryListSchema = z
  .object({
    /** Re-resolve this instance now ("Use this"). */
    resolve_uuid: z.string().max(128).optional(),
  })
  .strict();

/** Stored in `conversation/assistant.json` (no secrets); the API key lives in the secret store. */
export const assistantConfigUpdateSchema = z
  .object({
    engine: z.enum(ENGINES).optional(),
    base_url: z.string().max(2048).optional(),
    model: z.string().max(256).optional(),
    /** Omitted keeps the stored key; "" clears it. A changed origin clears it too. */
    api_key: z.string().max(4096).optional(),
    /** "This computer is in": a Home Assistant `area_id`, or null for not set (DESIGN §5). */
    area_id: z.string().min(1).max(255).nullable().optional(),
  })
  .strict();

export const windowsOpenRequestSchema = z.object({ role: z.enum(OPENABLE_ROLES) }).strict();

/** An Electron accelerator, checked again by the shell before it is registered. */
export const quickAskShortcutRequestSchema = z.object({ accelerator: z.string().max(64) }).strict();

const empty = z.object({}).strict();

/** How long conversations are kept on this computer, in days (DESIGN §8.7). */
export const historyRetentionSchema = z.object({ days: z.number().int().min(1).max(365) }).strict();

/** The language setting: `auto` (Home Assistant's, else this computer's) or one of `LANGUAGES`. */
export const languageSetSchema = z.object({ choice: z.enum(['auto', ...LANGUAGES]) }).strict();

/**
 * One schema per entry of the channel table — service and shell channels alike. `satisfies`
 * makes a channel without a schema (or a schema without a channel) a compile error.
 */
export const requestSchemas = {
  'homeAssistant.getConfig': empty,
  'homeAssistant.saveConfig': homeAssistantConfigUpdateSchema,
  'homeAssistant.entities': empty,
  'homeAssistant.testConnection': testConnectionRequestSchema,
  'audit.summary': empty,
  'conversation.message': messageRequestSchema,
  'conversation.get': conversationGetSchema,
  'confirmations.list': empty,
  'homeAssistant.probeCertificate': probeCertificateRequestSchema,
  'discovery.list': discoveryListSchema,
  'assistant.getConfig': empty,
  'assistant.saveConfig': assistantConfigUpdateSchema,
  'assistant.testConnection': assistantConfigUpdateSchema,
  'history.get': empty,
  'history.clear': empty,
  'history.setRetention': historyRetentionSchema,
  'language.get': empty,
  'language.set': languageSetSchema,
  'windows.open': windowsOpenRequestSchema,
  'quickAsk.shortcut': empty,
  'quickAsk.setShortcut': quickAskShortcutRequestSchema,
} as const satisfies Record<IpcChannel, z.ZodType>;
