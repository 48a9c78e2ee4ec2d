/**
 * The one matcher: an utterance's tokens against a language's compiled templates. A template
 * matches when its tree covers every token; `{list}` slots match their phrases, `{name}` a span
 * the vocabulary index knows as a whole name (or alias), `{area}` one it knows as an area or floor
 * (their other forms included: nameForms; a word's base forms by the language's name endings). Three passes, each only if the one before matched
 * nothing: exact names; then names with typos corrected and names said by some of their words
 * (the shared fuzzy dictionary and name-word postings); then any span as a name, so a request
 * for a name the household does not have is still read as a request (and answered "which one?").
 */
import { withEveryWord } from '../matching.js';
import { correctTypos } from '../name-typos.js';
import type { Token } from '../text.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import type { CompiledLanguage, CompiledTemplate } from './compile.js';
import type { Node } from './template.js';
import type { SlotValues } from './types.js';
import { joinedName } from './compounds.js';
import { floorsFor } from './floor-words.js';
import { runTogetherName } from './run-together.js';

export type Capture =
  | { kind: 'values'; values: SlotValues; from: number; to: number }
  /** `ids`: entity indexes; empty when the name is unknown (the third pass). */
  | { kind: 'name'; ids: readonly number[]; from: number; to: number }
  | { kind: 'area'; keys: readonly string[]; from: number; to: number };

export interface Match {
  template: CompiledTemplate;
  captures: Capture[];
}

export type Pass = 'exact' | 'loose' | 'open';
export const PASSES: readonly Pass[] = ['exact', 'loose', 'open'];

/** At most this many complete readings are offered per utterance (bounds a pathological sentence). */
const MAX_MATCHES = 16;

/** Told each complete reading in data order; returns true to stop. */
export type Visit = (match: Match) => boolean;

/** Whether `words` are said at `at` (compared as written, see compile.ts). */
export function saysAt(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  if (at + words.length > tokens.length) return false;
  for (let k = 0; k < words.length; k++) if (tokens[at + k]!.surface !== words[k]) return false;
  return true;
}

/**
 * The household's names in one utterance, looked up once per span: every template asks the same
 * spans. Lookups go through `forms` — the tokens with the base forms their endings may stand for
 * (Polish "kuchni" → "kuchnia", words.ts) as alternatives the phrase tables try.
 */
class Lookups {
  private readonly names = new Map<number, readonly number[] | null>();
  private readonly areas = new Map<number, readonly string[] | null>();

  constructor(
    private readonly forms: readonly Token[],
    private readonly index: VocabularyIndex,
    private readonly pass: Pass,
    private readonly exact = false,
    private readonly joined = false,
    private readonly objectIds = false,
    private readonly glue: ReadonlySet<string> = new Set(),
    private readonly floors: CompiledLanguage['floorWords'] = null,
    private readonly runTogether = false,
  ) {}

  /** The entities tokens [i, j) name in this pass, or null. */
  name(i: number, j: number): readonly number[] | null {
    const key = i * 4096 + j;
    let found = this.names.get(key);
    if (found === undefined)
      this.names.set(
        key,
        (found = nameAt(this.forms.slice(i, j), this.index, this.pass, this.exact, this.joined, this.objectIds, this.runTogether) ?? this.glued(i, j)),
      );
    return found;
  }

  /**
   * A name said with glue words between its words (`name_glue`, §6.2b): Italian "il ventilatore
   * della cucina" for the fan named "Ventilatore Cucina" — the name, as a whole, wins over a kind
   * and a place when the household has it. Only a whole name: no typos, no partial names.
   */
  private glued(i: number, j: number): readonly number[] | null {
    if (this.glue.size === 0 || j - i < 3) return null;
    const span = this.forms.slice(i, j);
    const kept = span.filter((t, k) => k === 0 || k === span.length - 1 || !this.glue.has(t.surface));
    if (kept.length === span.length) return null;
    const whole = this.index.names.match(kept, 0);
    return whole && whole.length === kept.length ? [...new Set(whole.values)] : null;
  }

  /** The area or floor keys tokens [i, j) name, or null. */
  area(i: number, j: number): readonly string[] | null {
    const key = i * 4096 + j;
    let found = this.areas.get(key);
    if (found === undefined) {
      const m = this.index.areas.match(this.forms.slice(i, j), 0);
      found = m && m.length === j - i ? m.values : null;
      // "oben": a floor said by a word (floor-words.ts), when the data has such words.
      if (found === null && this.floors && j === i + 1) found = floorsFor(this.forms[i]!.surface, this.floors, this.index);
      this.areas.set(key, found);
    }
    return found;
  }
}

function nameAt(
  span: Token[],
  index: VocabularyIndex,
  pass: Pass,
  exact: boolean,
  joined: boolean,
  objectIds: boolean,
  runTogether: boolean,
): readonly number[] | null {
  const whole = index.names.match(span, 0);
  // A name and its other forms may be one phrase: each entity once.
  if (whole && whole.length === span.length) {
    const ids = [...new Set(whole.values)];
    if (!exact || ids.length < 2) return ids;
    // `exact_names`: stems read "door" and "doors" alike; the device whose name is said letter for letter is the one meant.
    const said = span.map((t) => t.surface).join(' ');
    const spelled = ids.filter((i) => index.entities[i]!.nameSurface.join(' ') === said);
    return spelled.length > 0 ? spelled : ids;
  }
  if (pass === 'exact') return null;
  const corrected = correctTypos(span, index);
  const fixed = index.names.match(corrected, 0);
  if (fixed && fixed.length === span.length) return [...new Set(fixed.values)];
  // Some words of a name ("a luz do teto" for "Luz de Teto do Quarto"): every word must be one.
  const some = withEveryWord(corrected, index.nameWords);
  if (some.length > 0) return some;
  // "nacht lampje" for "Nachtlampje", when the language writes words together (compounds.ts).
  const together = joined ? joinedName(span, index) : null;
  if (together) return together;
  // `run_together_names`: "coffeemaker" for "Coffee Maker" (run-together.ts).
  const apart = runTogether ? runTogetherName(span, index) : null;
  if (apart) return apart;
  // `object_ids`: "the sonoff 4ch" for `switch.sonoff_4ch` — every word a word of the entity's object id.
  if (objectIds) {
    // An entity id written out ("switch.coffee_maker") is that entity.
    const written = span.length === 1 && span[0]!.entityId ? index.byId.get(span[0]!.entityId) : undefined;
    if (written) return [written.idx];
    const found = withEveryWord(span, index.idWords);
    if (found.length > 0) return found;
  }
  return pass === 'open' ? [] : null;
}

/** Every complete reading of `tokens` by one template, told to `visit`; true when told to stop. */
function matchTemplate(
  template: CompiledTemplate,
  tokens: readonly Token[],
  language: CompiledLanguage,
  lookups: Lookups,
  visit: (m: Match) => boolean,
): boolean {
  const captures: Capture[] = [];
  const n = tokens.length;
  const run = (node: Node, i: number, k: (i: number) => boolean): boolean => {
    switch (node.t) {
      case 'word':
        return i < n && tokens[i]!.surface === node.word && k(i + 1);
      case 'seq': {
        const go = (j: number, at: number): boolean => (j === node.items.length ? k(at) : run(node.items[j]!, at, (next) => go(j + 1, next)));
        return go(0, i);
      }
      case 'alt':
        for (const option of node.options) if (run(option, i, k)) return true;
        return false;
      case 'opt':
        return run(node.item, i, k) || k(i);
      case 'list': {
        if (i >= n) return false;
        for (const entry of language.lists.get(node.name)?.get(tokens[i]!.surface) ?? []) {
          if (!saysAt(tokens, i, entry.words)) continue;
          captures.push({ kind: 'values', values: entry.values, from: i, to: i + entry.words.length });
          if (k(i + entry.words.length)) return true;
          captures.pop();
        }
        return false;
      }
      case 'slot': {
        for (let j = i + 1; j <= n; j++) {
          if (node.slot === 'any') {
            if (k(j)) return true;
            continue;
          }
          if (node.slot === 'area') {
            const keys = lookups.area(i, j);
            if (!keys) continue;
            captures.push({ kind: 'area', keys, from: i, to: j });
          } else {
            const ids = lookups.name(i, j);
            if (!ids) continue;
            captures.push({ kind: 'name', ids, from: i, to: j });
          }
          if (k(j)) return true;
          captures.pop();
        }
        return false;
      }
    }
  };
  return run(template.tree, 0, (i) => i === n && visit({ template, captures: [...captures] }));
}

/**
 * Tells `visit` the readings of `tokens`, in data order, in the first pass that has any, until it
 * returns true: readings are made only as far as the caller needs them.
 */
export function eachMatch(tokens: readonly Token[], index: VocabularyIndex, language: CompiledLanguage, visit: Visit): void {
  if (tokens.length === 0) return;
  const templates = language.startingWith(tokens[0]!.surface);
  const forms = language.withBaseForms(tokens);
  // A template with a required part that names none of the utterance's words cannot match it:
  // skipped unread. Every required part is checked, not only the first (compile.ts `needs`).
  const words = tokens.map((t) => t.surface);
  const said = (needs: readonly ReadonlySet<string>[]): boolean => needs.every((set) => words.some((w) => set.has(w)));
  for (const pass of PASSES) {
    let seen = 0;
    const lookups = new Lookups(
      forms,
      index,
      pass,
      language.matching.exact_names === true,
      language.joinNames,
      language.matching.object_ids === true,
      language.nameGlue,
      language.floorWords,
      language.matching.run_together_names === true,
    );
    // Optional words can read one sentence the same way twice: each reading once.
    const readings = new Set<string>();
    const counted = (m: Match): boolean => {
      const key = `${m.template.order}:${m.captures.map((c) => `${c.kind}${c.from}-${c.to}`).join()}`;
      if (readings.has(key)) return false;
      readings.add(key);
      return visit(m) || ++seen >= MAX_MATCHES;
    };
    for (const template of templates) {
      if (!said(template.needs)) continue;
      if (matchTemplate(template, tokens, language, lookups, counted)) return;
    }
    if (seen > 0) return;
  }
}
