/**
 * A fake OpenAI-compatible Chat Completions server for tests, on 127.0.0.1:0. Every request is
 * recorded (method, path, headers, raw body, parsed JSON) before anything else happens, so a test
 * can prove what a model was — and was not — ever sent. `/v1/chat/completions` answers from a
 * script (one step per request, in order); `/v1/models` lists `models`. Faults: a status with a
 * body, garbage, a hang (until `close()`), a redirect, a raw JSON value, an oversized body.
 *
 * `server` makes it answer as Ollama, llama.cpp's llama-server, LM Studio or vLLM (`servers.ts`):
 * their model listings, version and tool-support endpoints, error bodies, completion fields, and
 * the checks their chat templates make on a replayed conversation. `quirks.ts` turns what a model
 * means to do into the shapes those servers have been reported to send.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FakeLlmRequest } from './request.js';
import { PROFILES, carriesToolHistory, hasTools, type FakeModel, type ServerKind } from './servers.js';

export type { FakeModel, ServerKind } from './servers.js';
export { SERVER_KINDS } from './servers.js';
export type { FakeLlmRequest } from './request.js';

export interface ScriptedToolCall {
  /** Omit to send a call without an id; set `null` to send `"id": null`. */
  id?: string | null;
  name: string;
  /** A string is sent as is (so broken JSON can be scripted); anything else is JSON-encoded. */
  arguments?: unknown;
  /** Send an object `arguments` as the object itself (ggml-org/llama.cpp#20198). */
  argumentsAsObject?: boolean;
}

export type FakeLlmReply =
  /** A normal assistant message with text (and reasoning, in the server's own field). */
  | { content: string; finish_reason?: string; reasoning?: string }
  /** Tool calls (and optional text and reasoning). */
  | { tool_calls: ScriptedToolCall[]; content?: string | null; reasoning?: string; finish_reason?: string }
  /** A fixed status; body defaults to an OpenAI-style error object. */
  | { status: number; body?: string; headers?: Record<string, string> }
  /** 200 application/json whose body is not JSON. */
  | { garbage: true }
  /** Accept the request and never answer, until `close()`. */
  | { hang: true }
  /** 200 with this exact value as JSON (e.g. `{choices: []}`). */
  | { json: unknown }
  /** 200 with a JSON body padded past `bytes`, streamed without Content-Length. */
  | { huge: number };

export type ScriptStep = (req: FakeLlmRequest) => FakeLlmReply | Promise<FakeLlmReply>;

export interface FakeLlmOptions {
  /** One step per chat request, in order; past the end `respond` answers, or a 500 "script exhausted". */
  script?: ScriptStep[];
  /** Answers every chat request the script has no step left for (a scripted model's "brain"). */
  respond?: ScriptStep;
  /** Models `/v1/models` lists (a plain id can call tools); default ['fake-model']. */
  models?: Array<string | FakeModel>;
  /** Answer as this server does; default 'generic' (OpenAI's shapes, nothing else). */
  server?: ServerKind;
  /**
   * A chat template that cannot render tool messages at all: any request replaying tool history is
   * answered with HTTP 500 in the server's error shape (ggml-org/llama.cpp#17040, vllm-project/vllm#13978).
   */
  strictTemplate?: boolean;
  /** Replaces the `/v1/models` answer. */
  modelsReply?: FakeLlmReply;
  /** When set, every request must carry `Authorization: Bearer <apiKey>` or gets 401. */
  apiKey?: string;
}

export interface FakeLlm {
  /** Base URL as the app stores it: `http://127.0.0.1:<port>/v1`. */
  url: string;
  origin: string;
  port: number;
  requests: FakeLlmRequest[];
  /** The recorded `POST /v1/chat/completions` requests. */
  chatRequests(): FakeLlmRequest[];
  /** Append steps to the script. */
  push(...steps: ScriptStep[]): void;
  /** Steps not used yet. */
  remaining(): number;
  close(): Promise<void>;
}

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const script = [...(options.script ?? [])];
  const models: FakeModel[] = (options.models ?? ['fake-model']).map((m) => (typeof m === 'string' ? { id: m } : m));
  const profile = PROFILES[options.server ?? 'generic'];
  const requests: FakeLlmRequest[] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  let counter = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A client that hangs up mid-answer (a body cap, a timeout) is expected, not a crash.
    res.on('error', () => undefined);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    let json: unknown;
    try {
      json = body === '' ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    const path = req.url ?? '';
    const recorded: FakeLlmRequest = { method: req.method ?? '', path, headers: { ...req.headers }, body, json };
    requests.push(recorded);

    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      // Like OpenAI, quote part of the key given: the app must never relay this text.
      const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      return send(res, 401, { error: { message: `Incorrect API key provided: ${given}`, type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (req.method === 'GET' && path === '/v1/models') {
      if (options.modelsReply) return reply(res, options.modelsReply, 'models');
      return send(res, 200, profile.modelList(models));
    }
    if (req.method === 'POST' && path === '/v1/chat/completions') {
      const model = (json as { model?: string } | undefined)?.model ?? 'fake-model';
      const known = models.find((m) => m.id === model);
      if (known && known.tools === false && hasTools(json)) {
        const refusal = profile.withoutTools(model);
        if (refusal === 'ignored') recorded.tools_ignored = true;
        else if (refusal) return send(res, refusal.status, refusal.body);
      }
      const refused = profile.refuse(json, models);
      if (refused) return send(res, refused.status, refused.body);
      if (options.strictTemplate && carriesToolHistory(recorded)) return send(res, 500, profile.error(500, 'Jinja Exception: Unexpected message role.'));
      const step = script.shift() ?? options.respond;
      if (!step) return send(res, 500, profile.error(500, 'fake-llm: script exhausted'));
      return reply(res, await step(recorded), model);
    }
    const own = profile.route(req.method ?? '', path, json, models);
    if (own) return send(res, own.status, own.body);
    return send(res, 404, profile.kind === 'ollama' ? '404 page not found' : profile.error(404, 'Not Found'));
  }

  function reply(res: ServerResponse, answer: FakeLlmReply, model: string): void {
    if ('hang' in answer) {
      hanging.add(res);
      return;
    }
    if ('garbage' in answer) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ this is not json');
      return;
    }
    if ('status' in answer) {
      const text = answer.body ?? JSON.stringify(profile.error(answer.status, `fake error ${answer.status}`));
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(text);
      return;
    }
    if ('json' in answer) return send(res, 200, answer.json);
    if ('huge' in answer) {
      res.writeHead(200, { 'content-type': 'application/json' });
      const pad = 'x'.repeat(64 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < answer.huge) {
          sent += pad.length;
          if (!res.write(`"${pad}",`)) return void res.once('drain', write);
        }
        res.end('"end"]');
      };
      res.write('{"padding": [');
      write();
      return;
    }
    const id = `chatcmpl-${++counter}`;
    const reasoning = answer.reasoning === undefined ? {} : { [profile.reasoningField]: answer.reasoning };
    if ('tool_calls' in answer) {
      const calls = answer.tool_calls.map((call, index) => ({
        // A scripted id wins; `null` is sent as null; otherwise the server names the call.
        ...(call.id === undefined ? (profile.kind === 'generic' ? {} : { id: profile.callId(index, counter) }) : { id: call.id }),
        index,
        type: 'function',
        function: {
          name: call.name,
          arguments: typeof call.arguments === 'string' || call.argumentsAsObject ? (call.arguments ?? {}) : JSON.stringify(call.arguments ?? {}),
        },
      }));
      const message = {
        role: 'assistant',
        content: answer.content ?? (profile.kind === 'lm-studio' ? '' : null),
        ...reasoning,
        ...(calls.length > 0 || profile.alwaysToolCallsArray ? { tool_calls: calls } : {}),
      };
      return send(res, 200, completion(id, model, message, answer.finish_reason ?? (calls.length > 0 ? 'tool_calls' : 'stop'), profile.extras(model)));
    }
    const message = { role: 'assistant', content: answer.content, ...reasoning, ...(profile.alwaysToolCallsArray ? { tool_calls: [] } : {}) };
    return send(res, 200, completion(id, model, message, answer.finish_reason ?? 'stop', profile.extras(model)));
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/v1`,
    origin,
    port,
    requests,
    chatRequests: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions'),
    push: (...steps) => void script.push(...steps),
    remaining: () => script.length,
    close: async () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function completion(id: string, model: string, message: unknown, finish: string, extras: Record<string, unknown> = {}): unknown {
  return {
    id,
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    ...extras,
  };
}

function send(res: ServerResponse, status: number, value: unknown): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }).end(text);
}

/** Convenience steps. */
export const say =
  (content: string): ScriptStep =>
  () => ({ content });
export const call =
  (...calls: ScriptedToolCall[]): ScriptStep =>
  () => ({ tool_calls: calls });
