/**
 * Electron's single entry (`app://companion/index.html?window=<role>`, main/electron/app-url.ts):
 * loads the window the role names. The browser host serves chat.html, settings.html, popup.html
 * and quick.html directly.
 */
const role = new URLSearchParams(window.location.search).get('window');

if (role === 'settings') void import('./settings/main.js');
else if (role === 'popup') void import('./popup/main.js');
else if (role === 'quick') void import('./quick/main.js');
else void import('./chat/main.js');
