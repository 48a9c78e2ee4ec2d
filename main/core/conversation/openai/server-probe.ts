/**
 * Which server answers at the assistant's address, and whether the chosen model can call tools —
 * asked of the server itself, before the household relies on it (docs/architecture.md §6.3 rule 6).
 * Every server this app knows says it in its own way:
 *
 * | server    | who it is                                   | tool support                                    |
 * |-----------|---------------------------------------------|-------------------------------------------------|
 * | Ollama    | `GET /api/version` → `{version}`            | `POST /api/show {model}` → `capabilities: ["tools", …]` |
 * | llama.cpp | `GET /props` → `build_info`, `default_generation_settings` | `/props` `chat_template_caps.supports_tool_calls` |
 * | LM Studio | `GET /api/v0/models` → `{data: [{type, state, …}]}` | each entry's `capabilities: ["tool_use"]` (native tool use) |
 * | vLLM      | `GET /version` → `{version}`                | not reported (needs `--enable-auto-tool-choice`) |
 *
 * The probes are plain reads against the same origin the key was saved for, bounded by the Test's
 * own deadline and body caps; a probe that fails or answers in another shape just says nothing.
 */
import type { AssistantServerReport } from '../../../../common/contract/types.js';
import { sendLlmRequest } from './http.js';

const PROBE_MAX_BYTES = 256 * 1024;
const LIST_MAX_BYTES = 1024 * 1024;
/** Ollama answers /api/show one model at a time; look at this many to suggest alternatives. */
const MAX_SHOWN = 24;
const MAX_VERSION_CHARS = 64;
const MAX_TOOL_MODELS = 20;

export interface ProbeRequest {
  /** The checked base URL (`…/v1`). */
  baseUrl: string;
  /** The key with the origin it was saved (or typed) for; `sendLlmRequest` sends it only there. */
  apiKey: { value: string; origin: string } | undefined;
  signal: AbortSignal;
  label: string;
  /** The model the household chose (may be '' or not listed). */
  model: string;
  /** The ids `/v1/models` listed. */
  models: readonly string[];
}

/** The server's own endpoints live beside `/v1`, at the root. */
export function serverRoot(baseUrl: string): string {
  return baseUrl.replace(/\/v1$/, '');
}

export async function probeServer(req: ProbeRequest): Promise<AssistantServerReport> {
  const root = serverRoot(req.baseUrl);
  const get = (path: string, maxBytes = PROBE_MAX_BYTES) => getJson(`${root}${path}`, req, maxBytes);
  const [ollamaVersion, props, lmModels, vllmVersion] = await Promise.all([
    get('/api/version'),
    get('/props'),
    get('/api/v0/models', LIST_MAX_BYTES),
    get('/version'),
  ]);

  if (isObject(ollamaVersion) && typeof ollamaVersion.version === 'string') {
    return ollama(req, root, cleanVersion(ollamaVersion.version));
  }
  if (
    isObject(lmModels) &&
    Array.isArray(lmModels.data) &&
    lmModels.data.some((m) => isObject(m) && typeof m.id === 'string' && ('state' in m || 'type' in m))
  ) {
    return lmStudio(req, lmModels.data);
  }
  if (isObject(props) && ('default_generation_settings' in props || 'build_info' in props || 'chat_template_caps' in props)) {
    const caps = isObject(props.chat_template_caps) ? props.chat_template_caps : null;
    const tools =
      caps === null || typeof caps.supports_tool_calls !== 'boolean' ? 'unknown' : caps.supports_tool_calls && caps.supports_tools !== false ? 'yes' : 'no';
    return { kind: 'llama.cpp', version: typeof props.build_info === 'string' ? cleanVersion(props.build_info) : null, model_tools: tools, tool_models: [] };
  }
  if (isObject(vllmVersion) && typeof vllmVersion.version === 'string') {
    return { kind: 'vllm', version: cleanVersion(vllmVersion.version), model_tools: 'unknown', tool_models: [] };
  }
  return { kind: 'other', version: null, model_tools: 'unknown', tool_models: [] };
}

async function ollama(req: ProbeRequest, root: string, version: string | null): Promise<AssistantServerReport> {
  const show = async (model: string): Promise<boolean | null> => {
    const json = await postJson(`${root}/api/show`, { model }, req);
    if (!isObject(json) || !Array.isArray(json.capabilities)) return null;
    return json.capabilities.includes('tools');
  };
  const chosen = req.model === '' ? null : await show(req.model);
  const model_tools = chosen === null ? 'unknown' : chosen ? 'yes' : 'no';
  let tool_models: string[] = [];
  if (model_tools !== 'yes') {
    const others = req.models.filter((m) => m !== req.model).slice(0, MAX_SHOWN);
    const answers = await Promise.all(others.map(async (m) => [m, await show(m)] as const));
    tool_models = answers
      .filter(([, tools]) => tools === true)
      .map(([m]) => m)
      .slice(0, MAX_TOOL_MODELS);
  }
  return { kind: 'ollama', version, model_tools, tool_models };
}

function lmStudio(req: ProbeRequest, data: unknown[]): AssistantServerReport {
  const entries = data.filter(isObject).filter((m) => typeof m.id === 'string');
  const native = (m: Record<string, unknown>) => Array.isArray(m.capabilities) && m.capabilities.includes('tool_use');
  const usable = (m: Record<string, unknown>) => m.type === undefined || m.type === 'llm' || m.type === 'vlm';
  const chosen = entries.find((m) => m.id === req.model);
  // A model without "tool_use" only has LM Studio's emulated ("default") tool use: not one to rely on.
  const model_tools = chosen === undefined ? 'unknown' : native(chosen) ? 'yes' : 'no';
  const tool_models =
    model_tools === 'yes'
      ? []
      : entries
          .filter((m) => m.id !== req.model && usable(m) && native(m) && safeId(m.id))
          .map((m) => m.id as string)
          .slice(0, MAX_TOOL_MODELS);
  return { kind: 'lm-studio', version: null, model_tools, tool_models };
}

async function getJson(url: string, req: ProbeRequest, maxBytes: number): Promise<unknown> {
  try {
    const response = await sendLlmRequest({ method: 'GET', url, apiKey: req.apiKey, signal: req.signal, maxBytes, label: req.label });
    return response.status >= 200 && response.status < 300 ? JSON.parse(response.text) : undefined;
  } catch {
    return undefined;
  }
}

async function postJson(url: string, body: unknown, req: ProbeRequest): Promise<unknown> {
  try {
    const response = await sendLlmRequest({ method: 'POST', url, apiKey: req.apiKey, body, signal: req.signal, maxBytes: PROBE_MAX_BYTES, label: req.label });
    return response.status >= 200 && response.status < 300 ? JSON.parse(response.text) : undefined;
  } catch {
    return undefined;
  }
}

/** A model id fit to show and to choose (the rule `/v1/models` ids get). */
function safeId(id: unknown): id is string {
  return typeof id === 'string' && id !== '' && id.length <= 256 && !/[\u0000-\u001f\u007f-\u009f]/.test(id);
}

/** A server's version as text to show: printable, bounded. */
function cleanVersion(value: string): string | null {
  const text = value
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MAX_VERSION_CHARS);
  return text === '' ? null : text;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
