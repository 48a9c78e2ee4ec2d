/**
 * The real preload build (Vite library mode, preload/vite.config.ts): one CommonJS file whose only
 * `require` is `electron`, which — evaluated the way a sandboxed preload is, with nothing but a
 * `require` for `electron` — exposes `window.sovereign`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
let outDir: string;
let bundle: string;

beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'sc-preload-'));
  execFileSync(
    process.execPath,
    [path.join(repo, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'preload/vite.config.ts', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: repo,
      stdio: 'pipe',
    },
  );
  bundle = readFileSync(path.join(outDir, 'index.cjs'), 'utf8');
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the preload bundle', () => {
  it('is one file, index.cjs', () => {
    expect(readdirSync(outDir)).toEqual(['index.cjs']);
  });

  it('requires only electron, and has no ESM syntax or dynamic import', () => {
    const requires = [...bundle.matchAll(/\brequire\s*\(\s*(["'`])([^"'`]*)\1\s*\)/g)].map((m) => m[2]);
    expect(requires).toEqual(['electron']);
    expect(bundle).not.toMatch(/^\s*(import|export)\s/m);
    expect(bundle).not.toMatch(/\bimport\s*\(/);
    expect(bundle).not.toMatch(/\bzod\b/);
  });

  it('exposes window.sovereign and nothing else when run like a sandboxed preload', async () => {
    const exposed = new Map<string, unknown>();
    const invoked: Array<[string, unknown]> = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: {
        invoke: async (channel: string, payload: unknown) => {
          invoked.push([channel, payload]);
          return { ok: false, error: { code: 'FORBIDDEN', message: 'no' } };
        },
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const required: string[] = [];
    const sandboxRequire = (name: string) => {
      required.push(name);
      if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
      return electron;
    };
    const module = { exports: {} };
    vm.runInNewContext(`(function (require, module, exports) {${bundle}\n})`, { Promise, Error, TypeError, Object })(sandboxRequire, module, module.exports);
    expect(required).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['sovereign']);
    const api = exposed.get('sovereign') as { audit: { summary(): Promise<unknown> } };
    await expect(api.audit.summary()).rejects.toMatchObject({ name: 'BridgeError', code: 'FORBIDDEN' });
    expect(invoked).toEqual([['sovereign:audit.summary', {}]]);
  });
});
