import '../styles/app.css';
import '../styles/popup.css';
import { boot } from '../lib/boot.js';
import { onConfigSaved } from '../lib/config-events.js';
import { useConfirmations } from '../stores/confirmations.js';
import { useConnection } from '../stores/connection.js';
import { PopupApp } from './PopupApp.js';

boot(PopupApp, {
  surface: 'popup',
  title: 'window.popup',
  refresh: () => {
    void useConfirmations.getState().refresh();
    void useConnection.getState().refresh();
  },
  subscribe: (api) => [
    api.events.on('confirmations.changed', ({ pending }) => useConfirmations.getState().setPending(pending)),
    onConfigSaved(() => void useConnection.getState().refresh()),
  ],
});
