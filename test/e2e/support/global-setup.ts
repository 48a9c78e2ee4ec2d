/**
 * Builds what the e2e suite serves — the node side (browser host) and the renderer — when either
 * changed since its last build (scripts/build/ensure-built.mjs; the renderer always as production).
 */
import { ensureBuilt } from '../../../scripts/build/ensure-built.mjs';

export default async function setup(): Promise<void> {
  await ensureBuilt(['node', 'renderer'], { stdio: 'inherit' });
}
