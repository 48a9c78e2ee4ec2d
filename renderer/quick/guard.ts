/**
 * When an Enter may approve the quick-ask card (docs/architecture.md §7a): never a repeated key (a
 * held Enter), never within {@link ENTER_GUARD_MS} of the card appearing — the Enter that sent the
 * request, or one pressed a moment later out of habit, must not approve a card nobody has read.
 */
export const ENTER_GUARD_MS = 500;

/** True when this Enter keydown may approve a card that appeared at `shownAt` (ms, same clock as `now`). */
export function enterMayApprove(event: { repeat: boolean }, shownAt: number, now: number): boolean {
  return !event.repeat && now - shownAt >= ENTER_GUARD_MS;
}
