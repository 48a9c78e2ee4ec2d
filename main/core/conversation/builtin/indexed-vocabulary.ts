/**
 * What an index of the vocabulary holds: each allowlisted entity as read once, and the lookups
 * built over them. The shape alone, apart from the build (vocabulary-index.ts), because the build
 * asks the language packs for a name's other forms while the packs read entities and indexes: with
 * the shape here, both import it and neither imports the other.
 */
import type { Language } from '../../../../common/languages.js';
import type { VocabularyEntry } from '../conversation-engine.js';
import type { FuzzyDictionary } from './fuzzy.js';
import type { PhraseTable } from './phrase-table.js';

/** One allowlisted entity as the index read it: its name's stems and spellings, its area and floor keys. */
export interface IndexedEntity {
  idx: number;
  entry: VocabularyEntry;
  entity_id: string;
  domain: string;
  /** The device class Home Assistant gave, else one read from an unambiguous unit (°C → temperature). */
  device_class: string | null;
  /** The friendly name for replies ("kitchen ceiling light"). */
  display: string;
  nameStems: string[];
  nameSurface: string[];
  idStems: string[];
  /** The household-assigned area's label, when there is one. */
  area: string | null;
  areaKey: string | null;
  /** The floor's key (`floor:` + its stems), when the area is on a floor. */
  floorKey: string | null;
}

/** The lookups over the indexed entities (built by vocabulary-index.ts). */
export interface VocabularyIndex {
  readonly key: string;
  readonly language: Language;
  readonly entities: readonly IndexedEntity[];
  readonly byId: ReadonlyMap<string, IndexedEntity>;
  /** Whole friendly names → entity indexes. */
  readonly names: PhraseTable<number>;
  /** Area and floor labels and their aliases → area key (or `floor:` key). */
  readonly areas: PhraseTable<string>;
  /** This computer's room as an area key, when it is set and holds allowlisted entities. */
  readonly hereKey: string | null;
  /** Whether this computer's room is set at all (so "here" can say the room is empty rather than ask which). */
  readonly hereSet: boolean;
  readonly areaMembers: ReadonlyMap<string, readonly number[]>;
  readonly areaLabels: ReadonlyMap<string, string>;
  /** Name word (stem) → entity indexes, ascending. */
  readonly nameWords: ReadonlyMap<string, readonly number[]>;
  /** Object-id word (stem) → entity indexes: the fallback when names find nothing. */
  readonly idWords: ReadonlyMap<string, readonly number[]>;
  /** Area word (stem) → entity indexes in an area whose label has that word. */
  readonly areaWords: ReadonlyMap<string, readonly number[]>;
  readonly byDomain: ReadonlyMap<string, readonly number[]>;
  /** Every stem the vocabulary or the lexicon knows. */
  readonly known: ReadonlySet<string>;
  /** Typo dictionary over `known`, built on first use. */
  fuzzy(): FuzzyDictionary;
}
