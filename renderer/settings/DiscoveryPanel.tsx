/**
 * Home Assistant instances advertised on this network (DESIGN §6). Advertisements are data: we
 * show them and suggest their local address; "Use this" re-resolves the instance, then fills in
 * the address — nothing is saved or contacted until the household saves or tests.
 */
import type { DiscoveredInstance } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { cleanName } from '../lib/entities.js';
import { useDiscovery } from '../stores/discovery.js';

const ALT_LABEL: Record<string, string> = {
  external_url: 'Cloud / external address',
  base_url: 'Advertised base address',
};

export function DiscoveryPanel({ onUse, currentUrl }: { onUse: (url: string) => void; currentUrl: string }) {
  const listing = useDiscovery((s) => s.listing);
  const searching = useDiscovery((s) => s.searching);
  const error = useDiscovery((s) => s.error);
  const resolving = useDiscovery((s) => s.resolving);
  const search = useDiscovery((s) => s.search);
  const resolveInstance = useDiscovery((s) => s.resolveInstance);
  const instances = listing?.instances ?? [];
  const browsing = searching || listing?.browsing === true;

  const use = async (instance: DiscoveredInstance) => {
    const fresh = await resolveInstance(instance.uuid);
    onUse((fresh ?? instance).suggested_base_url);
  };

  return (
    <div className="panel" data-testid="discovery">
      <div className="panel__head">
        <h3>
          <Icon name="wifi" /> Found on your network
        </h3>
        <button type="button" className="button button--small button--quiet" onClick={() => void search()} disabled={browsing}>
          <Icon name="refresh" />
          {browsing ? 'Looking…' : 'Search again'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {browsing ? 'Looking for Home Assistant on your network' : `${instances.length} found`}
      </p>
      {error !== null ? <p className="muted">{error}</p> : null}
      {listing !== null && !listing.available ? (
        <p className="muted">{listing.message ?? "Discovery isn't available here — enter the address by hand."}</p>
      ) : null}
      {instances.length === 0 ? (
        <p className="muted">{browsing ? 'Looking for Home Assistant on your network…' : 'No Home Assistant found automatically. Enter its address below.'}</p>
      ) : (
        <ul className="instances">
          {instances.map((instance, i) => {
            const name = cleanName(instance.location_name) || 'Home Assistant';
            const inUse = instance.suggested_base_url === currentUrl;
            return (
              <li key={instance.uuid} className="instance" data-testid="discovered-instance">
                <div className="instance__main">
                  <p className="instance__name" id={`instance-${i}-name`}>
                    {name}
                    {!instance.set_up ? <span className="tag">Not set up yet</span> : null}
                    {!instance.uuid_valid ? <span className="tag tag--warn">Unverified advertisement</span> : null}
                  </p>
                  <p className="instance__url mono" id={`instance-${i}-url`}>
                    {instance.suggested_base_url}
                  </p>
                  <p className="instance__meta muted">
                    {instance.set_up ? `Home Assistant ${cleanName(instance.version, 24)}` : 'Finish onboarding in Home Assistant first.'} · {instance.host}:
                    {instance.port}
                  </p>
                  {instance.other_urls.length > 0 ? (
                    <ul className="instance__alts">
                      {instance.other_urls.map((alt) => (
                        <li key={`${alt.label}-${alt.url}`}>
                          <span className="tag tag--cloud">{ALT_LABEL[alt.label] ?? alt.label}</span> <span className="mono">{alt.url}</span>
                          <span className="muted"> — outside your home network; the suggested local address keeps your token at home.</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void use(instance)}
                  disabled={resolving !== null || !instance.set_up || inUse}
                  aria-describedby={`instance-${i}-name instance-${i}-url`}
                >
                  {resolving === instance.uuid ? 'Checking…' : inUse ? 'In use' : 'Use this'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
