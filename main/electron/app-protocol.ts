/**
 * The `app://` protocol (DESIGN §6): the renderer is served from the built renderer folder
 * only, under a strict Content-Security-Policy sent as a response header, so it applies before
 * any byte of the page runs. No file outside that folder can be reached (path traversal,
 * encoded separators and symlinks are refused), and only GET/HEAD are answered.
 */
// The default import, read at call time: Electron patches `fs.promises` for asar archives, and
// named ESM bindings of builtins may be captured before that patch.
import fs from 'node:fs';
import path from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-url.js';

/**
 * Headers on every `app://` response. The renderer's CSP allows nothing but our own origin: no
 * inline script, no plugins, no framing, no form posts, no base-URL games. It is assigned as one
 * literal so static checkers (Electronegativity's CSP check) read and evaluate the real policy.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  headers['Content-Security-Policy'] =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
  headers['X-Content-Type-Options'] = 'nosniff';
  headers['Referrer-Policy'] = 'no-referrer';
  headers['Cross-Origin-Opener-Policy'] = 'same-origin';
  return Object.freeze(headers);
})();

/** The renderer's Content-Security-Policy, as sent. */
export const CONTENT_SECURITY_POLICY = SECURITY_HEADERS['Content-Security-Policy'] as string;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Declares `app://` as a standard, secure scheme. Must run before the app is ready. It does not
 * bypass CSP and does not get fetch/CORS/service-worker privileges: the pages only load their
 * own static files and talk to main through the preload.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true } }]);
}

/** Serves `rendererDir` on `app://` (call once the app is ready). */
export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererDir));
}

/**
 * Answers one `app://` request from the files under `rendererDir`. Pure Node, so it is tested
 * without Electron. `/` serves `index.html`.
 */
export async function serveAppRequest(request: Request, rendererDir: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');

  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return plain(400, 'Bad request');
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return plain(404, 'Not found');

  const file = await resolveInside(rendererDir, url.pathname);
  if (file === undefined) return plain(404, 'Not found');

  const body = request.method === 'HEAD' ? null : await fs.promises.readFile(file);
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return new Response(body, { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': contentType } });
}

/**
 * The regular file `pathname` names inside `rootDir`, or undefined when it does not exist or
 * would leave the folder — by `..`, an encoded separator, a NUL byte, or a symlink.
 */
export async function resolveInside(rootDir: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return undefined;

  const root = path.resolve(rootDir);
  const candidate = path.resolve(root, ...segments);
  if (!isWithin(root, candidate)) return undefined;

  try {
    const stats = await fs.promises.lstat(candidate);
    if (!stats.isFile()) return undefined;
    // A symlinked parent folder could still point elsewhere: compare real paths too.
    const [realRoot, realCandidate] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(candidate)]);
    if (!isWithin(realRoot, realCandidate)) return undefined;
  } catch {
    return undefined;
  }
  return candidate;
}

function isWithin(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}
