/**
 * When discovery runs (DESIGN §6): only while settings or first-run asks. The browser is created on
 * the first `discovery.list`, every call (re)starts a browse of at most 30 s, and a call naming an
 * instance re-resolves it first ("Use this"), so a stale address is never suggested.
 */
import { DiscoveryBrowser, MAX_BROWSE_MS } from './discovery-browser.js';
import type { DiscoveryListing } from './types.js';

export interface DiscoveryLifecycleOptions {
  /** The interface mDNS browses on (`127.0.0.1` in tests); all interfaces when absent. */
  interface?: string | undefined;
  /** Every change of the listing or of the browsing state (`discovery.changed`). */
  onChange: (listing: DiscoveryListing) => void;
}

export class DiscoveryLifecycle {
  readonly #options: DiscoveryLifecycleOptions;
  #browser: DiscoveryBrowser | null = null;

  constructor(options: DiscoveryLifecycleOptions) {
    this.#options = options;
  }

  /** `discovery.list`: (re)starts a browse, or re-resolves `resolveUuid`, and answers the listing. */
  async list(resolveUuid?: string): Promise<DiscoveryListing> {
    const browser = this.#browserOnce();
    if (resolveUuid !== undefined) await browser.resolve(resolveUuid);
    else browser.browse(MAX_BROWSE_MS);
    return browser.list();
  }

  /** Stops any browse and closes the socket (app shutdown). */
  close(): void {
    this.#browser?.close();
  }

  #browserOnce(): DiscoveryBrowser {
    if (this.#browser) return this.#browser;
    const { interface: address, onChange } = this.#options;
    this.#browser = new DiscoveryBrowser({
      ...(address === undefined ? {} : { interface: address }),
      onChange: () => {
        if (this.#browser) onChange(this.#browser.list());
      },
    });
    return this.#browser;
  }
}
