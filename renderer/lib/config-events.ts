/**
 * Settings saved in any window reach the others through main's `config.changed` event, so the
 * chat's first-run screen, the allowlist size on read cards and the status line follow at once.
 */
import { sovereign } from '../bridge/install.js';

export function onConfigSaved(listener: () => void): () => void {
  return sovereign().events.on('config.changed', () => listener());
}
