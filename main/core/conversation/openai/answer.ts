/**
 * One Chat Completions answer, read the way the local servers really send it: the message's words
 * with reasoning taken out (`reasoning_content` from llama.cpp, vLLM and LM Studio; `reasoning` from
 * Ollama's OpenAI layer; `<think>` blocks left in `content` when a server doesn't separate them,
 * ggml-org/llama.cpp#11607 `--reasoning-format none`), and the tool calls as given. `tool_calls`
 * may be missing, `null` or `[]` (LM Studio always sends `[]`, lmstudio-ai/lmstudio-bug-tracker#1318).
 */
import { isObject } from './arguments.js';
import { AssistantAnswerError } from './answer-error.js';

export interface RawCall {
  id: unknown;
  name: unknown;
  arguments: unknown;
}

export interface ReadAnswer {
  calls: RawCall[];
  /** What the model said, reasoning removed, trimmed (not yet bounded). */
  text: string;
  /** The model's reasoning, from a reasoning field or `<think>` blocks (empty when none). */
  reasoning: string;
  finish: string | undefined;
}

const THINK = /<think>([\s\S]*?)(?:<\/think>|$)/gi;

/** Throws AssistantAnswerError(ASSISTANT_BAD_RESPONSE | ASSISTANT_SERVER_ERROR) when it is not an answer at all. */
export function readAnswer(json: unknown, label: string): ReadAnswer {
  if (!isObject(json)) throw new AssistantAnswerError('ASSISTANT_BAD_RESPONSE', `the assistant at ${label} sent an answer in an unexpected shape`);
  if (json.error !== undefined && json.choices === undefined) {
    // Some proxies answer 200 with an error object; its text may quote the key, so it is not relayed.
    throw new AssistantAnswerError('ASSISTANT_SERVER_ERROR', `the assistant at ${label} answered with an error`);
  }
  const choices = json.choices;
  if (!Array.isArray(choices) || choices.length === 0)
    throw new AssistantAnswerError('ASSISTANT_ANSWER_UNUSABLE', `the assistant at ${label} sent an empty answer`);
  const choice: unknown = choices[0];
  const message = isObject(choice) ? choice.message : undefined;
  if (!isObject(message)) throw new AssistantAnswerError('ASSISTANT_BAD_RESPONSE', `the assistant at ${label} sent an answer without a message`);

  const content = contentText(message.content);
  const thoughts: string[] = [];
  for (const field of [message.reasoning_content, message.reasoning]) if (typeof field === 'string' && field.trim() !== '') thoughts.push(field);
  const text = content.replace(THINK, (_block, inner: string) => {
    thoughts.push(inner);
    return '';
  });
  const calls = Array.isArray(message.tool_calls)
    ? message.tool_calls.map((call): RawCall => {
        const fn = isObject(call) && isObject(call.function) ? call.function : {};
        return { id: isObject(call) ? call.id : undefined, name: fn.name, arguments: fn.arguments };
      })
    : [];
  const finish = isObject(choice) && typeof choice.finish_reason === 'string' ? choice.finish_reason : undefined;
  return { calls, text: text.trim(), reasoning: thoughts.join('\n').trim(), finish };
}

/** `content` as text: a string, or the text parts of an array. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : typeof part === 'string' ? part : '')).join('');
}
