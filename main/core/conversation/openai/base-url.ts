/**
 * The language-model endpoint's address (DESIGN §2 `assistant.*`, §5): an http(s) URL with a host,
 * optionally a path such as `/v1` (OpenAI-compatible servers put their API under one), never
 * credentials, a query or a fragment. Stored without a trailing slash; the engine appends
 * `/chat/completions` and Test appends `/models`.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { checkHttpAddress, type AddressWording } from '../../http-address.js';

const WORDING: AddressWording = {
  subject: "The assistant's address",
  example: 'http://127.0.0.1:11434/v1',
  credentialsHint: 'put an API key in its own field instead',
};

export type AssistantBaseUrlCheck = { ok: true; base_url: string } | { ok: false; message: string };

/** Normalises a household-typed address, or says in plain words what is wrong with it. `''` stays `''`. */
export function checkAssistantBaseUrl(input: unknown): AssistantBaseUrlCheck {
  const checked = checkHttpAddress(input, WORDING);
  if (!checked.ok) return checked;
  if (checked.url === null) return { ok: true, base_url: '' };
  const url = checked.url;
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, base_url: `${url.protocol}//${url.host}${path}` };
}

/** The origin a key is bound to (`''` for no address). Only call with a checked base URL. */
export function originOf(baseUrl: string): string {
  if (baseUrl === '') return '';
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}

/**
 * True when the host is this machine: `localhost`, 127.0.0.0/8, `::1` (also IPv4-mapped loopback).
 * Anything else — a LAN address, a `.local` name, `0.0.0.0` — counts as leaving the device, so the
 * disclosure is shown rather than wrongly withheld.
 */
export function isLoopbackHost(hostname: string): boolean {
  let host = hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host === 'localhost') return true;
  if (isIPv4(host)) return host.split('.')[0] === '127';
  if (isIPv6(host)) {
    if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
    // IPv4-mapped: the URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
    const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):[0-9a-f]{1,4})$/.exec(host);
    if (mapped?.[1] !== undefined) return mapped[1].split('.')[0] === '127';
    if (mapped?.[2] !== undefined) return parseInt(mapped[2], 16) >> 8 === 127;
  }
  return false;
}

/** Where approved results go, for the disclosure: `{local: true}` on this machine, else the host. */
export function endpointLocation(baseUrl: string): { local: boolean; host: string | null } {
  if (baseUrl === '') return { local: true, host: null };
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { local: false, host: baseUrl };
  }
  return isLoopbackHost(url.hostname) ? { local: true, host: null } : { local: false, host: url.host };
}
