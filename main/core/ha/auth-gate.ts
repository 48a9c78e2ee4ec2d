/**
 * After Home Assistant answers 401/403, no automatic request is made with that credential until
 * the household re-saves the token or presses Test: every 401 posts "Login attempt failed" in Home
 * Assistant and, with `login_attempts_threshold` set, can get this machine's address banned
 * (reference §1 "Side effects of every 401", "IP bans").
 *
 * The gate belongs to one credential — an origin and a token — not to the app (DESIGN §8.10): a
 * Test of a mistyped token must not stop the saved token from working. Only a hash of each
 * credential is kept. Given a file (storage/rejected-credentials-file.ts) the gate outlives a
 * restart: a revoked token otherwise cost one failed login per app start, and the third start got
 * the household's computer banned (test/real-ha/ban.real.ts against a real Home Assistant).
 */
import { createHash } from 'node:crypto';

/** The part of a request target that names a credential. */
export interface Credential {
  base_url: string;
  token: string;
}

/** Where the gate keeps its digests between runs. */
export interface AuthGateStore {
  read(max: number): Promise<string[]>;
  write(digests: readonly string[]): Promise<void>;
}

/** Blocked credentials remembered at most; a long session of bad Tests can't grow the set without bound. */
const MAX_BLOCKED = 64;

export class AuthGate {
  readonly #blocked = new Set<string>();
  readonly #store: AuthGateStore | undefined;
  /** Resolves once the digests on disk are in `#blocked`; every answer waits for it. */
  readonly #loaded: Promise<void>;
  /** Writes run one after another, each writing the set as it is then, so the last one wins. */
  #writes: Promise<void> = Promise.resolve();

  /** Without a store the gate lives in memory only (tests and benches of the client alone). */
  constructor(store?: AuthGateStore) {
    this.#store = store;
    this.#loaded = store === undefined ? Promise.resolve() : this.#load(store);
  }

  /** True while this origin + token is known to be rejected (in this run or an earlier one). */
  async isBlocked(credential: Credential): Promise<boolean> {
    await this.#loaded;
    // Asked before every request: with nothing blocked (nearly always) no hash is worth making.
    return this.#blocked.size > 0 && this.#blocked.has(keyOf(credential));
  }

  /** Remembers a rejected credential; resolves once it is on disk (a failed write keeps it in memory). */
  async block(credential: Credential): Promise<void> {
    await this.#loaded;
    const key = keyOf(credential);
    const known = this.#blocked.has(key);
    this.#blocked.delete(key);
    this.#blocked.add(key);
    if (this.#blocked.size > MAX_BLOCKED) this.#blocked.delete(this.#blocked.values().next().value!);
    if (!known) await this.#persist();
  }

  /** Called when the token is re-saved or a Test of it succeeds. */
  async unblock(credential: Credential): Promise<void> {
    await this.#loaded;
    if (this.#blocked.delete(keyOf(credential))) await this.#persist();
  }

  async #load(store: AuthGateStore): Promise<void> {
    const digests = await store.read(MAX_BLOCKED).catch(() => []);
    for (const digest of digests) this.#blocked.add(digest);
  }

  #persist(): Promise<void> {
    const store = this.#store;
    if (store === undefined) return Promise.resolve();
    this.#writes = this.#writes.then(() => store.write([...this.#blocked]).catch(() => undefined));
    return this.#writes;
  }
}

function keyOf(credential: Credential): string {
  return createHash('sha256').update(credential.base_url).update('\0').update(credential.token).digest('base64url');
}
