/**
 * DESIGN §6: "No code path disables verification for a request." Only tls-probe.ts, which sends
 * nothing, may complete a handshake without chain validation — checked over the source tree.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRS = ['main', 'common', 'preload', 'renderer'];
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'out', 'build', 'release', '.git']);
const MAX_FILES = 20_000;

function sourceFiles(): string[] {
  const files: string[] = [];
  const stack = SOURCE_DIRS.map((dir) => join(ROOT, dir)).filter((dir) => existsSync(dir));
  while (stack.length > 0 && files.length < MAX_FILES) {
    const dir = stack.pop()!;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stats = statSync(path);
      if (stats.isDirectory()) {
        if (!SKIP_DIRS.has(name)) stack.push(path);
      } else if (SOURCE_FILE.test(name)) {
        files.push(path);
      }
    }
  }
  return files;
}

function filesContaining(needle: string): string[] {
  return sourceFiles()
    .filter((file) => readFileSync(file, 'utf8').includes(needle))
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .sort();
}

describe('no code path disables certificate verification', () => {
  it('scans a real source tree', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(MAX_FILES);
  });

  it('mentions rejectUnauthorized only in main/core/tls/tls-probe.ts', () => {
    expect(filesContaining('rejectUnauthorized')).toEqual(['main/core/tls/tls-probe.ts']);
  });

  it('never touches NODE_TLS_REJECT_UNAUTHORIZED', () => {
    expect(filesContaining('NODE_TLS_REJECT_UNAUTHORIZED')).toEqual([]);
  });

  it('the probe never writes to its socket', () => {
    const probe = readFileSync(join(ROOT, 'main/core/tls/tls-probe.ts'), 'utf8');
    expect(probe).not.toMatch(/\.(?:write|end|cork)\s*\(/);
  });
});
