/**
 * The windows' catalogues compiled at build time (docs/architecture.md §7b): each language's chunk
 * holds the messages a window shows, already parsed into ICU syntax trees, and the windows load
 * `intl-messageformat` without its parser — a window only formats, so it need not parse (8 KB
 * gzip less in every window, against about 1 KB more per catalogue). Main and the tests keep the
 * source strings and the parser. The trees come from the copy of the parser `intl-messageformat`
 * itself imports, so they are the ones it reads.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Alias, Plugin } from 'vite';
import { CATALOGUES } from '../../common/i18n/catalogues.js';
import { isLanguage } from '../../common/languages.js';

const fromFormatter = createRequire(createRequire(import.meta.url).resolve('intl-messageformat'));
const PARSER = fromFormatter.resolve('@formatjs/icu-messageformat-parser');
const NO_PARSER = fromFormatter.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/**
 * Messages only main formats — the engines' replies, the turn loop's words, the recognizer's notes
 * (`main/core/conversation/`) — which no window asks for: left out of the windows' chunks.
 * test/i18n-catalogues.test.ts checks no window's code names one.
 */
export const MAIN_ONLY_PREFIXES: readonly string[] = ['reply.', 'turn.', 'recognizer.reply.'];

/** A catalogue module of `common/i18n/` (`de.ts`), by path. */
const CATALOGUE_FILE = /[\\/]common[\\/]i18n[\\/]([a-z]{2})\.ts$/;

type Parse = (message: string) => unknown;

/** Serves each catalogue module as its messages' syntax trees, under the same export name. */
export function precompiledCatalogues(): Plugin {
  let parse: Parse | undefined;
  return {
    name: 'precompiled-catalogues',
    enforce: 'pre',
    async buildStart() {
      parse = ((await import(pathToFileURL(PARSER).href)) as { parse: Parse }).parse;
    },
    load(id) {
      const language = CATALOGUE_FILE.exec(id)?.[1];
      if (language === undefined || !isLanguage(language) || parse === undefined) return null;
      const trees = Object.fromEntries(
        Object.entries(CATALOGUES[language])
          .filter(([key]) => !MAIN_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix)))
          .map(([key, message]) => [key, parse!(message)]),
      );
      // JSON.parse of one string literal: smaller to ship and faster to read than an object literal.
      return `export const ${language} = JSON.parse(${JSON.stringify(JSON.stringify(trees))});`;
    },
  };
}

/** `intl-messageformat` without its parser: every message a window formats arrives compiled. */
export const WITHOUT_PARSER: Alias = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: NO_PARSER };
