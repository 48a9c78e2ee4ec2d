/**
 * The only code that talks to the language-model server. undici `request`: JSON, a bearer key only
 * when one is set, the body read as a stream under a cap (the socket destroyed past it), redirects
 * never followed (a 3xx is an answer like any other non-2xx), the deadline from the caller's signal.
 * Failures are {@link LlmHttpError}s whose messages never hold the key or the server's own words.
 */
import { Agent, request, type Dispatcher } from 'undici';
import { classifyTlsError } from '../../tls/tls-trust.js';
import { NETWORK_ERROR_CODES, errorCode } from '../../network-errors.js';
import { readCapped } from '../../capped-body.js';

/** DESIGN §3's rule for "everything else": answers are read up to 1 MiB. */
export const LLM_MAX_BODY_BYTES = 1024 * 1024;

export type LlmHttpFailure = 'timeout' | 'unreachable' | 'tls' | 'too-large';

export class LlmHttpError extends Error {
  readonly kind: LlmHttpFailure;

  constructor(kind: LlmHttpFailure, message: string) {
    super(message);
    this.name = 'LlmHttpError';
    this.kind = kind;
  }
}

export interface LlmRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The key and the origin it was saved for: it is sent only to that origin (DESIGN §8.10). */
  apiKey?: { value: string; origin: string } | undefined;
  body?: unknown;
  signal: AbortSignal;
  maxBytes?: number;
  /** Names the server in messages (host[:port]), never the key. */
  label: string;
}

export interface LlmResponse {
  status: number;
  /** The body as text; for a non-2xx answer at most `errorPeekBytes` of it (default 16 KiB). */
  text: string;
}

const ERROR_PEEK_BYTES = 16 * 1024;

let sharedAgent: Agent | null = null;

/** One keep-alive pool for every engine instance (an engine is built per turn). */
function dispatcher(): Dispatcher {
  sharedAgent ??= new Agent({ connect: { timeout: 5_000 }, keepAliveTimeout: 10_000 });
  return sharedAgent;
}

/** Closes the shared connection pool (app shutdown); the next request opens a new one. */
export async function closeLlmConnections(): Promise<void> {
  const agent = sharedAgent;
  sharedAgent = null;
  await agent?.close().catch(() => undefined);
}

export async function sendLlmRequest(req: LlmRequest): Promise<LlmResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.apiKey !== undefined && req.apiKey.value !== '') {
    // The one place a request to the language model is built: a key goes only where it was saved for.
    if (originOfUrl(req.url) !== req.apiKey.origin) {
      throw new LlmHttpError('unreachable', `the API key was saved for a different address than ${req.label}, so nothing was sent`);
    }
    headers['authorization'] = `Bearer ${req.apiKey.value}`;
  }
  let body: string | undefined;
  if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const maxBytes = req.maxBytes ?? LLM_MAX_BODY_BYTES;
  try {
    const response = await request(req.url, { method: req.method, headers, body, signal: req.signal, dispatcher: dispatcher() });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    if (!ok) {
      // Only a peek, for recognising known problems; the text is never shown to anyone.
      const text = await readCapped(response.body, {
        maxBytes: ERROR_PEEK_BYTES,
        signal: req.signal,
        tooLarge: () => tooLarge(req.label, ERROR_PEEK_BYTES),
        truncate: true,
      });
      return { status: response.statusCode, text };
    }
    const text = await readCapped(response.body, {
      contentLength: response.headers['content-length'],
      maxBytes,
      signal: req.signal,
      tooLarge: () => tooLarge(req.label, maxBytes),
    });
    return { status: response.statusCode, text };
  } catch (error) {
    throw classify(error, req.signal, req.label);
  }
}

function originOfUrl(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function classify(error: unknown, signal: AbortSignal, label: string): LlmHttpError {
  if (error instanceof LlmHttpError) return error;
  if (signal.aborted) return new LlmHttpError('timeout', `the assistant at ${label} did not answer in time`);
  if (classifyTlsError(error) !== null) {
    return new LlmHttpError(
      'tls',
      `couldn't set up a trusted secure connection with the assistant at ${label} (its certificate is not trusted by this computer)`,
    );
  }
  const code = errorCode(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return new LlmHttpError('timeout', `the assistant at ${label} did not answer in time`);
  if (code !== undefined && NETWORK_ERROR_CODES.has(code)) return new LlmHttpError('unreachable', `couldn't reach the assistant at ${label} (${code})`);
  return new LlmHttpError('unreachable', `couldn't reach the assistant at ${label}`);
}

function tooLarge(label: string, maxBytes: number): LlmHttpError {
  return new LlmHttpError('too-large', `the assistant at ${label} sent an answer larger than ${Math.round(maxBytes / 1024)} KiB; it was not read`);
}
