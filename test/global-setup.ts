/**
 * Builds the node side before the suite when it changed since the last build (and only then), so
 * tests that spawn the real CLI (the host, the demo) run what a fresh clone would run. Type errors
 * are the typecheck step's job.
 */
import { ensureBuilt } from '../scripts/build/ensure-built.mjs';

export default async function setup(): Promise<void> {
  await ensureBuilt(['node'], { stdio: 'inherit' });
}
