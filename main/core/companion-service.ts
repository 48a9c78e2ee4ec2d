/**
 * CompanionService: the single seam (DESIGN §1). One method per contract channel; the IPC registry
 * and the browser host are thin adapters over it, so every behaviour is tested here, in Node.
 */
import type { EventSubscriber } from '../../common/contract/events.js';
import type {
  CertificateInfo,
  DiscoveryListing,
  AssistantTestResponse,
  PublicAssistantConfig,
  AuditSummary,
  ConversationView,
  PendingListItem,
  TurnResponse,
  ChannelRequest,
  CompanionApi,
  EntitiesResponse,
  PublicHomeAssistantConfig,
  RequestContext,
  TestConnectionResponse,
} from '../../common/contract/types.js';
import { ApiError } from '../../common/codes.js';
import { buildRegistry } from './capabilities/registry.js';
import { DiscoveryBrowser, MAX_BROWSE_MS } from './discovery/index.js';
import { TlsError } from './tls/errors.js';
import { probeCertificate } from './tls/tls-probe.js';
import type { ConversationEngine, VocabularyEntry } from './conversation/engine.js';
import { TurnLoop } from './conversation/turn-loop.js';
import { chooseEngine } from './conversation/engines.js';
import { AssistantSettings } from './conversation/openai/assistant-settings.js';
import { closeLlmConnections } from './conversation/openai/http.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import { ConnectionStatusTracker } from './connection-status.js';
import { EventHub } from './events.js';
import { ConfirmationStore, DEFAULT_CONFIRMATION_TTL_MS } from './executor/confirmation-store.js';
import { Executor } from './executor/executor.js';
import { HomeAssistantApi, type InstanceInfo } from './ha/api.js';
import { AuthGate } from './ha/auth-gate.js';
import { HomeAssistantClient } from './ha/client.js';
import { friendlyNameOf } from './ha/states.js';
import { HomeAssistantSettings } from './home-assistant-settings.js';
import { loadPolicySnapshot } from './policy-source.js';
import { AuditLog } from './storage/audit-log.js';
import { EntityNamesStore } from './storage/entity-names.js';
import { HomeAssistantConfigStore } from './storage/home-assistant-config.js';
import { FileSecretStore, type SecretStore } from './storage/secret-store.js';

export interface CompanionServiceOptions {
  /** Electron's `userData`, or the host's `--data-dir`. */
  dataDir: string;
  /** The keychain store in Electron; 0600 files otherwise. */
  secretStore?: SecretStore;
  clock?: Clock;
  /** May only shorten the 120 s expiry (tests, `--confirmation-ttl`). */
  confirmationTtlMs?: number;
  /** The engine for each turn; by default the one the household chose in `assistant.json`. */
  engine?: () => Promise<ConversationEngine>;
  /** The interface mDNS browses on (`127.0.0.1` in tests); all interfaces by default. */
  mdnsInterface?: string;
}

export class CompanionService implements CompanionApi {
  readonly subscribe: EventSubscriber;
  readonly executor: Executor;
  readonly confirmations: ConfirmationStore;
  readonly configStore: HomeAssistantConfigStore;
  readonly secrets: SecretStore;
  readonly entityNames: EntityNamesStore;
  readonly audit: AuditLog;
  readonly clock: Clock;
  /** Home Assistant's time zone, learnt from `/api/config`; replies use it (DESIGN §5). */
  instanceInfo: InstanceInfo | null = null;

  readonly turns: TurnLoop;
  readonly assistant: AssistantSettings;

  protected readonly events = new EventHub();
  private readonly client: HomeAssistantClient;
  private readonly mdnsInterface: string | undefined;
  private discovery: DiscoveryBrowser | null = null;
  private readonly settings: HomeAssistantSettings;

  constructor(options: CompanionServiceOptions) {
    this.clock = options.clock ?? systemClock;
    this.mdnsInterface = options.mdnsInterface;
    this.subscribe = this.events.subscribe;
    this.configStore = new HomeAssistantConfigStore(options.dataDir);
    this.secrets = options.secretStore ?? new FileSecretStore(options.dataDir);
    this.entityNames = new EntityNamesStore(options.dataDir, { now: () => this.clock.now() });
    this.audit = new AuditLog(options.dataDir, { now: () => this.clock.now() });
    const ttl = Math.min(options.confirmationTtlMs ?? DEFAULT_CONFIRMATION_TTL_MS, DEFAULT_CONFIRMATION_TTL_MS);
    this.confirmations = new ConfirmationStore(this.clock, ttl);

    const authGate = new AuthGate();
    const status = new ConnectionStatusTracker((connection, message) =>
      this.events.emit('homeAssistant.status', message === undefined ? { connection } : { connection, connection_message: message }),
    );
    this.client = new HomeAssistantClient(authGate, (outcome) => status.record(outcome.origin, outcome));
    const api = new HomeAssistantApi(this.client);
    this.executor = new Executor({
      registry: buildRegistry(),
      policySource: () => loadPolicySnapshot(this.configStore, this.secrets),
      confirmations: this.confirmations,
      audit: this.audit,
      api,
      clock: this.clock,
    });
    this.settings = new HomeAssistantSettings({
      configStore: this.configStore,
      secrets: this.secrets,
      entityNames: this.entityNames,
      audit: this.audit,
      api,
      authGate,
      status,
      clock: this.clock,
      onInstanceInfo: (info) => {
        this.instanceInfo = info;
      },
    });
    this.assistant = new AssistantSettings({ dataDir: options.dataDir, secrets: this.secrets, clock: this.clock });
    this.turns = new TurnLoop({
      executor: this.executor,
      engine: options.engine ?? (() => chooseEngine(this.assistant)),
      vocabulary: () => this.vocabulary(),
      timeZone: () => this.instanceInfo?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
      pending: () => this.confirmations.list(),
      emitTurn: (turn) => this.events.emit('conversation.updated', { conversation_id: turn.conversation_id, turn }),
      emitPending: () => this.events.emit('confirmations.changed', { pending: this.confirmations.list() }),
      clock: this.clock,
    });
  }

  async 'conversation.message'(req: ChannelRequest<'conversation.message'>, ctx: RequestContext): Promise<TurnResponse> {
    return this.turns.message(req, ctx.surface);
  }

  async 'conversation.get'(req: ChannelRequest<'conversation.get'>, _ctx: RequestContext): Promise<ConversationView> {
    return this.turns.get(req.conversation_id);
  }

  async 'confirmations.list'(_req: ChannelRequest<'confirmations.list'>, _ctx: RequestContext): Promise<{ pending: PendingListItem[] }> {
    await this.turns.expireStale();
    return { pending: this.confirmations.list() };
  }

  /**
   * Lists Home Assistant instances seen on the network. Every call (re)starts a browse of at most
   * 30 s — discovery runs only while settings or first-run asks (DESIGN §6). With `resolve_uuid`
   * the instance is re-resolved first ("Use this"), so a stale address is never suggested.
   */
  async 'discovery.list'(req: ChannelRequest<'discovery.list'>, _ctx: RequestContext): Promise<DiscoveryListing> {
    this.discovery ??= new DiscoveryBrowser({
      ...(this.mdnsInterface === undefined ? {} : { interface: this.mdnsInterface }),
      onChange: () => {
        if (this.discovery) this.events.emit('discovery.changed', this.discovery.list());
      },
    });
    if (req.resolve_uuid !== undefined) await this.discovery.resolve(req.resolve_uuid);
    else this.discovery.browse(MAX_BROWSE_MS);
    return this.discovery.list();
  }

  /** Shows the certificate an `https://` address presents, so the household can pin it (a handshake only). */
  async 'homeAssistant.probeCertificate'(req: ChannelRequest<'homeAssistant.probeCertificate'>, _ctx: RequestContext): Promise<CertificateInfo> {
    try {
      return await probeCertificate(req.base_url, { timeoutMs: 5_000 });
    } catch (error) {
      if (error instanceof TlsError) throw new ApiError(error.code, error.message);
      throw error;
    }
  }

  async 'assistant.getConfig'(_req: ChannelRequest<'assistant.getConfig'>, _ctx: RequestContext): Promise<PublicAssistantConfig> {
    return this.assistant.getConfig();
  }

  async 'assistant.saveConfig'(req: ChannelRequest<'assistant.saveConfig'>, _ctx: RequestContext): Promise<PublicAssistantConfig> {
    const saved = await this.assistant.saveConfig(req);
    this.events.emit('config.changed', { area: 'assistant' });
    return saved;
  }

  async 'assistant.testConnection'(req: ChannelRequest<'assistant.testConnection'>, _ctx: RequestContext): Promise<AssistantTestResponse> {
    return this.assistant.testConnection(req);
  }

  /**
   * What an engine may know of the home: the allowlisted entities' cached names, filtered by the
   * live allowlist (object id as the fallback name) — never states, never other entities.
   */
  async vocabulary(): Promise<VocabularyEntry[]> {
    const { config } = await this.configStore.read();
    const names = new Map((await this.entityNames.read(config.allowlisted_entities)).map((e) => [e.entity_id, e]));
    return config.allowlisted_entities.map(
      (entity_id) =>
        names.get(entity_id) ?? { entity_id, friendly_name: friendlyNameOf({ entity_id, attributes: {} }), device_class: null, unit_of_measurement: null },
    );
  }

  async 'homeAssistant.getConfig'(_req: ChannelRequest<'homeAssistant.getConfig'>, _ctx: RequestContext): Promise<PublicHomeAssistantConfig> {
    return this.settings.getConfig();
  }

  async 'homeAssistant.saveConfig'(req: ChannelRequest<'homeAssistant.saveConfig'>, _ctx: RequestContext): Promise<PublicHomeAssistantConfig> {
    const saved = await this.settings.saveConfig(req);
    this.events.emit('config.changed', { area: 'home-assistant' });
    return saved;
  }

  async 'homeAssistant.entities'(_req: ChannelRequest<'homeAssistant.entities'>, _ctx: RequestContext): Promise<EntitiesResponse> {
    return this.settings.entities();
  }

  async 'homeAssistant.testConnection'(req: ChannelRequest<'homeAssistant.testConnection'>, _ctx: RequestContext): Promise<TestConnectionResponse> {
    return this.settings.testConnection(req);
  }

  async 'audit.summary'(_req: ChannelRequest<'audit.summary'>, _ctx: RequestContext): Promise<AuditSummary> {
    return this.audit.summary();
  }

  async close(): Promise<void> {
    this.discovery?.close();
    await this.audit.close();
    await this.client.close();
    await closeLlmConnections();
  }
}
