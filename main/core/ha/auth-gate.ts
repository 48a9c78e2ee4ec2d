/**
 * After Home Assistant answers 401/403, no automatic request is made until the household
 * re-saves the token or presses Test: every 401 posts "Login attempt failed" in Home Assistant
 * and, with `login_attempts_threshold` set, can get this machine's address banned
 * (reference §1 "Side effects of every 401", "IP bans").
 */
export class AuthGate {
  private blockedFor: string | null = null;

  /** True while the given origin's token is known to be rejected. */
  isBlocked(origin: string): boolean {
    return this.blockedFor === origin;
  }

  block(origin: string): void {
    this.blockedFor = origin;
  }

  /** Called when the token is re-saved or the household presses Test. */
  clear(): void {
    this.blockedFor = null;
  }
}
