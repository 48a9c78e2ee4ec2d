/**
 * The one rule for a token the household pastes — the Home Assistant long-lived access token and
 * the language model's API key: one opaque line. Whitespace inside, control characters or an
 * absurd length mean the paste went wrong; a value is never quoted back when it is refused.
 */

/** Longest pasted token or key accepted (characters, after trimming); real ones are a few hundred. */
export const MAX_PASTED_TOKEN_CHARS = 4096;

/** Control characters are never part of a bearer token or API key, and would break an HTTP header. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** The pasted value trimmed (`''` means "clear it"), or null when it is not one opaque line. */
export function pastedToken(raw: string): string | null {
  const token = raw.trim();
  if (token.length > MAX_PASTED_TOKEN_CHARS || WHITESPACE_OR_CONTROL.test(token)) return null;
  return token;
}
