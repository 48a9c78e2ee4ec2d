/**
 * A hook file's word tables, read by name from `words.json` `grammar` (docs/architecture.md §6.2b,
 * "Grammar tables"). The schema checks only that each is a list or a word → value map; what a table
 * means is the hook file's, so the hook names the keys it cannot do without (and the values it
 * knows), and a table missing them fails when the language loads, as a schema mistake does, not
 * as a wrong reply later.
 */
import type { WordsData } from './types.js';

export interface GrammarTables {
  /** The map `name`, with every `required` key and only `allowed` values (when given); {} when absent and nothing is required. */
  map: (name: string, required?: readonly string[], allowed?: readonly string[]) => Record<string, string>;
  /** The list `name`; [] when absent. */
  list: (name: string) => string[];
}

export function grammarTables(words: WordsData): GrammarTables {
  const tables = words.grammar ?? {};
  return {
    map: (name, required = [], allowed) => {
      const t = tables[name];
      const found = t !== undefined && !Array.isArray(t) ? t : {};
      const missing = required.filter((key) => typeof found[key] !== 'string');
      if (missing.length > 0) throw new Error(`${words.language} words.json grammar.${name} lacks ${missing.join(', ')}`);
      const wrong = allowed ? Object.values(found).filter((v) => !allowed.includes(v)) : [];
      if (wrong.length > 0) throw new Error(`${words.language} words.json grammar.${name}: ${wrong.join(', ')} is not one of ${allowed!.join(', ')}`);
      return found;
    },
    list: (name) => {
      const t = tables[name];
      return Array.isArray(t) ? t : [];
    },
  };
}
