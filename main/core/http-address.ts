/**
 * The one rule for an address the household types for a server we talk to over HTTP — Home
 * Assistant (DESIGN §3 `INVALID_BASE_URL`) and the language-model endpoint (§2 `assistant.*`): text,
 * http(s) with a host, no credentials, no query, no fragment, nothing the URL parser would silently
 * repair. What each server allows as a path differs, so that part stays with its caller.
 */

/** Longest address accepted (characters, after trimming). */
export const MAX_ADDRESS_LENGTH = 2048;

/** How an address is named in messages: "The Home Assistant address …", "The assistant's address …". */
export interface AddressWording {
  /** Sentence start naming the address, e.g. `The Home Assistant address`. */
  subject: string;
  /** A well-formed example for the "not a valid URL" message. */
  example: string;
  /** Where a secret goes instead of the URL's user-info, e.g. `use an access token instead`. */
  credentialsHint: string;
}

/** `''` for an empty address (not configured); else the parsed URL; else what is wrong, in plain words. */
export type AddressCheck = { ok: true; url: URL | null } | { ok: false; message: string };

/** Checks a typed address against the shared rule; the caller then applies its own path rule. */
export function checkHttpAddress(input: unknown, wording: AddressWording): AddressCheck {
  const { subject } = wording;
  if (typeof input !== 'string') return { ok: false, message: `${subject} must be text.` };
  const trimmed = input.trim();
  if (trimmed === '') return { ok: true, url: null };
  if (trimmed.length > MAX_ADDRESS_LENGTH) return { ok: false, message: `${subject} is too long.` };
  // The URL parser silently deletes tabs and newlines inside a URL; refuse them instead of guessing.
  if (/[\s\u0000-\u001f\u007f]/.test(trimmed)) return { ok: false, message: `${subject} must not contain spaces or control characters.` };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: `${subject} is not a valid URL; use a form like ${wording.example}.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: `${subject} must start with http:// or https://.` };
  if (url.hostname === '') return { ok: false, message: `${subject} needs a host name or IP address.` };
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: `${subject} must not contain a user name or password; ${wording.credentialsHint}.` };
  }
  // `url.search`/`url.hash` are '' for a bare trailing '?' or '#', so look at the text too.
  if (url.search !== '' || trimmed.includes('?')) return { ok: false, message: `${subject} must not contain a query (?…).` };
  if (url.hash !== '' || trimmed.includes('#')) return { ok: false, message: `${subject} must not contain a fragment (#…).` };
  return { ok: true, url };
}
