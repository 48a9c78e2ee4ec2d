/**
 * The settings mirror: the public Home Assistant and assistant configs as main last returned
 * them, each save's progress, and a rejected save's errors mapped to their fields. Saves go to
 * main whole; main validates the merged result (RFC-0019 `write_config`) and decides.
 */
import { create } from 'zustand';
import type { AssistantConfigUpdate, HomeAssistantConfigUpdate, PublicAssistantConfig, PublicHomeAssistantConfig } from '../../common/contract/types.js';
import { BridgeError } from '../../common/bridge/bridge-error.js';
import { sovereign } from '../bridge/install.js';
import { mapFieldErrors, type MappedErrors } from '../lib/field-errors.js';
import { requestErrorSentence } from '../lib/request-errors.js';

export type SaveScope = 'connection' | 'trust' | 'read-toggle' | 'control-toggle' | 'allowlists' | 'assistant' | 'room';

export interface SaveState {
  state: 'saving' | 'saved' | 'failed';
  message?: string;
  errors?: MappedErrors;
}

export interface SettingsState {
  ha: PublicHomeAssistantConfig | null;
  assistant: PublicAssistantConfig | null;
  loadError: string | null;
  saves: Partial<Record<SaveScope, SaveState>>;
  load: () => Promise<void>;
  saveHomeAssistant: (scope: SaveScope, update: HomeAssistantConfigUpdate) => Promise<boolean>;
  /** `scope` is the card that saved (the engine or the room), so only that card says "Saved". */
  saveAssistant: (update: AssistantConfigUpdate, scope?: 'assistant' | 'room') => Promise<boolean>;
  setHomeAssistant: (config: PublicHomeAssistantConfig) => void;
  clearSave: (scope: SaveScope) => void;
}

export const useSettings = create<SettingsState>((set, get) => {
  const setSave = (scope: SaveScope, save: SaveState | undefined) => {
    const saves = { ...get().saves };
    if (save === undefined) delete saves[scope];
    else saves[scope] = save;
    set({ saves });
  };
  return {
    ha: null,
    assistant: null,
    loadError: null,
    saves: {},

    async load() {
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

    async saveHomeAssistant(scope, update) {
      setSave(scope, { state: 'saving' });
      try {
        const ha = await sovereign().homeAssistant.saveConfig(update);
        set({ ha });
        setSave(scope, { state: 'saved' });
        return true;
      } catch (reason) {
        const error = BridgeError.from(reason);
        setSave(scope, { state: 'failed', message: requestErrorSentence(error), errors: mapFieldErrors(error.details, update) });
        return false;
      }
    },

    async saveAssistant(update, scope = 'assistant') {
      setSave(scope, { state: 'saving' });
      try {
        const assistant = await sovereign().assistant.saveConfig(update);
        set({ assistant });
        setSave(scope, { state: 'saved' });
        return true;
      } catch (reason) {
        const error = BridgeError.from(reason);
        setSave(scope, { state: 'failed', message: requestErrorSentence(error), errors: mapFieldErrors(error.details, update) });
        return false;
      }
    },

    setHomeAssistant(config) {
      set({ ha: config });
    },

    clearSave(scope) {
      setSave(scope, undefined);
    },
  };
});
