/**
 * Home Assistant instances found on the network (DESIGN §6). A `discovery.list` call (re)starts a
 * browse of at most 30 s, so this store never calls it in answer to `discovery.changed` (that
 * would keep browsing for ever): it asks when settings opens or the household asks, and looks
 * again a couple of times during that browse. An event that carries the listing is used as is.
 */
import { create } from 'zustand';
import type { DiscoveredInstance, DiscoveryListing } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { requestErrorSentence } from '../lib/request-errors.js';

const FOLLOW_UPS_MS = [1_500, 6_000];

export interface DiscoveryState {
  listing: DiscoveryListing | null;
  searching: boolean;
  error: string | null;
  resolving: string | null;
  search: () => Promise<void>;
  applyEvent: (payload: unknown) => void;
  /** Re-resolves an instance ("Use this"); resolves with its fresh form, or null if it went away. */
  resolveInstance: (uuid: string) => Promise<DiscoveredInstance | null>;
}

let followUps: Array<ReturnType<typeof setTimeout>> = [];

export const useDiscovery = create<DiscoveryState>((set, get) => {
  const fetchListing = (request?: { resolve_uuid: string }) =>
    request === undefined ? sovereign().discovery.list() : sovereign().discovery.resolve(request.resolve_uuid);
  return {
    listing: null,
    searching: false,
    error: null,
    resolving: null,

    async search() {
      for (const timer of followUps) clearTimeout(timer);
      set({ searching: true, error: null });
      try {
        set({ listing: await fetchListing() });
      } catch (reason) {
        set({ error: requestErrorSentence(reason), searching: false });
        return;
      }
      followUps = FOLLOW_UPS_MS.map((ms, i) =>
        setTimeout(() => {
          void fetchListing()
            .then((listing) => set({ listing }))
            .catch(() => undefined)
            .finally(() => {
              if (i === FOLLOW_UPS_MS.length - 1) set({ searching: false });
            });
        }, ms),
      );
    },

    applyEvent(payload) {
      if (typeof payload !== 'object' || payload === null) return;
      const event = payload as Partial<DiscoveryListing>;
      if (Array.isArray(event.instances)) {
        set({
          listing: {
            browsing: event.browsing === true,
            available: event.available !== false,
            instances: event.instances,
            ...(event.message ? { message: event.message } : {}),
          },
        });
      } else if (typeof event.browsing === 'boolean' && get().listing !== null) {
        set({ listing: { ...get().listing!, browsing: event.browsing } });
      }
    },

    async resolveInstance(uuid) {
      set({ resolving: uuid });
      try {
        const listing = await fetchListing({ resolve_uuid: uuid });
        set({ listing });
        return listing.instances.find((i) => i.uuid === uuid) ?? null;
      } catch {
        return get().listing?.instances.find((i) => i.uuid === uuid) ?? null;
      } finally {
        set({ resolving: null });
      }
    },
  };
});
