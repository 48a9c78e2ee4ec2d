/**
 * The fake Home Assistant in its own process, as a real one would be: its JSON serialisation and
 * garbage don't land on the measured event loop, and the two cores are both used. The fake's
 * TypeScript is transpiled (typescript's `transpileModule`, no type check) into `.tmp/` under the
 * repository, so Node resolves nothing outside it. Loopback only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { FakeRegistries } from '../../test/fake-ha/index.js';
import type { ChildCommand } from './fake-ha-child.js';
import { REPO_ROOT } from './paths.js';
const FAKE_DIR = join(REPO_ROOT, 'test', 'fake-ha');
const CHILD_SOURCE = join(REPO_ROOT, 'bench', 'lib', 'fake-ha-child.ts');

export interface FakeHaProcess {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  token: string;
  pid: number;
  addHistory(entityId: string, changes: Array<{ state: string; at: string; attributes?: Record<string, unknown> }>): Promise<void>;
  removeEntity(entityId: string): Promise<void>;
  /** Paths requested since the last clear (and clears them when asked). */
  requests(clear?: boolean): Promise<string[]>;
  close(): Promise<void>;
}

let transpiled: Promise<string> | undefined;

/** Removes this process's transpiled copy of the fake (the next start transpiles it again). */
export async function removeTranspiledFake(): Promise<void> {
  const entry = transpiled;
  transpiled = undefined;
  if (entry) await rm(dirname(await entry), { recursive: true, force: true });
}

/** Transpiles the fake and the child entry once per process; returns the child's path. */
function transpileFake(): Promise<string> {
  transpiled ??= (async () => {
    const out = join(REPO_ROOT, '.tmp', `bench-fake-ha-${process.pid}-${randomBytes(3).toString('hex')}`);
    await mkdir(out, { recursive: true });
    await writeFile(join(out, 'package.json'), '{"type":"module"}\n');
    const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true };
    const sources = (await readdir(FAKE_DIR)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(FAKE_DIR, f));
    for (const file of [...sources, CHILD_SOURCE]) {
      let text = await readFile(file, 'utf8');
      if (file === CHILD_SOURCE) text = text.replace('../../test/fake-ha/index.js', './index.js');
      const js = ts.transpileModule(text, { compilerOptions: options, fileName: file }).outputText;
      await writeFile(join(out, file.split('/').pop()!.replace(/\.ts$/, '.js')), js);
    }
    return join(out, 'fake-ha-child.js');
  })();
  return transpiled;
}

/** Starts a fake Home Assistant serving `generateHome(count, seed)` (and `registries` over its WebSocket API) in a child process. */
export async function startFakeHaProcess(count: number, seed = 1, options: { registries?: FakeRegistries } = {}): Promise<FakeHaProcess> {
  const entry = await transpileFake();
  const child: ChildProcess = fork(entry, [], { execArgv: [], env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let nextId = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (m: { id: number; ok: boolean; value?: unknown; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.ok) w?.resolve(m.value);
    else w?.reject(new Error(`fake Home Assistant: ${m.error}`));
  });
  child.on('exit', () => {
    for (const w of waiting.values()) w.reject(new Error('fake Home Assistant exited'));
    waiting.clear();
  });
  const send = (command: ChildCommand) =>
    new Promise<unknown>((resolvePromise, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolvePromise, reject });
      child.send({ id, command });
    });

  const token = randomBytes(30).toString('base64url');
  const { url } = (await send({ op: 'start', count, seed, token, ...(options.registries ? { registries: options.registries } : {}) })) as { url: string };
  return {
    url,
    token,
    pid: child.pid!,
    addHistory: async (entityId, changes) => void (await send({ op: 'addHistory', entityId, changes })),
    removeEntity: async (entityId) => void (await send({ op: 'removeEntity', entityId })),
    requests: async (clear = true) => (await send({ op: 'requests', clear })) as string[],
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      await send({ op: 'close' }).catch(() => undefined);
      child.disconnect();
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000))]);
      if (child.exitCode === null) child.kill();
    },
  };
}
