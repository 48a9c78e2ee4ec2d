// @ts-check
/**
 * Lint for the whole tree (`npm run lint`, zero warnings): ESLint's and typescript-eslint's
 * type-checked recommendations everywhere, the Rules of React and jsx-a11y for the UI, and the
 * security habits of DESIGN §6 (scripts/lint/security-rules.mjs) on the production folders, where
 * no inline comment can switch a rule off: an exception is written here, with its reason.
 * Formatting is Prettier's (eslint-config-prettier turns the rules it owns off).
 * The layer table of DESIGN §1 is checked by dependency-cruiser (.dependency-cruiser.cjs).
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18n from './scripts/lint/no-literal-strings.mjs';
import { EXCEPTION_FILES, IPC_MAIN_IMPORTERS, PRELOAD, PRODUCTION_DIRS, restrictedElectronImports, restrictedSyntax } from './scripts/lint/security-rules.mjs';

const JS = '**/*.{js,jsx,mjs,cjs}';
const production = PRODUCTION_DIRS.map((dir) => `${dir}/**`);

/**
 * The TypeScript projects, in the order typescript-eslint tries them: a file is linted with the
 * first project that includes it, so each file sees the compiler settings it is built with
 * (Node for the main side and tests, DOM and JSX for the renderer, bundler resolution for the
 * preload). tsconfig.tools.json adds the Vite and Vitest configuration files no build includes.
 */
const PROJECTS = [
  './tsconfig.preload.json',
  './tsconfig.test.json',
  './tsconfig.electron-test.json',
  './renderer/tsconfig.json',
  './test/e2e/tsconfig.json',
  './tsconfig.tools.json',
];

export default defineConfig([
  globalIgnores(['dist/', 'coverage/', 'test-results/', 'playwright-report/', '.tmp/', 'bench/results.json']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { project: PROJECTS, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Off: every control-character class in this code is deliberate — names, keys, URLs and
      // model output are checked for or stripped of control characters (DESIGN §6). The rule
      // exists to catch an accidental one, and here there are none to catch.
      'no-control-regex': 'off',
      // Off: an `async` method that implements a Promise-returning interface without awaiting
      // (a secret codec, a synchronous engine step) keeps a throw as a rejection; dropping
      // `async` to please the rule would make the same throw synchronous.
      '@typescript-eslint/require-await': 'off',
      // Passing on a reason we were handed — an AbortSignal's, a caught error — is not inventing a
      // non-Error; the rule still refuses a literal or a made-up object.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // The bridge rejects with a plain `{code, message, details}` object on purpose: contextBridge
      // strips every own property but `message` off an Error (DESIGN §2).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'file', name: 'BridgeErrorShape' }], allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // A `let` read by a callback before its one assignment (the tray, made after the windows
      // that ask for its bounds) stays `let`: as a `const` the early read would throw.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `import { type A } from 'zod'` still loads zod at runtime under verbatimModuleSyntax;
      // `import type` is erased. The renderer must not load zod (DESIGN §1).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // A switch over a union (a code, an outcome, a stage) names every member or has a default.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // `_`-prefixed names are deliberately unused (a callback's position, a destructured-away key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Plain JavaScript (scripts, the electron-builder hook) has no types to check against.
    files: [JS],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS is what these files are (electron-builder loads its hook with require).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests and benchmarks read the JSON real servers sent as `any` and assert its shape with
    // expect(); a cast would claim a type nobody checked, and a wrong guess fails the test when it
    // runs. Production code gets no such pass. Every other type-checked rule (floating promises
    // above all) holds here too.
    files: ['test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['renderer/**', 'preload/**', 'test/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Its callbacks to Playwright's evaluate() run in the page, where `window` is the page's.
    files: ['scripts/smoke-electron.mjs'],
    languageOptions: { globals: { window: 'readonly' } },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'test/renderer/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The recommended preset warns; with --max-warnings 0 a warning fails anyway, so say it.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['renderer/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // What scrolls — a table in a labelled `role="region"`, the chat's <main> transcript — has
      // tabIndex 0 so keyboard users can scroll it (axe's scrollable-region-focusable, which the e2e
      // accessibility run enforces).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['main'], roles: ['tabpanel', 'region'] }],
      // The choice cards put their text two elements deep (label > span > strong); the rule's
      // default search depth of 2 stops short of it.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    // Every word a person reads comes from the catalogue (docs/architecture.md §7b): a missing
    // translation is then a test failure, never English on screen.
    files: ['renderer/**/*.tsx'],
    plugins: { 'sovereign-i18n': i18n },
    rules: { 'sovereign-i18n/no-literal-strings': 'error' },
  },
  {
    // Production code: the security rules hold, and no comment in the file can turn one off.
    files: production,
    linterOptions: { noInlineConfig: true },
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax('')],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedElectronImports({ ipcMain: false, preload: false }) }],
    },
  },
  {
    // The registry holds capabilities of every argument and result type; `any` erases the two
    // type parameters (contravariant `args` rules out `unknown`), and each capability parses its
    // own arguments with its zod schema before `run` sees them (DESIGN §3).
    files: ['main/core/capabilities/capability.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // @tanstack/react-virtual's useVirtualizer returns functions the React Compiler cannot memoize,
    // and the rule says the compiler would skip this component. Nothing here is compiled by it; the
    // component calls the virtualizer fresh on each render, as the library means it to be used.
    files: ['renderer/components/VirtualList.tsx'],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    // The quick-ask window exists to take one question: like a dialog, focus starts in its one field
    // when it opens (WAI-ARIA dialog pattern), which is what no-autofocus guards pages against.
    files: ['renderer/quick/QuickApp.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  ...EXCEPTION_FILES.map((file) => ({
    files: [file],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax(file)] },
  })),
  {
    files: IPC_MAIN_IMPORTERS,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedElectronImports({ ipcMain: true, preload: false }) }] },
  },
  {
    files: [PRELOAD],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedElectronImports({ ipcMain: false, preload: true }) }] },
  },
  prettier,
]);
