/**
 * Assistant settings (DESIGN §2 `assistant.*`, §4): validation of the merged result, the API key
 * never returned and bound to its origin, loopback detection for the disclosure, fail-safe reads,
 * and Test against a fake OpenAI-compatible server.
 */
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../common/codes.js';
import type { AssistantConfigUpdate } from '../../../../common/contract/types.js';
import { ASSISTANT_PRESETS } from '../../../../common/contract/presets.js';
import { AssistantConfigService } from '../../../../main/core/conversation/openai/assistant-config-service.js';
import { isLoopbackHost } from '../../../../main/core/conversation/openai/base-url.js';
import { OpenAICompatibleEngine } from '../../../../main/core/conversation/openai/engine.js';
import { FileSecretStore } from '../../../../main/core/storage/secret-store.js';
import { startFakeLlm, type FakeLlm } from '../../../fake-llm/index.js';

const KEY = 'sk-test-0123456789abcdefghijklmnop';

let dataDir: string;
let secrets: FileSecretStore;
let settings: AssistantConfigService;
const servers: FakeLlm[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sovereign-assistant-'));
  secrets = new FileSecretStore(dataDir);
  settings = new AssistantConfigService({ dataDir, secrets, testTimeoutMs: 400 });
});

afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function fake(options: Parameters<typeof startFakeLlm>[0] = {}): Promise<FakeLlm> {
  const server = await startFakeLlm(options);
  servers.push(server);
  return server;
}

const configPath = () => join(dataDir, 'conversation', 'assistant.json');
const storedKey = async () => {
  const read = await secrets.read('assistant/api-key');
  return read.status === 'present' ? read.value : null;
};

async function rejection(update: AssistantConfigUpdate): Promise<ApiError> {
  try {
    await settings.saveConfig(update);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the save to be refused');
}

describe('defaults and fail-safe reads', () => {
  it('an empty data dir reads as the built-in engine, config missing', async () => {
    expect(await settings.getConfig()).toEqual({
      engine: 'builtin',
      base_url: '',
      model: '',
      has_api_key: false,
      endpoint_is_local: true,
      remote_host: null,
      config_status: 'missing',
      area_id: null,
    });
    expect(await settings.engine()).toBeNull();
  });

  it.each([
    ['not JSON', '{"engine": "openai-compatible", '],
    ['not an object', '[1, 2]'],
    ['an unknown engine', JSON.stringify({ engine: 'gpt', base_url: 'http://127.0.0.1:1/v1', model: 'm' })],
    ['a bad base_url', JSON.stringify({ engine: 'openai-compatible', base_url: 'ftp://127.0.0.1/v1', model: 'm' })],
    ['no model for the model engine', JSON.stringify({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: '' })],
    ['a model that is not text', JSON.stringify({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: 7 })],
  ])('a file with %s reads as built-in + malformed, is never rewritten, and gives no engine', async (_label, text) => {
    await mkdir(join(dataDir, 'conversation'), { recursive: true });
    await writeFile(configPath(), text);
    const config = await settings.getConfig();
    expect(config).toMatchObject({ engine: 'builtin', base_url: '', model: '', config_status: 'malformed', endpoint_is_local: true, remote_host: null });
    expect(await settings.engine()).toBeNull();
    expect(await readFile(configPath(), 'utf8')).toBe(text);
  });

  it('a malformed file is replaced whole by the next save', async () => {
    await mkdir(join(dataDir, 'conversation'), { recursive: true });
    await writeFile(configPath(), 'garbage');
    const saved = await settings.saveConfig({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' });
    expect(saved.config_status).toBe('ok');
    expect(JSON.parse(await readFile(configPath(), 'utf8'))).toEqual({
      engine: 'openai-compatible',
      base_url: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1:8b',
    });
  });

  it('a byte-order mark does not make a good file malformed', async () => {
    await mkdir(join(dataDir, 'conversation'), { recursive: true });
    await writeFile(configPath(), `\ufeff${JSON.stringify({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: 'm' })}`);
    expect((await settings.getConfig()).config_status).toBe('ok');
  });
});

describe('saveConfig validates the merged result', () => {
  it('stores {engine, base_url, model} only, atomically, 0600, without a trailing slash; the key goes to the secret store', async () => {
    const saved = await settings.saveConfig({ engine: 'openai-compatible', base_url: ' http://127.0.0.1:11434/v1/ ', model: ' llama3.1:8b ', api_key: KEY });
    expect(saved).toEqual({
      engine: 'openai-compatible',
      base_url: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1:8b',
      has_api_key: true,
      endpoint_is_local: true,
      remote_host: null,
      config_status: 'ok',
      area_id: null,
    });
    const text = await readFile(configPath(), 'utf8');
    expect(JSON.parse(text)).toEqual({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' });
    expect(text).not.toContain(KEY);
    expect((await stat(configPath())).mode & 0o777).toBe(0o600);
    expect(await storedKey()).toBe(KEY);
    expect(JSON.stringify(await settings.getConfig())).not.toContain(KEY);
    expect(JSON.stringify(saved)).not.toContain(KEY);
  });

  it('every preset is a valid local endpoint', async () => {
    for (const preset of ASSISTANT_PRESETS) {
      const saved = await settings.saveConfig({ engine: 'openai-compatible', base_url: preset.base_url, model: 'm' });
      expect(saved).toMatchObject({ base_url: preset.base_url, endpoint_is_local: true, remote_host: null });
    }
  });

  it('a path is allowed and kept; the builtin engine needs no address or model', async () => {
    expect((await settings.saveConfig({ engine: 'openai-compatible', base_url: 'https://llm.example.net/api/openai/v1//', model: 'x' })).base_url).toBe(
      'https://llm.example.net/api/openai/v1',
    );
    expect((await settings.saveConfig({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:8080', model: 'x' })).base_url).toBe('http://127.0.0.1:8080');
    const builtin = await settings.saveConfig({ engine: 'builtin', base_url: '', model: '' });
    expect(builtin).toMatchObject({ engine: 'builtin', base_url: '', model: '', config_status: 'ok' });
  });

  it.each([
    ['ftp://127.0.0.1/v1', 'base_url'],
    ['file:///etc/passwd', 'base_url'],
    ['http://user:secret@127.0.0.1:11434/v1', 'base_url'],
    ['http://127.0.0.1:11434/v1?key=1', 'base_url'],
    ['http://127.0.0.1:11434/v1?', 'base_url'],
    ['http://127.0.0.1:11434/v1#frag', 'base_url'],
    ['127.0.0.1:11434', 'base_url'],
    ['http://127.0.0.1:11434/v 1', 'base_url'],
    ['not a url', 'base_url'],
  ])('refuses base_url %s as INVALID_REQUEST with a %s detail, writing nothing', async (baseUrl, field) => {
    const error = await rejection({ engine: 'openai-compatible', base_url: baseUrl, model: 'm' });
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.details?.map((d) => d.field)).toContain(field);
    expect(error.details?.find((d) => d.field === field)?.code).toBe('INVALID_BASE_URL');
    expect(error.message).not.toContain('secret');
    await expect(stat(configPath())).rejects.toThrow();
  });

  it('the model engine needs an address and a model of 1–256 printable characters', async () => {
    expect((await rejection({ engine: 'openai-compatible', base_url: '', model: 'm' })).details?.[0]?.field).toBe('base_url');
    expect((await rejection({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1' })).details?.[0]?.field).toBe('model');
    expect((await rejection({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: '   ' })).details?.[0]?.field).toBe('model');
    expect((await rejection({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: 'a\nb' })).details?.[0]?.field).toBe('model');
    expect((await rejection({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: 'm'.repeat(257) })).details?.[0]?.field).toBe('model');
    const ok = await settings.saveConfig({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: 'm'.repeat(256) });
    expect(ok.model).toHaveLength(256);
  });

  it('reports every problem at once, and a bad key without quoting it', async () => {
    const error = await rejection({ engine: 'openai-compatible', base_url: 'ftp://x', model: '', api_key: 'sk-has a space-secretvalue' });
    expect(error.details?.map((d) => d.field).sort()).toEqual(['api_key', 'base_url']);
    expect(JSON.stringify(error.toBody())).not.toContain('secretvalue');
    expect(await storedKey()).toBeNull();
  });

  it('an update is merged onto what is stored', async () => {
    await settings.saveConfig({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'a' });
    expect(await settings.saveConfig({ model: 'b' })).toMatchObject({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'b' });
    expect(await settings.saveConfig({ engine: 'builtin' })).toMatchObject({ engine: 'builtin', base_url: 'http://127.0.0.1:11434/v1', model: 'b' });
  });
});

describe('the API key', () => {
  const base = { engine: 'openai-compatible' as const, base_url: 'http://127.0.0.1:11434/v1', model: 'm' };

  it('omitted keeps it; "" clears it; it is never returned', async () => {
    await settings.saveConfig({ ...base, api_key: KEY });
    expect((await settings.saveConfig({ model: 'other' })).has_api_key).toBe(true);
    expect(await storedKey()).toBe(KEY);
    const cleared = await settings.saveConfig({ api_key: '' });
    expect(cleared.has_api_key).toBe(false);
    expect(await storedKey()).toBeNull();
  });

  it('a changed origin clears it; the same origin with another path keeps it', async () => {
    await settings.saveConfig({ ...base, api_key: KEY });
    expect((await settings.saveConfig({ base_url: 'http://127.0.0.1:11434/v2' })).has_api_key).toBe(true);
    expect((await settings.saveConfig({ base_url: 'http://127.0.0.1:11435/v1' })).has_api_key).toBe(false);
    expect(await storedKey()).toBeNull();
  });

  it('a changed origin with a new key in the same save stores the new key', async () => {
    await settings.saveConfig({ ...base, api_key: KEY });
    const saved = await settings.saveConfig({ base_url: 'https://api.example.com/v1', api_key: 'sk-new-key-for-example' });
    expect(saved).toMatchObject({ has_api_key: true, endpoint_is_local: false, remote_host: 'api.example.com' });
    expect(await storedKey()).toBe('sk-new-key-for-example');
  });

  it('switching to the built-in engine keeps it (nothing is sent anywhere)', async () => {
    await settings.saveConfig({ ...base, api_key: KEY });
    expect((await settings.saveConfig({ engine: 'builtin' })).has_api_key).toBe(true);
  });

  it('an unreadable key reads as absent and makes the model engine unusable', async () => {
    await settings.saveConfig(base);
    await mkdir(join(dataDir, 'secrets', 'assistant'), { recursive: true });
    await writeFile(join(dataDir, 'secrets', 'assistant', 'api-key'), Buffer.from([0xff, 0xfe, 0x00]));
    expect((await settings.getConfig()).has_api_key).toBe(false);
    expect(await settings.engine()).toBeNull();
  });
});

describe('endpoint_is_local / remote_host', () => {
  it.each([
    ['http://127.0.0.1:11434/v1', true, null],
    ['http://127.8.9.10:8080/v1', true, null],
    ['http://localhost:1234/v1', true, null],
    ['http://LOCALHOST:1234/v1', true, null],
    ['http://[::1]:8080/v1', true, null],
    ['http://[::ffff:127.0.0.1]:8080/v1', true, null],
    ['http://192.168.1.20:11434/v1', false, '192.168.1.20:11434'],
    ['http://10.0.0.5/v1', false, '10.0.0.5'],
    ['http://0.0.0.0:11434/v1', false, '0.0.0.0:11434'],
    ['http://localhost.example.com/v1', false, 'localhost.example.com'],
    ['http://127.0.0.1.nip.io/v1', false, '127.0.0.1.nip.io'],
    ['https://api.openai.com/v1', false, 'api.openai.com'],
    ['http://[fe80::1]:11434/v1', false, '[fe80::1]:11434'],
  ])('%s → local %s, remote_host %s', async (baseUrl, local, host) => {
    const saved = await settings.saveConfig({ engine: 'openai-compatible', base_url: baseUrl, model: 'm' });
    expect(saved.endpoint_is_local).toBe(local);
    expect(saved.remote_host).toBe(host);
  });

  it('the built-in engine is local whatever address is remembered', async () => {
    await settings.saveConfig({ engine: 'openai-compatible', base_url: 'https://api.openai.com/v1', model: 'm' });
    expect(await settings.saveConfig({ engine: 'builtin' })).toMatchObject({ endpoint_is_local: true, remote_host: null });
  });

  it('isLoopbackHost', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('::ffff:7f00:1')).toBe(true);
    expect(isLoopbackHost('::ffff:a00:1')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('homeassistant.local')).toBe(false);
  });
});

describe('engine()', () => {
  it('is null for the built-in engine and an OpenAICompatibleEngine for the model engine', async () => {
    await settings.saveConfig({ engine: 'builtin' });
    expect(await settings.engine()).toBeNull();
    await settings.saveConfig({ engine: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b' });
    const engine = await settings.engine();
    expect(engine).toBeInstanceOf(OpenAICompatibleEngine);
    expect(engine?.proposer).toBe('openai-compatible:qwen2.5:7b');
  });

  it('sends the stored key to the stored endpoint only', async () => {
    const llm = await fake({ script: [() => ({ content: 'hello' })], apiKey: KEY });
    await settings.saveConfig({ engine: 'openai-compatible', base_url: llm.url, model: 'm', api_key: KEY });
    const engine = (await settings.engine())!;
    const out = await engine.round(
      { user_message: 'hi', history: [], rounds: [], vocabulary: [], time_zone: 'UTC', now: new Date(), rounds_left: 3 },
      AbortSignal.timeout(5000),
    );
    expect(out).toEqual({ kind: 'reply', text: 'hello' });
    expect(llm.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(llm.requests[0]?.body).not.toContain(KEY);
  });
});

describe('testConnection', () => {
  it('lists the models of the stored endpoint, with the stored key', async () => {
    const llm = await fake({ models: ['llama3.1:8b', 'qwen2.5:7b'], apiKey: KEY });
    await settings.saveConfig({ engine: 'openai-compatible', base_url: llm.url, model: 'm', api_key: KEY });
    expect(await settings.testConnection({})).toEqual({
      ok: true,
      models: ['llama3.1:8b', 'qwen2.5:7b'],
      server: { kind: 'other', version: null, model_tools: 'unknown', tool_models: [] },
    });
    expect(llm.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    // Then the server's own endpoints (each server answers one of them), all to the same origin, with the key.
    expect(
      llm.requests
        .slice(1)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/v0/models', '/api/version', '/props', '/version']);
    for (const r of llm.requests) expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('never sends the stored key to another origin; a typed key is used there', async () => {
    const stored = await fake();
    const other = await fake({ models: ['x'] });
    await settings.saveConfig({ engine: 'openai-compatible', base_url: stored.url, model: 'm', api_key: KEY });
    expect(await settings.testConnection({ base_url: other.url })).toMatchObject({ ok: true, models: ['x'] });
    for (const r of other.requests) expect(r.headers.authorization).toBeUndefined();
    const before = other.requests.length;
    expect(await settings.testConnection({ base_url: other.url, api_key: 'sk-typed' })).toMatchObject({ ok: true, models: ['x'] });
    for (const r of other.requests.slice(before)) expect(r.headers.authorization).toBe('Bearer sk-typed');
    expect(stored.requests).toHaveLength(0);
    // Test saves nothing.
    expect((await settings.getConfig()).base_url).toBe(stored.url);
    expect(await storedKey()).toBe(KEY);
  });

  it('a refused key is ASSISTANT_AUTH_FAILED, and the server text quoting the key is not relayed', async () => {
    const llm = await fake({ apiKey: 'sk-the-right-one' });
    const result = await settings.testConnection({ base_url: llm.url, api_key: KEY });
    expect(result).toMatchObject({ ok: false, error: { code: 'ASSISTANT_AUTH_FAILED', reason: 'key_refused', http_status: 401 } });
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(JSON.stringify(result)).not.toContain(KEY.slice(0, 12));
    const noKey = await settings.testConnection({ base_url: llm.url });
    expect(noKey).toMatchObject({ ok: false, error: { code: 'ASSISTANT_AUTH_FAILED', reason: 'needs_key' } });
  });

  it.each([
    [{ status: 500 }, 'ASSISTANT_ERROR', 'http_error'],
    [{ status: 404 }, 'ASSISTANT_ERROR', 'not_found'],
    [{ garbage: true as const }, 'ASSISTANT_ERROR', 'not_openai'],
    [{ json: { models: [] } }, 'ASSISTANT_ERROR', 'not_openai'],
    [{ huge: 2 * 1024 * 1024 }, 'ASSISTANT_ERROR', 'too_large'],
    [{ hang: true as const }, 'ASSISTANT_TIMEOUT', 'timeout'],
    [{ status: 302, headers: { location: 'http://127.0.0.1:9/v1/models' } }, 'ASSISTANT_ERROR', 'redirect'],
  ])('a faulty server (%j) answers {ok: false, %s, reason %s}, with the host for the window to word it', async (reply, code, reason) => {
    const llm = await fake({ modelsReply: reply });
    const result = await settings.testConnection({ base_url: llm.url });
    expect(result).toMatchObject({ ok: false, error: { code, reason, host: new URL(llm.url).host } });
    if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
  });

  it('bad entries in the list are skipped', async () => {
    const llm = await fake({ modelsReply: { json: { data: [{ id: 'good' }, { id: 7 }, { name: 'x' }, 'str', { id: 'bad\u0000' }, { id: 'good' }] } } });
    expect(await settings.testConnection({ base_url: llm.url })).toMatchObject({ ok: true, models: ['good'] });
  });

  it('nothing listening is ASSISTANT_UNREACHABLE; a bad or missing address says so', async () => {
    const llm = await fake();
    const url = llm.url;
    await llm.close();
    servers.splice(servers.indexOf(llm), 1);
    expect(await settings.testConnection({ base_url: url })).toMatchObject({ ok: false, error: { code: 'ASSISTANT_UNREACHABLE', reason: 'unreachable' } });
    expect(await settings.testConnection({ base_url: 'ftp://x' })).toMatchObject({ ok: false, error: { code: 'INVALID_BASE_URL', reason: 'bad_address' } });
    expect(await settings.testConnection({})).toMatchObject({ ok: false, error: { code: 'ASSISTANT_NOT_CONFIGURED', reason: 'no_address' } });
  });
});

describe('Test knows the server: kind, version, whether the chosen model can call tools, and what to pick instead', () => {
  const MODELS = [
    { id: 'gemma3:4b', tools: false },
    { id: 'qwen2.5:7b', tools: true },
    { id: 'llama3.1:8b', tools: true },
  ];

  it.each([
    ['ollama', 'gemma3:4b', { kind: 'ollama', version: '0.13.5', model_tools: 'no', tool_models: ['qwen2.5:7b', 'llama3.1:8b'] }],
    ['ollama', 'qwen2.5:7b', { kind: 'ollama', version: '0.13.5', model_tools: 'yes', tool_models: [] }],
    ['ollama', 'not-installed', { kind: 'ollama', version: '0.13.5', model_tools: 'unknown', tool_models: ['qwen2.5:7b', 'llama3.1:8b'] }],
    ['lm-studio', 'gemma3:4b', { kind: 'lm-studio', version: null, model_tools: 'no', tool_models: ['qwen2.5:7b', 'llama3.1:8b'] }],
    ['lm-studio', 'llama3.1:8b', { kind: 'lm-studio', version: null, model_tools: 'yes', tool_models: [] }],
    ['vllm', 'qwen2.5:7b', { kind: 'vllm', version: '0.11.0', model_tools: 'unknown', tool_models: [] }],
    ['generic', 'qwen2.5:7b', { kind: 'other', version: null, model_tools: 'unknown', tool_models: [] }],
  ] as const)('%s with %s', async (server, model, expected) => {
    const llm = await fake({ server, models: MODELS });
    const result = await settings.testConnection({ base_url: llm.url, model });
    expect(result).toMatchObject({ ok: true, models: MODELS.map((m) => m.id), server: expected });
    if (server === 'ollama') {
      // It asked Ollama itself, one /api/show per model, no more.
      expect(
        llm.requests
          .filter((r) => r.path === '/api/show')
          .map((r) => r.json.model)
          .sort(),
      ).toEqual(model === 'qwen2.5:7b' ? ['qwen2.5:7b'] : [...new Set([model, ...MODELS.map((m) => m.id).filter((m) => m !== model)])].sort());
    }
  });

  it.each([
    [true, 'yes'],
    [false, 'no'],
  ] as const)('llama.cpp: /props chat_template_caps.supports_tool_calls %s → %s; the build is its version', async (tools, expected) => {
    const llm = await fake({ server: 'llama.cpp', models: [{ id: '/models/Qwen2.5-7B-Instruct-Q4_K_M.gguf', tools }] });
    expect(await settings.testConnection({ base_url: llm.url, model: 'x' })).toMatchObject({
      ok: true,
      server: { kind: 'llama.cpp', version: 'b7100-1a2b3c4d', model_tools: expected, tool_models: [] },
    });
  });

  it('the model being typed is the one judged; nothing is saved', async () => {
    const llm = await fake({ server: 'ollama', models: MODELS });
    await settings.saveConfig({ engine: 'openai-compatible', base_url: llm.url, model: 'qwen2.5:7b' });
    expect(await settings.testConnection({})).toMatchObject({ server: { model_tools: 'yes' } });
    expect(await settings.testConnection({ model: 'gemma3:4b' })).toMatchObject({ server: { model_tools: 'no' } });
    expect((await settings.getConfig()).model).toBe('qwen2.5:7b');
  });

  it('a hostile version or model id from the server is cleaned or dropped', async () => {
    const llm = await fake({
      server: 'lm-studio',
      models: [
        { id: 'gemma3:4b', tools: false },
        { id: 'evil\u0000id', tools: true },
        { id: 'ok-model', tools: true },
      ],
    });
    const result = await settings.testConnection({ base_url: llm.url, model: 'gemma3:4b' });
    expect(result).toMatchObject({ ok: true, server: { kind: 'lm-studio', model_tools: 'no', tool_models: ['ok-model'] } });
  });

  it('the prompt size for the current allowlist, and whether small models may struggle (past 48 KiB)', async () => {
    const { householdVocabulary } = await import('../../../../bench/prompt-size.bench.js');
    const llm = await fake({ server: 'ollama', models: MODELS });
    for (const [n, large] of [
      [25, false],
      [1000, false],
      [1400, true],
    ] as const) {
      const withHome = new AssistantConfigService({ dataDir, secrets, testTimeoutMs: 2000, vocabulary: async () => householdVocabulary(n) });
      const result = await withHome.testConnection({ base_url: llm.url, model: 'qwen2.5:7b' });
      expect(result, String(n)).toMatchObject({ ok: true, prompt: { entities: n, large } });
      if (result.ok) expect(result.prompt!.bytes).toBeGreaterThan(n * 20);
    }
  });
});
