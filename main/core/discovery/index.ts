/** Discovery of Home Assistant on the local network (DESIGN §2 `discovery.list`, §6). */
export { parseAdvertisement, type RawAdvertisement } from './advertisement.js';
export {
  DiscoveryBrowser,
  DEFAULT_MAX_INSTANCES,
  DISCOVERY_UNAVAILABLE_MESSAGE,
  HOME_ASSISTANT_SERVICE,
  MAX_BROWSE_MS,
  type DiscoveryBrowserOptions,
} from './discovery-browser.js';
export type { AlternativeUrl, DiscoveredInstance, DiscoveryListing } from './types.js';
