/**
 * What a language's grammar gives the catalogue's reply messages: the forms of a device's name
 * and the few word forms a message cannot spell by itself (a kind noun in the plural, an asked
 * state agreeing with its subject, a place name as it goes after a preposition). Words of a
 * sentence are never here: they are the catalogue's `reply.*` messages (docs/architecture.md §7b).
 */
import type { IndexedEntity } from '../indexed-vocabulary.js';
import type { Named } from '../lang/types.js';

/** A grammatical number, as the catalogue's `{…_number, select, one {…} other {…}}` reads it. */
export type GrammaticalNumber = 'one' | 'other';

/** A device's name as a reply says it, with what the language's messages need to agree with it. */
export interface DeviceForms {
  /** The name with its article, as a subject ("the kitchen light", "die Küchenlampe"). */
  readonly name: string;
  readonly number: GrammaticalNumber;
  /**
   * Further forms the language's messages use, passed as `{<arg>_<form>}` ("acc", "dat",
   * "gender"…): English needs none. The catalogue check counts them as forms of `{<arg>}`.
   */
  readonly forms?: Readonly<Record<string, string>>;
}

export interface Grammar {
  /** The BCP 47 locale for numbers, lists, plural rules, clock and dates ("en-GB"). */
  readonly locale: string;
  device(device: Named): DeviceForms;
  /** A device's name as the household wrote it, for a plain list ("I can see 3 devices: …"). */
  ownName(device: IndexedEntity): string;
  /** Forms of several devices together (a pronoun for them all…), passed as `{devices_<form>}`. */
  group?(devices: readonly Named[]): Readonly<Record<string, string>>;
  /** The household's words for a target, said back from the shared grammar's canonical form. */
  phrase(canonical: string): string;
  /** Further forms of it (Dutch "de lampen"), passed as `{phrase_<form>}`. */
  phraseForms?(canonical: string): Readonly<Record<string, string>>;
  /** A canonical kind noun ("light", "heating") in the plural, as "I don't see any …" says it. */
  kindPlural(noun: string): string;
  /** The canonical state word of a question ("on", "open", "wet") as the reply says it. */
  asked(word: string): string;
  /** An area's name as it follows "in the …". */
  area(name: string): string;
}
