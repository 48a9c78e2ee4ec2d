/**
 * Builds the four windows — chat, settings, the quick-confirm popup and the quick-ask window — plus `index.html`, the
 * single entry Electron's `app://` handler loads (`index.html?window=<role>`), into
 * `dist/renderer`. The browser host serves the same files under `script-src 'self'; style-src
 * 'self'`, so the output must hold no inline script or style: Vite's modulepreload polyfill (an
 * inline script) is off, and CSS is always emitted as files.
 *
 *   npx vite build --config renderer/vite.config.ts
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledCatalogues, WITHOUT_PARSER } from '../scripts/build/precompiled-catalogues.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Always a production build — React's production bundle and JSX runtime — even when started from a
// test runner that set NODE_ENV=test (Vite and the React plugin both read it).
process.env['NODE_ENV'] = 'production';

export default defineConfig({
  root: here('.'),
  base: './',
  publicDir: false,
  logLevel: 'warn',
  // Each catalogue arrives as syntax trees, so no window ships the ICU parser (scripts/build/precompiled-catalogues.ts).
  plugins: [react(), precompiledCatalogues()],
  resolve: { alias: [WITHOUT_PARSER] },
  build: {
    outDir: here('../dist/renderer'),
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: false,
    reportCompressedSize: false,
    cssCodeSplit: true,
    // Never inline assets as data: URLs into CSS/JS beyond what img-src allows; keep files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        chat: here('chat.html'),
        settings: here('settings.html'),
        popup: here('popup.html'),
        quick: here('quick.html'),
        index: here('index.html'),
      },
      output: {
        // React and zustand in one chunk every window shares; the app's own shared code (bridge,
        // channel table, stores, components, copy, base styles) in another. No zod anywhere: the
        // renderer takes the contract's types only (test/e2e/build-output.e2e.ts checks the assets).
        codeSplitting: {
          groups: [
            // First, so React stays here and not in the chunk below, which would pull it in.
            { name: 'vendor', test: /node_modules[\\/](?!@tanstack[\\/])/, priority: 1 },
            // The picker's windowed list is settings' alone: chat and the popup don't download it.
            { name: 'virtual-list', test: /[\\/](node_modules[\\/]@tanstack[\\/]|renderer[\\/]components[\\/]VirtualList\.tsx$)/ },
            // Not the catalogues: each is a chunk of its own that a window fetches when it speaks that
            // language (renderer/i18n/catalogue.ts); test/e2e/build-output.e2e.ts checks no window loads another's.
            {
              name: 'shared',
              test: /[\\/](renderer[\\/](bridge|stores|lib|components)[\\/]|renderer[\\/]styles[\\/](app|tokens)\.css|common[\\/](?!i18n[\\/]))/,
            },
          ],
        },
      },
    },
  },
});
