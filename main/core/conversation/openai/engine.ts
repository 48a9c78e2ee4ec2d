/**
 * The OpenAI-compatible conversation engine (DESIGN §5): Chat Completions against Ollama,
 * llama.cpp's server, LM Studio, vLLM or OpenAI, with the three capabilities offered as tools.
 * It only proposes — every proposal goes to the executor, which is the judge.
 *
 * What the local servers really answer is handled here (docs/notes/llm.md has the table): calls in
 * `tool_calls`, or — only when that is empty — in a documented text shape in the answer or at the
 * end of the reasoning (`text-calls.ts`); arguments as objects or missing their closing brace
 * (`arguments.ts`); a step asked for again after its answer is cut (`repeats.ts`); a proposal the
 * household's message did not ask for is dropped (`request-guard.ts`); a server whose template can't
 * take the replayed tool history is asked once more with that history in words. Anything else ends
 * in an AssistantAnswerError with a code and a household-readable message (the turn loop turns it
 * into the reply) — never a crash, never a guessed call, never the key or the server's own words.
 */
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput, Proposal } from '../conversation-engine.js';
import { AssistantAnswerError, type ServerRefusal } from './answer-error.js';
import { readAnswer, type RawCall } from './answer.js';
import { parseArguments } from './arguments.js';
import { checkAssistantBaseUrl } from './base-url.js';
import { LLM_MAX_BODY_BYTES, sendLlmRequest, type LlmResponse } from './http.js';
import { buildMessages, flatHistory, type ChatMessage } from './messages.js';
import { guardProposals } from './request-guard.js';
import { splitRepeats } from './repeats.js';
import { callsAtEndOfReasoning, callsInText, looksLikeCall, type TextCall } from './text-calls.js';
import { capabilityOfToolName, chatTools, offeredToolNames, type ChatTool } from './tools.js';

export { parseArguments } from './arguments.js';

export interface OpenAICompatibleEngineOptions {
  /** Checked base URL, e.g. `http://127.0.0.1:11434/v1` (no trailing slash). */
  base_url: string;
  model: string;
  /**
   * Sent as `Authorization: Bearer …` only when set and non-empty, and only to the origin it is
   * bound to: a bare string is bound to `base_url`'s origin, a stored key carries its own.
   */
  api_key?: string | { value: string; origin: string } | undefined;
  /** Body cap for the answer; default 1 MiB. */
  maxBodyBytes?: number;
}

/** The JSON body of `POST <base_url>/chat/completions`. */
export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  tools: ChatTool[];
  tool_choice: 'auto' | 'none';
  stream: false;
}

/** Longest reply passed on; a model that writes more is cut (the household reads this in a bubble). */
const MAX_REPLY_CHARS = 16_000;
/** Tool-call ids the model chose are kept when they are sane; otherwise the engine names the call. */
const MAX_CALL_ID_CHARS = 128;
const MAX_NAME_CHARS = 128;

export class OpenAICompatibleEngine implements ConversationEngine {
  readonly proposer: string;
  readonly #baseUrl: string;
  readonly #model: string;
  readonly #apiKey: { value: string; origin: string } | undefined;
  readonly #label: string;
  readonly #maxBodyBytes: number;

  constructor(options: OpenAICompatibleEngineOptions) {
    const checked = checkAssistantBaseUrl(options.base_url);
    if (!checked.ok || checked.base_url === '') throw new Error(checked.ok ? "The assistant's address is not set." : checked.message);
    if (typeof options.model !== 'string' || options.model.trim() === '') throw new Error('The assistant needs a model name.');
    this.#baseUrl = checked.base_url;
    this.#model = options.model;
    const key = typeof options.api_key === 'string' ? { value: options.api_key, origin: new URL(checked.base_url).origin } : options.api_key;
    this.#apiKey = key === undefined || key.value.trim() === '' ? undefined : { value: key.value.trim(), origin: key.origin };
    this.#label = new URL(checked.base_url).host;
    this.#maxBodyBytes = options.maxBodyBytes ?? LLM_MAX_BODY_BYTES;
    this.proposer = `openai-compatible:${options.model}`;
  }

  /** The request body for one round (exposed for tests and diagnostics; holds no secret). */
  buildRequest(input: EngineRoundInput, history: 'tool-messages' | 'in-words' = 'tool-messages'): ChatCompletionRequest {
    return {
      model: this.#model,
      messages: history === 'tool-messages' ? buildMessages(input) : flatHistory(input),
      tools: chatTools(),
      // With no rounds left the model must answer in words: tools stay declared (the transcript
      // refers to them) but may not be called.
      tool_choice: input.rounds_left <= 0 ? 'none' : 'auto',
      stream: false,
    };
  }

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    let response = await this.post(this.buildRequest(input), signal);
    if (templateRefusedHistory(response, input)) {
      // ggml-org/llama.cpp#17040, vllm-project/vllm#13978: the chat template raised on the replayed
      // tool messages. The same conversation, told in words, renders with any template.
      response = await this.post(this.buildRequest(input, 'in-words'), signal);
    }
    if (response.status < 200 || response.status >= 300) throw this.statusError(response.status, response.text);
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      throw new AssistantAnswerError('ASSISTANT_BAD_RESPONSE', `the assistant at ${this.#label} sent an answer that is not valid JSON`);
    }
    return this.interpret(json, input);
  }

  private post(body: ChatCompletionRequest, signal: AbortSignal): Promise<LlmResponse> {
    return sendLlmRequest({
      method: 'POST',
      url: `${this.#baseUrl}/chat/completions`,
      apiKey: this.#apiKey,
      body,
      signal,
      maxBytes: this.#maxBodyBytes,
      label: this.#label,
    });
  }

  /** Turns a Chat Completions answer into proposals or a reply. */
  interpret(json: unknown, input: EngineRoundInput): EngineRoundOutput {
    const answer = readAnswer(json, this.#label);
    const offered = offeredToolNames();
    let calls: Array<RawCall | TextCall> = answer.calls;
    let spoken = answer.text;
    if (calls.length === 0) {
      // Only when the server gave no calls: a documented text shape, in the answer or at the very
      // end of the reasoning (with no answer text). Nothing else is ever read as a call.
      const fromText = spoken !== '' ? callsInText(spoken, offered) : answer.reasoning !== '' ? callsAtEndOfReasoning(answer.reasoning, offered) : null;
      if (fromText) {
        calls = fromText;
        spoken = '';
      }
    }
    if (calls.length === 0) {
      if (spoken !== '' && looksLikeCall(spoken.slice(0, 64 * 1024))) {
        throw new AssistantAnswerError(
          'ASSISTANT_ANSWER_UNUSABLE',
          `the model "${this.#model}" answered with a request written in a form this app can't read, so nothing was done`,
        );
      }
      if (spoken !== '') return { kind: 'reply', text: bounded(spoken) };
      if (answer.finish === 'length') {
        throw new AssistantAnswerError(
          'ASSISTANT_ANSWER_UNUSABLE',
          `the assistant's answer was cut off before it said anything (the model "${this.#model}" ran out of room)`,
        );
      }
      throw new AssistantAnswerError(
        'ASSISTANT_ANSWER_UNUSABLE',
        answer.reasoning !== ''
          ? `the model "${this.#model}" only thought about the request and gave no answer this app can use`
          : `the assistant at ${this.#label} sent an empty answer`,
      );
    }
    if (input.rounds_left <= 0) {
      // It was told it could not call tools; words it wrote anyway are the reply.
      if (spoken !== '' && !looksLikeCall(spoken)) return { kind: 'reply', text: bounded(spoken) };
      throw new AssistantAnswerError('ASSISTANT_TOO_MANY_STEPS', 'the assistant kept asking for more steps than one message allows');
    }
    const { fresh, repeats } = splitRepeats(this.proposalsFrom(calls, input), input);
    const { kept, dropped } = guardProposals(fresh, input);
    if (kept.length === 0) {
      if (repeats.length > 0 && dropped.length === 0) {
        throw new AssistantAnswerError('ASSISTANT_REPEATED_CALL', 'the assistant asked for the same step again instead of answering, so it was stopped');
      }
      throw new AssistantAnswerError(
        'ASSISTANT_UNASKED_CALL',
        `the assistant wanted to ${describe(dropped[0]?.proposal ?? repeats[0]!)}, which your message did not ask for, so nothing was done`,
      );
    }
    const output: EngineRoundOutput = { kind: 'propose', proposals: kept };
    if (spoken !== '' && !looksLikeCall(spoken)) output.note = bounded(spoken);
    return output;
  }

  private proposalsFrom(calls: Array<RawCall | TextCall>, input: EngineRoundInput): Proposal[] {
    const used = new Set<string>();
    for (const round of input.rounds) for (const p of round.proposals) used.add(p.id);
    const roundNumber = input.rounds.length + 1;
    return calls.map((call, index) => {
      const rawName = typeof call.name === 'string' ? call.name.trim().slice(0, MAX_NAME_CHARS) : '';
      let id = 'id' in call ? call.id : undefined;
      if (typeof id !== 'string' || id === '' || id.length > MAX_CALL_ID_CHARS || !/^[\x21-\x7e]+$/.test(id) || used.has(id)) {
        // Missing, odd or repeated ids (some local servers number every call "call_0", LM Studio has
        // sent "", lmstudio-ai/lmstudio-bug-tracker#830): results must match their call, so the
        // engine names it. The replayed transcript uses its own ids anyway (messages.ts).
        let n = index + 1;
        do id = `call_${roundNumber}_${n++}`;
        while (used.has(id as string));
      }
      used.add(id as string);
      return { id: id as string, capability: capabilityOfToolName(rawName), arguments: parseArguments(call.arguments) };
    });
  }

  private statusError(status: number, peek: string): AssistantAnswerError {
    const where = `the assistant's server at ${this.#label}`;
    const refusal = (reason: ServerRefusal['reason']): ServerRefusal => ({ reason, host: this.#label, status, model: this.#model });
    if (status === 401 || status === 403)
      return new AssistantAnswerError(
        'ASSISTANT_SERVER_ERROR',
        `${where} refused the API key (HTTP ${status}) — check the key in Settings`,
        refusal('key_refused'),
      );
    if (status >= 300 && status < 400) {
      return new AssistantAnswerError(
        'ASSISTANT_SERVER_ERROR',
        `${where} answered with a redirect (HTTP ${status}), which is never followed — check the address in Settings`,
        refusal('redirect'),
      );
    }
    if (modelCannotUseTools(peek)) {
      return new AssistantAnswerError(
        'ASSISTANT_MODEL_WITHOUT_TOOLS',
        `the model "${this.#model}" can't use tools, which this app needs — choose a model with tool support in Settings (Test lists them)`,
      );
    }
    if (status === 404) {
      return new AssistantAnswerError(
        'ASSISTANT_SERVER_ERROR',
        `${where} answered "not found" (HTTP 404) — check the address (it usually ends in /v1) and that the model "${this.#model}" is installed`,
        refusal('not_found'),
      );
    }
    if (status === 429)
      return new AssistantAnswerError('ASSISTANT_SERVER_ERROR', `${where} is busy or over its limit (HTTP 429) — try again in a moment`, refusal('busy'));
    return new AssistantAnswerError('ASSISTANT_SERVER_ERROR', `${where} answered with an error (HTTP ${status})`, refusal('other'));
  }
}

/**
 * The servers' own words for "this model (or this server's setup) can't call tools": Ollama's
 * "… does not support tools" (ollama/ollama#6027), vLLM's '"auto" tool choice requires
 * --enable-auto-tool-choice and --tool-call-parser to be set' (vllm-project/vllm#9986), and
 * llama.cpp's "tools param requires --jinja flag". Only recognised, never shown.
 */
export function modelCannotUseTools(peek: string): boolean {
  return /does not support tools|tools? (?:is|are) not supported|tool[ _]?(?:use|calling)[^.]{0,40}not supported|requires --enable-auto-tool-choice|tools param requires --jinja/i.test(
    peek,
  );
}

/** A 400/422/5xx to a request that carried tool history, and not one of the known other refusals. */
function templateRefusedHistory(response: LlmResponse, input: EngineRoundInput): boolean {
  const status = response.status;
  if (!input.rounds.some((r) => r.proposals.length > 0)) return false;
  if (!(status === 400 || status === 422 || (status >= 500 && status < 600))) return false;
  return !modelCannotUseTools(response.text);
}

function describe(proposal: Proposal): string {
  const entity = typeof proposal.arguments['entity_id'] === 'string' ? proposal.arguments['entity_id'] : 'something';
  switch (proposal.capability) {
    case 'home_assistant.set_entity_state':
      return `switch ${entity} ${proposal.arguments['state'] === 'on' ? 'on' : 'off'}`;
    case 'home_assistant.get_history':
      return `read the history of ${entity}`;
    case 'home_assistant.list_entities':
      return 'read the state of your devices';
    default:
      return 'run a step';
  }
}

function bounded(text: string): string {
  return text.length > MAX_REPLY_CHARS ? `${text.slice(0, MAX_REPLY_CHARS)}…` : text;
}
