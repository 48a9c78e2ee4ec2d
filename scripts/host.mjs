#!/usr/bin/env node
/**
 * `npm run host -- --data-dir <dir> --port <n> …`: builds what the browser host serves — the node
 * side and the renderer — when either is missing or stale, then runs the host in this process with
 * the arguments passed through. Build messages go to stderr: stdout stays the host's one JSON line.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, REPO_ROOT } from './build/ensure-built.mjs';

try {
  await ensureBuilt(['node', 'renderer']);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The CLI reads process.argv.slice(2), which is already what `npm run host -- …` passed.
await import(pathToFileURL(join(REPO_ROOT, 'dist', 'main', 'browser-host', 'cli.js')).href);
