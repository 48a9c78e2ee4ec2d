/**
 * Actions on one entity run one at a time (docs/architecture.md §5a): two approved cards for the
 * same light must not both pre-read "off", both send, and both claim the change — the second has to
 * read what the first left. Keyed by Home Assistant origin and entity id, i.e. by the device
 * itself, so the rule holds across every executor in this process.
 */
export class EntityLocks {
  /** The last holder's turn per key; absent when nobody holds or waits. */
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * Runs `work` once every earlier holder of `key` is done. Waiting counts against the caller's
   * own bound: when `signal` aborts first, `work` never runs and the wait rejects with its reason.
   */
  async run<T>(key: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    try {
      await untilDone(previous, signal);
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys held or waited on right now (for tests: the map must not grow with use). */
  get size(): number {
    return this.tails.size;
  }
}

/** Resolves with `promise`, or rejects with the signal's reason if it aborts first; leaves no listener behind. */
function untilDone(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
