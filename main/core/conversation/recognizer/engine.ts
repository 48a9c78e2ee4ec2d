/**
 * The third engine, "Home Assistant's recognizer" (docs/architecture.md, "The third engine"): for a
 * language the built-in engine does not speak, Home Assistant's own Assist recognizer reads the
 * sentence (ha/recognizer.ts, which can only ask, never act), recognition-plan.ts turns its intent and
 * slots into the built-in engine's `Plan` over our allowlisted vocabulary, and the built-in machinery
 * proposes, narrates and answers — in the household's reply language. Never more trusted than a
 * language model: it only proposes, and the executor and the household's approval decide.
 */
import type { Recognition } from '../../ha/recognition.js';
import { RecognizerError } from '../../ha/recognizer.js';
import { formatMessage } from '../../i18n/format-message.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../../common/languages.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from '../conversation-engine.js';
import { planForTurn, step } from '../builtin/engine.js';
import { packFor } from '../builtin/lang/index.js';
import { indexFor } from '../builtin/vocabulary-index.js';
import { orBuiltinReading, planFromRecognition } from './recognition-plan.js';
import { carryOn, leftOf, sameRequest } from '../builtin/turn-plan.js';
import type { Plan } from '../builtin/plan.js';
import type { VocabularyIndex } from '../builtin/indexed-vocabulary.js';

export const RECOGNIZER_PROPOSER = 'home-assistant-recognizer';

export interface RecognizerEngineOptions {
  /** The sentence's language, as Home Assistant's own list spells it (`sv`, `pt-BR`). */
  language: string;
  /** Asks Home Assistant's recognizer about one sentence; throws a RecognizerError when it can't. */
  recognize: (sentence: string, language: string, signal: AbortSignal) => Promise<Recognition | null>;
}

export class RecognizerEngine implements ConversationEngine {
  readonly proposer = RECOGNIZER_PROPOSER;
  readonly #options: RecognizerEngineOptions;

  constructor(options: RecognizerEngineOptions) {
    this.#options = options;
  }

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    signal.throwIfAborted();
    const reply = input.language ?? DEFAULT_LANGUAGE;
    const say = packFor(reply).replies;
    const index = indexFor(input.vocabulary, { here: input.this_area_id ?? null, language: reply });
    let recognition: Recognition | null;
    try {
      recognition = await this.#options.recognize(input.user_message, this.#options.language, signal);
    } catch (error) {
      if (!(error instanceof RecognizerError)) throw error;
      return { kind: 'reply', text: this.#noted(input, reply, formatMessage(reply, 'recognizer.reply.unavailable', { code: error.code })) };
    }
    const plan = orBuiltinReading(planFromRecognition(recognition, input.user_message, index, say), recognition, () => planForTurn(input, index));
    const out = step(carriedOn(plan, input, index), input, index, say);
    return out.kind === 'reply' ? { ...out, text: this.#noted(input, reply, out.text) } : out;
  }

  /**
   * The first reply of a conversation says, once, which language was understood and that replies
   * come in the app's language — for a language the windows have no catalogue for, that is a fallback.
   */
  #noted(input: EngineRoundInput, reply: Language, text: string): string {
    if (input.history.some((h) => h.role === 'assistant')) return text;
    return `${formatMessage(reply, 'recognizer.reply.firstNote', { language: languageName(this.#options.language, reply) })} ${text}`;
  }
}

/**
 * A request over more devices than one turn's rounds, said again after the reply that stopped for
 * want of rounds, carries on with the devices left (the built-in engine's note on that reply).
 */
function carriedOn(plan: Plan, input: EngineRoundInput, index: VocabularyIndex): Plan {
  const last = input.history.at(-1);
  const left = last?.role === 'assistant' ? leftOf(last.carry, index) : null;
  return left !== null && sameRequest(plan, left) ? carryOn(left) : plan;
}

/** A language's name in the reply language ("Swedish", "Schwedisch"), from Intl; the code when Intl has none. */
export function languageName(code: string, inLanguage: Language): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    // A code Intl can't read.
    return code;
  }
}
