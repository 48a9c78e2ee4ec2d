/**
 * gzip size of each window's JavaScript in the built renderer (`dist/renderer`): the module
 * scripts its HTML loads plus every chunk they import statically (what the window must download
 * and parse before it can show anything). Baseline: React + ReactDOM's own production builds,
 * gzipped — the floor any React window pays. Target: 250 KB for each window.
 *
 * Builds the renderer first when it is missing or stale.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from '../scripts/build/ensure-built.mjs';
import { absoluteRow, type BenchRow } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist', 'renderer');
const TARGET_KB = 250;

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

export async function run(): Promise<BenchRow[]> {
  await ensureBuilt(['renderer']);
  const baseline = Number(reactFloorKb().toFixed(1));
  return ['chat', 'settings', 'popup'].map((window) => {
    const kb = Number(
      windowScripts(window)
        .reduce((sum, file) => sum + gzipKb(readFileSync(file)), 0)
        .toFixed(1),
    );
    return absoluteRow(`${window} window JavaScript (gzip; target ≤ ${TARGET_KB} KB; baseline = React + ReactDOM)`, 'KB', [kb], baseline, TARGET_KB);
  });
}
