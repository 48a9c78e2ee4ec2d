/**
 * The Home Assistant connection as every window shows it: the public config (never the token),
 * the assistant's public config (for the read cards' remote-host disclosure), and live status
 * from `homeAssistant.status`. Status comes from the last real request (DESIGN §3).
 */
import type { MessageId } from '../i18n/index.js';
import { create } from 'zustand';
import type { HomeAssistantStatusEvent } from '../../common/contract/events.js';
import type { PublicAssistantConfig, PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { requestErrorSentence } from '../lib/request-errors.js';

export type StatusKind = 'loading' | 'not-configured' | 'disabled' | 'ok' | 'unknown' | 'unreachable' | 'auth-failed' | 'token-unreadable' | 'app-unreachable';

export interface ConnectionState {
  ha: PublicHomeAssistantConfig | null;
  assistant: PublicAssistantConfig | null;
  loadError: string | null;
  refresh: () => Promise<void>;
  setConfig: (config: PublicHomeAssistantConfig) => void;
  applyStatus: (event: HomeAssistantStatusEvent) => void;
}

export const useConnection = create<ConnectionState>((set, get) => ({
  ha: null,
  assistant: null,
  loadError: null,
  async refresh() {
    try {
      const [ha, assistant] = await Promise.all([
        sovereign().homeAssistant.getConfig(),
        sovereign()
          .assistant.getConfig()
          .catch(() => null),
      ]);
      set({ ha, assistant, loadError: null });
    } catch (reason) {
      set({ loadError: requestErrorSentence(reason) });
    }
  },
  setConfig(config) {
    set({ ha: config });
  },
  applyStatus(event) {
    const ha = get().ha;
    if (ha === null) return;
    const next: PublicHomeAssistantConfig = { ...ha, connection: event.connection };
    if (event.connection_message === undefined) delete next.connection_message;
    else next.connection_message = event.connection_message;
    set({ ha: next });
  },
}));

/** Whether the household has finished the minimum setup: an address and a readable token. */
export function isConfigured(ha: PublicHomeAssistantConfig): boolean {
  return ha.base_url !== '' && ha.has_access_token;
}

/** The one status the status line shows, most actionable first. */
export function statusKind(ha: PublicHomeAssistantConfig | null, loadError: string | null): StatusKind {
  if (loadError !== null) return 'app-unreachable';
  if (ha === null) return 'loading';
  if (ha.token_status === 'unreadable') return 'token-unreadable';
  if (!isConfigured(ha)) return 'not-configured';
  if (ha.connection === 'auth-failed') return 'auth-failed';
  if (ha.connection === 'unreachable') return 'unreachable';
  if (!ha.enabled) return 'disabled';
  if (ha.connection === 'ok') return 'ok';
  return 'unknown';
}

/** The catalogue key of each status's words. */
export const STATUS_TEXT: Record<StatusKind, MessageId> = {
  loading: 'status.loading',
  'not-configured': 'status.notConfigured',
  disabled: 'status.disabled',
  ok: 'status.ok',
  unknown: 'status.unknown',
  unreachable: 'status.unreachable',
  'auth-failed': 'status.authFailed',
  'token-unreadable': 'status.tokenUnreadable',
  'app-unreachable': 'status.appUnreachable',
};
