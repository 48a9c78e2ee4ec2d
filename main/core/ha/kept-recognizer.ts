/**
 * Home Assistant's recognizer over one session kept open while the household is talking, instead of a
 * session — a WebSocket and a login in Home Assistant — per sentence (reference §5: the login is most
 * of a recognition's cost once the language is loaded). The session is the same bounded one as
 * `withRecognizer`'s (two commands, never `conversation/process`); what changes is its life:
 *
 * - it closes after `idleMs` with nothing asked, and is retired before its whole-session deadline
 *   (`lifeMs`), so a request never starts on a session about to end;
 * - each request is bounded by `requestMs` (the 6 s of a one-shot session); one past it ends the
 *   session, so a stuck Home Assistant costs one timeout, not one per queued request;
 * - another target (address or token changed in Settings) closes it first; any failure closes it,
 *   and the next request opens a new one.
 *
 * Requests are sent one at a time, in order: a turn asks one sentence.
 */
import type { HomeAssistantTarget } from './client.js';
import { asRecognizerError, RECOGNIZER_BOUNDS, RecognizerError, withRecognizer, type RecognizerSession } from './recognizer.js';

export interface KeptRecognizerOptions {
  idleMs?: number;
  lifeMs?: number;
  requestMs?: number;
}

export const KEPT_RECOGNIZER_BOUNDS = { idleMs: 30_000, lifeMs: 5 * 60_000 } as const;

interface Job {
  target: HomeAssistantTarget;
  work: (session: RecognizerSession) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Already sent again once, after a kept session turned out to be gone. */
  again: boolean;
}

interface Open {
  key: string;
  queue: Job[];
  /** Wakes the session's loop when a job arrives (or when it should end). */
  wake: (() => void) | null;
  /** No new jobs: idle, retiring, failed or closed. */
  ending: boolean;
  /** Requests it has answered: a session that answered before may have been closed by Home Assistant since. */
  served: number;
  /** A request to send again on a new session (this one was found gone). */
  again: Job | null;
  retire: NodeJS.Timeout | null;
  done: Promise<void>;
}

export class KeptRecognizer {
  readonly #idleMs: number;
  readonly #lifeMs: number;
  readonly #requestMs: number;
  #open: Open | null = null;
  #closed = false;

  constructor(options: KeptRecognizerOptions = {}) {
    this.#idleMs = options.idleMs ?? KEPT_RECOGNIZER_BOUNDS.idleMs;
    this.#lifeMs = options.lifeMs ?? KEPT_RECOGNIZER_BOUNDS.lifeMs;
    this.#requestMs = options.requestMs ?? RECOGNIZER_BOUNDS.sessionMs;
  }

  /** Runs `work` on the kept session for `target`, opening one when there is none. */
  use<T>(target: HomeAssistantTarget, work: (session: RecognizerSession) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      void this.#dispatch({ target, work, resolve: resolve as (value: unknown) => void, reject, again: false });
    });
  }

  async #dispatch(job: Job): Promise<void> {
    if (this.#closed) return job.reject(new RecognizerError('RECOGNIZER_UNAVAILABLE', 'The app is closing.'));
    const key = `${job.target.base_url}\u0000${job.target.token}`;
    for (let open = this.#open; open && (open.ending || open.key !== key); open = this.#open) await this.#end(open);
    const open = this.#open ?? this.#start(job.target, key);
    open.queue.push(job);
    open.wake?.();
  }

  /** Ends the kept session (the app is closing); queued requests fail. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#open) await this.#end(this.#open);
  }

  #start(target: HomeAssistantTarget, key: string): Open {
    const open: Open = { key, queue: [], wake: null, ending: false, served: 0, again: null, retire: null, done: Promise.resolve() };
    this.#open = open;
    open.retire = setTimeout(() => this.#retire(open), Math.max(0, this.#lifeMs - this.#requestMs - 1_000));
    open.retire.unref();
    open.done = withRecognizer(target, (session) => this.#serve(open, session), { timeoutMs: this.#lifeMs }).then(
      // Ended by idleness or age: a request that arrived meanwhile goes to the next session.
      () => this.#settle(open, (job) => void this.#dispatch(job)),
      // Failed (never connected, refused the login…): the waiting requests share its error.
      (error: unknown) => this.#settle(open, (job) => job.reject(error)),
    );
    return open;
  }

  async #serve(open: Open, session: RecognizerSession): Promise<void> {
    for (;;) {
      const job = open.queue.shift() ?? (await this.#next(open));
      if (job === null) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RecognizerError('RECOGNIZER_TIMEOUT', "Home Assistant's recognizer did not answer in time.")), this.#requestMs);
      });
      try {
        job.resolve(await Promise.race([job.work(session), late]));
        open.served++;
      } catch (raw) {
        const error = asRecognizerError(raw);
        // The session may be broken (a timeout, a socket Home Assistant closed): it ends, and the next
        // request opens another. A kept session found gone sends its request again, once, on a new one.
        open.ending = true;
        if (open.served > 0 && !job.again && error.code === 'RECOGNIZER_UNAVAILABLE') open.again = { ...job, again: true };
        else job.reject(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  /** The next job, or null once the session has been idle for `idleMs` or is ending. */
  #next(open: Open): Promise<Job | null> {
    if (open.ending) return Promise.resolve(null);
    return new Promise((resolve) => {
      const idle = setTimeout(() => {
        open.ending = true;
        open.wake = null;
        resolve(null);
      }, this.#idleMs);
      idle.unref();
      open.wake = () => {
        clearTimeout(idle);
        open.wake = null;
        resolve(open.ending ? null : (open.queue.shift() ?? null));
      };
    });
  }

  #settle(open: Open, leftover: (job: Job) => void): void {
    open.ending = true;
    if (open.retire) clearTimeout(open.retire);
    if (this.#open === open) this.#open = null;
    if (open.again) void this.#dispatch(open.again);
    for (const job of open.queue.splice(0)) leftover(job);
  }

  #retire(open: Open): void {
    open.ending = true;
    open.wake?.();
  }

  async #end(open: Open): Promise<void> {
    this.#retire(open);
    if (this.#open === open) this.#open = null;
    await open.done;
  }
}
