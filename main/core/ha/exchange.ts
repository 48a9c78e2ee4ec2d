/**
 * One HTTP exchange with Home Assistant over undici's `dispatch` API: the answer's body collected
 * under a byte cap and decoded once, cancellable through the capability run's signal.
 *
 * Why not undici's `request()` and `body.text()`: that path wraps every answer in a Readable
 * stream and, given a signal, keeps a listener on it until the stream closes after the body was
 * read. For the small `/api/states/<id>` answers a short allowlist reads 25 at a time, those costs
 * were most of what the client added to the bare GETs (bench/list-entities.bench.ts: any signal
 * at all cost about a fifth of a GET's CPU there); this handler keeps none of it and is cheaper
 * than `request()` + `text()` without any signal. What the client promises is unchanged: a status
 * outside 2xx is never read (the socket is closed, a redirect never followed), a declared or
 * actual size past the cap stops the read, an abort of the run's signal stops every exchange of
 * that run still in flight, and undici's own errors arrive as they would from `request()`.
 */
import type { Dispatcher } from 'undici';

export interface ExchangeOptions {
  /** Bytes the body may have; past it the read stops and `tooLarge()` is the error. */
  maxBytes: number;
  /** The error for a status outside 2xx (the body is not read). */
  statusError: (statusCode: number) => Error;
  tooLarge: () => Error;
  /** Called on a 2xx answer, before its body is read. */
  onAccepted?: (() => void) | undefined;
}

/**
 * The exchanges of ours in flight on one AbortSignal (a capability run's). One listener on the
 * signal whatever the fan-out; when it aborts, each exchange still in flight is aborted with its
 * reason. An exchange leaves once its body is read or it failed, so aborting a finished run's
 * signal (the executor always does) touches nothing that already answered.
 */
export class AbortRelay {
  /**
   * Slots of the exchanges in flight (a left one is emptied): an array, not a Set — hashing each
   * exchange's controller into a Set held by a long-lived signal cost a fifth of a small GET (bench/).
   */
  #slots: Array<Dispatcher.DispatchController | undefined> = [];
  #live = 0;

  constructor(private readonly source: AbortSignal) {
    source.addEventListener(
      'abort',
      () => {
        for (const controller of this.#slots.splice(0)) controller?.abort(this.reason);
        this.#live = 0;
      },
      { once: true },
    );
  }

  get aborted(): boolean {
    return this.source.aborted;
  }

  /** The signal's reason as an Error (undici's controllers take one). */
  get reason(): Error {
    const reason = this.source.reason as unknown;
    return reason instanceof Error ? reason : new Error('aborted', { cause: reason });
  }

  /** Enters the exchange and returns its slot, or aborts it at once (-1) when the signal already has. */
  enter(controller: Dispatcher.DispatchController): number {
    if (this.aborted) {
      controller.abort(this.reason);
      return -1;
    }
    this.#live++;
    return this.#slots.push(controller) - 1;
  }

  /** The exchange in `slot` is done (its body read, or it failed). */
  leave(slot: number): void {
    if (slot < 0 || this.#slots[slot] === undefined) return;
    this.#slots[slot] = undefined;
    if (--this.#live === 0) this.#slots.length = 0;
  }
}

const relays = new WeakMap<AbortSignal, AbortRelay>();

/** The relay of `signal`, made on first use. */
export function relayFor(signal: AbortSignal): AbortRelay {
  let relay = relays.get(signal);
  if (!relay) {
    relay = new AbortRelay(signal);
    relays.set(signal, relay);
  }
  return relay;
}

const BOM = [0xef, 0xbb, 0xbf];

/** The body as text, a leading UTF-8 byte order mark dropped as undici's `text()` drops it. */
function decode(chunks: Buffer[], total: number): string {
  const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  const start = body.length >= 3 && body[0] === BOM[0] && body[1] === BOM[1] && body[2] === BOM[2] ? 3 : 0;
  return body.toString('utf8', start);
}

/** The Content-Length header as a byte count, when there is exactly one well-formed one. */
function declaredLength(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !/^\d+$/.test(header)) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) ? length : undefined;
}

/** Sends `request` and resolves with the 2xx answer's body as text; rejects with the first error. */
export function exchange(dispatcher: Dispatcher, request: Dispatcher.DispatchOptions, relay: AbortRelay, options: ExchangeOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    let slot = -1;
    const fail = (error: Error, stop?: Dispatcher.DispatchController) => {
      if (settled) return;
      settled = true;
      relay.leave(slot);
      reject(error);
      // Closes the socket unread; undici then reports the abort, which finds this settled.
      stop?.abort(error);
    };
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        // Started again after a retry on another connection: the old slot is left first.
        relay.leave(slot);
        slot = relay.enter(controller);
      },
      onResponseStart(controller, statusCode, headers) {
        if (statusCode < 200) return; // informational: the real answer follows
        if (statusCode >= 300) return fail(options.statusError(statusCode), controller);
        const declared = declaredLength(headers['content-length']);
        if (declared !== undefined && declared > options.maxBytes) return fail(options.tooLarge(), controller);
        options.onAccepted?.();
      },
      onResponseData(controller, chunk) {
        if (settled) return;
        total += chunk.length;
        if (total > options.maxBytes) return fail(options.tooLarge(), controller);
        chunks.push(chunk);
      },
      onResponseEnd() {
        if (settled) return;
        settled = true;
        relay.leave(slot);
        resolve(decode(chunks, total));
      },
      onResponseError(_controller, error) {
        fail(error);
      },
    };
    try {
      dispatcher.dispatch(request, handler);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
