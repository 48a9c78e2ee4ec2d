/**
 * Bundles the preload into ONE CommonJS file, `dist/preload/index.cjs`, whose only runtime
 * `require` is `electron`: a sandboxed preload cannot load other files or Node modules.
 *
 *   npx vite build --config preload/vite.config.ts
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist/preload',
    emptyOutDir: true,
    target: 'chrome140',
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('./index.ts', import.meta.url)),
      formats: ['cjs'],
      fileName: () => 'index.cjs',
    },
    rolldownOptions: {
      external: ['electron'],
      output: { codeSplitting: false },
    },
  },
});
