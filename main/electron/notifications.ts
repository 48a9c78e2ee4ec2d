/**
 * A native notification when a confirmation arrives and the chat window is not in front
 * (DESIGN §6). Notifications can show on a locked screen, so they never name an entity, a
 * capability or an effect: the household unlocks and sees the card in the popup. No inline
 * reply or action buttons — approval happens only on a card.
 */
import { Notification } from 'electron';
import type { PendingListItem } from '../../common/contract/types.js';
import { shellT } from './shell-words.js';

/** The app's name, as the catalogue of the current language gives it. */
export function notificationTitle(): string {
  return shellT('app.name');
}

/** The lock-screen-safe text for `count` new requests. */
export function notificationBody(count: number): string {
  return shellT('notification.body', { count });
}

export interface PendingNotifierOptions {
  /** True when the chat window is visible and focused: its card is already in front. */
  isChatFocused(): boolean;
  /** Opens the popup on an item (clicking the notification). Never approves. */
  openPopup(item: PendingListItem): void;
}

/** Notifies once per confirmation token, the first time it appears in the pending list. */
export class PendingNotifier {
  readonly #options: PendingNotifierOptions;
  #seen = new Set<string>();
  // Electron drops a notification's click handler once the object is collected.
  readonly #shown = new Set<Notification>();

  constructor(options: PendingNotifierOptions) {
    this.#options = options;
  }

  /** Takes the full pending list from `confirmations.changed`. */
  update(pending: readonly PendingListItem[]): void {
    const fresh = pending.filter((item) => !this.#seen.has(item.token));
    this.#seen = new Set(pending.map((item) => item.token));
    const first = fresh[0];
    if (first === undefined || this.#options.isChatFocused() || !Notification.isSupported()) return;

    const notification = new Notification({
      title: notificationTitle(),
      body: notificationBody(fresh.length),
      hasReply: false,
      silent: false,
      urgency: 'normal',
    });
    this.#shown.add(notification);
    notification.on('click', () => this.#options.openPopup(first));
    notification.on('close', () => this.#shown.delete(notification));
    notification.show();
  }
}
