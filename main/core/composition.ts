/**
 * The composition root of the core (DESIGN §1): who builds what, and who is told about whom. Built
 * once per app (or per test); {@link CompanionService} is the facade over it and keeps it private.
 * Nothing here decides anything — every rule lives in the part that is built.
 *
 * Tests that check a part beneath the facade (the executor's stages, the stores) build a
 * `Composition` themselves and hand it to the facade, rather than reaching into the facade.
 */
import { buildRegistry } from './capabilities/registry.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import { ConnectionStatusTracker } from './connection-status.js';
import { EngineChain } from './conversation/engine-chain.js';
import type { ConversationEngine, VocabularyEntry } from './conversation/conversation-engine.js';
import { AssistantConfigService } from './conversation/openai/assistant-config-service.js';
import { closeLlmConnections } from './conversation/openai/http.js';
import { TurnLoop } from './conversation/turn-loop.js';
import { buildVocabulary } from './conversation/vocabulary.js';
import { ConversationHistory } from './conversation/conversation-history.js';
import { DiscoveryLifecycle } from './discovery/discovery-lifecycle.js';
import { EventHub } from './events.js';
import { ConfirmationStore, DEFAULT_CONFIRMATION_TTL_MS } from './executor/confirmation-store.js';
import { Executor, type PolicySource } from './executor/executor.js';
import { HomeAssistantApi } from './ha/api.js';
import { AuthGate } from './ha/auth-gate.js';
import { HomeAssistantClient } from './ha/client.js';
import type { RegistrySessionOptions } from './ha/registry-session.js';
import type { RecognizerSessionOptions } from './ha/recognizer.js';
import { HomeAssistantConfigService } from './home-assistant-config-service.js';
import { loadPolicySnapshot } from './policy-source.js';
import { AuditLog } from './storage/audit-log.js';
import { EntityNamesStore } from './storage/entity-names.js';
import { HomeAssistantConfigStore } from './storage/home-assistant-config.js';
import { ACCESS_TOKEN, FileSecretStore, type SecretStore } from './storage/secret-store.js';
import { afterMigration, bindLegacySecrets } from './storage/secret-migration.js';
import { originOf } from './conversation/openai/base-url.js';
import { LanguageService, processLanguages } from './language/language-service.js';
import { LanguageFile } from './storage/language-file.js';
import { localeFor, type Language } from '../../common/languages.js';
import { InstanceFacts } from './instance/instance-facts.js';
import { InstanceFile } from './storage/instance-file.js';
import { RejectedCredentialsFile } from './storage/rejected-credentials-file.js';
import type { TurnFacts } from './conversation/turn-loop.js';

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
  /** Bounds of the settings-only registry session (tests shorten them); default DESIGN §8.6's. */
  registrySession?: RegistrySessionOptions;
  /** Bounds of the recognizer session (tests shorten them); default ha/recognizer.ts's. */
  recognizerSession?: RecognizerSessionOptions;
  /**
   * This computer's preferred language tags, most preferred first: Electron's
   * `app.getPreferredSystemLanguages()`; the browser host's locale variables by default.
   */
  systemLanguages?: () => readonly string[];
  /**
   * The language of each turn; by default the one every window speaks (the setting, else Home
   * Assistant's, else this computer's — `LanguageService`). Tests pin one here.
   */
  languageOf?: () => Language | Promise<Language>;
}

/** Every part of the core, wired. Read-only after construction. */
export class Composition {
  readonly clock: Clock;
  /** Where every part's news goes out (`conversation.updated`, `confirmations.changed`, …). */
  readonly events = new EventHub();
  readonly configStore: HomeAssistantConfigStore;
  /** The secrets, read only once secrets of an earlier version are bound to their origin. */
  readonly secrets: SecretStore;
  /** Resolves once the first-start binding of earlier secrets has run (DESIGN §8.10). */
  readonly migrated: Promise<unknown>;
  readonly entityNames: EntityNamesStore;
  readonly audit: AuditLog;
  readonly confirmations: ConfirmationStore;
  /** The only Home Assistant client; every request to Home Assistant goes through it. */
  readonly api: HomeAssistantApi;
  /** Policy as the executor sees it: config and token read fresh for every check (RFC-0018). */
  readonly policySource: PolicySource;
  readonly executor: Executor;
  readonly homeAssistant: HomeAssistantConfigService;
  readonly assistant: AssistantConfigService;
  readonly turns: TurnLoop;
  /** The language chain: which engine answers each turn, and what Settings → Assistant says about it. */
  readonly engines: EngineChain;
  /** The conversations kept on this computer (DESIGN §8.7). */
  readonly history: ConversationHistory;
  readonly discovery: DiscoveryLifecycle;
  /** Which language the windows and the engine speak (docs/architecture.md §7b). */
  readonly language: LanguageService;
  /** The language the engines answer in, the same choice every window makes. */
  readonly languageOf: () => Promise<Language>;
  /** What Home Assistant last said of itself (name, version, time zone, language), on disk. */
  readonly instance: InstanceFacts;
  /** What an engine may know of the home, read fresh for each turn. */
  readonly vocabulary: () => Promise<VocabularyEntry[]>;
  readonly #client: HomeAssistantClient;

  constructor(options: CompanionServiceOptions) {
    const clock = options.clock ?? systemClock;
    const events = this.events;
    this.clock = clock;
    this.configStore = new HomeAssistantConfigStore(options.dataDir);
    const secrets = options.secretStore ?? new FileSecretStore(options.dataDir);
    this.entityNames = new EntityNamesStore(options.dataDir, { now: () => clock.now() });
    this.audit = new AuditLog(options.dataDir, { now: () => clock.now() });
    // Before anything reads a secret: a secret of an earlier version has no origin until bound.
    const assistantConfig = new AssistantConfigService({ dataDir: options.dataDir, secrets, clock });
    this.migrated = bindLegacySecrets({
      secrets,
      homeAssistantOrigin: async () => (await this.configStore.read()).config.base_url,
      assistantOrigin: async () => {
        const { config } = await assistantConfig.read();
        return config.base_url === '' ? '' : originOf(config.base_url);
      },
      audit: this.audit,
      now: () => clock.now(),
    });
    this.secrets = afterMigration(secrets, this.migrated);
    const ttl = Math.min(options.confirmationTtlMs ?? DEFAULT_CONFIRMATION_TTL_MS, DEFAULT_CONFIRMATION_TTL_MS);
    this.confirmations = new ConfirmationStore(clock, ttl);

    // Kept on disk: a rejected token must not be sent again at every app start (DESIGN §7).
    const authGate = new AuthGate(new RejectedCredentialsFile(options.dataDir));
    const status = new ConnectionStatusTracker((connection, message) =>
      events.emit('homeAssistant.status', message === undefined ? { connection } : { connection, connection_message: message }),
    );
    this.#client = new HomeAssistantClient(authGate, (outcome) => status.record(outcome.origin, outcome));
    this.api = new HomeAssistantApi(this.#client);
    this.policySource = () => loadPolicySnapshot(this.configStore, this.secrets);
    this.executor = new Executor({
      registry: buildRegistry(),
      policySource: this.policySource,
      confirmations: this.confirmations,
      audit: this.audit,
      api: this.api,
      clock,
    });

    this.language = new LanguageService({
      file: new LanguageFile(options.dataDir, () => clock.now()),
      systemLanguages: options.systemLanguages ?? (() => processLanguages()),
      onChange: (view) => events.emit('language.changed', view),
    });
    this.languageOf = () => this.language.languageOf();
    // Home Assistant's time zone and language, learnt from `/api/config` at every contact; replies use them (DESIGN §5).
    this.instance = new InstanceFacts({
      file: new InstanceFile(options.dataDir, () => clock.now()),
      now: () => clock.now(),
      onLearnt: (record) => this.language.learnHomeAssistant(record.language),
    });
    const pinnedLanguage = options.languageOf;
    this.homeAssistant = new HomeAssistantConfigService({
      configStore: this.configStore,
      secrets: this.secrets,
      entityNames: this.entityNames,
      audit: this.audit,
      api: this.api,
      authGate,
      status,
      clock,
      registrySession: options.registrySession,
      thisArea: async () => (await this.assistant.read()).config.area_id,
      instance: this.instance,
    });
    this.vocabulary = () => buildVocabulary(this.configStore, this.entityNames);
    this.assistant = new AssistantConfigService({ dataDir: options.dataDir, secrets: this.secrets, clock, vocabulary: this.vocabulary });
    this.engines = new EngineChain({
      assistant: this.assistant,
      language: () => this.language.view(),
      policy: this.policySource,
      authGate,
      now: () => clock.now(),
      ...(options.recognizerSession ? { session: options.recognizerSession } : {}),
    });
    this.turns = new TurnLoop({
      executor: this.executor,
      engine: options.engine ?? (() => this.engines.engine()),
      vocabulary: this.vocabulary,
      thisArea: () => this.thisArea(),
      facts: () => this.turnFacts(pinnedLanguage),
      pending: () => this.confirmations.list(),
      emitTurn: (turn) => {
        this.history.record(turn);
        events.emit('conversation.updated', { conversation_id: turn.conversation_id, turn });
      },
      emitPending: () => events.emit('confirmations.changed', { pending: this.confirmations.list() }),
      clock,
    });
    this.history = new ConversationHistory(options.dataDir, this.turns.conversations, () => clock.now());
    this.discovery = new DiscoveryLifecycle({
      interface: options.mdnsInterface,
      onChange: (listing) => events.emit('discovery.changed', listing),
    });
  }

  /**
   * What a turn writes with — language, locale, Home Assistant's time zone — read once when it
   * starts, after every contact with Home Assistant still under way has been learnt (DESIGN §5).
   * A language pinned by a test keeps its own bare locale: a locale of another language is never used.
   */
  async turnFacts(pinned?: () => Language | Promise<Language>): Promise<TurnFacts> {
    await this.instance.settled();
    const view = await this.language.view();
    const language = pinned === undefined ? view.language : await pinned();
    const { config } = await this.configStore.read();
    const record = config.base_url === '' ? null : await this.instance.current(config.base_url);
    const token = config.base_url === '' ? null : await this.secrets.read(ACCESS_TOKEN);
    return {
      language,
      locale: language === view.language ? view.locale : localeFor(language, []),
      time_zone: record?.time_zone ?? systemTimeZone(),
      home_assistant_set_up: token?.status === 'present',
    };
  }

  /** This computer's room from the assistant settings; an area the registries no longer have reads as unset. */
  async thisArea(): Promise<string | null> {
    const areaId = (await this.assistant.read()).config.area_id;
    if (areaId === null) return null;
    return (await this.entityNames.knowsArea(areaId)) ? areaId : null;
  }

  /** Stops discovery, flushes the audit counters and closes every connection pool. */
  async close(): Promise<void> {
    this.discovery.close();
    await this.engines.close();
    await this.migrated.catch(() => undefined);
    await this.history.store.close();
    await this.instance.settled();
    await this.language.close();
    await this.audit.close();
    await this.#client.close();
    await closeLlmConnections();
  }
}

/** This computer's zone, for replies before Home Assistant has named its own. */
function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}
