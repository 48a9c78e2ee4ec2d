#!/usr/bin/env node
/**
 * `npm run mutants`: applies, one at a time, source mutations that each remove a safety rule, and
 * shows that every one of them turns the test suite red. A mutant that survives means a rule is
 * not pinned by a test. The source is always restored, also on Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each mutant names the rule it removes, one exact edit, and where it must be caught. Without
 * `tests`, the node suite under test/core and test/browser-host runs and any failure kills it.
 * With `tests`, only those files run, and the test named `catcher` (a substring of its full name,
 * "file > describe > it") must be among the failures: the mutant is pinned by the test written for
 * that rule, not by a bystander.
 */
export const MUTANTS = [
  {
    name: 'drop the stage-3 allowlist check',
    file: 'main/core/capabilities/policy-checks.ts',
    find: 'return policy.allowlisted_entities.has(entityId)',
    replace: 'return true',
  },
  {
    name: 'drop the in-implementation domain check',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: '    if (domainRejection) throw domainRejection;\n',
    replace: '',
  },
  {
    name: 'skip the no-op pre-read',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: 'if (before.state === args.state) {',
    replace: 'if (false) {',
  },
  {
    name: 'accept an empty changed-states list as changed',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: '  await awaitLateReport(args, before, ctx);\n',
    replace: '',
  },
  {
    name: 'stop re-checking policy on approval',
    file: 'main/core/executor/executor.ts',
    find: 'const checked = await this.checkStages(record.capability, JSON.parse(record.canonical_arguments), null);',
    replace:
      'const checked = { capability: this.deps.registry.get(record.capability), args: JSON.parse(record.canonical_arguments), snapshot: await this.deps.policySource() };',
  },
  {
    name: 'let an origin change keep the token',
    file: 'main/core/home-assistant-config-service.ts',
    find: '    if (originChanged) await storageStep(WHAT_IS_SAVED, () => this.deps.secrets.clear(ACCESS_TOKEN));\n',
    replace: '',
  },
  {
    name: 'follow redirects',
    edits: [
      {
        file: 'main/core/ha/client.ts',
        find: "import { Agent, type Dispatcher } from 'undici';",
        replace: "import { Agent, interceptors, type Dispatcher } from 'undici';",
      },
      {
        file: 'main/core/ha/client.ts',
        find: 'return exchange(this.dispatchers.get(target), ',
        replace: 'return exchange(this.dispatchers.get(target).compose(interceptors.redirect({ maxRedirections: 3 })), ',
      },
    ],
  },
  {
    name: 'make a token reusable',
    file: 'main/core/executor/confirmation-store.ts',
    find: '      this.pending.delete(key);\n      if (this.clock.now() >= entry.record.expires_at) {',
    replace: '      if (this.clock.now() >= entry.record.expires_at) {',
  },
  {
    name: 'read a stored allowlist with an invalid entity id as ok',
    file: 'main/core/storage/home-assistant-config-read.ts',
    find: '      if (index >= 0) ctx.addIssue(',
    replace: '      if (index < 0) ctx.addIssue(',
  },
  // Rules held by the data at the one place that acts (docs/architecture.md §5a).
  {
    name: 'turn generation: issue a card for a superseded turn',
    file: 'main/core/executor/executor.ts',
    find: 'if (ctx.generation.turn !== ctx.generation.current()) {',
    replace: 'if (false) {',
  },
  {
    name: 'per-entity serialisation: let two actions on one entity overlap',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: 'return entityLocks.run(`${ctx.target.base_url} ${args.entity_id}`, ctx.signal, () => switchEntity(args, domain, ctx));',
    replace: 'return switchEntity(args, domain, ctx);',
  },
  // --- The starred rules of docs/architecture.md §5a: a mutant may make several edits (`edits`)
  // when the rule is held in more than one place on purpose, and names the tests that pin it.
  {
    name: 'origin binding: send the token to whatever origin the config names',
    edits: [
      {
        file: 'main/core/policy-source.ts',
        find: "  const bound = token.status === 'present' && token.origin === config.base_url;",
        replace: "  const bound = token.status === 'present';",
      },
      {
        file: 'main/core/policy-source.ts',
        find: 'token_origin: token.origin, tls: config.tls',
        replace: 'token_origin: config.base_url, tls: config.tls',
      },
      {
        file: 'main/core/policy-source.ts',
        find: "configured && token.status === 'present' && token.origin !== null",
        replace: "configured && token.status === 'present'",
      },
    ],
    tests: ['test/hardening/trust-credentials.test.ts'],
  },
  {
    name: 'origin binding: the request builder forgets to check the token origin',
    edits: [
      {
        file: 'main/core/ha/client.ts',
        find: '  if (target.token_origin !== origin || !isOrigin(origin)) {',
        replace: '  if (!isOrigin(origin)) {',
      },
    ],
    tests: ['test/hardening/trust-credentials.test.ts', 'test/core/ha-client.test.ts'],
  },
  {
    name: 'disclosed-set binding: an approval reads the allowlist as it is now',
    edits: [
      {
        file: 'main/core/executor/executor.ts',
        find: '    const snapshot = { ...checked.snapshot, policy: narrowedTo(checked.snapshot.policy, record.disclosed) };',
        replace: '    const snapshot = checked.snapshot;',
      },
    ],
    tests: ['test/hardening/trust-bindings.test.ts'],
  },
  {
    name: 'audit fail-closed: run the action when the approval could not be audited',
    edits: [{ file: 'main/core/executor/executor.ts', find: '    if (!recorded) {', replace: '    if (recorded === null) {' }],
    tests: ['test/hardening/trust-bindings.test.ts'],
  },

  // Each test fixed so that it can fail is the named catcher of one mutant here.
  {
    name: 'derive confirmation tokens from a counter, not random bytes',
    file: 'main/core/executor/confirmation-store.ts',
    find: "const token = randomBytes(32).toString('base64url');",
    replace: "const token = createHash('sha256').update(String(this.pending.size + this.tombstones.size)).digest('base64url');",
    tests: ['test/core/confirmation-store.test.ts'],
    catcher: 'a token shown before a restart never answers the same proposal made again after it',
  },
  {
    name: 'accept a confirmation token from another conversation',
    file: 'main/core/executor/confirmation-store.ts',
    find: 'if (pair[1].record.conversation_id === conversationId && timingSafeEqual(pair[1].digest, presented)) match = pair;',
    replace: 'if (timingSafeEqual(pair[1].digest, presented)) match = pair;',
    tests: ['test/core/confirmation-store.test.ts'],
    catcher: 'binds its conversation',
  },
  {
    name: 'register the app:// scheme only once the app is ready',
    file: 'main/electron/shell.ts',
    find: '  registerAppScheme(protocol);\n',
    replace: '  void app.whenReady().then(() => registerAppScheme(protocol));\n',
    tests: ['test/electron/shell.test.ts'],
    catcher: 'registers app:// before ready',
  },
  {
    name: 'read a stored secret back without decrypting it',
    file: 'main/electron/safe-storage-codec.ts',
    find: 'decrypted = await safeStorage.decryptStringAsync(payload);',
    replace: "decrypted = { result: payload.toString('utf8'), shouldReEncrypt: false };",
    tests: ['test/electron/main-entry.test.ts'],
    catcher: 'the saved token reaches Home Assistant',
  },
  {
    name: 'send an approved action twice',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: '  const changed = await callService(args, domain, ctx);\n',
    replace: '  await callService(args, domain, ctx);\n  const changed = await callService(args, domain, ctx);\n',
    tests: ['test/hardening/conversation-races.test.ts'],
    catcher: 'each approval sends exactly its own call',
  },
  {
    name: 'tell an answer lost after the service call as unreachable',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: "if (error instanceof CapabilityError && (error.code === 'HOME_ASSISTANT_UNREACHABLE' || error.code === 'EXECUTION_TIMEOUT')) {",
    replace: 'if (false) {',
    tests: ['test/hardening/found-bugs.test.ts'],
    catcher: 'the answer never arrived',
  },
  {
    name: 'call the service again when its answer contradicts the request',
    file: 'main/core/capabilities/set-entity-state.ts',
    find: '    if (reported.state !== args.state) {\n',
    replace: '    if (reported.state !== args.state) {\n      await callService(args, domain, ctx);\n',
    tests: ['test/core/rfc-0019-actions.test.ts'],
    catcher: 'a contradicting changed-states list',
  },
  // What the faster per-entity strategy must keep.
  {
    name: 'send the first per-entity fetch together with the rest',
    file: 'main/core/capabilities/list-entities.ts',
    find: '  await fetchOne(ids[0]!);\n  let next = 1;\n',
    replace: '  let next = 0;\n',
    tests: ['test/perf/list-strategies.test.ts'],
    catcher: 'the first fetch goes alone',
  },
  {
    name: 'take stage 6’s cheap upper bound for the result’s size',
    file: 'main/core/executor/executor.ts',
    find: 'jsonBytesAtMost(parsed.data, bound) <= bound ? 0 : Buffer.byteLength(JSON.stringify(parsed.data))',
    replace: 'Math.min(jsonBytesAtMost(parsed.data, bound), 0)',
    tests: ['test/core/executor/json-size.test.ts'],
    catcher: 'over it is RESULT_TOO_LARGE',
  },
  {
    name: 'log in over the WebSocket before /api/states has accepted the token',
    file: 'main/core/home-assistant-config-service.ts',
    find: 'const reading = this.readPlaces(target, config, loginWhen);',
    replace: 'const reading = this.readPlaces(target, config);',
    tests: ['test/core/ha-registries.test.ts'],
    catcher: 'is never sent over the WebSocket',
  },
  {
    name: 'forget the exchanges in flight when the run’s signal aborts',
    file: 'main/core/ha/exchange.ts',
    find: 'for (const controller of this.#slots.splice(0)) controller?.abort(this.reason);',
    replace: 'this.#slots.splice(0);',
    tests: ['test/core/ha-client.test.ts'],
    catcher: 'no answer → EXECUTION_TIMEOUT',
  },
];

const DEFAULT_TESTS = ['test/core', 'test/browser-host'];

/** Runs vitest's node projects (the slow files are a project of their own) on `files`; `bail` stops at the first failure (the default suite). */
function runTests(files, bail) {
  const started = Date.now();
  const args = ['vitest', 'run', '--project', 'node', '--project', 'node-slow', ...files, ...(bail ? ['--bail', '1'] : [])];
  const result = spawnSync('npx', args, { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  // Failing tests, e.g. "FAIL  |node| test/core/x.test.ts > describe > it" (or |node-slow|).
  const failed = [...new Set([...output.matchAll(/FAIL\s+(?:\|?node(?:-slow)?\|?\s+)?(test\/\S+(?: > [^\n]+)?)/g)].map((m) => m[1].trim()))];
  return { green: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), failed };
}

/** `--only <words>` (repeatable) runs the mutants whose name contains any of them. */
function selected() {
  const only = [];
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) if (args[i] === '--only' && args[i + 1] !== undefined) only.push(args[++i]);
  return only.length === 0 ? MUTANTS : MUTANTS.filter((m) => only.some((words) => m.name.includes(words)));
}

/** killed | SURVIVED | "NOT BY ITS CATCHER" (a named catcher that did not fail). */
function verdict(mutant, run) {
  if (run.green) return 'SURVIVED';
  if (mutant.catcher === undefined) return 'killed';
  return run.failed.some((name) => name.includes(mutant.catcher)) ? 'killed' : 'NOT BY ITS CATCHER';
}

function main() {
  const mutants = selected();
  if (mutants.length === 0) {
    console.error('No mutant matches --only.');
    process.exit(2);
  }
  const originals = new Map();
  const restore = () => {
    for (const [file, text] of originals) writeFileSync(join(root, file), text);
  };
  process.on('SIGINT', () => {
    restore();
    process.exit(130);
  });

  // Each set of tests must be green before any mutation, or a red run proves nothing.
  const baselines = new Map();
  const greenBefore = (files) => {
    const key = files.join(' ');
    if (!baselines.has(key)) baselines.set(key, runTests(files, files === DEFAULT_TESTS));
    return baselines.get(key);
  };
  const rows = [];
  try {
    for (const mutant of mutants) {
      const files = mutant.tests ?? DEFAULT_TESTS;
      const baseline = greenBefore(files);
      if (!baseline.green) {
        console.error(`The tests for "${mutant.name}" (${files.join(' ')}) are red before any mutation; fix them first: ${baseline.failed.join('; ')}`);
        process.exit(1);
      }
      const edits = mutant.edits ?? [{ file: mutant.file, find: mutant.find, replace: mutant.replace }];
      const texts = new Map();
      for (const edit of edits) {
        const path = join(root, edit.file);
        if (!texts.has(edit.file)) texts.set(edit.file, readFileSync(path, 'utf8'));
        if (!originals.has(edit.file)) originals.set(edit.file, texts.get(edit.file));
        const current = readFileSync(path, 'utf8');
        const count = current.split(edit.find).length - 1;
        if (count !== 1) {
          for (const [file, text] of texts) writeFileSync(join(root, file), text);
          throw new Error(`mutant "${mutant.name}": expected the edit site once in ${edit.file}, found ${count}`);
        }
        writeFileSync(path, current.replace(edit.find, edit.replace));
      }
      const run = runTests(files, mutant.tests === undefined);
      for (const [file, text] of texts) writeFileSync(join(root, file), text);
      const result = verdict(mutant, run);
      const first = run.failed[0]?.slice(0, 160) ?? '';
      const caughtBy = mutant.catcher ? (run.failed.find((n) => n.includes(mutant.catcher))?.slice(0, 160) ?? first) : first;
      rows.push({ mutant: mutant.name, file: [...texts.keys()].join(', '), result, seconds: run.seconds, caught_by: caughtBy });
      console.log(`${result === 'killed' ? 'killed  ' : result}  ${mutant.name}  (${run.seconds} s)  ${caughtBy}`);
    }
  } finally {
    restore();
  }
  console.log('');
  console.table(rows);
  const survivors = rows.filter((r) => r.result !== 'killed');
  console.log(
    `${rows.length - survivors.length} of ${rows.length} mutants killed${survivors.length ? `; not killed as required: ${survivors.map((r) => r.mutant).join('; ')}` : ''}`,
  );
  process.exit(survivors.length === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
