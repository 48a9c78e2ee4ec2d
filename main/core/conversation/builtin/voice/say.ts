/**
 * One catalogue message of the reply language, formatted with its arguments in the grammar's
 * locale. A reply is a sentence: `sentence` starts it with a capital, whatever argument (a
 * device's name, a list) the message begins with.
 */
import type { MessageId } from '../../../../../common/i18n/en.js';
import type { Language } from '../../../../../common/languages.js';
import { formatMessage, type MessageValues } from '../../../i18n/format-message.js';
import type { Named } from '../lang/types.js';
import type { Grammar } from './grammar.js';

export interface Voice {
  readonly language: Language;
  readonly grammar: Grammar;
}

export function say(voice: Voice, id: MessageId, values?: MessageValues): string {
  return formatMessage(voice.language, id, values, voice.grammar.locale);
}

/** The first letter in upper case ("the porch light is on" → "The porch light is on"). */
export function capitalised(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

export function sentence(voice: Voice, id: MessageId, values?: MessageValues): string {
  return capitalised(say(voice, id, values));
}

/** A device as the arguments `{<arg>}`, `{<arg>_number}` and the language's further forms. */
export function deviceArgs(voice: Voice, device: Named, arg = 'device'): Record<string, string> {
  const forms = voice.grammar.device(device);
  const args: Record<string, string> = { [arg]: forms.name, [`${arg}_number`]: forms.number };
  for (const [form, value] of Object.entries(forms.forms ?? {})) args[`${arg}_${form}`] = value;
  return args;
}
