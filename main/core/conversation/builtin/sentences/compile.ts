/**
 * A language's sentence data compiled once, on first use: every template parsed into a tree,
 * rules inlined, list phrases read into words, and templates filed by the words they can start
 * with, so an utterance is tried only against templates that could match it.
 */
import { firstWords, parseTemplate, TemplateError, type Node } from './template.js';
import type { IntentData, MatchingOptions, NameEnding, SentencesData, SlotValues, WordsData } from './types.js';
import { stem, type Token } from '../text.js';
import { floorWordsOf, type FloorWords } from './floor-words.js';
import { baseFormsOf, spelled, textReader, type TextReader } from './words.js';
import { listForms } from './list-forms.js';
import type { VocabularyIndex } from '../indexed-vocabulary.js';
import { compoundReader } from './compounds.js';
import { typoReader } from './typos.js';

export interface ListEntry {
  words: string[];
  values: SlotValues;
}

export interface CompiledTemplate {
  intent: IntentData;
  tree: Node;
  /** Position in the data: earlier templates win ties. */
  order: number;
  /** The language's matcher switches (`words.json` → `matching`). */
  matching: MatchingOptions;
  /**
   * For each required part of the template (a part neither optional nor a slot), the words one of
   * which it starts with: every match says a word of each set somewhere. A cheap test before
   * matching (the 0.1 ms parse target, docs/architecture.md §6.2b); empty when no part can be named.
   */
  needs: readonly ReadonlySet<string>[];
}

/** The first words of each part every match of `node` must say (nested sequences read through). */
function requiredWords(node: Node, listFirst: (name: string) => Set<string>, into: Set<string>[] = []): Set<string>[] {
  const items = node.t === 'seq' ? node.items : [node];
  for (const item of items) {
    if (item.t === 'opt' || item.t === 'slot') continue;
    if (item.t === 'seq') {
      requiredWords(item, listFirst, into);
      continue;
    }
    const first = firstWords(item, listFirst);
    if (first !== null) into.push(first);
  }
  return into;
}

export interface CompiledLanguage {
  language: string;
  reader: TextReader;
  matching: MatchingOptions;
  /** List name → first word → entries (longest first). */
  lists: ReadonlyMap<string, ReadonlyMap<string, readonly ListEntry[]>>;
  /** Templates by a word they can start with; `anywhere` for those that may start with a slot. */
  byFirst: ReadonlyMap<string, readonly CompiledTemplate[]>;
  anywhere: readonly CompiledTemplate[];
  /** The templates an utterance starting with `word` may match, in data order. */
  startingWith(word: string): readonly CompiledTemplate[];
  /** The tokens with the base forms their endings may stand for as alternatives (name lookups only). */
  withBaseForms(tokens: readonly Token[]): readonly Token[];
  /** Words said between a name's words that the name lacks (`name_glue`), as written; empty unless the data lists them. */
  nameGlue: ReadonlySet<string>;
  /** The utterance's tokens with typos corrected and compounds read apart, when the data asks for them (typos.ts, compounds.ts). */
  rewrite(tokens: readonly Token[], index: VocabularyIndex): readonly Token[];
  /** Names said in two or three words are looked up written together (`compounds`, loose pass). */
  joinNames: boolean;
  /** Words that stand for a floor ("oben"), when the data has them (floor-words.ts). */
  floorWords: FloorWords | null;
  /** Marks that make a name said alone a question about its state (`text.question_marks`). */
  questionMarks: readonly string[];
  /** Every word of the language's sentences and lists, as written. */
  ownWords: ReadonlySet<string>;
}

/** Every literal word of a template tree. */
function literalWords(node: Node, into: Set<string>): void {
  if (node.t === 'word') into.add(node.word);
  else if (node.t === 'seq') for (const item of node.items) literalWords(item, into);
  else if (node.t === 'alt') for (const option of node.options) literalWords(option, into);
  else if (node.t === 'opt') literalWords(node.item, into);
}

export function compileLanguage(words: WordsData, sentences: SentencesData): CompiledLanguage {
  const reader = textReader(words.text);
  const matching: MatchingOptions = words.matching ?? {};
  // Words are compared as written (folded, contractions written out), not by the shared English
  // stems: those would make Polish "któreś" (some) and "które" (which) one word.
  const wordsOf = (literal: string): string[] => reader.tokens(literal).map((t) => t.surface);

  const lists = new Map<string, Map<string, ListEntry[]>>();
  for (const [name, entries] of Object.entries(words.lists)) {
    const byFirst = new Map<string, ListEntry[]>();
    for (const [key, values] of Object.entries(entries))
      for (const phrase of listForms(key)) {
        const words = wordsOf(phrase);
        if (words.length === 0) throw new TemplateError(`list {${name}}: "${phrase}" has no words`);
        const list = byFirst.get(words[0]!) ?? [];
        list.push({ words, values });
        byFirst.set(words[0]!, list);
      }
    for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
    lists.set(name, byFirst);
  }
  const listNames = new Set(lists.keys());

  const rules = new Map<string, Node>();
  const parsing = new Set<string>();
  const rule = (name: string): Node => {
    const done = rules.get(name);
    if (done) return done;
    const text = words.rules[name];
    if (text === undefined) throw new TemplateError(`unknown rule <${name}>`);
    if (parsing.has(name)) throw new TemplateError(`rule <${name}> refers to itself`);
    parsing.add(name);
    const tree = parseTemplate(text, wordsOf, rule, listNames);
    parsing.delete(name);
    rules.set(name, tree);
    return tree;
  };

  const listFirst = (name: string): Set<string> => new Set(lists.get(name)?.keys() ?? []);
  const byFirst = new Map<string, CompiledTemplate[]>();
  const anywhere: CompiledTemplate[] = [];
  let order = 0;
  for (const intent of sentences.intents) {
    for (const sentence of intent.sentences) {
      const tree = parseTemplate(sentence, wordsOf, rule, listNames);
      const compiled: CompiledTemplate = { intent, tree, order: order++, matching, needs: requiredWords(tree, listFirst) };
      const first = firstWords(compiled.tree, listFirst);
      if (first === null) anywhere.push(compiled);
      else
        for (const word of first) {
          const list = byFirst.get(word) ?? [];
          list.push(compiled);
          byFirst.set(word, list);
        }
    }
  }
  const merged = new Map<string, readonly CompiledTemplate[]>();
  const startingWith = (word: string): readonly CompiledTemplate[] => {
    let list = merged.get(word);
    if (!list) merged.set(word, (list = [...(byFirst.get(word) ?? []), ...anywhere].sort((a, b) => a.order - b.order)));
    return list;
  };
  const joined = (s: string): string => spelled(reader, s, '');
  const endings = (words.name_endings ?? []).map((e) => ({ from: joined(e.from), to: e.to.map(joined) }));
  // Endings filed by their last letter: a word is checked only against the endings it can have.
  const byLast = new Map<string, NameEnding[]>();
  for (const e of endings)
    for (const said of e.to) {
      const list = byLast.get(said.slice(-1)) ?? [];
      list.push({ from: e.from, to: [said] });
      byLast.set(said.slice(-1), list);
    }
  const withBaseForms = (tokens: readonly Token[]): readonly Token[] =>
    endings.length === 0
      ? tokens
      : tokens.map((t) => {
          const bases = baseFormsOf(t.surface, byLast.get(t.surface.slice(-1)) ?? []);
          return bases.length === 0 ? t : { ...t, alts: [t.stem, ...bases.map(stem)] };
        });
  let rewrite = (tokens: readonly Token[], _index: VocabularyIndex): readonly Token[] => tokens;
  const own = new Set<string>();
  for (const byWord of lists.values()) for (const entries of byWord.values()) for (const e of entries) for (const w of e.words) own.add(w);
  for (const list of [...byFirst.values(), anywhere]) for (const t of list) literalWords(t.tree, own);
  if (words.text?.typos || words.compounds) {
    const kinds = new Set(
      [...(lists.get('kind')?.values() ?? [])]
        .flat()
        .filter((e) => e.words.length === 1)
        .map((e) => e.words[0]!),
    );
    const typos = words.text?.typos ? typoReader(own) : null;
    const compounds = words.compounds ? compoundReader(words.compounds, kinds, own) : null;
    rewrite = (tokens, index) => {
      let out = typos ? typos.correct(tokens, index) : tokens;
      if (compounds) out = compounds.split(out, index);
      return out;
    };
  }
  return {
    language: words.language,
    reader,
    matching,
    lists,
    byFirst,
    anywhere,
    startingWith,
    withBaseForms,
    rewrite: (tokens, index) => rewrite(tokens, index),
    joinNames: words.compounds !== undefined,
    floorWords: floorWordsOf(words.floor_words, reader),
    questionMarks: words.text?.question_marks ?? [],
    ownWords: own,
    nameGlue: new Set((words.name_glue ?? []).flatMap(wordsOf)),
  };
}
