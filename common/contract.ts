/**
 * The API contract (DESIGN §2): one table, three transports — Electron IPC, the browser host's
 * HTTP routes, and the `CompanionService` method of the same name. Every request is parsed in
 * main with its zod schema, as `unknown`, before domain code runs. JSON is snake_case as in the
 * RFCs; timestamps are RFC 3339 UTC strings.
 */
import { z } from 'zod';
import { entityIdSchema } from './entity-id.js';
import type { CapabilityCode } from './codes.js';

// ---------------------------------------------------------------------------------------------
// Shared shapes

export const SURFACES = ['chat', 'tray', 'popup'] as const;
export type Surface = (typeof SURFACES)[number];

export const TLS_MODES = ['system', 'custom-ca', 'pinned'] as const;
export type TlsMode = (typeof TLS_MODES)[number];

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
export type TlsSettings = z.infer<typeof tlsSettingsSchema>;

export type ConfigStatus = 'ok' | 'missing' | 'malformed';
export type SecretStorageKind = 'os-keychain' | 'plaintext-file';
export type ConnectionStatus = 'not-configured' | 'ok' | 'unreachable' | 'auth-failed' | 'unknown';
/** Why the stored token cannot be used, when it cannot. */
export type TokenStatus = 'present' | 'absent' | 'unreadable';

/** `GET /api/v1/conversation/home-assistant` — never the token. */
export interface PublicHomeAssistantConfig {
  enabled: boolean;
  base_url: string;
  has_access_token: boolean;
  token_status: TokenStatus;
  allowlisted_entities: string[];
  control_enabled: boolean;
  controllable_entities: string[];
  tls: { mode: TlsMode; fingerprint_sha256?: string; has_ca_certificate?: boolean };
  /** True when base_url is plain http: the token crosses the LAN unencrypted. */
  unencrypted: boolean;
  config_status: ConfigStatus;
  config_message?: string;
  secret_storage: SecretStorageKind;
  connection: ConnectionStatus;
  connection_message?: string;
}

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
export type HomeAssistantConfigUpdate = z.infer<typeof homeAssistantConfigUpdateSchema>;

export interface EntitySummary {
  entity_id: string;
  friendly_name: string;
  domain: string;
  state: string;
  device_class: string | null;
  unit_of_measurement: string | null;
}

export interface EntitiesResponse {
  entities: EntitySummary[];
  missing_allowlisted: string[];
  retrieved_at: string;
  /**
   * Where the conversation's names came from: Home Assistant's registries (areas, floors, aliases),
   * or friendly-name words only because the WebSocket session couldn't be used (`names_note` says why).
   */
  names_source: 'registries' | 'friendly-names';
  names_note?: string;
  /** Every area of the home, read live for the "This computer is in" picker; empty in the fallback. */
  areas: Array<{ area_id: string; name: string }>;
}

export const testConnectionRequestSchema = z
  .object({
    base_url: z.string().max(2048).optional(),
    access_token: z.string().max(4096).optional(),
  })
  .strict();
export type TestConnectionRequest = z.infer<typeof testConnectionRequestSchema>;

export type TestConnectionResponse =
  | { ok: true; location_name: string; version: string; time_zone: string }
  | { ok: false; error: { code: CapabilityCode | 'INVALID_BASE_URL' | 'CAPABILITY_NOT_CONFIGURED'; message: string } };

export const probeCertificateRequestSchema = z.object({ base_url: z.string().max(2048) }).strict();
export interface CertificateInfo {
  subject: string;
  issuer: string;
  valid_from: string;
  valid_to: string;
  fingerprint_sha256: string;
  pem: string;
}

// ---------------------------------------------------------------------------------------------
// Capabilities and turns (RFC-0017 wire format, reused unchanged by RFC-0018/0019)

export type SideEffect = 'read_only' | 'mutating';
export type NetworkClass = 'local' | 'external';
export type ConfirmationRequirement = 'none' | 'required';

export interface Classification {
  side_effect: SideEffect;
  network: NetworkClass;
  confirmation: ConfirmationRequirement;
}

export interface PendingConfirmation {
  token: string;
  capability: string;
  arguments: Record<string, unknown>;
  /** Extension: the entity's friendly name from the household's allowlist cache, for the card. */
  entity_name?: string;
  classification: Classification;
  expires_at: string;
}

export type CapabilityOutcome = 'executed' | 'rejected' | 'pending' | 'denied' | 'expired' | 'failed';
export type Stage = 'resolve' | 'validate' | 'policy' | 'confirm' | 'execute' | 'shape';

export interface CapabilityEvent {
  capability: string;
  arguments: unknown;
  stage: Stage;
  outcome: CapabilityOutcome;
  code?: CapabilityCode;
  message?: string;
  result?: unknown;
}

export interface TurnResponse {
  conversation_id: string;
  /** Extension: identifies the turn, so a window can replace it when a resumed turn finishes. */
  turn_id: string;
  /** Extension: the household's message that started the turn (every window shows it). */
  user_message: string;
  reply: string | null;
  pending_confirmation: PendingConfirmation | null;
  capability_events: CapabilityEvent[];
  /**
   * Extension: the pending card's place in a several-device request ("2 of 5", DESIGN §8.8) —
   * on the turn, since RFC-0019 allows no new field on `pending_confirmation`.
   */
  progress?: { place: number; of: number };
}

export const messageRequestSchema = z
  .object({
    conversation_id: z.string().min(1).max(128).optional(),
    message: z.string().min(1).max(4000).optional(),
    confirmation: z.object({ token: z.string().min(1).max(256), approve: z.boolean() }).strict().optional(),
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
export type MessageRequest = z.infer<typeof messageRequestSchema>;

export const conversationGetSchema = z.object({ conversation_id: z.string().min(1).max(128) }).strict();

export interface ConversationView {
  conversation_id: string;
  turns: TurnResponse[];
}

export interface PendingListItem extends PendingConfirmation {
  conversation_id: string;
}

// ---------------------------------------------------------------------------------------------
// Audit

export interface AuditCounters {
  proposed: number;
  executed: number;
  rejected: number;
  pending: number;
  denied: number;
  expired: number;
  failed: number;
  changed: number;
  no_op: number;
}

export interface AuditSummary {
  since: string;
  counters: Record<string, AuditCounters>;
  recent: AuditEvent[];
}

export interface CapabilityAuditEvent {
  kind: 'capability';
  ts: string;
  conversation_id: string | null;
  capability: string;
  side_effect: SideEffect | null;
  network: NetworkClass | null;
  entity_id?: string;
  stage: Stage;
  outcome: CapabilityOutcome;
  code?: CapabilityCode;
  changed?: boolean;
  confirmed_by?: string;
  surface: Surface | null;
  proposer: string;
  entities_missing?: number;
}

export interface ConfigAuditEvent {
  kind: 'config';
  ts: string;
  change: string;
  enabled?: boolean;
  control_enabled?: boolean;
  allowlisted_count?: number;
  controllable_count?: number;
  origin_changed?: boolean;
  token_changed?: 'set' | 'cleared';
  tls_mode?: TlsMode;
}

export type AuditEvent = CapabilityAuditEvent | ConfigAuditEvent;

// ---------------------------------------------------------------------------------------------
// Discovery (DESIGN §6): advertisements are data to show and suggest, never used unasked

/** A URL Home Assistant advertised besides the suggested one — usually its cloud address. */
export interface AlternativeUrl {
  label: 'external_url' | 'base_url';
  url: string;
}

export interface DiscoveredInstance {
  /** Home Assistant's instance id, or an `unverified-…` key when the advertisement had none. */
  uuid: string;
  uuid_valid: boolean;
  location_name: string;
  version: string;
  suggested_base_url: string;
  other_urls: AlternativeUrl[];
  host: string;
  port: number;
  addresses: string[];
  /** False for the Home Assistant OS landing page (not set up yet). */
  set_up: boolean;
}

export interface DiscoveryListing {
  browsing: boolean;
  /** False when mDNS could not be used here; `message` says why. */
  available: boolean;
  message?: string;
  instances: DiscoveredInstance[];
}

export const discoveryListSchema = z
  .object({
    /** Re-resolve this instance now ("Use this"). */
    resolve_uuid: z.string().max(128).optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------
// Assistant (conversation engine) settings

export const ENGINES = ['builtin', 'openai-compatible'] as const;
export type EngineKind = (typeof ENGINES)[number];

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
export type AssistantConfigUpdate = z.infer<typeof assistantConfigUpdateSchema>;

export interface PublicAssistantConfig {
  engine: EngineKind;
  base_url: string;
  model: string;
  has_api_key: boolean;
  /** False when the endpoint is not on this machine: approved results are sent to that host. */
  endpoint_is_local: boolean;
  /** The host approved results are sent to, for the read cards' disclosure (null when local or builtin). */
  remote_host: string | null;
  config_status: ConfigStatus;
  /** This computer's room (an `area_id`), used as a voice satellite's area; null when not set. */
  area_id: string | null;
}

export type AssistantTestResponse = { ok: true; models: string[] } | { ok: false; error: { code: string; message: string } };

/** Ready-made endpoints for common local servers (DESIGN §5). */
export const ASSISTANT_PRESETS = [
  { id: 'ollama', label: 'Ollama', base_url: 'http://127.0.0.1:11434/v1' },
  { id: 'llama-cpp', label: "llama.cpp's server", base_url: 'http://127.0.0.1:8080/v1' },
  { id: 'lm-studio', label: 'LM Studio', base_url: 'http://127.0.0.1:1234/v1' },
] as const;

// ---------------------------------------------------------------------------------------------
// The channel table

const empty = z.object({}).strict();

export const channels = {
  'homeAssistant.getConfig': { method: 'GET', path: '/api/v1/conversation/home-assistant', request: empty },
  'homeAssistant.saveConfig': { method: 'POST', path: '/api/v1/conversation/home-assistant', request: homeAssistantConfigUpdateSchema },
  'homeAssistant.entities': { method: 'GET', path: '/api/v1/conversation/home-assistant/entities', request: empty },
  'homeAssistant.testConnection': { method: 'POST', path: '/api/v1/conversation/home-assistant/test', request: testConnectionRequestSchema },
  'audit.summary': { method: 'GET', path: '/api/v1/capabilities/audit', request: empty },
  'conversation.message': { method: 'POST', path: '/api/v1/conversation/message', request: messageRequestSchema },
  'conversation.get': { method: 'GET', path: '/api/v1/conversation/{conversation_id}', request: conversationGetSchema },
  'confirmations.list': { method: 'GET', path: '/api/v1/conversation/confirmations', request: empty },
  'homeAssistant.probeCertificate': { method: 'POST', path: '/api/v1/conversation/home-assistant/certificate', request: probeCertificateRequestSchema },
  'discovery.list': { method: 'GET', path: '/api/v1/discovery/home-assistant', request: discoveryListSchema },
  'assistant.getConfig': { method: 'GET', path: '/api/v1/conversation/assistant', request: empty },
  'assistant.saveConfig': { method: 'POST', path: '/api/v1/conversation/assistant', request: assistantConfigUpdateSchema },
  'assistant.testConnection': { method: 'POST', path: '/api/v1/conversation/assistant/test', request: assistantConfigUpdateSchema },
} as const;

export type Channel = keyof typeof channels;

/** Response type per channel; a channel missing here is a compile error wherever handlers are listed. */
export interface ChannelResponses {
  'homeAssistant.getConfig': PublicHomeAssistantConfig;
  'homeAssistant.saveConfig': PublicHomeAssistantConfig;
  'homeAssistant.entities': EntitiesResponse;
  'homeAssistant.testConnection': TestConnectionResponse;
  'audit.summary': AuditSummary;
  'conversation.message': TurnResponse;
  'conversation.get': ConversationView;
  'confirmations.list': { pending: PendingListItem[] };
  'homeAssistant.probeCertificate': CertificateInfo;
  'discovery.list': DiscoveryListing;
  'assistant.getConfig': PublicAssistantConfig;
  'assistant.saveConfig': PublicAssistantConfig;
  'assistant.testConnection': AssistantTestResponse;
}

export type ChannelRequest<C extends Channel> = z.infer<(typeof channels)[C]['request']>;
export type ChannelResponse<C extends Channel> = ChannelResponses[C];

/** The single seam every transport adapts: one method per channel. */
export type CompanionApi = {
  [C in Channel]: (request: ChannelRequest<C>, context: RequestContext) => Promise<ChannelResponse<C>>;
};

/** Who is asking, decided by the transport (never by the payload). */
export interface RequestContext {
  surface: Surface;
}

// ---------------------------------------------------------------------------------------------
// Events pushed to every window (IPC) and over SSE (`GET /api/v1/events`)


export interface HomeAssistantStatusEvent {
  connection: ConnectionStatus;
  connection_message?: string;
}

export interface CompanionEvents {
  'conversation.updated': { conversation_id: string; turn: TurnResponse };
  'confirmations.changed': { pending: PendingListItem[] };
  /** The whole listing, so a window need not call `discovery.list` (which restarts a browse). */
  'discovery.changed': DiscoveryListing;
  'homeAssistant.status': HomeAssistantStatusEvent;
  /** Settings were saved in some window; others refresh their mirror. */
  'config.changed': { area: 'home-assistant' | 'assistant' };
}

export type CompanionEventName = keyof CompanionEvents;
export const EVENT_NAMES = [
  'conversation.updated',
  'confirmations.changed',
  'discovery.changed',
  'homeAssistant.status',
  'config.changed',
] as const satisfies readonly CompanionEventName[];

/** Subscribe to every event; returns an unsubscribe function. */
export type EventSubscriber = (listener: <E extends CompanionEventName>(name: E, payload: CompanionEvents[E]) => void) => () => void;
