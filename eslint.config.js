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
  },
  {
    files: ['renderer/**', 'preload/**', 'test/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
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
