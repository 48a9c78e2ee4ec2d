/**
 * A real python3-zeroconf advertiser (advertise.py, Debian's /usr/bin/python3), pinned to
 * 127.0.0.1, for the discovery interop test and bench/discovery.bench.ts.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PYTHON = '/usr/bin/python3';
const ADVERTISER = fileURLToPath(new URL('./advertise.py', import.meta.url));

/** Why python-zeroconf can't run here, or null when it can. */
export function zeroconfProblem(): string | null {
  const check = spawnSync(PYTHON, ['-c', 'import zeroconf'], { timeout: 15_000, encoding: 'utf8' });
  if (check.error) return `${PYTHON} could not run: ${check.error.message}`;
  if (check.status !== 0) return `${PYTHON} cannot import zeroconf (apt-get install -y python3-zeroconf): ${check.stderr.trim()}`;
  return null;
}

export interface AdvertSpec {
  location_name: string;
  uuid: string;
  version: string;
  port: number;
  internal_url: string;
  external_url: string;
  base_url: string;
}

const children = new Set<ChildProcessWithoutNullStreams>();

/** Kills every advertiser still running and waits for them (the afterAll safety net). */
export async function killAllAdvertisers(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([...children].map((child) => exited(child, 5_000)));
}

/** One advertiser process; `stop()` sends its goodbyes. */
export class Advertiser {
  private stderr = '';

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    children.add(child);
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4_000);
    });
    child.once('exit', () => children.delete(child));
  }

  static async start(spec: AdvertSpec): Promise<Advertiser> {
    const child = spawn(PYTHON, [ADVERTISER, JSON.stringify({ ...spec, deadline_s: 60 })], { stdio: ['pipe', 'pipe', 'pipe'] });
    const advertiser = new Advertiser(child);
    await advertiser.waitForLine('registered', 15_000);
    return advertiser;
  }

  /** Unregisters (python-zeroconf sends goodbye packets) and waits for the process to exit. */
  async stop(): Promise<void> {
    this.child.stdin.write('unregister\n');
    await this.waitForLine('gone', 10_000);
    await exited(this.child, 5_000);
  }

  private waitForLine(key: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => done(new Error(`advertiser did not say "${key}" within ${timeoutMs} ms; stderr: ${this.stderr}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        if (buffered.split('\n').some((line) => line.includes(`"${key}"`))) done();
      };
      const onExit = () => done(new Error(`advertiser exited before "${key}"; stderr: ${this.stderr}`));
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.child.stdout.off('data', onData);
        this.child.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      this.child.stdout.on('data', onData);
      this.child.once('exit', onExit);
    });
  }
}

function exited(child: ChildProcessWithoutNullStreams, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
