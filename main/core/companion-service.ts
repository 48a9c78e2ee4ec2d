/**
 * CompanionService: the single seam (DESIGN §1). One method per contract channel, and the event
 * feed; the IPC registry and the browser host are thin adapters over it, so every behaviour is
 * tested here, in Node. Its collaborators are private: they are built by the composition root
 * (composition.ts), and nothing outside can reach or replace them through the facade.
 */
import type { EventSubscriber } from '../../common/contract/events.js';
import type {
  AssistantTestResponse,
  AuditSummary,
  CertificateInfo,
  ChannelRequest,
  CompanionApi,
  ConversationView,
  DiscoveryListing,
  EntitiesResponse,
  HistoryView,
  LanguageView,
  PendingListItem,
  PublicAssistantConfig,
  PublicHomeAssistantConfig,
  RequestContext,
  TestConnectionResponse,
  TurnResponse,
} from '../../common/contract/types.js';
import { ApiError } from '../../common/codes.js';
import { Composition, type CompanionServiceOptions } from './composition.js';
import { TlsError } from './tls/errors.js';
import { probeCertificate } from './tls/tls-probe.js';

export type { CompanionServiceOptions } from './composition.js';

export class CompanionService implements CompanionApi {
  /** Every event the core emits, for the windows and SSE streams. */
  readonly subscribe: EventSubscriber;
  readonly #core: Composition;

  /** Builds the whole core from `options`, or sits over a {@link Composition} a test built. */
  constructor(from: CompanionServiceOptions | Composition) {
    this.#core = from instanceof Composition ? from : new Composition(from);
    this.subscribe = this.#core.events.subscribe;
  }

  async 'conversation.message'(req: ChannelRequest<'conversation.message'>, ctx: RequestContext): Promise<TurnResponse> {
    await this.#core.history.ready;
    return this.#core.turns.message(req, ctx.surface);
  }

  async 'conversation.get'(req: ChannelRequest<'conversation.get'>, _ctx: RequestContext): Promise<ConversationView> {
    await this.#core.history.ready;
    return this.#core.turns.get(req.conversation_id);
  }

  /** The conversations kept on this computer, newest first, and how long they are kept. */
  async 'history.get'(_req: ChannelRequest<'history.get'>, _ctx: RequestContext): Promise<HistoryView> {
    return this.#core.history.view();
  }

  /** "Clear history": forgets every conversation except one still waiting for an approval. */
  async 'history.clear'(_req: ChannelRequest<'history.clear'>, _ctx: RequestContext): Promise<HistoryView> {
    return this.#core.history.clear();
  }

  async 'history.setRetention'(req: ChannelRequest<'history.setRetention'>, _ctx: RequestContext): Promise<HistoryView> {
    return this.#core.history.setRetention(req.days);
  }

  /** Which language the windows and the engine speak, the setting, and why. */
  async 'language.get'(_req: ChannelRequest<'language.get'>, _ctx: RequestContext): Promise<LanguageView> {
    return this.#core.language.view();
  }

  /** Saves "Automatic" or a language; every open window is told (`language.changed`). */
  async 'language.set'(req: ChannelRequest<'language.set'>, _ctx: RequestContext): Promise<LanguageView> {
    return this.#core.language.set(req.choice);
  }

  async 'confirmations.list'(_req: ChannelRequest<'confirmations.list'>, _ctx: RequestContext): Promise<{ pending: PendingListItem[] }> {
    await this.#core.turns.expireStale();
    return { pending: this.#core.confirmations.list() };
  }

  /**
   * Lists Home Assistant instances seen on the network. Every call (re)starts a browse of at most
   * 30 s — discovery runs only while settings or first-run asks (DESIGN §6). With `resolve_uuid`
   * the instance is re-resolved first ("Use this"), so a stale address is never suggested.
   */
  async 'discovery.list'(req: ChannelRequest<'discovery.list'>, _ctx: RequestContext): Promise<DiscoveryListing> {
    return this.#core.discovery.list(req.resolve_uuid);
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
    const config = await this.#core.assistant.getConfig();
    return { ...config, language_chain: await this.#core.engines.view() };
  }

  async 'assistant.saveConfig'(req: ChannelRequest<'assistant.saveConfig'>, _ctx: RequestContext): Promise<PublicAssistantConfig> {
    const saved = await this.#core.assistant.saveConfig(req);
    this.#core.events.emit('config.changed', { area: 'assistant' });
    // A change of engine changes the chain: the answer says what it is now.
    return { ...saved, language_chain: await this.#core.engines.view() };
  }

  async 'assistant.testConnection'(req: ChannelRequest<'assistant.testConnection'>, _ctx: RequestContext): Promise<AssistantTestResponse> {
    return this.#core.assistant.testConnection(req);
  }

  async 'homeAssistant.getConfig'(_req: ChannelRequest<'homeAssistant.getConfig'>, _ctx: RequestContext): Promise<PublicHomeAssistantConfig> {
    return this.#core.homeAssistant.getConfig();
  }

  async 'homeAssistant.saveConfig'(req: ChannelRequest<'homeAssistant.saveConfig'>, _ctx: RequestContext): Promise<PublicHomeAssistantConfig> {
    const saved = await this.#core.homeAssistant.saveConfig(req);
    this.#core.events.emit('config.changed', { area: 'home-assistant' });
    return saved;
  }

  async 'homeAssistant.entities'(_req: ChannelRequest<'homeAssistant.entities'>, _ctx: RequestContext): Promise<EntitiesResponse> {
    return this.#core.homeAssistant.entities();
  }

  async 'homeAssistant.testConnection'(req: ChannelRequest<'homeAssistant.testConnection'>, _ctx: RequestContext): Promise<TestConnectionResponse> {
    return this.#core.homeAssistant.testConnection(req);
  }

  async 'audit.summary'(_req: ChannelRequest<'audit.summary'>, _ctx: RequestContext): Promise<AuditSummary> {
    return this.#core.audit.summary();
  }

  /** What must reach the disk even if the process ends now (the audit counters); synchronous. */
  flushSync(): void {
    this.#core.audit.flushSummarySync();
  }

  /** Shuts the core down: discovery stopped, the audit flushed, every connection closed. */
  async close(): Promise<void> {
    await this.#core.close();
  }
}
