import '../styles/app.css';
import '../styles/settings.css';
import { sovereign } from '../bridge/install.js';
import { boot } from '../lib/boot.js';
import { useAllowlist } from '../stores/allowlist.js';
import { useConnection } from '../stores/connection.js';
import { useDiscovery } from '../stores/discovery.js';
import { useSettings } from '../stores/settings.js';
import { SettingsApp } from './SettingsApp.js';

// The settings mirror feeds the status line and the allowlist drafts.
useSettings.subscribe((state, previous) => {
  if (state.ha === previous.ha || state.ha === null) return;
  useConnection.getState().setConfig(state.ha);
  useAllowlist
    .getState()
    .syncSaved(state.ha.allowlisted_entities, state.ha.controllable_entities, { enabled: state.ha.enabled, controlEnabled: state.ha.control_enabled });
});

let searched = false;
let checked = false;

/** DESIGN §3: status comes from real requests, plus one `GET /api/` when settings opens. */
async function checkConnectionOnce(): Promise<void> {
  await useSettings.getState().load();
  const ha = useSettings.getState().ha;
  if (checked || ha === null || ha.base_url === '' || !ha.has_access_token || ha.connection !== 'unknown') return;
  checked = true;
  await sovereign()
    .homeAssistant.testConnection()
    .catch(() => undefined);
  await useSettings.getState().load();
}

boot(SettingsApp, {
  surface: 'chat',
  title: 'window.settings',
  refresh: () => {
    void checkConnectionOnce();
    if (!searched) {
      searched = true;
      void useDiscovery.getState().search();
    }
  },
  subscribe: (api) => [
    api.events.on('homeAssistant.status', (status) => {
      useConnection.getState().applyStatus(status);
      void useSettings.getState().load();
    }),
    api.events.on('discovery.changed', (payload) => useDiscovery.getState().applyEvent(payload)),
  ],
});
