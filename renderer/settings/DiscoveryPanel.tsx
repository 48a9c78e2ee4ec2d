/**
 * Home Assistant instances advertised on this network (DESIGN §6). Advertisements are data: we
 * show them and suggest their local address; "Use this" re-resolves the instance, then fills in
 * the address — nothing is saved or contacted until the household saves or tests.
 */
import type { DiscoveredInstance } from '../../common/contract/types.js';
import { Icon } from '../components/Icon.js';
import { cleanName } from '../lib/entities.js';
import { useDiscovery } from '../stores/discovery.js';
import { t, type MessageId } from '../i18n/index.js';

const ALT_LABEL: Record<string, MessageId> = {
  external_url: 'discovery.alt.external_url',
  base_url: 'discovery.alt.base_url',
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
          <Icon name="wifi" /> {t('discovery.title')}
        </h3>
        <button type="button" className="button button--small button--quiet" onClick={() => void search()} disabled={browsing}>
          <Icon name="refresh" />
          {browsing ? t('discovery.looking') : t('discovery.searchAgain')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {browsing ? t('discovery.lookingStatus') : t('discovery.found', { count: instances.length })}
      </p>
      {error !== null ? <p className="muted">{error}</p> : null}
      {listing !== null && !listing.available ? <p className="muted">{listing.message ?? t('discovery.unavailable')}</p> : null}
      {instances.length === 0 ? (
        <p className="muted">{browsing ? t('discovery.lookingLong') : t('discovery.none')}</p>
      ) : (
        <ul className="instances">
          {instances.map((instance, i) => {
            const name = cleanName(instance.location_name) || t('discovery.defaultName');
            const inUse = instance.suggested_base_url === currentUrl;
            return (
              <li key={instance.uuid} className="instance" data-testid="discovered-instance">
                <div className="instance__main">
                  <p className="instance__name" id={`instance-${i}-name`}>
                    {name}
                    {!instance.set_up ? <span className="tag">{t('discovery.notSetUp')}</span> : null}
                    {!instance.uuid_valid ? <span className="tag tag--warn">{t('discovery.unverified')}</span> : null}
                  </p>
                  <p className="instance__url mono" id={`instance-${i}-url`}>
                    {instance.suggested_base_url}
                  </p>
                  <p className="instance__meta muted">
                    {instance.set_up ? t('discovery.version', { version: cleanName(instance.version, 24) }) : t('discovery.finishOnboarding')} · {instance.host}
                    :{instance.port}
                  </p>
                  {instance.other_urls.length > 0 ? (
                    <ul className="instance__alts">
                      {instance.other_urls.map((alt) => (
                        <li key={`${alt.label}-${alt.url}`}>
                          <span className="tag tag--cloud">{ALT_LABEL[alt.label] !== undefined ? t(ALT_LABEL[alt.label]!) : alt.label}</span>{' '}
                          <span className="mono">{alt.url}</span>
                          <span className="muted">{t('discovery.altNote')}</span>
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
                  {resolving === instance.uuid ? t('discovery.checking') : inUse ? t('discovery.inUse') : t('discovery.use')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
