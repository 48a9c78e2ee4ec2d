#!/usr/bin/env node
/**
 * Electronegativity over the BUILT JavaScript of the main process and the preload.
 *
 *   node scripts/electronegativity.mjs [--dist <dir>] [--electronegativity <module dir>]
 *
 * Electronegativity 1.10 bundles old parsers and, left alone, quietly skips what it cannot
 * read (ENVIRONMENT.md): it only lists `.js/.jsx/.ts/.tsx/.html` files — our `.cjs` preload
 * would never be looked at — and a file whose parse fails is reported on the console, never in
 * its SARIF. So this script:
 *
 *   1. stages every built file (`dist/main/**`, `dist/common/**`, `dist/preload/**`; `.js`,
 *      `.cjs`, `.mjs`) into a temporary folder, renaming `.cjs`/`.mjs` to `.js` and lowering
 *      its syntax to ES2021 with TypeScript's transpiler: the bundled AST walker throws on
 *      ES2022 private class fields (`#x`) and would then skip every check of that file. Only
 *      syntax changes; every Electron API call and option object stays as built;
 *   2. runs Electronegativity's programmatic runner on it, offline: the runner's translation
 *      download is stubbed and the one check that needs the network (`AvailableSecurityFixes…`,
 *      which fetches Electron's release list from GitHub) is excluded;
 *   3. fails on any parse or analysis error, when the number of files fully analysed differs
 *      from the number built, and on any finding of MEDIUM severity or higher — except findings
 *      Electronegativity itself marks "review required" that are listed in REVIEWED below with
 *      the reason they are fine. A review-required finding anywhere else still fails.
 *
 * Exit status: 0 clean, 1 findings or scan problems, 2 usage/setup problems.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Electron version the app ships (Electronegativity's defaults depend on it). */
const ELECTRON_VERSION = '45.5.0';
/** Built folders that make up the main process and the preload. */
const SCANNED_ROOTS = ['main', 'common', 'preload'];
const BUILT_EXTENSIONS = new Set(['.js', '.cjs', '.mjs']);
/** The syntax level Electronegativity's walker understands. */
const SCAN_TARGET = 'ES2021';
/** Needs the network (GitHub's Electron release list); Electron upgrades are tracked by npm instead. */
const EXCLUDED_CHECKS = ['AvailableSecurityFixesGlobalCheck'];

/**
 * Review-required findings that have been reviewed. Each names the check, the built file
 * (relative to the staged dist folder) and why it is acceptable. Keep this list short.
 */
const REVIEWED = [
  {
    id: 'PRELOAD_JS_CHECK',
    file: 'main/electron/window-factory.js',
    reason:
      'Every window has the one bundled preload, which exposes only named methods via contextBridge (common/bridge/sovereign-api.ts, preload/api.ts); no ipcRenderer, no channel argument.',
  },
];

function parseArgs(argv) {
  const options = { dist: path.join(repoRoot, 'dist'), electronegativity: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if ((arg === '--dist' || arg === '--electronegativity') && value !== undefined) {
      options[arg === '--dist' ? 'dist' : 'electronegativity'] = path.resolve(value);
      i += 1;
    } else {
      usage(`unknown argument ${arg}`);
    }
  }
  return options;
}

function usage(message) {
  console.error(`electronegativity: ${message}`);
  console.error('usage: node scripts/electronegativity.mjs [--dist <dir>] [--electronegativity <module dir>]');
  process.exit(2);
}

function listBuilt(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listBuilt(full));
    else if (entry.isFile() && BUILT_EXTENSIONS.has(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveElectronegativity(explicitDir) {
  const require = createRequire(explicitDir ? path.join(explicitDir, 'noop.js') : import.meta.url);
  try {
    const main = explicitDir ? require.resolve(explicitDir) : require.resolve('@doyensec/electronegativity');
    return { require: createRequire(main), moduleDir: path.dirname(path.dirname(main)) };
  } catch {
    usage('@doyensec/electronegativity is not installed (npm install --save-dev @doyensec/electronegativity@1.10.3), or pass --electronegativity <dir>');
    return undefined;
  }
}

/** Replaces the runner's HTTP client with one that always fails, so nothing leaves the machine. */
function stubNetwork(enegRequire) {
  const gotPath = enegRequire.resolve('got');
  const offline = () => Promise.reject(new Error('network disabled by scripts/electronegativity.mjs'));
  offline.head = offline;
  offline.get = offline;
  const stub = { id: gotPath, filename: gotPath, loaded: true, exports: Object.assign(offline, { default: offline }) };
  enegRequire.cache[gotPath] = stub;
}

/** Same module format and code, ES2021 syntax (for the scanner only; nothing is written back). */
function lowerSyntax(ts, source, fileName) {
  const output = ts.transpileModule(source, {
    fileName: fileName.replace(/\.(c|m)?js$/, '.js'),
    reportDiagnostics: true,
    compilerOptions: { allowJs: true, target: ts.ScriptTarget[SCAN_TARGET], module: ts.ModuleKind.Preserve, sourceMap: false, removeComments: false },
  });
  if (output.diagnostics && output.diagnostics.length > 0) {
    throw new Error(`cannot lower ${fileName}: ${output.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`);
  }
  return output.outputText;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const built = SCANNED_ROOTS.flatMap((root) => listBuilt(path.join(options.dist, root)));
  if (built.length === 0) usage(`no built JavaScript under ${options.dist}/{${SCANNED_ROOTS.join(',')}} — build first`);

  const { require: enegRequire, moduleDir } = resolveElectronegativity(options.electronegativity);
  const version = enegRequire(path.join(moduleDir, 'package.json')).version;
  stubNetwork(enegRequire);
  process.env.LANG = 'en-US';

  const ts = createRequire(path.join(repoRoot, 'package.json'))('typescript');
  const stage = mkdtempSync(path.join(os.tmpdir(), 'sc-eneg-'));
  const staged = new Map();
  const stagingProblems = [];
  try {
    for (const file of built) {
      const relative = path.relative(options.dist, file);
      const target = path.join(stage, relative.replace(/\.(c|m)js$/, '.js'));
      if (staged.has(target)) throw new Error(`two built files would be staged as ${target}`);
      mkdirSync(path.dirname(target), { recursive: true });
      staged.set(target, relative);
      try {
        writeFileSync(target, lowerSyntax(ts, readFileSync(file, 'utf8'), relative));
      } catch (error) {
        stagingProblems.push({ file: target, message: error instanceof Error ? error.message : String(error) });
      }
    }

    const { Parser } = enegRequire(path.join(moduleDir, 'dist', 'parser', 'parser.js'));
    const parsed = new Set();
    const parseProblems = [...stagingProblems];
    const originalParse = Parser.prototype.parse;
    Parser.prototype.parse = function countingParse(filename, content) {
      let result;
      try {
        result = originalParse.call(this, filename, content);
      } catch (error) {
        parseProblems.push({ file: filename, message: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      const [, data, , warnings] = result;
      if (data === null || data === undefined) parseProblems.push({ file: filename, message: 'not parsed (skipped)' });
      else if (Array.isArray(warnings) && warnings.length > 0) parseProblems.push({ file: filename, message: warnings.map((w) => w.message).join('; ') });
      else parsed.add(filename);
      return result;
    };

    const run = enegRequire(path.join(moduleDir, 'dist', 'runner.js'));
    const log = console.log;
    console.log = () => undefined; // the runner prints progress and locale notices
    let result;
    try {
      result = await run({
        input: stage,
        electronVersionOverride: ELECTRON_VERSION,
        excludeFromScan: EXCLUDED_CHECKS,
        customScan: [],
        isRelative: true,
        isVerbose: false,
      });
    } finally {
      console.log = log;
      Parser.prototype.parse = originalParse;
    }

    const failures = [];
    // Errors thrown while walking a file's AST stop every check for that file: not analysed.
    for (const error of result.errors) {
      parsed.delete(error.file);
      parseProblems.push({ file: error.file, message: error.message });
    }
    for (const problem of parseProblems) failures.push(`parse: ${staged.get(problem.file) ?? problem.file}: ${problem.message}`);
    if (parsed.size !== built.length) {
      const missing = [...staged.keys()].filter((file) => !parsed.has(file)).map((file) => staged.get(file));
      failures.push(`analysed ${parsed.size} of ${built.length} built files${missing.length ? `; not scanned: ${missing.join(', ')}` : ''}`);
    }

    const reviewed = [];
    const belowMedium = [];
    for (const issue of result.issues) {
      const file = issue.file === 'N/A' ? 'N/A' : path.relative(stage, path.resolve(stage, issue.file)).split(path.sep).join('/');
      const builtName = issue.file === 'N/A' ? 'N/A' : (staged.get(path.join(stage, file)) ?? file);
      const line = `${issue.id} ${issue.severity.name}/${issue.confidence.name} ${builtName}:${issue.location.line}:${issue.location.column}`;
      if (issue.severity.value < 2) {
        belowMedium.push(line);
        continue;
      }
      const accepted = issue.manualReview && REVIEWED.find((entry) => entry.id === issue.id && entry.file === builtName);
      if (accepted) reviewed.push(`${line} — reviewed: ${accepted.reason}`);
      else failures.push(`finding: ${line}${issue.manualReview ? ' (review required: add it to REVIEWED with a reason only after reviewing it)' : ''}`);
    }

    console.log(
      `electronegativity ${version}: ${parsed.size}/${built.length} built files analysed, ${result.atomicChecks} atomic + ${result.globalChecks} global checks (excluded: ${EXCLUDED_CHECKS.join(', ')}; offline)`,
    );
    for (const line of belowMedium) console.log(`  info ${line}`);
    for (const line of reviewed) console.log(`  ok   ${line}`);
    for (const line of failures) console.log(`  FAIL ${line}`);
    if (failures.length > 0) {
      process.exitCode = 1;
      return;
    }
    console.log('electronegativity: no findings of MEDIUM or higher');
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`electronegativity: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(2);
});
