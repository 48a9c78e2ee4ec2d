/**
 * Electron's entry point (package.json `main`: `dist/main/electron/main.js`). Everything
 * happens in `startShell`; this file only ties it to the real `CompanionService`.
 */
import { app } from 'electron';
import { CompanionService } from '../core/companion-service.js';
import { startShell } from './shell.js';

startShell({
  createService: ({ dataDir, secretStore }) => new CompanionService({ dataDir, secretStore }),
  appRoot: app.getAppPath(),
  argv: process.argv,
}).catch((error: unknown) => {
  console.error(`[shell] could not start: ${error instanceof Error ? error.message : String(error)}`);
  app.exit(1);
});
