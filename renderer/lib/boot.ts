/**
 * Starts a window: installs the bridge, feeds the stores from bridge calls and pushed events, and
 * resyncs them whenever the event stream comes back (events in a gap are lost).
 */
import { createElement, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Surface } from '../../common/contract/types.js';
import { installBridge } from '../bridge/install.js';
import { onReconnected } from '../stores/link.js';

export interface WindowSetup {
  surface: Surface;
  /** Initial loads; called again after every reconnect. */
  refresh: () => void;
  /** Subscribes to pushed events; returns the unsubscribe functions. */
  subscribe: (api: ReturnType<typeof installBridge>) => Array<() => void>;
}

export function boot(App: ComponentType, setup: WindowSetup): void {
  const api = installBridge(setup.surface);
  setup.subscribe(api);
  setup.refresh();
  onReconnected(setup.refresh);
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing');
  createRoot(root).render(createElement(StrictMode, null, createElement(App)));
}
