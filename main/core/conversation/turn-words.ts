/**
 * What the turn loop itself says — whichever engine runs — in the household's language: a
 * request cancelled by a newer message, a confirmation that ran out, an engine that failed. Kept
 * apart from the built-in engine's packs because the language-model engine's turns end the same
 * way. The words are the catalogue's `turn.*` messages (docs/architecture.md §7b); this module
 * only picks them and their counts.
 */
import type { Language } from '../../../common/languages.js';
import { formatMessage } from '../i18n/format-message.js';

export interface TurnWords {
  /** "2 requests completed, 1 could not be done.", or '' for none. */
  summary: (done: number, refused: number) => string;
  couldNotFinish: string;
  noLongerWaiting: string;
  expired: string;
  supersededEvent: string;
  supersededReply: string;
  stoppedHere: string;
  /** "Not done: the bedroom light and the nursery light." — the devices an interrupted request left. */
  notDone: (devices: readonly string[]) => string;
  tookTooLong: string;
  /** The engine failed for `reason`; after what was done (`summary`). */
  sorry: (summary: string, reason: string) => string;
}

/** The turn loop's words in `language`. */
export function turnWords(language: Language): TurnWords {
  const say = (id: Parameters<typeof formatMessage>[1], values?: Parameters<typeof formatMessage>[2]) => formatMessage(language, id, values);
  return {
    summary: (done, refused) => (done + refused === 0 ? '' : say('turn.summary', { done, refused, both: done > 0 && refused > 0 ? 'yes' : 'no' })),
    couldNotFinish: say('turn.couldNotFinish'),
    noLongerWaiting: say('turn.noLongerWaiting'),
    expired: say('turn.expired'),
    supersededEvent: say('turn.supersededEvent'),
    supersededReply: say('turn.supersededReply'),
    stoppedHere: say('turn.stoppedHere'),
    notDone: (devices) => say('turn.notDone', { devices: new Intl.ListFormat(language, { type: 'conjunction' }).format(devices) }),
    tookTooLong: say('turn.tookTooLong'),
    sorry: (summary, reason) => [summary, say('turn.sorry', { reason })].filter((s) => s.length > 0).join(' '),
  };
}
