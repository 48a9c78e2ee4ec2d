/**
 * A capability event's outcome as a sentence of a reply, in the household's language: by its code,
 * with the words the windows' cards use (`code.*`, common/code-messages.ts). The executor's
 * `message` is English for the API and logs (DESIGN §2) and never becomes a reply.
 */
import { codeMessageId } from '../../../common/code-messages.js';
import type { CapabilityEvent } from '../../../common/contract/types.js';
import type { Language } from '../../../common/languages.js';
import { formatMessage } from '../i18n/format-message.js';
import { turnWords } from './turn-words.js';

/** '' for an executed event (its result is narrated elsewhere); the turn loop's own words for an expiry. */
export function outcomeSentence(language: Language, event: CapabilityEvent): string {
  if (event.outcome === 'executed') return '';
  if (event.code === 'CONFIRMATION_EXPIRED') return turnWords(language).expired;
  return formatMessage(language, codeMessageId(event.code));
}
