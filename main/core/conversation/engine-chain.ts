/**
 * The language chain at work (language-chain.ts decides): for each turn, the engine that answers,
 * built with what it needs — and for Home Assistant's recognizer, the only door to it the engine
 * gets: a function that recognises one sentence. The recognizer session (ha/recognizer.ts) is
 * opened here with the stored credential, behind the auth gate; the engine never holds the token.
 *
 * Probes and recognitions are remembered briefly: a turn asks the engine up to three times about
 * the same sentence (and again when a card is approved). The session itself is kept open while the
 * household talks (ha/kept-recognizer.ts): each new session is a login in Home Assistant.
 */
import type { LanguageChainView, LanguageView } from '../../../common/contract/types.js';
import type { PolicySnapshot } from '../executor/executor.js';
import type { AuthGate } from '../ha/auth-gate.js';
import type { Recognition } from '../ha/recognition.js';
import { KeptRecognizer, type KeptRecognizerOptions } from '../ha/kept-recognizer.js';
import { exactLanguage, RecognizerError, type RecognizerSessionOptions } from '../ha/recognizer.js';
import { BuiltinEngine } from './builtin/engine.js';
import { registeredPacks } from './builtin/lang/index.js';
import type { ConversationEngine } from './conversation-engine.js';
import { FallbackEngine } from './fallback-engine.js';
import { decideChain, type RecognizerProbe } from './language-chain.js';
import type { AssistantConfigService } from './openai/assistant-config-service.js';
import { RecognizerEngine } from './recognizer/engine.js';

export interface EngineChainDeps {
  assistant: Pick<AssistantConfigService, 'engine'>;
  language: () => Promise<LanguageView>;
  policy: () => Promise<PolicySnapshot>;
  authGate: AuthGate;
  now: () => number;
  session?: RecognizerSessionOptions;
  /** How long the recognizer's session is kept (ha/kept-recognizer.ts); its defaults otherwise. */
  kept?: Omit<KeptRecognizerOptions, 'requestMs'>;
}

/** How long a probe's answer stands: a working recognizer for 10 minutes, a failed one for 30 s. */
const PROBE_TTL_MS = { ok: 10 * 60_000, failed: 30_000 } as const;
const RECOGNITION_TTL_MS = 2 * 60_000;
const RECOGNITIONS_KEPT = 64;

const builtin = new BuiltinEngine();

export class EngineChain {
  readonly #deps: EngineChainDeps;
  readonly #probes = new Map<string, { at: number; probe: RecognizerProbe }>();
  readonly #recognitions = new Map<string, { at: number; result: Promise<Recognition | null> }>();
  readonly #recognizer: KeptRecognizer;

  constructor(deps: EngineChainDeps) {
    this.#deps = deps;
    this.#recognizer = new KeptRecognizer({ ...deps.kept, ...(deps.session?.timeoutMs === undefined ? {} : { requestMs: deps.session.timeoutMs }) });
  }

  /** Closes the recognizer's kept session (the app is closing). */
  close(): Promise<void> {
    return this.#recognizer.close();
  }

  /** What Settings → Assistant shows. */
  async view(): Promise<LanguageChainView> {
    return (await this.#decide()).view;
  }

  /** The engine for this turn. */
  async engine(): Promise<ConversationEngine> {
    const { view, model } = await this.#decide();
    if (view.engine === 'openai-compatible' && model !== null) return model;
    if (view.engine === 'home-assistant-recognizer' && view.recognizer_language !== undefined) {
      return new RecognizerEngine({
        language: view.recognizer_language,
        recognize: (sentence, language, signal) => this.#recognize(sentence, language, signal),
      });
    }
    if (view.reason === 'builtin-speaks') return builtin;
    return new FallbackEngine(view);
  }

  async #decide(): Promise<{ view: LanguageChainView; model: ConversationEngine | null }> {
    const model = await this.#deps.assistant.engine();
    const view = await decideChain({
      view: await this.#deps.language(),
      modelChosen: model !== null,
      probe: (tag) => this.#probe(tag),
      builtinSpeaks: (language) => registeredPacks().some((pack) => pack.code === language),
    });
    return { view, model };
  }

  async #probe(tag: string): Promise<RecognizerProbe> {
    const { target, policy } = await this.#deps.policy();
    if (target === null || !policy.home_assistant_enabled || (await this.#deps.authGate.isBlocked(target))) return { ok: false, why: 'not-connected' };
    const key = `${target.base_url}\u0000${tag}`;
    const now = this.#deps.now();
    const known = this.#probes.get(key);
    if (known !== undefined && now - known.at < (known.probe.ok ? PROBE_TTL_MS.ok : PROBE_TTL_MS.failed)) return known.probe;
    const probe = await this.#recognizer
      .use(target, async (session): Promise<RecognizerProbe> => {
        if (!(await session.answers())) return { ok: false, why: 'unavailable' };
        const language = exactLanguage(tag, await session.languages());
        return language === null ? { ok: false, why: 'language-unsupported' } : { ok: true, language };
      })
      .catch(async (error: unknown): Promise<RecognizerProbe> => {
        if (error instanceof RecognizerError && error.code === 'RECOGNIZER_AUTH_FAILED') {
          await this.#deps.authGate.block(target);
          return { ok: false, why: 'not-connected' };
        }
        return { ok: false, why: 'unavailable' };
      });
    this.#probes.set(key, { at: now, probe });
    return probe;
  }

  #recognize(sentence: string, language: string, signal: AbortSignal): Promise<Recognition | null> {
    const key = `${language}\u0000${sentence}`;
    const now = this.#deps.now();
    const known = this.#recognitions.get(key);
    if (known !== undefined && now - known.at < RECOGNITION_TTL_MS) return abortable(known.result, signal);
    const result = this.#ask(sentence, language);
    // A failure is not remembered: the next round or turn asks again.
    result.catch(() => this.#recognitions.delete(key));
    this.#recognitions.delete(key);
    this.#recognitions.set(key, { at: now, result });
    while (this.#recognitions.size > RECOGNITIONS_KEPT) this.#recognitions.delete(this.#recognitions.keys().next().value!);
    return abortable(result, signal);
  }

  async #ask(sentence: string, language: string): Promise<Recognition | null> {
    const { target, policy } = await this.#deps.policy();
    if (target === null || !policy.home_assistant_enabled || (await this.#deps.authGate.isBlocked(target))) {
      throw new RecognizerError('RECOGNIZER_UNAVAILABLE', 'Home Assistant is not connected.');
    }
    try {
      const [result] = await this.#recognizer.use(target, (session) => session.recognize([sentence], language));
      return result ?? null;
    } catch (error) {
      if (error instanceof RecognizerError && error.code === 'RECOGNIZER_AUTH_FAILED') await this.#deps.authGate.block(target);
      throw error;
    }
  }
}

/** `work`, or the signal's reason once it aborts (the session itself ends by its own deadline). */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
