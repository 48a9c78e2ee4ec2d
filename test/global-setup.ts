/**
 * Builds the node side once before the suite, so tests that spawn the real CLI (`npm run host`,
 * the demo) run what a fresh clone would run. Type errors are the typecheck step's job.
 */
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.node.json', '--noCheck'], { stdio: 'inherit' });
}
