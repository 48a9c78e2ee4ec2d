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

/** Each mutant names the rule it removes, one exact edit, and the tests that must catch it. */
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
    file: 'main/core/ha/client.ts',
    find: 'dispatcher: this.dispatchers.get(target),',
    replace: "dispatcher: this.dispatchers.get(target).compose((await import('undici')).interceptors.redirect({ maxRedirections: 3 })),",
  },
  {
    name: 'make a token reusable',
    file: 'main/core/executor/confirmation-store.ts',
    find: "      this.pending.delete(key);\n      if (this.clock.now() >= entry.record.expires_at) {",
    replace: '      if (this.clock.now() >= entry.record.expires_at) {',
  },
  {
    name: 'read a stored allowlist with an invalid entity id as ok',
    file: 'main/core/storage/home-assistant-config-read.ts',
    find: '      if (index >= 0) ctx.addIssue(',
    replace: '      if (index < 0) ctx.addIssue(',
  },
  // Issue 12 (trust by construction): rules held by the data at the one place that acts.
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
  // --- Issue 12 (trust by construction), items 1, 6, 7: a mutant may make several edits (`edits`)
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
        find: '  if (target.token_origin !== origin || originOf(origin) !== origin) {',
        replace: '  if (originOf(origin) !== origin) {',
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
];

const TEST_ARGS = ['vitest', 'run', '--project', 'node', 'test/core', 'test/browser-host', '--bail', '1'];

function runTests(tests) {
  const started = Date.now();
  const args = tests ? ['vitest', 'run', '--project', 'node', ...tests, '--bail', '1'] : TEST_ARGS;
  const result = spawnSync('npx', args, { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  const output = `${result.stdout}\n${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  // The first failing test, e.g. "FAIL  |node| test/core/x.test.ts > describe > it".
  const failed = output.match(/FAIL\s+(?:\|?node\|?\s+)?(test\/\S+(?: > [^\n]+)?)/)?.[1]?.slice(0, 160) ?? '';
  return { green: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), failed };
}

/** `--only <words>` (repeatable) runs the mutants whose name contains any of them. */
function selected() {
  const only = [];
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) if (args[i] === '--only' && args[i + 1] !== undefined) only.push(args[++i]);
  return only.length === 0 ? MUTANTS : MUTANTS.filter((m) => only.some((words) => m.name.includes(words)));
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

  const filtered = mutants !== MUTANTS;
  const baseline = runTests(filtered ? [...new Set(mutants.flatMap((m) => m.tests ?? TEST_ARGS.slice(4, -2)))] : undefined);
  if (!baseline.green) {
    console.error('The suite is red before any mutation; fix it first.');
    process.exit(1);
  }
  const rows = [];
  try {
    for (const mutant of mutants) {
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
      const run = runTests(mutant.tests);
      for (const [file, text] of texts) writeFileSync(join(root, file), text);
      const files = [...texts.keys()].join(', ');
      rows.push({ mutant: mutant.name, file: files, result: run.green ? 'SURVIVED' : 'killed', seconds: run.seconds, caught_by: run.failed });
      console.log(`${run.green ? 'SURVIVED' : 'killed  '}  ${mutant.name}  (${run.seconds} s)  ${run.failed}`);
    }
  } finally {
    restore();
  }
  console.log('');
  console.table(rows);
  const survivors = rows.filter((r) => r.result === 'SURVIVED');
  console.log(`${rows.length - survivors.length} of ${rows.length} mutants killed`);
  process.exit(survivors.length === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
