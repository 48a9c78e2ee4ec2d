/**
 * How each local server answers, as its documentation shows or its tracker reports (each shape
 * cites where it comes from; "unverified" marks the few we could not find a source for). A profile
 * gives the fake its model listing, its own endpoints (how it reports its version and tool
 * support), its error bodies, the look of its completions, and the checks its chat templates make
 * on a replayed conversation — a request that breaks them gets the error the real server gives.
 */
import type { FakeLlmRequest } from './request.js';

export type ServerKind = 'ollama' | 'llama.cpp' | 'lm-studio' | 'vllm' | 'generic';
export const SERVER_KINDS = ['ollama', 'llama.cpp', 'lm-studio', 'vllm'] as const;

export interface FakeModel {
  id: string;
  /** Whether the model (or the server's setup for it) can call tools. Default true. */
  tools?: boolean;
}

export interface ServerAnswer {
  status: number;
  body: unknown;
}

export interface ServerProfile {
  kind: ServerKind;
  version: string | null;
  /** `GET /v1/models`. */
  modelList(models: readonly FakeModel[]): unknown;
  /** Endpoints beyond `/v1/*` (paths from the origin), or undefined for a 404. */
  route(method: string, path: string, json: any, models: readonly FakeModel[]): ServerAnswer | undefined;
  /** The server's own error body. */
  error(status: number, message: string): unknown;
  /** An id for the n-th tool call of an answer. */
  callId(n: number, counter: number): string;
  /** Where this server puts reasoning it separated from the answer. */
  reasoningField: 'reasoning' | 'reasoning_content';
  /** LM Studio sends `tool_calls: []` on every answer (lmstudio-ai/lmstudio-bug-tracker#1318). */
  alwaysToolCallsArray: boolean;
  /** Fields every completion carries besides the OpenAI ones. */
  extras(model: string): Record<string, unknown>;
  /** What the server refuses in a chat request before generating: the checks its templates make. */
  refuse(json: any, models: readonly FakeModel[]): ServerAnswer | null;
  /**
   * A model without tool support asked with `tools`: the server's refusal, `'ignored'` when it drops
   * the tools silently, or null when it still offers tool use (LM Studio's "default" tool use).
   */
  withoutTools(model: string): ServerAnswer | 'ignored' | null;
}

const CREATED = 1_764_000_000;

type Message = { role?: string; content?: unknown; tool_calls?: unknown; reasoning_content?: unknown; thinking?: unknown };
const messagesOf = (json: any): Message[] => (Array.isArray(json?.messages) ? json.messages : []);
const hasTools = (json: any): boolean => Array.isArray(json?.tools) && json.tools.length > 0;
const toolCallsOf = (m: Message): any[] => (Array.isArray(m.tool_calls) ? m.tool_calls : []);

function modelOf(json: any, models: readonly FakeModel[]): FakeModel | undefined {
  return models.find((m) => m.id === json?.model);
}

// ---------------------------------------------------------------------------------------------
// Ollama — docs.ollama.com/api/openai-compatibility, /api/version, /api/show (`capabilities`).

export const ollama: ServerProfile = {
  kind: 'ollama',
  version: '0.13.5',
  modelList: (models) => ({ object: 'list', data: models.map((m) => ({ id: m.id, object: 'model', created: CREATED, owned_by: 'library' })) }),
  route(method, path, json, models) {
    if (method === 'GET' && path === '/api/version') return { status: 200, body: { version: this.version } };
    if (method === 'GET' && path === '/api/tags')
      return { status: 200, body: { models: models.map((m) => ({ name: m.id, model: m.id, modified_at: '2026-11-01T10:00:00Z', size: 4_920_000_000 })) } };
    if (method === 'POST' && path === '/api/show') {
      const name = json?.model ?? json?.name;
      const model = models.find((m) => m.id === name);
      // Native API errors are `{"error": "…"}` (ollama/ollama#14795).
      if (!model) return { status: 404, body: { error: `model '${String(name)}' not found` } };
      return {
        status: 200,
        body: {
          parameters: 'temperature 0.7\nnum_ctx 4096',
          template: '{{ .Prompt }}',
          details: { parent_model: '', format: 'gguf', family: 'llama', families: ['llama'], parameter_size: '8.0B', quantization_level: 'Q4_K_M' },
          model_info: { 'general.architecture': 'llama' },
          // "tools" is how Ollama says a model can call tools (/api/show capabilities).
          capabilities: model.tools === false ? ['completion'] : ['completion', 'tools'],
          modified_at: '2026-11-01T10:00:00Z',
        },
      };
    }
    return undefined;
  },
  // The OpenAI layer's error body (ollama/ollama#6027).
  error: (_status, message) => ({ error: { message, type: 'api_error', param: null, code: null } }),
  callId: (n, counter) => `call_${(counter * 7919 + n).toString(36).padStart(8, '0').slice(-8)}`,
  // Unverified: the field name Ollama's OpenAI layer gives separated thinking.
  reasoningField: 'reasoning',
  alwaysToolCallsArray: false,
  extras: () => ({ system_fingerprint: 'fp_ollama' }),
  refuse(json) {
    for (const m of messagesOf(json)) {
      for (const call of toolCallsOf(m)) {
        const args = call?.function?.arguments;
        // Unverified (no source found for /v1): replayed arguments must be a JSON object in a string.
        let ok = false;
        try {
          const parsed: unknown = typeof args === 'string' ? JSON.parse(args) : undefined;
          ok = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
        } catch {
          ok = false;
        }
        if (!ok) return { status: 400, body: this.error(400, 'invalid tool call arguments') };
      }
    }
    return null;
  },
  // ollama/ollama#6027, #14795.
  withoutTools: (model) => ({ status: 400, body: ollama.error(400, `registry.ollama.ai/library/${model} does not support tools`) }),
};

// ---------------------------------------------------------------------------------------------
// llama.cpp's llama-server — tools/server/README.md (/health, /props, /v1/models, errors).

export const llamaCpp: ServerProfile = {
  kind: 'llama.cpp',
  version: 'b7100-1a2b3c4d',
  modelList: (models) => ({
    object: 'list',
    data: models.map((m) => ({
      id: m.id,
      object: 'model',
      architecture: { input_modalities: ['text'], output_modalities: ['text'] },
      created: CREATED,
      owned_by: 'llamacpp',
      meta: { vocab_type: 2, n_vocab: 128256, n_ctx_train: 131072, n_embd: 4096, n_params: 8030261312, size: 4912898304 },
    })),
  }),
  route(method, path, _json, models) {
    if (method === 'GET' && (path === '/health' || path === '/v1/health')) return { status: 200, body: { status: 'ok' } };
    if (method === 'GET' && path === '/props') {
      // One model per server: the first listed is the one loaded.
      const tools = models[0]?.tools !== false;
      return {
        status: 200,
        body: {
          default_generation_settings: {
            id: 0,
            id_task: -1,
            n_ctx: 8192,
            speculative: false,
            is_processing: false,
            params: { n_predict: -1, temperature: 0.8 },
          },
          total_slots: 1,
          model_path: models[0]?.id ?? '',
          chat_template: '{%- for message in messages %}…{%- endfor %}',
          // Key names from common/jinja/caps.h.
          chat_template_caps: {
            supports_tools: tools,
            supports_tool_calls: tools,
            supports_parallel_tool_calls: tools,
            supports_system_role: true,
            supports_tool_responses: tools,
          },
          modalities: { vision: false },
          build_info: this.version,
          is_sleeping: false,
        },
      };
    }
    return undefined;
  },
  // {"error":{"code":500,"message":…,"type":"server_error"}} (ggml-org/llama.cpp#17040; README /health).
  error: (status, message) => ({ error: { code: status, message, type: status >= 500 ? 'server_error' : 'invalid_request_error' } }),
  callId: (n, counter) => `${counter.toString(16).padStart(16, '0')}${n.toString(16).padStart(16, 'a')}`,
  // README "Reasoning support": `reasoning_content`, like DeepSeek's API.
  reasoningField: 'reasoning_content',
  alwaysToolCallsArray: false,
  extras: () => ({ system_fingerprint: 'b7100-1a2b3c4d', timings: { prompt_n: 1, predicted_n: 1 } }),
  refuse(json) {
    const turns = messagesOf(json).filter((m) => m.role === 'user' || m.role === 'assistant');
    for (let i = 1; i < turns.length; i++) {
      if (turns[i]!.role === turns[i - 1]!.role) {
        // A Mistral-style template's raise_exception (ggml-org/llama.cpp#11402).
        return { status: 500, body: this.error(500, 'Conversation roles must alternate user/assistant/user/assistant/...') };
      }
    }
    for (const m of messagesOf(json)) {
      const thinking = m.reasoning_content ?? m.thinking;
      if (toolCallsOf(m).length > 0 && typeof m.content === 'string' && m.content !== '' && typeof thinking === 'string' && thinking !== '') {
        return { status: 500, body: this.error(500, 'Cannot pass both content and thinking in an assistant message with tool calls!') };
      }
    }
    return null;
  },
  // Unverified: with a template that has no tool support, the tools are dropped and the model just answers.
  withoutTools: () => 'ignored',
};

// ---------------------------------------------------------------------------------------------
// LM Studio — lmstudio docs (REST API v0 `/api/v0/models`, OpenAI-compat tools page).

export const lmStudio: ServerProfile = {
  kind: 'lm-studio',
  version: null,
  modelList: (models) => ({ data: models.map((m) => ({ id: m.id, object: 'model', owned_by: 'organization_owner' })), object: 'list' }),
  route(method, path, _json, models) {
    if (method === 'GET' && path === '/api/v0/models') {
      return {
        status: 200,
        body: {
          object: 'list',
          data: models.map((m, i) => ({
            id: m.id,
            object: 'model',
            type: 'llm',
            publisher: 'lmstudio-community',
            arch: 'qwen2',
            compatibility_type: 'gguf',
            quantization: 'Q4_K_M',
            state: i === 0 ? 'loaded' : 'not-loaded',
            max_context_length: 32768,
            // Present for models with native tool use; absent otherwise.
            ...(m.tools === false ? {} : { capabilities: ['tool_use'] }),
          })),
        },
      };
    }
    return undefined;
  },
  error: (_status, message) => ({ error: { message, type: 'invalid_request_error', param: null, code: null } }),
  // Numeric strings, as in LM Studio's tool-use docs ("365174485").
  callId: (n, counter) => String(100_000_000 + counter * 100 + n),
  // lmstudio-ai/lmstudio-bug-tracker#1698.
  reasoningField: 'reasoning_content',
  alwaysToolCallsArray: true,
  extras: () => ({ system_fingerprint: 'qwen2.5-7b-instruct' }),
  refuse(json) {
    for (const m of messagesOf(json)) {
      if (m.role === 'assistant' && toolCallsOf(m).length > 0 && m.content === null) {
        // lmstudio-ai/lmstudio-bug-tracker#261.
        return { status: 400, body: this.error(400, "Invalid 'content': 'content' field must be a string or an array of objects.") };
      }
      for (const call of toolCallsOf(m)) {
        if (typeof call?.id !== 'string' || call.id === '' || typeof call?.function?.name !== 'string') {
          // lmstudio-ai/lmstudio-bug-tracker#830.
          return { status: 400, body: this.error(400, "Invalid 'messages' in payload. Please check the structure of your 'messages' and try again") };
        }
      }
    }
    return null;
  },
  // LM Studio gives every model "default" tool use (its docs); the model list says which are native.
  withoutTools: () => null,
};

// ---------------------------------------------------------------------------------------------
// vLLM — docs.vllm.ai tool calling; `/version` ({"version": VLLM_VERSION}, tests/entrypoints/openai).

export const vllm: ServerProfile = {
  kind: 'vllm',
  version: '0.11.0',
  modelList: (models) => ({
    object: 'list',
    data: models.map((m) => ({
      id: m.id,
      object: 'model',
      created: CREATED,
      owned_by: 'vllm',
      root: m.id,
      parent: null,
      max_model_len: 32768,
      permission: [{ id: 'modelperm-1', object: 'model_permission', created: CREATED, allow_sampling: true, allow_view: true, is_blocking: false }],
    })),
  }),
  route(method, path) {
    if (method === 'GET' && path === '/version') return { status: 200, body: { version: this.version } };
    if (method === 'GET' && path === '/health') return { status: 200, body: '' };
    return undefined;
  },
  // {"object":"error","message":…,"type":"BadRequestError","param":null,"code":400}.
  error: (status, message) => ({ object: 'error', message, type: status >= 500 ? 'InternalServerError' : 'BadRequestError', param: null, code: status }),
  callId: (n, counter) => `chatcmpl-tool-${counter.toString(16).padStart(16, '0')}${n.toString(16).padStart(16, '0')}`,
  reasoningField: 'reasoning_content',
  alwaysToolCallsArray: false,
  extras: () => ({ prompt_logprobs: null, kv_transfer_params: null }),
  refuse(json) {
    for (const m of messagesOf(json)) {
      if (m.role === 'assistant' && Array.isArray(m.tool_calls) && m.tool_calls.length === 0) {
        // vllm-project/vllm#13978: the Llama template can't take `tool_calls: []`.
        return { status: 500, body: this.error(500, "'dict object' has no attribute 'function'") };
      }
      for (const call of toolCallsOf(m)) {
        if (typeof call?.id !== 'string' || !/^[a-zA-Z0-9]{9}$/.test(call.id)) {
          // Mistral models: vllm-project/vllm#9019, PR #12332.
          return { status: 400, body: this.error(400, `Tool call id was ${String(call?.id)} but must be a-z, A-Z, 0-9, with a length of 9.`) };
        }
      }
    }
    return null;
  },
  // A server started without --enable-auto-tool-choice (vllm-project/vllm#9986).
  withoutTools: () => ({ status: 400, body: vllm.error(400, '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set') }),
};

// ---------------------------------------------------------------------------------------------
// The original well-behaved fake: OpenAI's shapes, no server endpoints, no template checks.

export const generic: ServerProfile = {
  kind: 'generic',
  version: null,
  modelList: (models) => ({ object: 'list', data: models.map((m) => ({ id: m.id, object: 'model', created: 1_700_000_000, owned_by: 'fake' })) }),
  route: () => undefined,
  error: (status, message) => ({ error: { message: message || `fake error ${status}`, type: 'server_error' } }),
  callId: (n, counter) => `call_${counter}_${n}`,
  reasoningField: 'reasoning_content',
  alwaysToolCallsArray: false,
  extras: () => ({}),
  refuse: () => null,
  withoutTools: () => null,
};

export const PROFILES: Record<ServerKind, ServerProfile> = { ollama, 'llama.cpp': llamaCpp, 'lm-studio': lmStudio, vllm, generic };

/** True when the request replays tool history (a template must render `tool` messages). */
export function carriesToolHistory(req: FakeLlmRequest): boolean {
  return messagesOf(req.json).some((m) => m.role === 'tool' || toolCallsOf(m).length > 0);
}

export { hasTools, modelOf };
