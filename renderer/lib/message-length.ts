/** What the message boxes (chat and quick ask) say about a message's length (DESIGN §2: 1–4000 characters). */
import { MAX_MESSAGE_CHARS } from '../../common/message-limit.js';
import { t } from '../i18n/index.js';

export const MAX_MESSAGE = MAX_MESSAGE_CHARS;
/** The counter shows from here on: before it, a limit nobody is near is only noise. */
export const COUNTER_FROM = 3600;

/** "3,612 of 4,000 characters"; at the limit, that it is the most; past it, how many are too many. */
export function counterText(length: number): string | null {
  if (length < COUNTER_FROM) return null;
  if (length > MAX_MESSAGE) return t('composer.counterOver', { count: length, max: MAX_MESSAGE, over: length - MAX_MESSAGE });
  return t(length === MAX_MESSAGE ? 'composer.counterFull' : 'composer.counter', { count: length, max: MAX_MESSAGE });
}
