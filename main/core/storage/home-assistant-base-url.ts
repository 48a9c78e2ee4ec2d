/**
 * Home Assistant's address policy (DESIGN §3 `INVALID_BASE_URL`, §8.3): the shared address rule,
 * plus no path other than `/api` — RFC-0018 shows the base URL as `http://<host>:8123/api/`, we
 * store the origin and add `/api` ourselves.
 */
import { ApiError } from '../../../common/codes.js';
import { withAssumedScheme } from '../../../common/home-assistant-address.js';
import { checkHttpAddress, type AddressWording } from '../http-address.js';

const WORDING: AddressWording = {
  subject: 'The Home Assistant address',
  example: 'http://homeassistant.local:8123',
  credentialsHint: 'use an access token instead',
};

/** The origin to store (`''` for not configured), or what is wrong with the address. */
export type BaseUrlCheck = { ok: true; origin: string } | { ok: false; message: string };

/** Checks a Home Assistant address and reduces it to its origin. Never throws. */
export function checkBaseUrl(input: unknown): BaseUrlCheck {
  const checked = checkHttpAddress(input, WORDING);
  if (!checked.ok) return checked;
  if (checked.url === null) return { ok: true, origin: '' };
  const { pathname, origin } = checked.url;
  if (pathname !== '/' && pathname !== '/api' && pathname !== '/api/') {
    return { ok: false, message: 'The Home Assistant address must not contain a path (other than /api).' };
  }
  return { ok: true, origin };
}

/**
 * Normalise a user-supplied Home Assistant address to the origin we store: `''` stays `''`
 * (not configured); a typed address without a scheme gets one (`withAssumedScheme`: http:// on
 * this computer or the home network, https:// elsewhere); only http/https with a host, no
 * credentials, query or fragment; a trailing `/api` or `/api/` is dropped; any other path is
 * refused. Throws `ApiError('INVALID_BASE_URL')`. Only what the household types goes through here:
 * a config file on disk is read as written.
 */
export function normalizeBaseUrl(input: string): string {
  const result = checkBaseUrl(withAssumedScheme(input));
  if (!result.ok) throw new ApiError('INVALID_BASE_URL', result.message, [{ code: 'INVALID_BASE_URL', field: 'base_url', message: result.message }]);
  return result.origin;
}
