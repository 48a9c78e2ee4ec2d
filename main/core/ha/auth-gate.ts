/**
 * After Home Assistant answers 401/403, no automatic request is made with that credential until
 * the household re-saves the token or presses Test: every 401 posts "Login attempt failed" in Home
 * Assistant and, with `login_attempts_threshold` set, can get this machine's address banned
 * (reference §1 "Side effects of every 401", "IP bans").
 *
 * The gate belongs to one credential — an origin and a token — not to the app (DESIGN §8.10): a
 * Test of a mistyped token must not stop the saved token from working. Only a hash of each
 * credential is kept.
 */
import { createHash } from 'node:crypto';

/** The part of a request target that names a credential. */
export interface Credential {
  base_url: string;
  token: string;
}

/** Blocked credentials remembered at most; a long session of bad Tests can't grow the set without bound. */
const MAX_BLOCKED = 64;

export class AuthGate {
  readonly #blocked = new Set<string>();

  /** True while this origin + token is known to be rejected. */
  isBlocked(credential: Credential): boolean {
    // Asked before every request: with nothing blocked (nearly always) no hash is worth making.
    return this.#blocked.size > 0 && this.#blocked.has(keyOf(credential));
  }

  block(credential: Credential): void {
    const key = keyOf(credential);
    this.#blocked.delete(key);
    this.#blocked.add(key);
    if (this.#blocked.size > MAX_BLOCKED) this.#blocked.delete(this.#blocked.values().next().value!);
  }

  /** Called when the token is re-saved or a Test of it succeeds. */
  unblock(credential: Credential): void {
    this.#blocked.delete(keyOf(credential));
  }
}

function keyOf(credential: Credential): string {
  return createHash('sha256').update(credential.base_url).update('\0').update(credential.token).digest('base64url');
}
