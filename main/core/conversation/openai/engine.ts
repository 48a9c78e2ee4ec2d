/**
 * The OpenAI-compatible conversation engine (DESIGN §5): Chat Completions against Ollama,
 * llama.cpp's server, LM Studio, vLLM or OpenAI, with the three capabilities offered as tools.
 * It only proposes — every tool call becomes a Proposal for the executor, which is the judge
 * (unknown names, bad arguments and foreign entities are refused there, audited and narrated
 * like any other refusal). Every failure of the model or its server ends in a thrown Error with
 * a household-readable message (the turn loop turns it into the reply) — never a crash, and
 * never the API key or the server's own error text.
 */
import type { ConversationEngine, EngineRoundInput, EngineRoundOutput, Proposal } from '../conversation-engine.js';
import { checkAssistantBaseUrl } from './base-url.js';
import { LLM_MAX_BODY_BYTES, sendLlmRequest } from './http.js';
import { buildMessages, type ChatMessage } from './messages.js';
import { capabilityOfToolName, chatTools, type ChatTool } from './tools.js';

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
/** An unparseable `arguments` string is quoted back to the executor (and the model) at most this long. */
const MAX_RAW_ARGUMENT_CHARS = 1000;
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
  buildRequest(input: EngineRoundInput): ChatCompletionRequest {
    return {
      model: this.#model,
      messages: buildMessages(input),
      tools: chatTools(),
      // With no rounds left the model must answer in words: tools stay declared (the transcript
      // refers to them) but may not be called.
      tool_choice: input.rounds_left <= 0 ? 'none' : 'auto',
      stream: false,
    };
  }

  async round(input: EngineRoundInput, signal: AbortSignal): Promise<EngineRoundOutput> {
    const response = await sendLlmRequest({
      method: 'POST',
      url: `${this.#baseUrl}/chat/completions`,
      apiKey: this.#apiKey,
      body: this.buildRequest(input),
      signal,
      maxBytes: this.#maxBodyBytes,
      label: this.#label,
    });
    if (response.status < 200 || response.status >= 300) throw new Error(this.statusMessage(response.status, response.text));
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      throw new Error(`the assistant at ${this.#label} sent an answer that is not valid JSON`);
    }
    return this.interpret(json, input);
  }

  /** Turns a Chat Completions answer into proposals or a reply. */
  interpret(json: unknown, input: EngineRoundInput): EngineRoundOutput {
    if (!isObject(json)) throw new Error(`the assistant at ${this.#label} sent an answer in an unexpected shape`);
    if (json.error !== undefined && json.choices === undefined) {
      // Some proxies answer 200 with an error object; its text may quote the key, so it is not relayed.
      throw new Error(`the assistant at ${this.#label} answered with an error`);
    }
    const choices = json.choices;
    if (!Array.isArray(choices) || choices.length === 0) throw new Error(`the assistant at ${this.#label} sent an empty answer`);
    const choice = choices[0];
    const message = isObject(choice) ? choice.message : undefined;
    if (!isObject(message)) throw new Error(`the assistant at ${this.#label} sent an answer without a message`);

    const text = replyText(message.content);
    const calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
    if (calls.length > 0) {
      if (input.rounds_left <= 0) {
        // It was told it could not call tools; words it wrote anyway are the reply.
        if (text !== '') return { kind: 'reply', text };
        throw new Error('the assistant kept asking for more steps than one message allows');
      }
      const proposals = this.proposalsFrom(calls, input);
      const output: EngineRoundOutput = { kind: 'propose', proposals };
      if (text !== '') output.note = text;
      return output;
    }
    if (text !== '') return { kind: 'reply', text };
    const finish = isObject(choice) ? choice.finish_reason : undefined;
    if (finish === 'length') throw new Error(`the assistant's answer was cut off before it said anything (the model "${this.#model}" ran out of room)`);
    throw new Error(`the assistant at ${this.#label} sent an empty answer`);
  }

  private proposalsFrom(calls: unknown[], input: EngineRoundInput): Proposal[] {
    const used = new Set<string>();
    for (const round of input.rounds) for (const p of round.proposals) used.add(p.id);
    const roundNumber = input.rounds.length + 1;
    return calls.map((call, index) => {
      const fn = isObject(call) && isObject(call.function) ? call.function : {};
      const rawName = typeof fn.name === 'string' ? fn.name.trim().slice(0, MAX_NAME_CHARS) : '';
      let id = isObject(call) ? call.id : undefined;
      if (typeof id !== 'string' || id === '' || id.length > MAX_CALL_ID_CHARS || !/^[\x21-\x7e]+$/.test(id) || used.has(id)) {
        // Missing, odd or repeated ids (some local servers number every call "call_0"): results
        // must match their call exactly, so the engine names it. The transcript uses this id too.
        let n = index + 1;
        do id = `call_${roundNumber}_${n++}`;
        while (used.has(id as string));
      }
      used.add(id as string);
      return { id: id as string, capability: capabilityOfToolName(rawName), arguments: parseArguments(fn.arguments) };
    });
  }

  private statusMessage(status: number, peek: string): string {
    const where = `the assistant's server at ${this.#label}`;
    if (status === 401 || status === 403) return `${where} refused the API key (HTTP ${status}) — check the key in Settings`;
    if (status >= 300 && status < 400) return `${where} answered with a redirect (HTTP ${status}), which is never followed — check the address in Settings`;
    if (/does not support tools|tools? (?:is|are) not supported|tool[ _]?(?:use|calling)[^.]{0,40}not supported/i.test(peek)) {
      return `the model "${this.#model}" can't use tools, which this app needs — choose a model with tool support in Settings`;
    }
    if (status === 404) return `${where} answered "not found" (HTTP 404) — check the address (it usually ends in /v1) and that the model "${this.#model}" is installed`;
    if (status === 429) return `${where} is busy or over its limit (HTTP 429) — try again in a moment`;
    return `${where} answered with an error (HTTP ${status})`;
  }
}

/** `content` as text: a string, or the text parts of an array; reasoning blocks removed. */
function replyText(content: unknown): string {
  let text = '';
  if (typeof content === 'string') text = content;
  else if (Array.isArray(content)) {
    text = content
      .map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : typeof part === 'string' ? part : ''))
      .join('');
  }
  // Reasoning models served raw (Ollama, llama.cpp) may think out loud first.
  text = text.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, '').trim();
  return text.length > MAX_REPLY_CHARS ? `${text.slice(0, MAX_REPLY_CHARS)}…` : text;
}

/**
 * A tool call's `arguments`: normally a JSON object in a string. Empty means `{}` (models often
 * send "" for a call without parameters). Anything that is not a JSON object is passed on under
 * `invalid_arguments`, which no capability accepts — the executor rejects it with
 * INVALID_ARGUMENTS and the model is told so.
 */
export function parseArguments(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (isObject(raw)) return raw;
  if (typeof raw !== 'string') return { invalid_arguments: bound(safeStringify(raw)) };
  const text = raw.trim();
  if (text === '') return {};
  try {
    let value: unknown = JSON.parse(text);
    // Some models encode the object twice.
    if (typeof value === 'string') value = JSON.parse(value);
    if (isObject(value)) return value;
  } catch {
    // fall through
  }
  return { invalid_arguments: bound(text) };
}

function bound(text: string): string {
  return text.length > MAX_RAW_ARGUMENT_CHARS ? `${text.slice(0, MAX_RAW_ARGUMENT_CHARS)}…` : text;
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
