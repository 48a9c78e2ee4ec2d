/**
 * The sentence data format (docs/architecture.md, "Sentences as data"): per language, the words of
 * its requests as templates, lists and rules, in the shape Home Assistant's hassil made familiar —
 * `(a|b)` alternatives, `[optional]` words, `{list}` and `{name}`/`{area}` slots, `<rule>`
 * expansions — written for this project, in JSON (`data/<code>/words.json` and `sentences.json`).
 * The values a list or an intent carries are codes the engine already speaks: a kind code
 * ("light", "window", kinds.ts) for a kind, a state code ("on", "open", "locked", state-codes.ts) for a state, an
 * `UnsupportedAction` for a decline, a `StateQuestion` for a question's form.
 */
import type { Period, StateQuestion, UnsupportedAction } from '../plan.js';
import type { ChatReply } from '../lang/types.js';

/** What a list entry or an intent contributes to a match; later contributions win. */
export interface SlotValues {
  /** A kind code (kinds.ts): the kind of device named ("light", "window", "person"). */
  kind?: string;
  /** The kind word is a plural ("ventoinhas"): the kind, never a device named in the singular. */
  plural?: boolean;
  /** A state code (state-codes.ts): the state asked about or the history event ("on", "open", "home"). */
  state?: string;
  /** This computer's room ("here"). */
  here?: boolean;
  /** The whole home ("everywhere"), overriding this computer's room. */
  everywhere?: boolean;
  /** A word like "all": a group, never a question back. */
  all?: boolean;
  /** The question asks for a measurement rather than a state. */
  measure?: 'temperature' | 'humidity';
  period?: Period;
  /** The places named are each a place of its own, a kind shared across them ("the kitchen and living room lights"), not one inside the other. */
  each_place?: boolean;
  /**
   * The state word means another lexicon state for some devices (`sentences/state-for.ts`): keys are a
   * domain or `domain.device_class` — Italian "chiusa" of a lock is "locked", of a door "closed"; Spanish
   * "abierto" of a lock is "unlocked".
   */
  state_for?: Record<string, string>;
  /**
   * A kind word households also use in their names (Italian "lampada"): where some names have this
   * word, the phrase means the devices so named (all of them when `plural`), else the kind (targets.ts).
   */
  name_word?: string;
  /** The places named are each a place meant ("in camera e in cucina"): their devices together, not those in all of them (targets.ts). */
  either_place?: boolean;
  /**
   * A singular count noun ("de lamp"): one device meant, so several that fit is a question back
   * ("which one?") rather than a group — unlike a mass noun ("het licht") or a plural.
   */
  one?: boolean;
  /**
   * A singular count noun that asks "which one?" only when no place is said and this computer has
   * no room ("das Licht"); with a place or a room it is that place's group, as a mass noun.
   */
  one_alone?: boolean;
  /** A pronoun ("es", "sie") said where the target goes: with nothing else named, "which device?" as a pronoun's (plan.ts `pronoun`). */
  pronoun?: boolean;
}

/** One intent: what its sentences mean, and the sentences. */
export type IntentData =
  | ({
      intent: 'set';
      action: 'on' | 'off';
      /**
       * Read only when the utterance has none of `text.question_marks`: a target and a state word
       * ("luce cucina accesa") is a request said without a verb, the same words asked ("…accesa?") a question.
       */
      unasked?: boolean;
      sentences: string[];
    } & SlotValues)
  | ({ intent: 'state'; question: StateQuestion; sentences: string[] } & SlotValues)
  | ({ intent: 'history'; ask: 'last' | 'count' | 'list'; sentences: string[] } & SlotValues)
  | { intent: 'capabilities'; focus: 'see' | 'control'; sentences: string[] }
  | { intent: 'decline'; reason: UnsupportedAction; sentences: string[] }
  | { intent: 'chat'; reply: ChatReply; sentences: string[] }
  /** A device named and nothing asked ("the kitchen light"): "what should I do with it?" — no card. */
  | ({ intent: 'name_only'; sentences: string[] } & SlotValues)
  /** "turn it off" with no device to stand for: "which device?" — a follow-up answers it (DESIGN §5). */
  | { intent: 'pronoun'; sentences: string[] };

/**
 * How the language's text is read before matching (`words.json` → `text`). Elision needs no rule:
 * the shared tokenizer splits at every apostrophe, so French "l'entrée" is the words "l" "entree"
 * and a template writes `(le|la|l')`.
 */
export interface TextRules {
  /** Letters folded after accents are stripped (Polish "ł" → "l"), so typing without them matches. */
  fold?: Record<string, string>;
  /** Contracted words written out (Portuguese "da" → "de a"), in sentences and in names alike. */
  contractions?: Record<string, string>;
  /** Pronouns written onto a verb (Spanish "apágala"), read as two words (enclitics.ts). */
  enclitics?: Enclitics;
  /**
   * A word typed one letter off ("aann", "schakle"): corrected to the nearest word of the
   * language's own sentences and lists (typos.ts) unless a household name is as close.
   */
  typos?: boolean;
  /**
   * Marks that make a name said alone a question about it ("¿la cafetera?"): its state is read, as
   * parse.ts reads a bare name with "?"; absent, a name alone is asked what to do with it.
   */
  question_marks?: string[];
}

/**
 * Words written together (compounds.ts): a place or name glued to a kind of device
 * ("keukenlampen" → "keuken" + "lampen"), and a name said in two words ("nacht lampje" for
 * "Nachtlampje"). `links`: the linking sounds a first part may end in ("bewegings|sensor").
 */
export interface CompoundRules {
  links?: string[];
}

/** A word that is one of `hosts` followed by one of `pronouns` is read as the host and the pronoun. */
export interface Enclitics {
  hosts: string[];
  pronouns: string[];
}

/** An ending rule for inflected names: a word ending in `from` may be said ending in any of `to`. */
export interface NameEnding {
  from: string;
  to: string[];
}

/**
 * The words a conversation leans on (DESIGN §5, follow-ups), each a list of plain phrases as the
 * language's text rules read them: no templates, so a translator lists each way of saying it.
 */
export interface FollowUpWords {
  /** A whole message that only says "go on with what is left" ("yes", "the rest", "carry on"); several may follow each other. */
  carry_on?: string[];
  /** A word standing for the previous request's device or devices ("it", "them"). */
  pronoun?: string[];
  /** The lead of the same request about another place or device ("and", "what about"): "and the hallway?". */
  ellipsis?: string[];
  /** Leading words of a target said alone ("the" in "the hallway"), dropped before it is read as a name or place. */
  article?: string[];
  /** Words of an answer to "which one?" that name nothing ("one", "I mean", "that"). */
  filler?: string[];
  /** Leading words of an answer to "which room?" ("in the"). */
  room_lead?: string[];
}

/**
 * How the shared matcher reads a language's requests beyond its templates (`words.json` →
 * `matching`); each switch is off unless the language's data turns it on.
 */
export interface MatchingOptions {
  /** A state asked of a kind keeps the devices that state can describe ("are any devices connected?" → connectivity sensors); a kind's later tier is tried when its first has none. */
  state_narrows?: boolean;
  /** A name said exactly as one device's name picks that device over others whose names merely read alike ("Sliding Door" over "Sliding Doors"). */
  exact_names?: boolean;
  /** A word like "all" with no place named means the whole home, not this computer's room ("turn off all the lights"). */
  all_everywhere?: boolean;
  /** A command's singular kind word that fits several devices asks which one ("turn on the lamp"); a plural, "all" or a place is the set. */
  one_named?: boolean;
  /** A plural kind word after a name that fits several devices is all of them ("turn off the kitchen lights" for two kitchen lights). */
  plural_names?: boolean;
  /** A kind asked of a named device that is not of that kind is the device's own sensor of it: "the battery level of the hall motion" → Hall Motion Battery. */
  properties?: boolean;
  /** A place said also finds devices with no area whose name says it ("the humidity outside" → Outdoor Humidity, with the area Outside's own). */
  place_names?: boolean;
  /** Words said that are no name's are tried as the words of an entity's object id ("the sonoff 4ch" for `switch.sonoff_4ch`), the last resort before an unknown name (DESIGN §5). */
  object_ids?: boolean;
  /** A kind word said with a name the device is not of is no reading of it: "the aquarium heater" for the switch "Aquarium" is an unknown name, offered back as "the aquarium?" (never a guess, DESIGN §5). */
  kind_fits_name?: boolean;
  /** A name's two words said as one ("coffeemaker" for "Coffee Maker"): a word no name or sentence knows, split where both halves are name words (run-together.ts). */
  run_together_names?: boolean;
}

/**
 * A language's articles before a name in replies, for its grammar hook (lang/<code>/index.ts):
 * `neuter` for a name whose head word ends in one of `neuter_endings` (a compound takes the gender
 * of its last part: Dutch "Keukenlicht" is "het"), `common` otherwise and for plurals; none for a
 * name that starts with one of `bare_leads` ("mijn", "onze").
 */
export interface ArticleRules {
  common: string;
  neuter: string;
  neuter_endings: string[];
  bare_leads?: string[];
}

/** `words.json`: the language's text rules, lists and expansion rules. */
export interface WordsData {
  language: string;
  text?: TextRules;
  /** Case endings of names (Polish "Kuchnia" → "kuchni"): other forms a name is indexed under. */
  name_endings?: NameEnding[];
  /**
   * Words a household says between a name's words though the name lacks them (Italian "di", "la":
   * "il ventilatore della cucina" for "Ventilatore Cucina"): a span is also looked up without them
   * (match.ts), and the hook file's name forms drop them from names.
   */
  name_glue?: string[];
  /** Compounds read apart and names read together (compounds.ts); absent, words are read as written. */
  compounds?: CompoundRules;
  /** Words that stand for one of the household's floors ("oben" → its "Obergeschoss"), read as a place (floor-words.ts). */
  floor_words?: Record<string, string[]>;
  /**
   * A second data language ("en") whose sentences read a message this language's data reads as
   * nothing, with the same vocabulary index, answered in this language (pack.ts): a household that
   * mixes English in ("turn off the Küchenlampe") keeps it understood.
   */
  fallback?: string;
  /** Articles before names in replies, read by the language's grammar hook. */
  articles?: ArticleRules;
  /** A kind's plural where the `{kind}` list has none ("lights and switches"), for the replies (voice/data-grammar.ts). */
  kind_plurals?: Record<string, string>;
  /** An asked state's word in replies, before the catalogue's `state.word` (voice/data-grammar.ts). */
  state_words?: Record<string, string>;
  /** `{list}` slots: each phrase and what it contributes. */
  lists: Record<string, Record<string, SlotValues>>;
  /** `<rule>` expansions. */
  rules: Record<string, string>;
  /** Follow-ups: absent, a message that leans on the previous one is read on its own. */
  follow_up?: FollowUpWords;
  /** Matcher features the language switches on. */
  matching?: MatchingOptions;
  /**
   * Word tables for the language's hook file's reply grammar (`hooks.grammar`, pack.ts), by name:
   * a list of words or a word → value map (French genders, articles, kinds; German genders by
   * ending, articles and pronouns by case, one table per case). The matcher never
   * reads them; what each table means is documented in the hook file that reads it.
   */
  grammar?: Record<string, string[] | Record<string, string>>;
}

/** `sentences.json`: the language's intents. */
export interface SentencesData {
  language: string;
  intents: IntentData[];
}
