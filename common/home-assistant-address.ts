/**
 * How a typed Home Assistant address is read before the address rule checks it, shared by main
 * (which stores the result) and the settings window (which shows it and decides the plain-http
 * note), so both read `127.0.0.1:8123` the same way.
 *
 * A scheme-less address gets one. Home Assistant's own default is `http://homeassistant.local:8123`
 * (its onboarding serves plain http on the home network), so a name or address that can only be on
 * this computer or the home network — loopback, `.local` (mDNS), a name without a dot, an RFC 1918
 * or link-local IPv4 address — is `http://`. Any other name is reached across the internet, where
 * Home Assistant is served over TLS (Home Assistant Cloud, a reverse proxy, the Let's Encrypt
 * add-on): `https://`, so a token is never sent in the clear to a public name by our guess. The
 * household sees the address that will be used before saving and can type the scheme to differ.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** `127.0.0.1:8123` → `http://127.0.0.1:8123`; text that has a scheme, or is empty, is returned unchanged. */
export function withAssumedScheme(typed: string): string {
  const trimmed = typed.trim();
  if (trimmed === '' || SCHEME.test(trimmed)) return typed;
  const host = hostOf(trimmed);
  return `${host !== null && isHomeNetworkHost(host) ? 'http' : 'https'}://${trimmed}`;
}

/** True when the address had no scheme, so `withAssumedScheme` chose one. */
export function schemeAssumed(typed: string): boolean {
  const trimmed = typed.trim();
  return trimmed !== '' && !SCHEME.test(trimmed);
}

/**
 * A host whose traffic never leaves this computer: `localhost`, 127.0.0.0/8, `::1`. Plain http to it
 * can't be read on the network, so the settings don't warn about it.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = bare(hostname);
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  const octets = ipv4(host);
  return octets !== null && octets[0] === 127;
}

/** Loopback, `.local`, a single-label name, or a private (RFC 1918) or link-local IPv4 address. */
export function isHomeNetworkHost(hostname: string): boolean {
  const host = bare(hostname);
  if (isLoopbackHost(host) || host.endsWith('.local')) return true;
  const octets = ipv4(host);
  if (octets !== null) {
    const [a, b] = octets as [number, number, number, number];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return host !== '' && !host.includes('.') && !host.includes(':');
}

/** The host of a scheme-less address (`[v6]:port/…`, `name:port/…`), lower-cased, or null. */
function hostOf(text: string): string | null {
  try {
    return new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
}

function bare(hostname: string): string {
  const lower = hostname.toLowerCase();
  return lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower.replace(/\.$/, '');
}

function ipv4(host: string): number[] | null {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return null;
  const octets = parts.slice(1).map(Number);
  return octets.every((n) => n <= 255) ? octets : null;
}
