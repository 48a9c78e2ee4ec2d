/**
 * Whether this window can reach the app at all: always in Electron (the preload is in-process);
 * in the browser host, whether the event stream is up. A drop means events may have been
 * missed, so every store resyncs when the link comes back (see `onReconnected`).
 */
import { create } from 'zustand';
import type { BridgeLink } from '../bridge/http-transport.js';

export interface LinkState {
  mode: 'electron' | 'browser';
  link: BridgeLink;
  set: (link: BridgeLink) => void;
}

export const useLink = create<LinkState>((set) => ({
  mode: 'electron',
  link: 'connected',
  set: (link) => set({ link }),
}));

/** Calls `refresh` every time the event stream (re)connects — events in the gap are lost. */
export function onReconnected(refresh: () => void): () => void {
  return useLink.subscribe((state, previous) => {
    if (state.link === 'connected' && previous.link !== 'connected') refresh();
  });
}
