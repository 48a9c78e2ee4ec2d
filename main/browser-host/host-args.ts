/** Command-line options of the browser host (`npm run host -- …`). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LOOPBACK } from './server.js';
export interface HostCliOptions {
  dataDir: string;
  port: number;
  confirmationTtlMs?: number;
  mdnsInterface?: string;
}

export function parseHostArgs(argv: string[]): HostCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string', default: '0' },
      'confirmation-ttl': { type: 'string' },
      'mdns-interface': { type: 'string' },
      host: { type: 'string' },
    },
    strict: true,
  });
  if (values.host !== undefined && values.host !== LOOPBACK) {
    throw new Error(`The host only binds ${LOOPBACK}; --host ${values.host} is refused.`);
  }
  const dataDir = values['data-dir'];
  if (!dataDir) throw new Error('--data-dir <dir> is required.');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be 0–65535.');
  const options: HostCliOptions = { dataDir: resolve(dataDir), port };
  if (values['confirmation-ttl'] !== undefined) {
    const seconds = Number(values['confirmation-ttl']);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120) throw new Error('--confirmation-ttl may only shorten the 120 s expiry (0 < s ≤ 120).');
    options.confirmationTtlMs = Math.round(seconds * 1000);
  }
  if (values['mdns-interface'] !== undefined) options.mdnsInterface = values['mdns-interface'];
  return options;
}

/** The one line a person reads: the page with its access token in the fragment (never a query). */
export function openLine(url: string, token: string, fragment = ''): string {
  return `Open ${url}#token=${encodeURIComponent(token)}${fragment}`;
}
