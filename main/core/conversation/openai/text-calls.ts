/**
 * Tool calls a server left in the text (DESIGN §5, docs/notes/llm.md). Two documented shapes are
 * read, and only when the answer's `tool_calls` is empty:
 *
 * - Hermes/Qwen `<tool_call>{"name": …, "arguments": {…}}</tool_call>` — the format Qwen's and
 *   Hermes' chat templates tell the model to use (quoted in LM Studio's tool-use docs); LM Studio
 *   documents that a call it cannot parse is returned in `content` as written, and Ollama, llama.cpp
 *   and vLLM have all been reported to leave it there (ollama/ollama#11381, ggml-org/llama.cpp#14697,
 *   vllm-project/vllm#18791, lmstudio-ai/lmstudio-bug-tracker#2115).
 * - LM Studio's default format `[TOOL_REQUEST]{"name": …, "arguments": {…}}[END_TOOL_REQUEST]`,
 *   which LM Studio's docs give models without native tool use.
 *
 * In text, the whole answer must be such blocks and nothing else (LM Studio's own rule for that
 * format: "there should be no other text in your message"). In reasoning (`reasoning_content`, or a
 * `<think>` block), the blocks must be the last thing the model produced, with nothing after them
 * and no answer text: that is the shape of a call the server's parser missed because it came before
 * `</think>` (ollama/ollama#14477, ggml-org/llama.cpp#22684). A call mentioned mid-thought and then
 * reasoned about ("…but no, they only asked") is not at the end, so it is never taken.
 *
 * Each block must be exactly `{"name": <offered tool>, "arguments": <object or JSON string>}`. A call
 * found this way is an ordinary proposal: its arguments go through `parseArguments` and its shape
 * bound like any tool call's, and the request guard and all six executor stages still apply.
 */
import { isObject } from './arguments.js';

export interface TextCall {
  name: string;
  arguments: unknown;
}

const BLOCK = /<tool_call>([\s\S]*?)<\/tool_call>|\[TOOL_REQUEST\]([\s\S]*?)\[END_TOOL_REQUEST\]/g;
/** Calls are short: longer text is never searched for them (which also bounds the regex work). */
const MAX_CALL_TEXT_CHARS = 16 * 1024;
/** Markers of a call written as text, in the documented shapes and in ones this app does not read. */
const CALL_MARKERS =
  /<tool_call>|<\/tool_call>|\[TOOL_REQUEST\]|<function=|<\|tool_call|"tool_calls"\s*:|\{\s*"name"\s*:\s*"[^"]*"\s*,\s*"(?:arguments|parameters)"\s*:/;
const MAX_TEXT_CALLS = 8;

/** The calls when `text` consists of documented call blocks only; otherwise null. */
export function callsInText(text: string, offered: ReadonlySet<string>): TextCall[] | null {
  if (text.length > MAX_CALL_TEXT_CHARS) return null;
  const { calls, rest } = blocks(text, offered);
  return calls !== null && calls.length > 0 && rest.trim() === '' ? calls : null;
}

/** The calls when `reasoning` ends with documented call blocks (nothing after them); otherwise null. */
export function callsAtEndOfReasoning(whole: string, offered: ReadonlySet<string>): TextCall[] | null {
  const reasoning = whole.length > MAX_CALL_TEXT_CHARS ? whole.slice(-MAX_CALL_TEXT_CHARS) : whole;
  // Walk back from the end over whole blocks separated only by whitespace (linear, no backtracking).
  let end = reasoning.trimEnd().length;
  let start = end;
  for (;;) {
    const head = reasoning.slice(0, end);
    const pair = head.endsWith('</tool_call>')
      ? ['<tool_call>', '</tool_call>']
      : head.endsWith('[END_TOOL_REQUEST]')
        ? ['[TOOL_REQUEST]', '[END_TOOL_REQUEST]']
        : null;
    if (!pair) break;
    const open = head.lastIndexOf(pair[0]!, end - pair[1]!.length);
    if (open < 0) return null;
    start = open;
    end = reasoning.slice(0, open).trimEnd().length;
  }
  if (start === reasoning.trimEnd().length) return null;
  return callsInText(reasoning.slice(start), offered);
}

/** True when the text looks like an attempt to call a tool (so it must not be shown as the answer). */
export function looksLikeCall(text: string): boolean {
  return CALL_MARKERS.test(text);
}

function blocks(text: string, offered: ReadonlySet<string>): { calls: TextCall[] | null; rest: string } {
  const calls: TextCall[] = [];
  let valid = true;
  const rest = text.replace(BLOCK, (_match, hermes: string | undefined, lmstudio: string | undefined) => {
    const call = readCall((hermes ?? lmstudio ?? '').trim(), offered);
    if (call === null || calls.length >= MAX_TEXT_CALLS) valid = false;
    else calls.push(call);
    return '';
  });
  return { calls: valid ? calls : null, rest };
}

function readCall(json: string, offered: ReadonlySet<string>): TextCall | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.name !== 'string' || !offered.has(value.name)) return null;
  const keys = Object.keys(value);
  if (keys.some((k) => k !== 'name' && k !== 'arguments')) return null;
  const args = value.arguments;
  if (args !== undefined && !isObject(args) && typeof args !== 'string') return null;
  return { name: value.name, arguments: args ?? {} };
}
