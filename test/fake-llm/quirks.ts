/**
 * The ways local servers have been seen to hand back a model's tool calls, each with where it is
 * documented or reported. `emit` turns what a scripted model means to do (an `Intent`: calls and
 * words) into one of these shapes; the fake server then wraps it in that server's own completion.
 * Quirks that need more than one answer's shape — a loop, a template that refuses tool history, a
 * model that calls what nobody asked for, a model without tools — are switched on by the scenario
 * (`behaviour`), not by `emit`.
 */
import type { FakeLlmReply, ScriptedToolCall } from './index.js';
import type { ServerKind } from './servers.js';

export interface IntendedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What the model means to do in one answer. */
export interface Intent {
  calls: IntendedCall[];
  /** Words, when it answers instead of (or besides) calling. */
  text?: string;
}

export type QuirkId =
  | 'clean'
  | 'reasoning-call'
  | 'think-call'
  | 'think-rejects'
  | 'text-call'
  | 'lmstudio-default'
  | 'text-call-with-prose'
  | 'bare-json'
  | 'args-object'
  | 'args-truncated'
  | 'args-malformed'
  | 'parallel-duplicate'
  | 'repeat-loop'
  | 'history-500'
  | 'unwanted-call'
  | 'without-tools';

export interface Quirk {
  id: QuirkId;
  what: string;
  /** Issues, PRs or docs pages where it is documented or reported. */
  sources: string[];
  /** False when no source was found: marked in the table, and no parser is built on it. */
  verified: boolean;
  /** Needs more than one answer's shape (see `behaviour`). */
  behaviour?: 'loop' | 'strict-template' | 'unwanted' | 'no-tools';
}

export const QUIRKS: readonly Quirk[] = [
  {
    id: 'clean',
    what: 'calls in tool_calls, arguments a JSON string (the OpenAI shape)',
    sources: ['OpenAI Chat Completions; LM Studio tool-use docs', 'docs.vllm.ai tool calling'],
    verified: true,
  },
  {
    id: 'reasoning-call',
    what: 'the call written at the end of the reasoning (reasoning_content / reasoning), tool_calls empty',
    sources: ['ggml-org/llama.cpp#22684', 'ggml-org/llama.cpp#24202', 'ollama/ollama#14477 (fixed 2026-02)'],
    verified: true,
  },
  {
    id: 'think-call',
    what: 'the call inside a <think> block left in content, tool_calls empty',
    sources: ['ggml-org/llama.cpp#11607 (--reasoning-format none)', 'ollama/ollama#14477', 'lmstudio-ai/lmstudio-bug-tracker#827'],
    verified: true,
  },
  {
    id: 'think-rejects',
    what: 'a <think> block that writes out a call and then decides against it, followed by words',
    sources: ['shape: ggml-org/llama.cpp#11607; the decision is scripted'],
    verified: true,
  },
  {
    id: 'text-call',
    what: 'Hermes/Qwen <tool_call>{…}</tool_call> as the whole content, tool_calls empty',
    sources: [
      'LM Studio tool-use docs ("returns the response to … content")',
      'lmstudio-ai/lmstudio-bug-tracker#2115',
      'ollama/ollama#11381',
      'ggml-org/llama.cpp#14697',
      'vllm-project/vllm#18791',
    ],
    verified: true,
  },
  {
    id: 'lmstudio-default',
    what: "LM Studio's default format [TOOL_REQUEST]{…}[END_TOOL_REQUEST] left in content",
    sources: ['LM Studio tool-use docs, "Default tool use support"'],
    verified: true,
  },
  {
    id: 'text-call-with-prose',
    what: 'words before a <tool_call> block in content (the parser missed it)',
    sources: ['vllm-project/vllm#22917', 'ggml-org/llama.cpp#24202'],
    verified: true,
  },
  {
    id: 'bare-json',
    what: 'a bare {"name":…,"arguments":…} object as the content',
    sources: ['ggml-org/llama.cpp#14697', 'ollama/ollama#15539'],
    verified: true,
  },
  {
    id: 'args-object',
    what: 'arguments as a JSON object instead of a string',
    sources: ['ggml-org/llama.cpp#20198', 'ggml-org/llama.cpp#20202'],
    verified: true,
  },
  { id: 'args-truncated', what: 'arguments missing the closing brace', sources: ['vllm-project/vllm#22885'], verified: true },
  { id: 'args-malformed', what: 'arguments cut off inside a value', sources: ['vllm-project/vllm#17790', 'ollama/ollama#6155'], verified: true },
  {
    id: 'parallel-duplicate',
    what: 'several calls in one answer, each one twice',
    sources: ['llama.cpp server README (parallel_tool_calls)', 'LM Studio tool-use docs (several [TOOL_REQUEST] blocks)'],
    verified: true,
  },
  { id: 'repeat-loop', what: 'the same call again after its result, round after round', sources: ['ollama/ollama#15573'], verified: true, behaviour: 'loop' },
  {
    id: 'history-500',
    what: 'HTTP 500 when the replayed tool history is not what the template expects',
    sources: ['ggml-org/llama.cpp#17040', 'vllm-project/vllm#13978', 'ggml-org/llama.cpp#11402'],
    verified: true,
    behaviour: 'strict-template',
  },
  {
    id: 'unwanted-call',
    what: 'a tool called when the message did not ask for it (switching on when asked whether it is on)',
    sources: ['ollama/ollama#6127', 'ollama/ollama#7487', 'ollama/ollama#9947'],
    verified: true,
    behaviour: 'unwanted',
  },
  {
    id: 'without-tools',
    what: 'a model (or server setup) that cannot call tools',
    sources: ['ollama/ollama#6027', 'ollama/ollama#14795', 'vllm-project/vllm#9986', 'llama.cpp: tools dropped silently (unverified)'],
    verified: true,
    behaviour: 'no-tools',
  },
];

export const quirk = (id: QuirkId): Quirk => QUIRKS.find((q) => q.id === id)!;

const block = (c: IntendedCall) => `<tool_call>\n${JSON.stringify({ name: c.name, arguments: c.arguments })}\n</tool_call>`;

/** One answer in the quirk's shape (for `behaviour` quirks, the plain shape: the scenario does the rest). */
export function emit(id: QuirkId, intent: Intent, _server: ServerKind = 'generic'): FakeLlmReply {
  const { calls } = intent;
  const text = intent.text ?? '';
  if (calls.length === 0) return { content: text || 'I can only help with the devices you shared.' };
  const asCalls = (map: (c: IntendedCall) => ScriptedToolCall): FakeLlmReply => ({ tool_calls: calls.map(map), ...(text ? { content: text } : {}) });
  switch (id) {
    case 'reasoning-call':
      return { tool_calls: [], content: '', reasoning: `The household asks something I can look up.\n${calls.map(block).join('\n')}` };
    case 'think-call':
      return { content: `<think>\nI should use a tool for this.\n${calls.map(block).join('\n')}\n</think>` };
    case 'think-rejects':
      return {
        content: `<think>\nI could call ${calls.map(block).join(' ')} but I am not sure that is what they want, so I will not.\n</think>\nI'm not sure what you'd like me to do — could you say it another way?`,
      };
    case 'text-call':
      return { content: calls.map(block).join('\n') };
    case 'lmstudio-default':
      return { content: calls.map((c) => `[TOOL_REQUEST]${JSON.stringify({ name: c.name, arguments: c.arguments })}[END_TOOL_REQUEST]`).join('\n') };
    case 'text-call-with-prose':
      return { content: `Let me take care of that for you.\n${calls.map(block).join('\n')}` };
    case 'bare-json':
      return { content: JSON.stringify({ name: calls[0]!.name, arguments: calls[0]!.arguments }) };
    case 'args-object':
      return asCalls((c) => ({ name: c.name, arguments: c.arguments, argumentsAsObject: true }));
    case 'args-truncated':
      return asCalls((c) => ({ name: c.name, arguments: JSON.stringify(c.arguments).replace(/}$/, '') }));
    case 'args-malformed':
      return asCalls((c) => {
        const json = JSON.stringify(c.arguments);
        return { name: c.name, arguments: json === '{}' ? '{"' : json.slice(0, Math.max(2, json.length - 6)) };
      });
    case 'parallel-duplicate':
      return { tool_calls: calls.flatMap((c) => [c, c]).map((c) => ({ name: c.name, arguments: c.arguments })) };
    default:
      return asCalls((c) => ({ name: c.name, arguments: c.arguments }));
  }
}
