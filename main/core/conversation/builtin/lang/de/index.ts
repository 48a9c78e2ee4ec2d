/**
 * German (`de`): spoken by sentence data (`sentences/data/de/`, docs/architecture.md §6.2b). This
 * file holds only what the data cannot say:
 * - `grammar`: the reply grammar. A device's name takes the article of its gender in the case the
 *   catalogue's message needs ("die Stehlampe", "den Deckenventilator", "dem Ventilator":
 *   `{device}`, `{device_acc}`, `{device_dat}`), its pronoun ("er", "ihn": `{device_pronoun}`,
 *   `{device_pronounAcc}`, and a group's), and ist/sind with a name that reads as plural. The
 *   gender is read from how the name's last word ends (a compound's last part decides), none when
 *   it cannot be told ("Sonos", no article rather than a wrong one); a person or a name led by a
 *   possessive ("Annas Lampe", "Mein Handy") takes none. Choosing a form needs the name's words
 *   looked up against the tables, which a catalogue message cannot do; the tables themselves are
 *   words.json `grammar`: gender_endings (ending → m|f|n|""), articles_<case> (gender → article),
 *   pronouns_<case> (m|f|n|plural → pronoun), bare_leads, plural_endings. Kinds in the plural and
 *   asked state words are `dataGrammar`'s (`kind_plurals`, `state_words`).
 */
import type { IndexedEntity } from '../../indexed-vocabulary.js';
import { dataGrammar } from '../../voice/data-grammar.js';
import type { Grammar } from '../../voice/grammar.js';
import type { Named } from '../types.js';
import { dataPack } from '../../sentences/pack.js';
import { deSentences, deWords } from '../../sentences/data/index.js';
import type { WordsData } from '../../sentences/types.js';
import { spelled, textReader } from '../../sentences/words.js';
import { grammarTables } from '../../sentences/grammar-tables.js';

type Gender = 'm' | 'f' | 'n';
type Case = 'nom' | 'acc' | 'dat';

export function germanGrammar(words: WordsData): Grammar {
  const base = dataGrammar('de', words);
  const tables = grammarTables(words);
  const byCase = (t: string, keys: string[]) => ({ nom: tables.map(`${t}_nom`, keys), acc: tables.map(`${t}_acc`, keys), dat: tables.map(`${t}_dat`, keys) });
  const [articles, pronouns] = [byCase('articles', ['m', 'f', 'n']), byCase('pronouns', ['m', 'f', 'n', 'plural'])];
  const reader = textReader(words.text);
  // Both sides as the text rules read them: "Tür", "Tuer" and "Tur" meet.
  const fold = (word: string): string => spelled(reader, word, '');
  const endings = Object.entries(tables.map('gender_endings', [], ['', 'm', 'f', 'n']))
    .map(([ending, gender]) => [fold(ending), gender as Gender | ''] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const plurals = tables.list('plural_endings').map(fold);
  const bareLeads = new Set(tables.list('bare_leads').map(fold));

  /** The household's own spelling of a name (nouns keep their capitals), without the brackets HA uses for placeholders. */
  const ownName = (e: IndexedEntity): string => {
    const raw = (e.entry.friendly_name || e.display).replace(/\[(.*?)\]/g, '$1').trim();
    return raw.length > 0 ? raw : e.entity_id;
  };
  /** The gender of a name by its last word ("Vorhang rechts": the word before a label after it); null when it cannot be told. */
  const genderOf = (display: string): Gender | null => {
    const all = display.trim().split(/\s+/);
    for (let k = all.length - 1; k >= 0; k--) {
      const w = fold(all[k]!);
      const hit = endings.find(([ending]) => w.endsWith(ending));
      if (hit && hit[1] !== '') return hit[1];
      if (k === all.length - 1 && all.length > 1) continue;
      return null;
    }
    return null;
  };
  const bare = (e: IndexedEntity): boolean => {
    const own = ownName(e);
    return e.domain === 'person' || e.domain === 'device_tracker' || bareLeads.has(fold(own.split(/\s+/)[0] ?? '')) || /^\p{Lu}\p{Ll}+s\s/u.test(own);
  };
  const name = (device: Named, grammaticalCase: Case): string => {
    if (typeof device === 'string') return device;
    const own = ownName(device);
    const g = bare(device) ? null : genderOf(own);
    return g === null ? own : `${articles[grammaticalCase][g]} ${own}`;
  };
  /** "er", "sie", "es" for one device ("es" when its gender cannot be told), the plural's for several. */
  const pronoun = (devices: readonly Named[], grammaticalCase: Case): string => {
    if (devices.length !== 1) return pronouns[grammaticalCase]['plural']!;
    const d = devices[0]!;
    const g = typeof d === 'string' || d.domain === 'person' ? null : genderOf(ownName(d));
    return pronouns[grammaticalCase][g ?? 'n']!;
  };
  const isPlural = (display: string): boolean => {
    const last = fold(display.trim().split(/\s+/).pop() ?? '');
    return plurals.some((ending) => last.endsWith(ending));
  };

  return {
    ...base,
    locale: 'de-DE',
    device: (device: Named) => ({
      name: name(device, 'nom'),
      number: typeof device !== 'string' && isPlural(ownName(device)) ? 'other' : 'one',
      forms: { acc: name(device, 'acc'), dat: name(device, 'dat'), pronoun: pronoun([device], 'nom'), pronounAcc: pronoun([device], 'acc') },
    }),
    group: (devices) => ({ pronoun: pronoun(devices, 'nom'), pronounAcc: pronoun(devices, 'acc') }),
    ownName,
  };
}

export const de = dataPack('de', deWords, deSentences, { grammar: germanGrammar });
