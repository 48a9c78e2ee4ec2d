/**
 * gzip size of each window's JavaScript in the built renderer (`dist/renderer`): the module
 * scripts its HTML loads plus every chunk they import statically (what the window must download
 * and parse before it can show anything). Baseline: React + ReactDOM's own production builds,
 * gzipped — the floor any React window pays. Target: 250 KB for each window.
 *
 * A window then fetches the catalogue of the language it speaks, and that one only (a chunk per
 * language, renderer/i18n/catalogue.ts): the chat row "with its catalogue" adds the largest
 * language's chunk — what the chat window downloads before its first paint in the worst case.
 * Target: 110 KB.
 *
 * Builds the renderer first when it is missing or stale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '../common/languages.js';
import { ensureBuilt } from '../scripts/build/ensure-built.mjs';
import { absoluteRow, type BenchRow } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist', 'renderer');
const TARGET_KB = 250;
const CHAT_WITH_CATALOGUE_TARGET_KB = 110;

function gzipKb(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** Entry scripts of an HTML file (`<script type="module" src>` and modulepreload links). */
function entryScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) found.add(m[1]!);
  return [...found];
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not dynamic ones. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) found.add(m[1]!);
  for (const m of code.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found];
}

/** Every JS file a window loads up front, as absolute paths. */
export function windowScripts(window: string): string[] {
  const htmlPath = join(OUT, `${window}.html`);
  const html = readFileSync(htmlPath, 'utf8');
  const seen = new Set<string>();
  const queue = entryScripts(html).map((src) => resolve(OUT, src));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) queue.push(resolve(dirname(file), spec));
  }
  return [...seen];
}

function reactFloorKb(): number {
  // Resolved from each package's folder: their `exports` do not list the cjs files.
  const require = createRequire(import.meta.url);
  const dir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));
  const files = [
    join(dir('react'), 'cjs/react.production.js'),
    join(dir('react-dom'), 'cjs/react-dom-client.production.js'),
    join(dir('scheduler'), 'cjs/scheduler.production.js'),
  ];
  return gzipKb(Buffer.concat(files.map((f) => readFileSync(f))));
}

/** Each language's catalogue chunk (`de-<hash>.js`), gzip KB. */
export function catalogueChunksKb(): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of readdirSync(join(OUT, 'assets'))) {
    const language = /^([a-z]{2})-[\w-]{8}\.js$/.exec(file)?.[1];
    if (language !== undefined && (LANGUAGES as readonly string[]).includes(language)) sizes.set(language, gzipKb(readFileSync(join(OUT, 'assets', file))));
  }
  return sizes;
}

const round1 = (kb: number) => Number(kb.toFixed(1));

export async function run(): Promise<BenchRow[]> {
  await ensureBuilt(['renderer']);
  const baseline = round1(reactFloorKb());
  const upFront = (window: string) => windowScripts(window).reduce((sum, file) => sum + gzipKb(readFileSync(file)), 0);
  const rows = ['chat', 'settings', 'popup'].map((window) =>
    absoluteRow(
      `${window} window JavaScript (gzip; target ≤ ${TARGET_KB} KB; baseline = React + ReactDOM)`,
      'KB',
      [round1(upFront(window))],
      baseline,
      TARGET_KB,
    ),
  );
  const catalogues = catalogueChunksKb();
  if (catalogues.size !== LANGUAGES.length) throw new Error(`expected a catalogue chunk per language, found ${[...catalogues.keys()].join(', ')}`);
  const largest = Math.max(...catalogues.values());
  rows.push(
    absoluteRow(
      `chat window JavaScript with its catalogue (gzip, the largest language's; target ≤ ${CHAT_WITH_CATALOGUE_TARGET_KB} KB; baseline = React + ReactDOM)`,
      'KB',
      [round1(upFront('chat') + largest)],
      baseline,
      CHAT_WITH_CATALOGUE_TARGET_KB,
    ),
  );
  return rows;
}
