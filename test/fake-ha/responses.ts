/**
 * Answers as HA's aiohttp server writes them. Views' own errors are JSON `{"message"}`; aiohttp's
 * HTTP exceptions are text/plain `"<status>: <reason>"` (ref §1).
 */
import { STATUS_CODES } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** The view enabled compression, as `/api/states` does (ref §2). */
  compressible?: boolean;
}

/** `HomeAssistantView.json`: compact JSON; aiohttp adds no charset to a bytes body. */
export function json(body: unknown, status = 200): FakeResponse {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** `HomeAssistantView.json_message` (ref §1). */
export function jsonMessage(message: string, status: number): FakeResponse {
  return json({ message }, status);
}

/** An aiohttp HTTPException's default answer, e.g. 404 "404: Not Found" (ref §1, §3, §5). */
export function httpError(status: number, headers: Record<string, string> = {}): FakeResponse {
  return {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
    body: `${status}: ${STATUS_CODES[status] ?? 'Unknown'}`,
  };
}

/**
 * aiohttp's `enable_compression()`: the first of deflate, gzip found anywhere in the lowercased
 * Accept-Encoding wins, so "gzip, deflate" gets deflate; the whole body is compressed at once.
 */
export function compressFor(acceptEncoding: string | undefined, r: FakeResponse): FakeResponse {
  if (!r.compressible) return r;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const coding = ['deflate', 'gzip'].find((c) => accepted.includes(c));
  if (!coding) return r;
  const body = coding === 'deflate' ? deflateSync(r.body) : gzipSync(r.body);
  return { ...r, headers: { ...r.headers, 'content-encoding': coding }, body };
}
