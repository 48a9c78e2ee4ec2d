/**
 * Packaging with the real electron-builder and the real electron-builder.yml + after-pack hook
 * (ENVIRONMENT.md): `--linux dir` against a stand-in Electron that carries the fuse sentinel and
 * wire, in a temporary copy of the project laid out like a build — the built files as stubs,
 * plus decoys (sources, tests, .env, secrets, maps) that must stay out of the asar. Installers
 * (AppImage/deb/dmg/nsis) need downloads and are only checked as configuration here.
 */
import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as asar from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { SENTINEL } from '@electron/fuses/dist/constants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const ON = 49; // '1'
const OFF = 48; // '0'

/** Built output the app needs; each must be in the asar. */
const BUILT = [
  'dist/main/electron/main.js',
  'dist/main/electron/shell.js',
  'dist/main/core/companion-service.js',
  'dist/common/contract/channels.js',
  'dist/preload/index.cjs',
  'dist/renderer/index.html',
  'dist/renderer/assets/index-3f2a.js',
  'dist/renderer/assets/index-3f2a.css',
];
const ICONS = readdirSync(path.join(repo, 'assets')).filter((file) => file.endsWith('.png') && (file === 'icon.png' || file.startsWith('tray')));
/** Files that must never ship. */
const DECOYS = [
  'main/electron/main.ts',
  'main/core/companion-service.ts',
  'preload/index.ts',
  'common/contract/channels.ts',
  'test/electron/shell.test.ts',
  'dist/main/electron/main.js.map',
  'dist/main/electron/shell.test.js',
  'dist/main/electron/types.d.ts',
  'dist/main/browser-host/cli.js',
  '.env',
  '.env.local',
  'secrets/home-assistant/access-token',
  'tsconfig.json',
  'vitest.config.ts',
  'scripts/check-security.mjs',
  'assets/generate-icons.mjs',
  'assets/screenshot-chat.png',
  'coverage/index.html',
  'README.md',
];

let work: string;
let project: string;
let appOut: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sc-packaging-'));
  project = path.join(work, 'project');
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, relative)), { recursive: true });
    writeFileSync(path.join(project, relative), text);
  };

  const rootPackage = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { name: string; version: string; description: string };
  write(
    'package.json',
    JSON.stringify({
      name: rootPackage.name,
      version: rootPackage.version,
      description: rootPackage.description,
      type: 'module',
      main: 'dist/main/electron/main.js',
      scripts: { test: 'vitest run' },
      dependencies: { zod: '^4.1.0' },
      devDependencies: { electron: '45.5.0', '@electron/fuses': '^1.8.0' },
    }),
  );
  // A production dependency is packaged; a dev dependency (linked, as npm would install it) is not.
  cpSync(path.join(repo, 'node_modules', 'zod'), path.join(project, 'node_modules', 'zod'), { recursive: true });
  mkdirSync(path.join(project, 'node_modules', '@electron'), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules', '@electron', 'fuses'), path.join(project, 'node_modules', '@electron', 'fuses'));

  copyFileSync(path.join(repo, 'electron-builder.yml'), path.join(project, 'electron-builder.yml'));
  mkdirSync(path.join(project, 'scripts'), { recursive: true });
  copyFileSync(path.join(repo, 'scripts', 'after-pack.cjs'), path.join(project, 'scripts', 'after-pack.cjs'));
  mkdirSync(path.join(project, 'assets'), { recursive: true });
  for (const icon of ICONS) copyFileSync(path.join(repo, 'assets', icon), path.join(project, 'assets', icon));
  for (const file of BUILT) write(file, `// built ${file}\n`);
  for (const file of DECOYS) write(file, `decoy ${file} access_token=eyJ.decoy\n`);

  // Stand-in Electron: Electron's fuse sentinel, wire version 1, wire length 9, and every fuse
  // we flip starting in its insecure state (so the test proves the hook flipped it).
  const electronDist = path.join(work, 'electron-dist');
  mkdirSync(electronDist);
  expect(SENTINEL).toMatch(/^\w{32}$/);
  const wire = Buffer.from([1, 9, ...Buffer.from('101100011')]);
  writeFileSync(path.join(electronDist, 'electron'), Buffer.concat([Buffer.from(`#!/bin/sh\n# ${SENTINEL}`), wire, Buffer.from('\nexit 0\n')]));
  chmodSync(path.join(electronDist, 'electron'), 0o755);

  const cli = require.resolve('electron-builder/cli.js');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        cli,
        '--linux',
        'dir',
        '--config',
        'electron-builder.yml',
        `--config.electronDist=${electronDist}`,
        '--config.electronVersion=45.5.0',
        '--publish',
        'never',
      ],
      { cwd: project, timeout: 90_000, env: { ...process.env, ELECTRON_BUILDER_CACHE: path.join(work, 'cache'), CI: 'true' } },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`electron-builder failed:\n${stdout}\n${stderr}`);
  }
  appOut = path.join(project, 'release', 'linux-unpacked');
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('fuses are flipped in the packaged binary', () => {
  it.each([
    ['RunAsNode', FuseV1Options.RunAsNode, OFF],
    ['EnableNodeOptionsEnvironmentVariable', FuseV1Options.EnableNodeOptionsEnvironmentVariable, OFF],
    ['EnableNodeCliInspectArguments', FuseV1Options.EnableNodeCliInspectArguments, OFF],
    ['OnlyLoadAppFromAsar', FuseV1Options.OnlyLoadAppFromAsar, ON],
    ['EnableEmbeddedAsarIntegrityValidation', FuseV1Options.EnableEmbeddedAsarIntegrityValidation, ON],
    ['GrantFileProtocolExtraPrivileges', FuseV1Options.GrantFileProtocolExtraPrivileges, OFF],
    ['EnableCookieEncryption', FuseV1Options.EnableCookieEncryption, ON],
  ])('%s', async (_name, fuse, state) => {
    const wire = await getCurrentFuseWire(path.join(appOut, 'sovereign-companion'));
    expect(wire[fuse]).toBe(state);
  });
});

describe('the asar holds the built app and nothing else', () => {
  let files: string[];
  beforeAll(() => {
    const archive = path.join(appOut, 'resources', 'app.asar');
    files = asar
      .listPackage(archive, { isPack: false })
      .map((entry) =>
        entry
          .replace(/^[\\/]/, '')
          .split(path.sep)
          .join('/'),
      )
      .filter((entry) => {
        const stat = asar.statFile(archive, entry) as { files?: unknown };
        return stat.files === undefined;
      });
  });

  it('contains the built main, preload and renderer, the icons and package.json', () => {
    expect(files).toEqual(expect.arrayContaining([...BUILT, ...ICONS.map((icon) => `assets/${icon}`), 'package.json']));
  });

  it('contains nothing outside that allow-list but production dependencies', () => {
    const allowed = new Set([...BUILT, ...ICONS.map((icon) => `assets/${icon}`), 'package.json']);
    const unexpected = files.filter((file) => !allowed.has(file) && !file.startsWith('node_modules/zod/'));
    expect(unexpected).toEqual([]);
  });

  it('has no sources, tests, maps, env files, secrets or dev dependencies', () => {
    for (const file of files) {
      expect(file).not.toMatch(/\.(ts|tsx|map)$/);
      expect(file).not.toMatch(/\.test\.js$/);
      expect(file).not.toMatch(/(^|\/)\.env/);
      expect(file).not.toMatch(/(^|\/)secrets\//);
      expect(file).not.toMatch(/^node_modules\/(@electron|electron|typescript|vitest)\//);
    }
    for (const decoy of DECOYS) expect(files).not.toContain(decoy);
  });

  it('packages a package.json that starts the built main', () => {
    const manifest = JSON.parse(asar.extractFile(path.join(appOut, 'resources', 'app.asar'), 'package.json').toString('utf8')) as Record<string, unknown>;
    expect(manifest.main).toBe('dist/main/electron/main.js');
  });
});

describe('installer configuration (not buildable offline)', () => {
  const yaml = createRequire(require.resolve('builder-util/package.json'))('js-yaml') as { load(text: string): unknown };
  const config = yaml.load(readFileSync(path.join(repo, 'electron-builder.yml'), 'utf8')) as Record<string, Record<string, unknown>> & {
    asar: boolean;
    files: string[];
    afterPack: string;
  };

  it('targets deb (primary) + AppImage, dmg and nsis, with asar on and the fuse hook', () => {
    expect(config.linux!.target).toEqual(['deb', 'AppImage']);
    expect(config.mac!.target).toBe('dmg');
    expect(config.win!.target).toBe('nsis');
    expect(config.asar).toBe(true);
    expect(config.afterPack).toBe('scripts/after-pack.cjs');
  });

  it('gives deb its homepage and a maintainer email', () => {
    expect(config.extraMetadata!.homepage).toMatch(/^https:\/\//);
    expect(config.linux!.maintainer).toMatch(/<[^@\s>]+@[^@\s>]+>/);
  });

  it('keeps electron-builder’s default deb depends (libsecret among them) and recommends the AppIndicator library for the tray', () => {
    expect(config.deb!).not.toHaveProperty('depends');
    expect(config.deb!.recommends).toEqual(['libayatana-appindicator3-1']);
    const defaults = readFileSync(path.join(path.dirname(require.resolve('app-builder-lib/package.json')), 'out', 'targets', 'FpmTarget.js'), 'utf8');
    expect(defaults).toContain('libsecret-1-0');
  });

  it('the deb installs an AppArmor profile (Ubuntu 23.10+ restricts user namespaces); nothing suggests turning the sandbox off', () => {
    const afterInstall = readFileSync(
      path.join(path.dirname(require.resolve('app-builder-lib/package.json')), 'templates', 'linux', 'after-install.tpl'),
      'utf8',
    );
    expect(afterInstall).toMatch(/apparmor_parser --replace/);
    for (const file of ['README.md', 'electron-builder.yml', 'docs/notes/shell.md']) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      expect(text, file).not.toMatch(/--no-sandbox|apparmor_restrict_unprivileged_userns\s*=\s*0|kernel\.unprivileged_userns_clone\s*=\s*1/);
    }
  });

  it('says where the asar-integrity fuse is configured that it acts on macOS and Windows only', () => {
    expect(readFileSync(path.join(repo, 'scripts', 'after-pack.cjs'), 'utf8')).toMatch(
      /EnableEmbeddedAsarIntegrityValidation on[^\n]*\n?[^\n]*macOS and\s*(\n\s*\*\s*)?Windows only/,
    );
  });

  it('allow-lists built output only', () => {
    for (const pattern of config.files) expect(pattern).toMatch(/^(!|dist\/|assets\/(icon|tray)|package\.json$)/);
  });
});
