/**
 * Electron's entry point (package.json `main`: `dist/main/electron/main.js`). Everything
 * happens in `startShell`; this file only ties it to the real `CompanionService`.
 */
import { app } from 'electron';
import { CompanionService } from '../core/companion-service.js';
import { startShell } from './shell.js';

startShell({
  createService: ({ dataDir, secretStore }) =>
    new CompanionService({
      dataDir,
      secretStore,
      // "Automatic" falls back to this computer's languages when Home Assistant hasn't said its own.
      systemLanguages: () => [...app.getPreferredSystemLanguages(), app.getLocale()],
    }),
  appRoot: app.getAppPath(),
  argv: process.argv,
})
  .then((shell) => {
    // `npm run smoke:electron` cannot click the tray: it asks for the popup with an app event only
    // the main process can emit, listened to only under SOVEREIGN_SMOKE=1.
    if (shell !== undefined && process.env.SOVEREIGN_SMOKE === '1') {
      (app as unknown as NodeJS.EventEmitter).on('sovereign-smoke:open-popup', () => shell.windows.showPopup());
    }
  })
  .catch((error: unknown) => {
    console.error(`[shell] could not start: ${error instanceof Error ? error.message : String(error)}`);
    app.exit(1);
  });
