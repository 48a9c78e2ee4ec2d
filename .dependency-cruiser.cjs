/**
 * The layer table of DESIGN §1 ("may import"), as dependency rules that fail `npm test`
 * (`npm run deps`). Each layer lists what it MAY import; anything else is a violation, so a new
 * dependency (a WebSocket client in main/core, an i18n library in the renderer) means editing the
 * allowlist here in the same change.
 *
 * Type-only imports count for the layer rules (a renderer file may not even name a preload type),
 * but not for the "no zod at runtime" rules: `import type` is erased before anything loads.
 * (dependency-cruiser also counts `import { type A } from 'zod'` as type-only, though it leaves
 * `import {} from 'zod'` behind under verbatimModuleSyntax; ESLint's
 * `@typescript-eslint/no-import-type-side-effects` forbids that form.)
 *
 * Zod lives in the schema module(s) of common/ (SCHEMAS below). Every other file of common/ (the channel table, the
 * bridge client, codes, events, entity ids) loads no zod, and the renderer and the preload never
 * load a schema module, so neither side can reach zod at runtime.
 *
 *   npx depcruise common main preload renderer
 */

/** Build and test configuration files that live beside the code but run in Node. */
const TOOLING = '(^|/)(vite|vitest)\\.config\\.ts$';
/**
 * The schema module(s) of common/, the only files there that load zod: a file named `schema.ts`,
 * `schemas.ts`, `<name>-schema.ts` or `<name>-schemas.ts` anywhere under common/, or anything in a
 * `schemas/` folder (today `common/contract/schemas.ts` and `common/entity-id-schema.ts`).
 */
const SCHEMAS = ['^common/schemas?[.]ts$', '^common/.*[/-]schemas?[.]ts$', '^common/schemas/', '^common/.*/schemas/'];
const ZOD = '^node_modules/zod/';
/** Electron, resolved or not (`electron/main` exists only inside Electron itself). */
const ELECTRON = ['^node_modules/electron/', '^electron(/|$)'];
const NODE_BUILTIN = ['core'];
const TYPE_ONLY = ['type-only'];

/** `{path, pathNot}` of a layer's own files, leaving out its build configuration. */
const layer = (path) => ({ path, pathNot: TOOLING });

module.exports = {
  forbidden: [
    {
      name: 'common-imports-only-zod',
      comment: 'common/ is loaded by every side: it imports other common/ files and zod, nothing else (no Node, no Electron, no main/).',
      severity: 'error',
      from: layer('^common/'),
      to: { couldNotResolve: false, pathNot: ['^common/', ZOD] },
    },
    {
      name: 'common-zod-only-in-schemas',
      comment: 'Only the schema module(s) of common/ load zod; the channel table, the bridge client and the rest stay zod-free (type-only imports are erased).',
      severity: 'error',
      from: { path: '^common/', pathNot: SCHEMAS },
      to: { path: ZOD, dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'common-schemas-only-from-schemas',
      comment: 'A zod-free file of common/ does not load a schema module at runtime, or zod would come with it.',
      severity: 'error',
      from: { path: '^common/', pathNot: SCHEMAS },
      to: { path: SCHEMAS, dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'core-not-electron',
      comment: 'main/core runs, and is tested, in plain Node: never electron, not even its types (DESIGN §1).',
      severity: 'error',
      from: layer('^main/core/'),
      to: { path: ELECTRON },
    },
    {
      name: 'core-imports-allowed',
      comment:
        'main/core may import common/, main/core, Node, undici, bonjour-service, zod and intl-messageformat (the catalogues formatted as the windows format them).',
      severity: 'error',
      from: layer('^main/core/'),
      to: {
        couldNotResolve: false,
        pathNot: ['^common/', '^main/core/', '^node_modules/(undici|bonjour-service|zod|intl-messageformat)/', ...ELECTRON],
        dependencyTypesNot: NODE_BUILTIN,
      },
    },
    {
      name: 'electron-shell-imports-allowed',
      comment: 'main/electron may import main/core, common/, electron, Node and zod (the main side loads the schemas).',
      severity: 'error',
      from: layer('^main/electron/'),
      to: {
        couldNotResolve: false,
        pathNot: ['^common/', '^main/core/', '^main/electron/', '^node_modules/(electron|zod)/'],
        dependencyTypesNot: NODE_BUILTIN,
      },
    },
    {
      name: 'browser-host-imports-allowed',
      comment: 'main/browser-host may import main/core, common/ and Node.',
      severity: 'error',
      from: layer('^main/browser-host/'),
      to: { couldNotResolve: false, pathNot: ['^common/', '^main/core/', '^main/browser-host/'], dependencyTypesNot: NODE_BUILTIN },
    },
    {
      name: 'preload-imports-only-electron-and-common',
      comment:
        'The sandboxed preload bundles into one file that requires only electron: it imports electron and common/, nothing else (no Node; zod for types only, see windows-load-no-zod).',
      severity: 'error',
      from: layer('^preload/'),
      to: { couldNotResolve: false, pathNot: ['^common/', '^preload/', '^node_modules/(electron|zod)/'] },
    },
    {
      name: 'renderer-not-main',
      comment: 'The renderer talks only to window.sovereign: it never imports main/ (DESIGN §1).',
      severity: 'error',
      from: layer('^renderer/'),
      to: { path: '^main/' },
    },
    {
      name: 'renderer-not-preload',
      comment: 'The renderer never imports preload/: the bridge client and its types live in common/ (DESIGN §1).',
      severity: 'error',
      from: layer('^renderer/'),
      to: { path: '^preload/' },
    },
    {
      name: 'renderer-imports-allowed',
      comment:
        'The renderer may import renderer/, common/, React, zustand, @tanstack/react-virtual, eventsource-parser and intl-messageformat (the i18n catalogue, formatted as main formats it); nothing from Node (zod for types only, see windows-load-no-zod; main/ and preload/ have their own rules).',
      severity: 'error',
      from: layer('^renderer/'),
      to: {
        couldNotResolve: false,
        pathNot: [
          '^renderer/',
          '^common/',
          '^main/',
          '^preload/',
          ZOD,
          '^node_modules/(react|react-dom|scheduler|zustand|use-sync-external-store|@tanstack/react-virtual|@tanstack/virtual-core|eventsource-parser|intl-messageformat|@formatjs)/',
        ],
      },
    },
    {
      name: 'windows-load-no-zod',
      comment: 'The renderer and the preload never load zod or a schema module at runtime (about 22 KB gzip per window); type-only imports are erased.',
      severity: 'error',
      from: layer('^(renderer|preload)/'),
      to: { path: [ZOD, ...SCHEMAS], dependencyTypesNot: TYPE_ONLY },
    },
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports, type-only ones included: a cycle means neither side can be read, loaded or tested without the other, and what both need belongs in a small module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    // Type-only imports are part of the graph (labelled `type-only`), so layer rules see them.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
