/**
 * The words a binary sensor's on/off mean for its device class (Home Assistant's own, the one table
 * in common/state-words.ts): a door is open or closed, motion is detected or clear. Used in chart
 * legends, history lists, the state table's pills (with the read's `device_classes`) and the settings
 * picker. The words themselves are the catalogue's (`state.word`, one select in every language); any
 * other value (a number, a custom state) stays exactly as Home Assistant sent it.
 */
import { stateWordOf } from '../../common/state-words.js';
import { t } from '../i18n/index.js';

/** "open" for a door that is on, "wet" for moisture, "clear" for motion that is off; other states unchanged. */
export function stateWord(state: string, deviceClass: string | null | undefined): string {
  const word = stateWordOf(state, deviceClass);
  // A pill has no subject to agree with: the word's plain form (`word_agree` "other", masculine singular).
  return word === null ? state : t('state.word', { word, word_agree: 'other' });
}
