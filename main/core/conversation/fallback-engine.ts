/**
 * The end of the language chain (language-chain.ts): the household speaks a language the built-in
 * engine does not, Home Assistant's recognizer can't help and no language model was chosen. The
 * built-in engine still reads what it can (a request in one of its languages); what it does not
 * understand gets an honest reply, in the reply language, naming what would help.
 */
import type { LanguageChainView } from '../../../common/contract/types.js';
import { DEFAULT_LANGUAGE } from '../../../common/languages.js';
import { formatMessage } from '../i18n/format-message.js';
import { planForTurn, step } from './builtin/engine.js';
import { packFor } from './builtin/lang/index.js';
import { indexFor } from './builtin/vocabulary-index.js';
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput } from './conversation-engine.js';
import { languageName } from './recognizer/engine.js';

export class FallbackEngine implements ConversationEngine {
  readonly proposer = 'builtin';
  readonly #chain: LanguageChainView;

  constructor(chain: LanguageChainView) {
    this.#chain = chain;
  }

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    signal.throwIfAborted();
    const language = input.language ?? DEFAULT_LANGUAGE;
    const index = indexFor(input.vocabulary, { here: input.this_area_id ?? null, language });
    const plan = planForTurn(input, index);
    if (plan.kind === 'unsupported' && plan.action === 'other') {
      return {
        kind: 'reply',
        text: formatMessage(language, 'recognizer.reply.noEngine', {
          language: languageName(this.#chain.spoken, language),
          reason: this.#chain.reason.replaceAll('-', '_'),
        }),
      };
    }
    return step(plan, input, index, packFor(language).replies);
  }
}
