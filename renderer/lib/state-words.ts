/**
 * The words a binary sensor's on/off mean for its device class (Home Assistant's own, the one table
 * in common/state-words.ts): a door is open or closed, motion is detected or clear. Used in chart
 * legends and history lists. The words themselves are the catalogue's (`state.word`, one select in every language); `rawStateWord` says
 * Home Assistant's own state tokens (on, off, unavailable…) in the household's language for the
 * table's pill, and leaves any other value (a number, a custom state) exactly as Home Assistant sent it.
 */
import { stateWordOf } from '../../common/state-words.js';
import { t } from '../i18n/index.js';

/** A raw state for the table's pill: Home Assistant's own tokens in the household's words, anything else as sent. */
export function rawStateWord(state: string): string {
  const word = stateWordOf(state, null);
  return word === null ? state : t('state.word', { word });
}

/** "open" for a door that is on, "wet" for moisture, "clear" for motion that is off; other states unchanged. */
export function stateWord(state: string, deviceClass: string | null | undefined): string {
  const word = stateWordOf(state, deviceClass);
  return word === null ? state : t('state.word', { word });
}
