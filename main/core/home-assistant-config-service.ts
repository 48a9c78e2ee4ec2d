/**
 * Long because: the four homeAssistant.* channels share one config read and save-lock; each step already calls a module of its own.
 *
 * The Home Assistant config behind the `homeAssistant.*` channels: the public config (never the
 * token), saving a config update as a whole, the settings picker's entity list, and Test. These are
 * requests the household makes directly — they are not capabilities, and nothing here is ever shown
 * to an engine.
 */
import { ApiError, REQUEST_CODES, type RequestCode } from '../../common/codes.js';
import { isLoopbackHost } from '../../common/home-assistant-address.js';
import type {
  EntitiesResponse,
  EntityRow,
  HomeAssistantConfigUpdate,
  PublicHomeAssistantConfig,
  TestConnectionRequest,
  TestConnectionResponse,
} from '../../common/contract/types.js';
import { CapabilityError } from './capability-error.js';
import type { Clock } from './clock.js';
import { isoAt } from './clock.js';
import { connectionFor, type ConnectionStatusTracker } from './connection-status.js';
import type { HomeAssistantApi, InstanceInfo } from './ha/api.js';
import type { AuthGate } from './ha/auth-gate.js';
import type { HomeAssistantTarget } from './ha/client.js';
import { nameEntries, readPlaces, type PlacesOutcome } from './ha/names-refresh.js';
import type { RegistrySessionOptions } from './ha/registry-session.js';
import { friendlyNameOf, stringAttribute, type HaState } from './ha/states.js';
import type { AuditLog } from './storage/audit-log.js';
import type { EntityNamesStore } from './storage/entity-names.js';
import { normalizeBaseUrl } from './storage/home-assistant-base-url.js';
import type { HomeAssistantConfig, HomeAssistantConfigStore } from './storage/home-assistant-config.js';
import { validateMergedConfig } from './storage/home-assistant-config-write.js';
import { ACCESS_TOKEN, type SecretStore } from './storage/secret-store.js';
import { tokenUnusableFor } from './policy-source.js';
import { storageStep } from './save-errors.js';
import { SaveLock } from './save-lock.js';
import { pastedToken } from './token-format.js';

/** The settings picker may wait longer than a capability: it reads the whole home once. */
const ENTITIES_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 8_000;
/** Names what a failed save could not write ("… couldn't be written to disk"). */
const WHAT_IS_SAVED = 'The settings';

export interface HomeAssistantConfigServiceDeps {
  configStore: HomeAssistantConfigStore;
  secrets: SecretStore;
  entityNames: EntityNamesStore;
  audit: AuditLog;
  api: HomeAssistantApi;
  authGate: AuthGate;
  status: ConnectionStatusTracker;
  clock: Clock;
  /**
   * Where Home Assistant's facts about itself go (its time zone and language for replies, DESIGN
   * §5): learnt from every successful contact — Test, save, the settings list — and awaited.
   */
  instance?: InstanceLearner;
  /** Bounds of the registry session (tests shorten them); default DESIGN §8.6's. */
  registrySession?: RegistrySessionOptions;
  /** This computer's room (an `area_id` from the assistant settings), kept in the names file while Home Assistant has it. */
  thisArea?: () => Promise<string | null>;
}

/** The part of `InstanceFacts` this service uses. */
export interface InstanceLearner {
  learn(origin: string, info: InstanceInfo): Promise<void>;
  track<T>(contact: Promise<T>): Promise<T>;
  /** True when facts of this origin are known. */
  knows(origin: string): Promise<boolean>;
}

export class HomeAssistantConfigService {
  /** Saves run one at a time: a token and an origin from two saves never interleave. */
  readonly #saves = new SaveLock();

  constructor(private readonly deps: HomeAssistantConfigServiceDeps) {}

  async getConfig(): Promise<PublicHomeAssistantConfig> {
    const read = await this.deps.configStore.read();
    const token = await this.deps.secrets.read(ACCESS_TOKEN);
    const { config } = read;
    const tokenStatus = token.status;
    const unusable = config.base_url === '' ? null : tokenUnusableFor(config.base_url, token);
    const configured = config.base_url !== '' && tokenStatus === 'present' && unusable === null;
    let connection = configured ? this.deps.status.get(config.base_url) : { connection: 'not-configured' as const };
    // Before this run has sent anything, a token rejected in an earlier run is still rejected: settings say so at once.
    if (configured && connection.connection === 'unknown' && token.status === 'present') {
      if (await this.deps.authGate.isBlocked({ base_url: config.base_url, token: token.value })) connection = connectionFor('auth-failed');
    }
    const result: PublicHomeAssistantConfig = {
      enabled: config.enabled,
      base_url: config.base_url,
      has_access_token: tokenStatus === 'present',
      token_status: tokenStatus,
      allowlisted_entities: config.allowlisted_entities,
      control_enabled: config.control_enabled,
      controllable_entities: config.controllable_entities,
      tls: publicTls(config),
      // Plain http to this computer never crosses a network (common/home-assistant-address.ts).
      unencrypted: config.base_url.startsWith('http://') && !isLoopbackHost(new URL(config.base_url).hostname),
      config_status: read.status,
      secret_storage: this.deps.secrets.kind,
      connection: connection.connection,
    };
    if (read.message !== undefined) result.config_message = read.message;
    if (unusable !== null) result.connection_message = unusable;
    else if (connection.message !== undefined) result.connection_message = connection.message;
    return result;
  }

  /**
   * Validates the merged result as a whole (RFC-0019 `write_config`) and writes it. A change of
   * origin clears the stored token — a token is never sent to a host it was not saved for —
   * unless a new token arrives in the same save (DESIGN §2). A token is stored bound to the origin
   * saved with it. Saves are serialised.
   */
  async saveConfig(update: HomeAssistantConfigUpdate): Promise<PublicHomeAssistantConfig> {
    return this.#saves.run(() => this.saveLocked(update));
  }

  private async saveLocked(update: HomeAssistantConfigUpdate): Promise<PublicHomeAssistantConfig> {
    // A malformed file reads as the disabled defaults, so the household's save replaces it whole.
    const current = await this.deps.configStore.read();
    const { config, originChanged } = validateMergedConfig(current.config, update);
    const newToken = update.access_token === undefined ? undefined : checkToken(update.access_token);

    // Order matters for a crash between steps: the old token goes before the new origin is
    // written, and a new token is written only after its origin is on disk.
    if (originChanged) await storageStep(WHAT_IS_SAVED, () => this.deps.secrets.clear(ACCESS_TOKEN));
    await storageStep(WHAT_IS_SAVED, () => this.deps.configStore.write(config));
    if (newToken !== undefined) {
      await storageStep(WHAT_IS_SAVED, () =>
        newToken === '' ? this.deps.secrets.clear(ACCESS_TOKEN) : this.deps.secrets.write(ACCESS_TOKEN, newToken, config.base_url),
      );
      // Re-saving a token is the household saying "try it again".
      if (newToken !== '') await this.deps.authGate.unblock({ base_url: config.base_url, token: newToken });
    }
    await this.auditChange(config, originChanged, newToken);

    if (allowlistChanged(current.config, config)) await this.refreshNamesQuietly(config);
    // A connection saved without a Test still gets its language and time zone (a new address or
    // token, or one whose facts were never learnt); bounded like Test, and a turn starting meanwhile waits.
    if (originChanged || newToken !== undefined || !(await this.deps.instance?.knows(config.base_url))) await this.learnQuietly(config);
    return this.getConfig();
  }

  /**
   * The settings picker's list: every entity, only the fields the picker shows — on a big home the
   * full state objects are megabytes, the picker's six fields a fraction of that (bench/).
   */
  async entities(): Promise<EntitiesResponse> {
    const { config } = await this.deps.configStore.read();
    const target = await this.target(config);
    // The registry session connects beside `/api/states` but logs in only once that has answered
    // 2xx: the token is then known to be good, so a rejected one still costs Home Assistant one
    // failed login, not two (a WebSocket auth failure counts towards its IP ban too). Its reads run
    // while the long states body arrives.
    let accepted!: () => void;
    let refused!: () => void;
    const loginWhen = new Promise<void>((resolve, reject) => {
      accepted = resolve;
      refused = reject;
    });
    loginWhen.catch(() => undefined);
    const reading = this.readPlaces(target, config, loginWhen);
    let states: HaState[];
    try {
      states = await this.withTimeout(ENTITIES_TIMEOUT_MS, (signal) => this.deps.api.states(target, signal, undefined, accepted));
    } catch (error) {
      // The session ends without logging in (readPlaces never throws; its answer is not needed).
      refused();
      throw error;
    }
    const places = await reading;
    // Home Assistant's facts, once the token proved good and the session is over: an answer that
    // started before a WebSocket login failed must not paint the connection "ok" again.
    await Promise.all([this.writeNames(states, config, places), this.learnQuietly(config, target)]);
    const present = new Set<string>();
    const entities = new Array<EntityRow>(states.length);
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!;
      present.add(s.entity_id);
      entities[i] = [
        s.entity_id,
        friendlyNameOf(s),
        s.state,
        stringAttribute(s.attributes, 'device_class'),
        stringAttribute(s.attributes, 'unit_of_measurement'),
      ];
    }
    return {
      entities,
      missing_allowlisted: config.allowlisted_entities.filter((id) => !present.has(id)),
      retrieved_at: isoAt(this.deps.clock.now()),
      names_source: places.source,
      ...(places.note === undefined ? {} : { names_note: places.note }),
      areas: (places.places?.areas ?? []).map((a) => ({ area_id: a.area_id, name: a.name })),
    };
  }

  /**
   * Test: `GET /api/` then `GET /api/config`. The stored token is only ever sent to the origin it
   * is bound to; testing another address needs a token typed for it. Pressing Test is the
   * household's explicit request, so it may run after a 401 (and a success lifts the block).
   *
   * A Test of values that aren't saved (another address, or a typed token) is a question about
   * those values only (docs/architecture.md §5a): it neither blocks nor lifts the saved
   * credential's auth gate and changes no connection status any window shows. A failure names its
   * real code and why.
   */
  async testConnection(req: TestConnectionRequest): Promise<TestConnectionResponse> {
    const { config } = await this.deps.configStore.read();
    let origin: string;
    try {
      origin = req.base_url !== undefined ? normalizeBaseUrl(req.base_url) : config.base_url;
    } catch (error) {
      return { ok: false, error: { code: 'INVALID_BASE_URL', message: error instanceof Error ? error.message : 'That address is not valid.' } };
    }
    if (origin === '') return { ok: false, error: { code: 'CAPABILITY_NOT_CONFIGURED', message: 'Enter the address of your Home Assistant first.' } };
    const sameOrigin = origin === config.base_url;
    const typed = req.access_token !== undefined && req.access_token.trim() !== '' ? req.access_token.trim() : undefined;
    const stored = await this.deps.secrets.read(ACCESS_TOKEN);
    // The stored token is a candidate only for the origin it is bound to.
    const storedHere = stored.status === 'present' && stored.origin === origin ? stored.value : undefined;
    const token = typed ?? storedHere;
    if (token === undefined) {
      if (typed === undefined && sameOrigin) {
        const unusable = tokenUnusableFor(origin, stored);
        if (unusable !== null) return { ok: false, error: { code: 'CAPABILITY_NOT_CONFIGURED', message: unusable } };
      }
      return { ok: false, error: { code: 'CAPABILITY_NOT_CONFIGURED', message: 'Paste a long-lived access token for this address to test it.' } };
    }
    const saved = sameOrigin && storedHere !== undefined && token === storedHere;
    const target: HomeAssistantTarget = { base_url: origin, token, token_origin: origin, tls: sameOrigin ? config.tls : { mode: 'system' } };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), TEST_TIMEOUT_MS);
    try {
      const info = await this.deps.api.identify(target, controller.signal, { explicit: true, unsaved: !saved });
      if (saved) await this.deps.authGate.unblock(target);
      // Another address's answer is not this home's: only the saved origin's facts are kept.
      if (sameOrigin) await this.deps.instance?.learn(origin, info);
      return { ok: true, location_name: info.location_name, version: info.version, time_zone: info.time_zone };
    } catch (error) {
      const coded =
        error instanceof CapabilityError ? error : new CapabilityError('HOME_ASSISTANT_ERROR', 'The test failed for a reason Home Assistant did not say.');
      const failure = { code: coded.code, message: testFailureMessage(coded, origin) };
      return { ok: false, error: coded.http_status === undefined ? failure : { ...failure, http_status: coded.http_status } };
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  private async target(config: HomeAssistantConfig): Promise<HomeAssistantTarget> {
    if (config.base_url === '') throw new ApiError('CAPABILITY_NOT_CONFIGURED', 'Enter the address of your Home Assistant first.');
    const token = await this.deps.secrets.read(ACCESS_TOKEN);
    const unusable = tokenUnusableFor(config.base_url, token);
    if (unusable !== null) throw new ApiError('CAPABILITY_NOT_CONFIGURED', unusable);
    if (token.status !== 'present' || token.origin === null) throw new ApiError('CAPABILITY_NOT_CONFIGURED', 'Save a long-lived access token first.');
    return { base_url: config.base_url, token: token.value, token_origin: token.origin, tls: config.tls };
  }

  private async withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
    try {
      return await work(controller.signal);
    } catch (error) {
      if (error instanceof CapabilityError) throw new ApiError(asRequestCode(error.code), error.message);
      throw error;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  /** The registries over one WebSocket session (DESIGN §8.6); a failure falls back to friendly names. */
  private readPlaces(target: HomeAssistantTarget, config: HomeAssistantConfig, loginWhen?: Promise<void>): Promise<PlacesOutcome> {
    const session = loginWhen === undefined ? this.deps.registrySession : { ...this.deps.registrySession, loginWhen };
    return readPlaces(target, config.allowlisted_entities, {
      authGate: this.deps.authGate,
      status: this.deps.status,
      ...(session === undefined ? {} : { session }),
    });
  }

  private async writeNames(states: readonly HaState[], config: HomeAssistantConfig, places: PlacesOutcome): Promise<void> {
    const entries = nameEntries(states, config.allowlisted_entities, places.places);
    const roomId = (await this.deps.thisArea?.().catch(() => null)) ?? null;
    const room = roomId === null ? undefined : places.places?.areas.find((a) => a.area_id === roomId);
    await this.deps.entityNames
      .write(entries, config.allowlisted_entities, places.source, room ? { area_id: room.area_id, name: room.name } : null)
      .catch(() => undefined);
  }

  /**
   * One `GET /api/config` with the saved credential, learnt. Never throws, never sends a token Home
   * Assistant rejected (not explicit: the auth gate holds it back), bounded by Test's timeout.
   */
  private learnQuietly(config: HomeAssistantConfig, known?: HomeAssistantTarget): Promise<void> {
    const instance = this.deps.instance;
    if (instance === undefined || config.base_url === '') return Promise.resolve();
    const contact = (async () => {
      const target = known ?? (await this.target(config));
      if (await this.deps.authGate.isBlocked(target)) return;
      const info = await this.withTimeout(TEST_TIMEOUT_MS, (signal) => this.deps.api.instanceInfo(target, signal));
      await instance.learn(config.base_url, info);
    })();
    return instance.track(contact).catch(() => undefined);
  }

  /** After an allowlist change: one `/api/states` read to name the new entities; failures are not the save's. */
  private async refreshNamesQuietly(config: HomeAssistantConfig): Promise<void> {
    if (config.base_url === '') return;
    try {
      const target = await this.target(config);
      if (await this.deps.authGate.isBlocked(target)) return;
      const states = await this.withTimeout(ENTITIES_TIMEOUT_MS, (signal) => this.deps.api.states(target, signal));
      await this.writeNames(states, config, await this.readPlaces(target, config));
    } catch {
      // The names refresh on the next settings visit; the save itself succeeded.
    }
  }

  private async auditChange(after: HomeAssistantConfig, originChanged: boolean, newToken: string | undefined): Promise<void> {
    const event = {
      kind: 'config' as const,
      ts: isoAt(this.deps.clock.now()),
      change: 'home_assistant',
      enabled: after.enabled,
      control_enabled: after.control_enabled,
      allowlisted_count: after.allowlisted_entities.length,
      controllable_count: after.controllable_entities.length,
      origin_changed: originChanged,
      tls_mode: after.tls.mode,
      ...(newToken === undefined ? {} : { token_changed: newToken === '' ? ('cleared' as const) : ('set' as const) }),
    };
    await this.deps.audit.append(event).catch(() => undefined);
  }
}

function publicTls(config: HomeAssistantConfig): PublicHomeAssistantConfig['tls'] {
  const tls: PublicHomeAssistantConfig['tls'] = { mode: config.tls.mode };
  if (config.tls.fingerprint_sha256) tls.fingerprint_sha256 = config.tls.fingerprint_sha256;
  if (config.tls.ca_pem) tls.has_ca_certificate = true;
  return tls;
}

function allowlistChanged(before: HomeAssistantConfig, after: HomeAssistantConfig): boolean {
  const a = before.allowlisted_entities;
  const b = after.allowlisted_entities;
  return a.length !== b.length || a.some((id, i) => id !== b[i]);
}

/** A token is one opaque line; whitespace inside or control characters mean a paste went wrong. */
function checkToken(raw: string): string {
  const token = pastedToken(raw);
  if (token === null) {
    throw new ApiError('INVALID_REQUEST', 'The access token looks wrong: paste the long-lived token from your Home Assistant profile.', [
      { code: 'INVALID_REQUEST', field: 'access_token', message: 'must be a single line without spaces' },
    ]);
  }
  return token;
}

/** A failed Test in the household's words: what went wrong and what to check, by code. */
function testFailureMessage(error: CapabilityError, origin: string): string {
  switch (error.code) {
    case 'HOME_ASSISTANT_UNREACHABLE':
      return `${error.message} Nothing answered at ${origin}: is Home Assistant running there, and are the address and port right?`;
    case 'EXECUTION_TIMEOUT':
      return `${origin} did not answer within ${TEST_TIMEOUT_MS / 1000} s. Check the address and that Home Assistant is running.`;
    case 'HOME_ASSISTANT_ERROR':
      return `${error.message} Is ${origin} the address of Home Assistant itself (not a page or a proxy in front of it)?`;
    case 'HOME_ASSISTANT_AUTH_FAILED':
      // The household is in Settings already: say what to do here, not "save it in Settings".
      return error.http_status === 403
        ? `${error.message} Home Assistant lifts a ban when this computer's address is removed from ip_bans.yaml and Home Assistant is restarted.`
        : 'Home Assistant rejected this access token. In Home Assistant, open your profile, then Security, create a long-lived access token, paste it into the token field here and press Save.';
    default:
      return error.message;
  }
}

/** Settings calls fail with the executor's words where the request vocabulary has them. */
function asRequestCode(code: string): RequestCode {
  return (REQUEST_CODES as readonly string[]).includes(code) ? (code as RequestCode) : 'HOME_ASSISTANT_ERROR';
}
