// Long because: every channel's wire types in one file, beside the channel table and the schemas, so the whole contract reads in one place.
/**
 * The contract's types (DESIGN §2): what each channel takes and returns, as plain TypeScript.
 * Every side may import them — the renderer and the preload included — because the only links to
 * zod are `import type`: the request types are inferred from `./schemas.ts` and erased at build
 * time, so no window loads zod. JSON is snake_case as in the RFCs; timestamps are RFC 3339 UTC.
 */
import type { z } from 'zod';
import type { Channel, IpcChannel, ShellChannel, Surface } from './channels.js';
import type {
  assistantConfigUpdateSchema,
  ENGINES,
  homeAssistantConfigUpdateSchema,
  messageRequestSchema,
  OPENABLE_ROLES,
  requestSchemas,
  testConnectionRequestSchema,
  TLS_MODES,
  tlsSettingsSchema,
} from './schemas.js';
import type { CapabilityCode } from '../codes.js';
import type { Language } from '../languages.js';

export type { Channel, IpcChannel, ShellChannel, Surface, WindowRole } from './channels.js';

// ---------------------------------------------------------------------------------------------
// Home Assistant settings

export type TlsMode = (typeof TLS_MODES)[number];
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
  /** True when base_url is plain http to another computer: the token crosses the LAN unencrypted (never for loopback). */
  unencrypted: boolean;
  config_status: ConfigStatus;
  config_message?: string;
  secret_storage: SecretStorageKind;
  connection: ConnectionStatus;
  connection_message?: string;
}

export type HomeAssistantConfigUpdate = z.infer<typeof homeAssistantConfigUpdateSchema>;

export interface EntitySummary {
  entity_id: string;
  friendly_name: string;
  domain: string;
  state: string;
  device_class: string | null;
  unit_of_measurement: string | null;
}

/**
 * One entity of the settings list as it crosses the bridge: the picker's fields by position, the
 * domain left to be read off the id. A 5,000-entity home's list is half the bytes of named fields,
 * and the list is stringified, sent and parsed again on every settings visit (bench/host.bench.ts).
 * `entitySummaryOf` (common/contract/entity-rows.ts) names the fields again.
 */
export type EntityRow = [entity_id: string, friendly_name: string, state: string, device_class: string | null, unit_of_measurement: string | null];

export interface EntitiesResponse {
  entities: EntityRow[];
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

export type TestConnectionRequest = z.infer<typeof testConnectionRequestSchema>;

export type TestConnectionResponse =
  | { ok: true; location_name: string; version: string; time_zone: string }
  | {
      ok: false;
      /** `http_status` is Home Assistant's status where it tells remedies apart (401 a refused token, 403 a refused computer). */
      error: { code: CapabilityCode | 'INVALID_BASE_URL' | 'CAPABILITY_NOT_CONFIGURED'; message: string; http_status?: number };
    };

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
/**
 * What an audit line records: a capability outcome, or `approved` — the write-ahead line of an
 * approval, appended before stage 5 sends anything (the final outcome follows in its own line).
 */
export type AuditOutcome = CapabilityOutcome | 'approved';
export type Stage = 'resolve' | 'validate' | 'policy' | 'confirm' | 'execute' | 'shape';

export interface CapabilityEvent {
  capability: string;
  arguments: unknown;
  stage: Stage;
  outcome: CapabilityOutcome;
  code?: CapabilityCode;
  message?: string;
  result?: unknown;
  /** Extension: the named entity's friendly name from the allowlist cache, so receipts and past cards show names. */
  entity_name?: string;
  /** Extension: why a confirmation ended without an answer — `superseded` when a new message cancelled it. */
  reason?: 'superseded';
  /** Extension: the named entity's device class (door, motion…), so a chart says open/closed, detected/clear. */
  device_class?: string;
  /** Extension: a state read's device classes by entity id (the RFC-0018 result has none), so its table says "closed", not "off". */
  device_classes?: Record<string, string>;
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
  /** Extension: Home Assistant's time zone (IANA), the one the reply's times are in; the window shows times in it too. */
  time_zone?: string;
  /** Extension: the language the turn was answered in (read once when it started, DESIGN §5). */
  language?: Language;
  /** Extension: the locale its times and numbers were written in (LanguageView.locale), of `language`. */
  locale?: string;
  /**
   * Extension: the pending card's place in a several-device request ("2 of 5", DESIGN §8.8) —
   * on the turn, since RFC-0019 allows no new field on `pending_confirmation`.
   */
  progress?: { place: number; of: number; state?: 'on' | 'off' };
  /**
   * Extension: the entity ids the reply is about (the devices a state question asked of), so a
   * window puts their rows of the read first — by id, never by searching the text for names.
   */
  focus_entity_ids?: string[];
  /** Extension: the cached friendly names of `focus_entity_ids`, so a card names them before any read. */
  focus_names?: Record<string, string>;
}

export type MessageRequest = z.infer<typeof messageRequestSchema>;

export interface ConversationView {
  conversation_id: string;
  turns: TurnResponse[];
}

/** One stored conversation, as the history list shows it. */
export interface HistoryEntry {
  conversation_id: string;
  started_at: string;
  touched_at: string;
  first_message: string;
  turns: number;
}

/** `history.get`: what is kept on this computer, for how long, and whether the file could be read. */
export interface HistoryView {
  retention_days: number;
  conversations: HistoryEntry[];
  /**
   * Set when the stored history could not be used at start: it starts empty and the file was kept
   * aside (`kept_as`, null when it could not be moved); `reason` says whether it was unreadable or
   * of a format this version doesn't keep. The window words it from the catalogue.
   */
  problem?: HistoryProblem;
}

export interface HistoryProblem {
  code: 'HISTORY_FILE_UNREADABLE';
  reason: 'unreadable' | 'unknown_format';
  kept_as: string | null;
}

export interface PendingListItem extends PendingConfirmation {
  conversation_id: string;
  /** Extension: the household's message the card answers, shown above it in the popup and quick ask. */
  question?: string;
  /** Extension: the entity ids that message asks of (a read of every shared device names them). */
  asked_about?: string[];
  /** Extension: the cached friendly names of `asked_about`, so the card names them before any read. */
  names?: Record<string, string>;
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
  outcome: AuditOutcome;
  code?: CapabilityCode;
  changed?: boolean;
  confirmed_by?: string;
  surface: Surface | null;
  proposer: string;
  entities_missing?: number;
  /**
   * The `state` argument of a set_entity_state proposal (on or off): what was asked, so Activity
   * says "Turn on" or "Turn off". Never a state read from Home Assistant.
   */
  requested_state?: 'on' | 'off';
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

// ---------------------------------------------------------------------------------------------
// Assistant (conversation engine) settings

export type EngineKind = (typeof ENGINES)[number];
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
  /** Extension: which engine answers in which language, and why (the language chain). */
  language_chain?: LanguageChainView;
}

/**
 * The language chain as Settings → Assistant shows it (docs/architecture.md, "The language chain"):
 * a chosen language model; else the built-in engine when it speaks the household's language; else
 * Home Assistant's own recognizer; else the built-in engine with an honest reply naming what would help.
 */
export interface LanguageChainView {
  /** The household's spoken language as a BCP 47 tag: Home Assistant's (`sv`) unless one was chosen in Settings. */
  spoken: string;
  /** The language replies and windows are in (one the app has a catalogue for). */
  reply_language: Language;
  /** The app has no catalogue for `spoken`: windows and replies fall back to `reply_language`. */
  ui_fallback: boolean;
  engine: 'builtin' | 'home-assistant-recognizer' | 'openai-compatible';
  reason:
    'model-chosen' | 'builtin-speaks' | 'home-assistant-recognizes' | 'recognizer-not-connected' | 'recognizer-unavailable' | 'recognizer-language-unsupported';
  /** The code sent to Home Assistant's recognizer, as its own list spells it. */
  recognizer_language?: string;
}

/** What Test learned of the assistant's server (docs/architecture.md §6.3 rule 6; docs/notes/llm.md). */
export interface AssistantServerReport {
  kind: 'ollama' | 'llama.cpp' | 'lm-studio' | 'vllm' | 'other';
  /** As the server reports it; null when it doesn't say. */
  version: string | null;
  /** Whether the chosen model can call tools, as the server reports it. */
  model_tools: 'yes' | 'no' | 'unknown';
  /** Models on this server that report tool support — what to pick instead. */
  tool_models: string[];
}

export type AssistantTestResponse =
  | {
      ok: true;
      models: string[];
      server?: AssistantServerReport;
      /** The first request's size for the current allowlist; `large` past what small models handle well. */
      prompt?: { entities: number; bytes: number; large: boolean };
    }
  | {
      ok: false;
      /**
       * `reason` and its values say what went wrong for the window to word (`assistant.testError.<reason>`);
       * `message` is the same in English, for the API and logs.
       */
      error: { code: string; message: string; reason?: AssistantTestReason; host?: string; http_status?: number; seconds?: number };
    };

/** Why an assistant Test failed, beyond its code. */
export type AssistantTestReason =
  | 'bad_address'
  | 'no_address'
  | 'key_malformed'
  | 'key_unreadable'
  | 'needs_key'
  | 'key_refused'
  | 'redirect'
  | 'not_found'
  | 'http_error'
  | 'not_openai'
  | 'timeout'
  | 'tls'
  | 'too_large'
  | 'unreachable'
  | 'app_error';

// ---------------------------------------------------------------------------------------------
// Language (docs/architecture.md §7b)

/** What `language.set` takes: "Automatic" or one of the languages the app speaks. */
export type LanguageChoice = 'auto' | Language;

/** Where the automatic language came from. */
export type LanguageSource = 'home-assistant' | 'system' | 'default';

/** Which language every window and the engine speak, and why. */
export interface LanguageView {
  /** The household's setting. */
  choice: LanguageChoice;
  /** The language spoken now: the setting's, else the automatic one. */
  language: Language;
  /** What "Automatic" means here now, and where it came from. */
  automatic: Language;
  source: LanguageSource;
  /** Home Assistant's configured `language` as its last successful `/api/config` gave it (a BCP 47 tag), or null. */
  home_assistant: string | null;
  /**
   * The household's locale for `Intl` — the regional form of `language` from Home Assistant's tag,
   * else this computer's (`en-GB`, `de-CH`), else the bare language: the engine's replies and every
   * window write numbers, dates and clock times by it, so "14:02" and "2:02 PM" never meet.
   */
  locale: string;
  /**
   * Set when `language.json` could not be used: it was kept aside (nothing is lost) and the
   * setting reads as Automatic until the household chooses again.
   */
  problem: { code: 'LANGUAGE_FILE_UNREADABLE'; kept_as: string | null } | null;
}

// ---------------------------------------------------------------------------------------------
// Shell channels

/** A window a page may open with `windows.open`. */
export type OpenableRole = (typeof OPENABLE_ROLES)[number];

/** The quick-ask window's global shortcut, as the settings window shows it. */
export interface QuickAskShortcutStatus {
  /** The Electron accelerator chosen (`''`: turned off). */
  accelerator: string;
  /** Whether the system accepted it: another app may hold it, and Wayland may refuse every one. */
  registered: boolean;
  /** Why it is not registered, for the household; null when it is (or when turned off). */
  problem: string | null;
  /** Another accelerator to try when this one failed; null otherwise. */
  alternative: string | null;
}

// ---------------------------------------------------------------------------------------------
// Per channel

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
  'history.get': HistoryView;
  'history.clear': HistoryView;
  'history.setRetention': HistoryView;
  'language.get': LanguageView;
  'language.set': LanguageView;
  'windows.open': null;
  'quickAsk.shortcut': QuickAskShortcutStatus;
  'quickAsk.setShortcut': QuickAskShortcutStatus;
}

export type ChannelRequest<C extends IpcChannel> = z.infer<(typeof requestSchemas)[C]>;
export type ChannelResponse<C extends IpcChannel> = ChannelResponses[C];

/** The single seam every transport adapts: one method per service channel. */
export type CompanionApi = {
  [C in Channel]: (request: ChannelRequest<C>, context: RequestContext) => Promise<ChannelResponse<C>>;
};

/** What the Electron shell answers: one handler per shell channel. */
export type ShellApi = {
  [C in ShellChannel]: (request: ChannelRequest<C>, context: RequestContext) => Promise<ChannelResponse<C>>;
};

/** Who is asking, decided by the transport (never by the payload). */
export interface RequestContext {
  surface: Surface;
}
