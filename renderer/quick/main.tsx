import '../styles/app.css';
import '../styles/quick.css';
import { boot } from '../lib/boot.js';
import { onConfigSaved } from '../lib/config-events.js';
import { useConnection } from '../stores/connection.js';
import { QuickApp } from './QuickApp.js';

boot(QuickApp, {
  surface: 'quick',
  title: 'window.quick',
  refresh: () => void useConnection.getState().refresh(),
  subscribe: () => [onConfigSaved(() => void useConnection.getState().refresh())],
});
