#!/usr/bin/env node
/**
 * `npm start`: builds what changed since the last build (scripts/build/ensure-built.mjs; nothing,
 * on a second start), then runs Electron when its binary is present. Where it is not (Electron's
 * binary can't be downloaded on every machine), says so in one line and serves the same UI from
 * the browser host instead, printing the address to open.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuilt, REPO_ROOT as root } from './build/ensure-built.mjs';

const demo = process.argv.includes('--demo');

/** Builds the steps that are missing or stale; a failed build ends the start with its message. */
async function build(steps) {
  try {
    await ensureBuilt(steps);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Where the browser host keeps settings when no Electron `userData` exists. */
function dataDir() {
  if (process.env.SOVEREIGN_DATA_DIR) return process.env.SOVEREIGN_DATA_DIR;
  const base = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'sovereign-companion');
}

// Never require('electron') to find out: that starts a download. The binary lives in dist/.
const electronBinary = existsSync(join(root, 'node_modules', 'electron', 'dist'));
if (electronBinary && !demo) {
  // The Electron app loads the renderer from dist/ too (its app:// handler).
  await build(['electron', 'preload', 'renderer']);
  const child = spawn(join(root, 'node_modules', '.bin', 'electron'), ['.'], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  // The host and the demo are both in the node build, and both serve dist/renderer.
  await build(['node', 'renderer']);
  if (!demo) console.log("Electron can't run on this machine (no binary in node_modules/electron/dist), so the app is served in your browser instead.");
  const args = demo
    ? [join(root, 'dist', 'scripts', 'demo.js')]
    : [join(root, 'dist', 'main', 'browser-host', 'cli.js'), '--data-dir', dataDir(), '--port', process.env.PORT ?? '0'];
  if (process.env.PORT && demo) args.push('--port', process.env.PORT);
  // `npm start` can't pass flags through to the host, so the mDNS interface comes from the environment.
  if (process.env.SOVEREIGN_MDNS_INTERFACE && !demo) args.push('--mdns-interface', process.env.SOVEREIGN_MDNS_INTERFACE);
  if (!demo) mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
  // The host (or the demo) prints the address to open on stderr, once; its stdout JSON is for scripts.
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  createInterface({ input: child.stdout }).on('line', () => undefined);
  process.on('SIGINT', () => child.kill('SIGINT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
