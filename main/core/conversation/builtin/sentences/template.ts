/**
 * Templates to trees: `(a|b)` alternatives, `[optional]` parts, `{list}` and `{name}`/`{area}`
 * slots, `<rule>` expansions (inlined here, so matching never looks a rule up). Literal words are
 * read by the language's own text rules (`words`), so a template says "da" and matches what the
 * household typed as "da" after both are written out as "de a".
 */

export type Node =
  | { t: 'word'; word: string }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'opt'; item: Node }
  | { t: 'list'; name: string }
  /** A household name: an entity (`name`) or a place (`area`: an area or a floor); `any`: any words (a decline's object). */
  | { t: 'slot'; slot: SlotName };

export type SlotName = 'name' | 'area' | 'any';
export const SLOT_NAMES = new Set<string>(['name', 'area', 'any']);

export class TemplateError extends Error {}

/**
 * Parses `template`; `words` turns a literal into comparable words, `rule` gives a rule's tree
 * (parsing it on first use), `lists` the list names that exist.
 */
export function parseTemplate(template: string, words: (literal: string) => string[], rule: (name: string) => Node, lists: ReadonlySet<string>): Node {
  let at = 0;
  const fail = (why: string): never => {
    throw new TemplateError(`${why} at ${at} in "${template}"`);
  };
  const closing = (open: string): string => (open === '(' ? ')' : open === '[' ? ']' : open === '{' ? '}' : '>');

  const alternatives = (end: string | null): Node => {
    const options: Node[] = [sequence(end)];
    while (template[at] === '|') {
      at++;
      options.push(sequence(end));
    }
    return options.length === 1 ? options[0]! : { t: 'alt', options };
  };

  const sequence = (end: string | null): Node => {
    const items: Node[] = [];
    let literal = '';
    const flush = (): void => {
      for (const word of words(literal)) items.push({ t: 'word', word });
      literal = '';
    };
    while (at < template.length) {
      const c = template[at]!;
      if (c === '|' || c === end) break;
      if (c === ')' || c === ']' || c === '}' || c === '>') fail(`unexpected "${c}"`);
      if (c === '(' || c === '[') {
        flush();
        at++;
        const inner = alternatives(closing(c));
        if (template[at] !== closing(c)) fail(`missing "${closing(c)}"`);
        at++;
        items.push(c === '[' ? { t: 'opt', item: inner } : inner);
      } else if (c === '{' || c === '<') {
        flush();
        const close = template.indexOf(closing(c), at);
        if (close < 0) fail(`missing "${closing(c)}"`);
        const name = template.slice(at + 1, close).trim();
        at = close + 1;
        // A rule's sequence is spliced in, so the words a template can start with are seen through it.
        if (c === '<') {
          const tree = rule(name);
          if (tree.t === 'seq') items.push(...tree.items);
          else items.push(tree);
        } else if (SLOT_NAMES.has(name)) items.push({ t: 'slot', slot: name as SlotName });
        else if (lists.has(name)) items.push({ t: 'list', name });
        else fail(`unknown list {${name}}`);
      } else {
        literal += c;
        at++;
      }
    }
    flush();
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  };

  const tree = alternatives(null);
  if (at < template.length) fail('unbalanced');
  return tree;
}

/** The words a match of `node` may start with; null when it may start with a slot or be empty. */
export function firstWords(node: Node, listFirst: (name: string) => Set<string>): Set<string> | null {
  switch (node.t) {
    case 'word':
      return new Set([node.word]);
    case 'list':
      return listFirst(node.name);
    case 'opt':
    case 'slot':
      return null;
    case 'alt': {
      const all = new Set<string>();
      for (const o of node.options) {
        const f = firstWords(o, listFirst);
        if (f === null) return null;
        for (const s of f) all.add(s);
      }
      return all;
    }
    case 'seq': {
      if (node.items.length === 0) return null;
      const first = node.items[0]!;
      if (first.t === 'opt') {
        // "[por favor] liga …": what the option starts with, or what follows it.
        const inner = firstWords(first.item, listFirst);
        const rest = firstWords({ t: 'seq', items: node.items.slice(1) }, listFirst);
        if (inner === null || rest === null) return null;
        return new Set([...inner, ...rest]);
      }
      return firstWords(first, listFirst);
    }
  }
}
