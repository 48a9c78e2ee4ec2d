/**
 * Timers the fake starts (delays, drips, late reports), tracked so `close()` can stop them all
 * and no test waits on a timer left behind.
 */
export class Timers {
  private readonly cancels = new Set<() => void>();

  after(ms: number, run: () => void): void {
    const cancel = () => {
      clearTimeout(handle);
      this.cancels.delete(cancel);
    };
    const handle = setTimeout(() => {
      cancel();
      run();
    }, ms);
    this.cancels.add(cancel);
  }

  /** Runs `tick` every `ms` until the returned function is called (or `cancelAll`). */
  every(ms: number, tick: () => void): () => void {
    const cancel = () => {
      clearInterval(handle);
      this.cancels.delete(cancel);
    };
    const handle = setInterval(tick, ms);
    this.cancels.add(cancel);
    return cancel;
  }

  cancelAll(): void {
    for (const cancel of [...this.cancels]) cancel();
  }
}
