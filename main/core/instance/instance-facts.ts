/**
 * Home Assistant's facts about itself — name, version, time zone, language — learnt from every
 * successful contact the household's settings make (Test, save, the settings list's refresh) and
 * kept on disk (`home-assistant-instance.json`). A turn reads them once when it starts
 * (`Composition.turnFacts`), after every contact still under way has settled, so a reply never
 * races the answer that names its language (DESIGN §5).
 *
 * Learning never throws: a failed write keeps the facts in memory for this run and the next
 * contact writes them again.
 */
import type { InstanceInfo } from '../ha/api.js';
import type { InstanceFile, InstanceRecord } from '../storage/instance-file.js';

export interface InstanceFactsOptions {
  file: InstanceFile;
  now: () => number;
  /** Told of every learnt record, and awaited: the language service keeps the language in step. */
  onLearnt?: (record: InstanceRecord) => Promise<void>;
}

export class InstanceFacts {
  readonly #options: InstanceFactsOptions;
  #loaded: Promise<InstanceRecord | null> | null = null;
  #record: InstanceRecord | null | undefined;
  /** Learning runs one after another, so the newest answer lands last. */
  #learning: Promise<void> = Promise.resolve();
  /** Contacts still under way whose answer will be learnt (each bounded by its own timeout). */
  readonly #contacts = new Set<Promise<unknown>>();

  constructor(options: InstanceFactsOptions) {
    this.#options = options;
  }

  /** Records what `origin` said of itself; resolves once it is in memory, on disk (if it could be) and told. */
  learn(origin: string, info: InstanceInfo): Promise<void> {
    const record: InstanceRecord = {
      origin,
      location_name: info.location_name,
      version: info.version,
      time_zone: info.time_zone,
      language: info.language ?? null,
      learnt_at: new Date(this.#options.now()).toISOString(),
    };
    const learning = this.#learning.then(() => this.#learn(record));
    this.#learning = learning;
    return learning;
  }

  /**
   * A contact with Home Assistant under way whose answer will be learnt: a turn starting meanwhile
   * waits for it, so it speaks the language that answer names. The contact must be bounded.
   */
  track<T>(contact: Promise<T>): Promise<T> {
    const tracked = contact.finally(() => this.#contacts.delete(tracked));
    this.#contacts.add(tracked);
    tracked.catch(() => undefined);
    return tracked;
  }

  /** Resolves once every contact under way and every write started has landed (or failed). */
  async settled(): Promise<void> {
    while (this.#contacts.size > 0) await Promise.allSettled([...this.#contacts]);
    await this.#learning;
  }

  /** The facts `origin` last gave, or null (never learnt, or learnt from another origin). */
  async current(origin: string): Promise<InstanceRecord | null> {
    await this.settled();
    const record = await this.#load();
    return record !== null && record.origin === origin ? record : null;
  }

  async knows(origin: string): Promise<boolean> {
    return (await this.current(origin)) !== null;
  }

  async #learn(record: InstanceRecord): Promise<void> {
    await this.#load();
    this.#record = record;
    try {
      await this.#options.file.write(record);
    } catch {
      // Kept in memory for this run; the next contact writes it again.
    }
    try {
      await this.#options.onLearnt?.(record);
    } catch {
      // The listener's own failure is its own (the language service never throws).
    }
  }

  async #load(): Promise<InstanceRecord | null> {
    if (this.#record !== undefined) return this.#record;
    this.#loaded ??= this.#options.file.read();
    const read = await this.#loaded;
    if (this.#record === undefined) this.#record = read;
    return this.#record;
  }
}
