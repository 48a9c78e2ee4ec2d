/**
 * The browser host's token (DESIGN §2): the page is opened as `…/#token=<host token>`. The token
 * is read once, removed from the address bar (so it is not bookmarked, shared or shown), and kept
 * in sessionStorage — per tab, gone when the tab closes — so a reload keeps working. Windows this
 * page opens get it through their own fragment. Never localStorage, never a query string.
 */

export const HOST_TOKEN_KEY = 'sovereign.host-token';

/** The host token from `#token=…` (then scrubbed from the URL), else from this tab's sessionStorage. */
export function takeHostToken(win: Pick<Window, 'location' | 'history' | 'sessionStorage'> = window): string | null {
  const { location, history } = win;
  const params = location.hash.startsWith('#') ? location.hash.slice(1).split('&') : [];
  const entry = params.find((part) => part.startsWith('token='));
  if (entry !== undefined) {
    let token: string | null = null;
    try {
      token = decodeURIComponent(entry.slice('token='.length));
    } catch {
      token = null;
    }
    const rest = params.filter((part) => !part.startsWith('token=')).join('&');
    history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
    if (token) {
      try {
        win.sessionStorage.setItem(HOST_TOKEN_KEY, token);
      } catch {
        // Storage can be disabled; the token still works for this page's life.
      }
      return token;
    }
  }
  try {
    return win.sessionStorage.getItem(HOST_TOKEN_KEY);
  } catch {
    return null;
  }
}
