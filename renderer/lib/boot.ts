/**
 * Starts a window: installs the bridge, feeds the stores from bridge calls and pushed events, and
 * resyncs them whenever the event stream comes back (events in a gap are lost). The window's
 * language is asked for first — for at most a moment, so a slow answer never holds the window
 * back — then its catalogue fetched (the first paint waits for it: no keys on screen), and the whole
 * tree is drawn again (not remounted) in the new language whenever it changes.
 */
import { createElement, StrictMode, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Surface } from '../../common/contract/types.js';
import { installBridge } from '../bridge/install.js';
import { languageSettled, t, type MessageId } from '../i18n/index.js';
import { currentLocale, onLocaleChange } from '../i18n/locale.js';
import { LocaleContext } from '../i18n/use-locale.js';
import { useLanguage } from '../stores/language.js';
import { onReconnected } from '../stores/link.js';

/** How long the first paint waits for the language before drawing in this browser's own. */
const LANGUAGE_WAIT_MS = 1500;

export interface WindowSetup {
  surface: Surface;
  /** The window's title, from the catalogue. */
  title: MessageId;
  /** Initial loads; called again after every reconnect. */
  refresh: () => void;
  /** Subscribes to pushed events; returns the unsubscribe functions. */
  subscribe: (api: ReturnType<typeof installBridge>) => Array<() => void>;
}

export function boot(App: ComponentType, setup: WindowSetup): void {
  const api = installBridge(setup.surface);
  const retitle = () => {
    document.title = t(setup.title);
  };
  onLocaleChange(retitle);
  api.events.on('language.changed', (view) => void useLanguage.getState().apply(view));
  onReconnected(() => void useLanguage.getState().load());
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing');

  // A new language draws every component again — without remounting it: a remount would drop what
  // only a component holds (a typed token, a Test result), and the language can change under the
  // household's hands (Home Assistant names its language in the answer to Test). Memoised rows
  // re-render through `useLocale()`; what the stores hold lives outside React anyway.
  function Localised() {
    const locale = useSyncExternalStore(onLocaleChange, currentLocale);
    return createElement(LocaleContext.Provider, { value: locale }, createElement(App));
  }
  const start = () => {
    retitle();
    setup.subscribe(api);
    setup.refresh();
    onReconnected(setup.refresh);
    createRoot(root).render(createElement(StrictMode, null, createElement(Localised)));
  };
  const wait = new Promise<void>((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS));
  void Promise.race([useLanguage.getState().load(), wait]).then(async () => {
    if (useLanguage.getState().view === null) await useLanguage.getState().apply(null);
    // Main may have answered just before the wait ran out: its language's words are still on their way.
    await languageSettled();
    start();
  });
}
