/**
 * Whether this page belongs to `npm run demo` (the link it prints carries `#…&demo`). Kept per tab
 * in sessionStorage, like the host token, and passed on to the windows this page opens, so every
 * window of the demo wears its "Demo" badge.
 */

const DEMO_KEY = 'sovereign.demo';

export function isDemo(win: Pick<Window, 'location' | 'sessionStorage'> = window): boolean {
  const inLink = win.location.hash.replace(/^#/, '').split('&').includes('demo');
  try {
    if (inLink) win.sessionStorage.setItem(DEMO_KEY, '1');
    return inLink || win.sessionStorage.getItem(DEMO_KEY) === '1';
  } catch {
    return inLink;
  }
}
