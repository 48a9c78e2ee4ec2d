/**
 * Runs saves one at a time (docs/architecture.md §5a): a save reads, validates and writes several
 * files, and two saves interleaving could pair one save's token with the other's origin. A failed
 * save doesn't stop the ones queued behind it.
 */
export class SaveLock {
  #tail: Promise<unknown> = Promise.resolve();

  /** Runs `work` after every save queued before it has finished. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
