/**
 * `npm run host -- --data-dir <dir> --port <n> [--confirmation-ttl <s>] [--mdns-interface <ip>]`
 * Starts the browser host on 127.0.0.1 and prints one line when ready:
 * `{"listening":"http://127.0.0.1:<port>/","token":"<host token>"}` on stdout (for scripts), and
 * the address a person opens on stderr (`Open http://127.0.0.1:<port>/#token=…`).
 */
import { mkdir } from 'node:fs/promises';
import { CompanionService } from '../core/companion-service.js';
import { openLine, parseHostArgs, type HostCliOptions } from './host-args.js';
import { startHost } from './server.js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `dist/renderer`, next to this file's `dist/main/browser-host`. */
function rendererDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'renderer');
}

async function main(): Promise<void> {
  let options: HostCliOptions;
  try {
    options = parseHostArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const service = new CompanionService({
    dataDir: options.dataDir,
    ...(options.confirmationTtlMs === undefined ? {} : { confirmationTtlMs: options.confirmationTtlMs }),
    ...(options.mdnsInterface === undefined ? {} : { mdnsInterface: options.mdnsInterface }),
  });
  const host = await startHost({ service, port: options.port, subscribe: service.subscribe, rendererDir: rendererDir() });
  process.stdout.write(`${JSON.stringify({ listening: host.url, token: host.token })}\n`);
  process.stderr.write(`${openLine(host.url, host.token)}\n`);
  const stop = async () => {
    await host.close();
    await service.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main().catch((error: unknown) => {
  process.stderr.write(`The host could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
