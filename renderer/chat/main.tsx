import '../styles/app.css';
import '../styles/chat.css';
import { boot } from '../lib/boot.js';
import { onConfigSaved } from '../lib/config-events.js';
import { useConfirmations } from '../stores/confirmations.js';
import { useConnection } from '../stores/connection.js';
import { useTranscript } from '../stores/transcript.js';
import { ChatApp } from './ChatApp.js';

const refreshConfig = () => void useConnection.getState().refresh();

boot(ChatApp, {
  surface: 'chat',
  title: 'window.chat',
  refresh: () => {
    refreshConfig();
    void useTranscript.getState().load();
    void useConfirmations.getState().refresh();
  },
  subscribe: (api) => [
    api.events.on('conversation.updated', ({ turn }) => useTranscript.getState().applyTurn(turn)),
    api.events.on('confirmations.changed', ({ pending }) => useConfirmations.getState().setPending(pending)),
    api.events.on('homeAssistant.status', (status) => useConnection.getState().applyStatus(status)),
    onConfigSaved(refreshConfig),
    () => window.removeEventListener('focus', refreshConfig),
  ],
});
window.addEventListener('focus', refreshConfig);
