/**
 * A tool call's `arguments` as the servers really send them: normally a JSON object in a string
 * (the OpenAI shape), sometimes the object itself (llama.cpp's server did so by default for a while,
 * ggml-org/llama.cpp#20198, reverted by #20202), sometimes encoded twice, sometimes missing its
 * closing braces (vLLM's Hermes parser dropped the final `}`, vllm-project/vllm#22885).
 *
 * Recovery never guesses: only closing braces are ever added, and only when everything before them
 * is complete JSON. Anything else is passed on under `invalid_arguments`, which no capability
 * accepts — the executor rejects it at stage 2 with INVALID_ARGUMENTS and the model is told so.
 *
 * This is where a model's arguments enter (tool calls and calls written as text alike), so they are
 * held to the shape bound here (`json-bounds.ts`: depth and values), before the repeat key, the
 * request guard or the replayed transcript walk them; past it they are `invalid_arguments` too.
 */
import { argumentBoundExceeded, unboundedPlaceholder } from '../../executor/json-bounds.js';

const MAX_RAW_ARGUMENT_CHARS = 1000;
const MAX_MISSING_BRACES = 2;

export function parseArguments(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'string') {
    const exceeded = argumentBoundExceeded(raw);
    if (exceeded) return unboundedPlaceholder(exceeded);
    return isObject(raw) ? raw : { invalid_arguments: bound(safeStringify(raw)) };
  }
  const text = raw.trim();
  // Models often send "" for a call without parameters.
  if (text === '') return {};
  const parsed = parseObject(text) ?? repairClosingBraces(text);
  if (parsed === null) return { invalid_arguments: bound(text) };
  const exceeded = argumentBoundExceeded(parsed);
  return exceeded ? unboundedPlaceholder(exceeded) : parsed;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    let value: unknown = JSON.parse(text);
    // Some models encode the object twice.
    if (typeof value === 'string') value = JSON.parse(value);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * `{"a":"b"` → `{"a":"b"}`: only when the text ends on a value that can't have been cut (a closed
 * string, object or array, a literal, or nothing after the opening brace — never a number, which
 * might have lost digits).
 */
function repairClosingBraces(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{') || !/(?:["}\]]|\btrue|\bfalse|\bnull|^\{)\s*$/.test(text)) return null;
  let candidate = text;
  for (let i = 0; i < MAX_MISSING_BRACES; i++) {
    candidate += '}';
    const parsed = parseObject(candidate);
    if (parsed) return parsed;
  }
  return null;
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
