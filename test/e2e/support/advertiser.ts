/**
 * A real python3-zeroconf advertiser (the library Home Assistant advertises with) announcing a
 * Home Assistant on loopback only, for the specs that start from discovery.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PYTHON = '/usr/bin/python3';
const ADVERTISER = fileURLToPath(new URL('../../core/discovery/advertise.py', import.meta.url));

/** Why zeroconf can't be used here, or null; under CI=true that is a failure. */
export function zeroconfProblem(): string | null {
  const check = spawnSync(PYTHON, ['-c', 'import zeroconf'], { timeout: 15_000, encoding: 'utf8' });
  if (check.error === undefined && check.status === 0) return null;
  const problem = `${PYTHON} cannot import zeroconf (apt-get install -y python3-zeroconf)`;
  if (process.env['CI'] === 'true') throw new Error(`CI=true: ${problem}`);
  console.warn(`\n*** SKIPPING a discovery e2e spec: ${problem} ***\n`);
  return problem;
}

export interface Advertiser {
  stop(): Promise<void>;
}

export async function advertise(spec: Record<string, unknown>): Promise<Advertiser> {
  const child: ChildProcessWithoutNullStreams = spawn(PYTHON, [ADVERTISER, JSON.stringify(spec)], { stdio: ['pipe', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the advertiser did not register in 15 s')), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('registered')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.stdin.write('unregister\n');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(undefined);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    },
  };
}
