/**
 * Builds what the e2e suite serves, once: the node side (browser host) and the renderer.
 * `E2E_SKIP_BUILD=1` reuses an existing `dist/` (fast local iteration).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function run(command: string, args: string[]): void {
  // vitest sets NODE_ENV=test; a build must not inherit it (React would be bundled in development mode).
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', timeout: 300_000, env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

export default function setup(): void {
  if (process.env['E2E_SKIP_BUILD'] === '1' && existsSync(`${root}dist/main/browser-host/cli.js`) && existsSync(`${root}dist/renderer/chat.html`)) return;
  run('npx', ['tsc', '-p', 'tsconfig.node.json', '--noCheck']);
  run('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts']);
}
