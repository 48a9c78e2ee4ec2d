/**
 * Serves the built renderer to the browser host: static files without auth, under a strict CSP,
 * only from inside the renderer folder (no traversal, no symlinks out, no dotfiles). When the
 * renderer was never built (the CLI run straight from `dist/` after `npm run build:node`), a page
 * answers with the command that builds it, instead of a bare 404.
 */
import { once } from 'node:events';
import { createReadStream, existsSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream';

/** The renderer's policy: nothing but our own files, and fetches back to this host. */
export const RENDERER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Returns true when it answered (a file, or a refusal); false when the path is not ours to serve.
 * Rejects when the file can't be opened (gone since the check, unreadable): the host answers that
 * with a 500, instead of an unhandled stream error taking the whole host down.
 */
export async function serveStatic(root: string, pathname: string, res: ServerResponse): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return false;
  const relative = decoded === '/' ? 'chat.html' : decoded.replace(/^\/+/, '');
  const type = TYPES[extname(relative)];
  if (!type) return false;
  let file: string;
  try {
    const base = await realpath(root);
    file = await realpath(join(base, relative));
    if (!file.startsWith(base + sep)) return false;
    if (!(await stat(file)).isFile()) return false;
  } catch {
    return false;
  }
  const stream = createReadStream(file);
  try {
    await once(stream, 'ready');
  } catch (error) {
    stream.destroy();
    throw error;
  }
  res.writeHead(200, {
    'content-type': type,
    'content-security-policy': RENDERER_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  // A read error after the headers went out can only cut the response short: pipeline destroys
  // both ends, and the host carries on.
  pipeline(stream, res, () => undefined);
  return true;
}

/**
 * A developer's message, not the household's (the catalogue is the renderer's, and this is the
 * page that says the renderer isn't there), so it is plain English like the CLI's own messages.
 */
export const UI_NOT_BUILT =
  'The Sovereign Companion UI is not built yet: run `npm run host` (it builds what it serves) or `npm run build:renderer`, then reload.';

/**
 * Answers a page request (`/` or a window's `.html`) with {@link UI_NOT_BUILT}, as a 503 in plain
 * text, when the renderer folder holds no `chat.html`; returns false (nothing sent) otherwise.
 */
export function serveUiNotBuilt(root: string, pathname: string, res: ServerResponse): boolean {
  if (pathname !== '/' && !pathname.endsWith('.html')) return false;
  if (existsSync(join(root, 'chat.html'))) return false;
  res.writeHead(503, {
    'content-type': 'text/plain; charset=utf-8',
    'content-security-policy': RENDERER_CSP,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  res.end(`${UI_NOT_BUILT}\n`);
  return true;
}
