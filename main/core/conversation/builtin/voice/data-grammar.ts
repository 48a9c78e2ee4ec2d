/**
 * The grammar of a language that is data only (its sentences in `sentences/data/<code>/`): names
 * said as the household wrote them, with no article or case to agree — the catalogue's messages
 * are phrased so they need none ("Vou ligar: {device}.") — kind nouns in the plural from the
 * language's own `{kind}` list, and an asked state in the windows' state words (`state.word`).
 * Nothing here names a language: a translator adds one without writing TypeScript.
 */
import type { Language } from '../../../../../common/languages.js';
import { formatMessage } from '../../../i18n/format-message.js';
import type { WordsData } from '../sentences/types.js';
import type { Grammar } from './grammar.js';

export function dataGrammar(language: Language, words: WordsData): Grammar {
  const plurals = new Map<string, string>();
  for (const [phrase, values] of Object.entries(words.lists['kind'] ?? {})) {
    if (values.kind !== undefined && values.plural === true && !plurals.has(values.kind)) plurals.set(values.kind, phrase);
  }
  // Kinds the list has no plural for, and asked states said otherwise than the catalogue, when the data gives them.
  for (const [kind, plural] of Object.entries(words.kind_plurals ?? {})) if (!plurals.has(kind)) plurals.set(kind, plural);
  const stateWords = words.state_words ?? {};
  return {
    locale: language,
    device: (device) => ({ name: typeof device === 'string' ? device : device.display, number: 'one' }),
    ownName: (entity) => entity.display,
    // The data reads the household's own words: there is no canonical form to say back from.
    phrase: (said) => said,
    kindPlural: (noun) => plurals.get(noun) ?? noun,
    asked: (word) => stateWords[word] ?? formatMessage(language, 'state.word', { word }),
    area: (name) => name,
  };
}
