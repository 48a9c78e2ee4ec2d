/**
 * Leak scan (DESIGN §4: "The token never appears in a response, an event, the audit, a log line,
 * an error message, the renderer, or a prompt"). A random 40-character Home Assistant token and
 * language-model API key — with characters that make every encoding differ — are used by the real
 * host CLI (`node <build>/main/browser-host/cli.js --data-dir … --port 0`) through settings, Test,
 * the entity list, conversations with both engines, refusals, denials, replays and failures (a
 * Home Assistant 401, an error body quoting the token, a model server quoting the key back).
 * Then every file in the data dir but the two secret files, every response and SSE event body,
 * the CLI's stdout and stderr, and every request the fake model received are searched for each
 * secret's raw, base64, base64url, URL-encoded, JSON-escaped and hex forms, and every 12-character
 * window of it. Zero hits; the same scan finds each secret in its own file (positive control).
 *
 * Every server fake (Ollama, llama.cpp's server, LM Studio, vLLM — test/fake-llm/servers.ts) gets
 * the same run — Test with its probes of the server's own endpoints, a read, an action, a quirky
 * answer and a template that refuses tool history — and every request any fake received is also
 * searched for the ids and names of the entities nobody allowlisted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHome, startFakeHomeAssistant, type FakeHomeAssistant } from '../fake-ha/index.js';
import { SERVER_KINDS, call, say, startFakeLlm, type FakeLlm, type FakeLlmRequest, type ServerKind } from '../fake-llm/index.js';
import { emit } from '../fake-llm/quirks.js';
import { ensureNodeBuild } from './support/build.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-.~!*\'()$&,;:@%"\\';
/** 40 random characters, always including some that base64url, URL and JSON encode differently. */
function randomSecret(): string {
  const specials = ['+', '/', '"', '\\', '%', '&', '='];
  const chars = Array.from({ length: 40 - specials.length }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  for (const s of specials) chars.splice(randomInt(chars.length + 1), 0, s);
  return chars.join('');
}

/** Every form of a secret the scan looks for. */
export function secretForms(secret: string): Array<{ form: string; needle: string }> {
  const bytes = Buffer.from(secret, 'utf8');
  const json = JSON.stringify(secret).slice(1, -1);
  const url = encodeURIComponent(secret);
  const forms = [
    { form: 'raw', needle: secret },
    { form: 'base64', needle: bytes.toString('base64') },
    { form: 'base64 unpadded', needle: bytes.toString('base64').replace(/=+$/, '') },
    { form: 'base64url', needle: bytes.toString('base64url') },
    { form: 'url-encoded', needle: url },
    { form: 'form-encoded', needle: new URLSearchParams({ k: secret }).toString().slice(2) },
    { form: 'json-escaped', needle: json },
    { form: 'hex', needle: bytes.toString('hex') },
    { form: 'HEX', needle: bytes.toString('hex').toUpperCase() },
  ];
  for (const [name, text] of [
    ['raw', secret],
    ['json-escaped', json],
    ['url-encoded', url],
  ] as const) {
    for (let i = 0; i + 12 <= text.length; i++) forms.push({ form: `12 chars of ${name} @${i}`, needle: text.slice(i, i + 12) });
  }
  return forms;
}

function scan(haystack: string, secret: string): string[] {
  return secretForms(secret)
    .filter(({ needle }) => haystack.includes(needle))
    .map(({ form }) => form);
}

const T = randomSecret();
const K = randomSecret();

let dist: string;
let dataDir: string;
let ha: FakeHomeAssistant;
let llm: FakeLlm;
/** A model server that refuses K and quotes it back in its error, as OpenAI does. */
let llmQuoting: FakeLlm;
/** One fake per server kind, each requiring K. */
const kinds: Array<{ kind: ServerKind; llm: FakeLlm }> = [];
const ALLOWLISTED = [
  'light.kitchen_ceiling',
  'light.porch',
  'switch.coffee_maker',
  'binary_sensor.front_door',
  'sensor.living_room_temperature',
  'lock.front_door',
];
let cli: ChildProcess;
let cliOut = '';
let cliErr = '';
let hostUrl = '';
let hostToken = '';
const bodies: string[] = [];
let sse = '';
const sseAbort = new AbortController();
let sseDone: Promise<void> = Promise.resolve();

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; text: string }> {
  const res = await fetch(new URL(path, hostUrl), {
    method,
    headers: { authorization: `Bearer ${hostToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  bodies.push(text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

const message = async (text: string, conversation_id?: string) =>
  (await api('POST', '/api/v1/conversation/message', { message: text, ...(conversation_id ? { conversation_id } : {}) })).json;
const decide = async (turn: any, approve: boolean) =>
  api('POST', '/api/v1/conversation/message', { conversation_id: turn.conversation_id, confirmation: { token: turn.pending_confirmation.token, approve } });

beforeAll(async () => {
  expect(T).toHaveLength(40);
  expect(K).toHaveLength(40);
  dist = await ensureNodeBuild();
  dataDir = await mkdtemp(join(tmpdir(), 'sovereign-leak-'));
  ha = await startFakeHomeAssistant({ token: T });
  llm = await startFakeLlm({ apiKey: K, models: ['test-model'] });
  llmQuoting = await startFakeLlm({ apiKey: `${K}-not-this-one`, models: ['test-model'] });
  for (const kind of SERVER_KINDS) kinds.push({ kind, llm: await startFakeLlm({ apiKey: K, models: ['test-model'], server: kind }) });
  cli = spawn(process.execPath, [join(dist, 'main', 'browser-host', 'cli.js'), '--data-dir', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  cli.stdout!.setEncoding('utf8').on('data', (d: string) => (cliOut += d));
  cli.stderr!.setEncoding('utf8').on('data', (d: string) => (cliErr += d));
  const deadline = Date.now() + 30_000;
  while (!cliOut.includes('\n') && Date.now() < deadline && cli.exitCode === null) await new Promise((r) => setTimeout(r, 20));
  const ready = JSON.parse(cliOut.split('\n')[0]!);
  hostUrl = ready.listening;
  hostToken = ready.token;
  const stream = await fetch(new URL('/api/v1/events', hostUrl), { headers: { authorization: `Bearer ${hostToken}` }, signal: sseAbort.signal });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  sseDone = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        sse += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted at the end
    }
  })();
}, 300_000);

afterAll(async () => {
  sseAbort.abort();
  if (cli && cli.exitCode === null) cli.kill('SIGKILL');
  await ha?.close();
  await llm?.close();
  await llmQuoting?.close();
  for (const { llm: fake } of kinds) await fake.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the Home Assistant token and the API key never leave their secret files', () => {
  it('runs the household through both engines, then finds zero hits outside the secret files', async () => {
    // --- Settings: save (token), Test, the picker's entity list, and the public config.
    expect((await api('GET', '/api/v1/conversation/home-assistant')).status).toBe(200);
    const saved = await api('POST', '/api/v1/conversation/home-assistant', {
      enabled: true,
      base_url: ha.url,
      access_token: T,
      allowlisted_entities: [
        'light.kitchen_ceiling',
        'light.porch',
        'switch.coffee_maker',
        'binary_sensor.front_door',
        'sensor.living_room_temperature',
        'lock.front_door',
      ],
      control_enabled: true,
      controllable_entities: ['light.kitchen_ceiling', 'light.porch', 'switch.coffee_maker'],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.has_access_token).toBe(true);
    expect((await api('POST', '/api/v1/conversation/home-assistant/test', {})).json.ok).toBe(true);
    const entities = await api('GET', '/api/v1/conversation/home-assistant/entities');
    expect(entities.status).toBe(200);
    // The registry read (DESIGN §8.6): the token went over the WebSocket session's auth message.
    expect(entities.json.names_source).toBe('registries');
    expect(ha.websocketSessions.some((s) => s.auth === 'ok')).toBe(true);
    // A WebSocket auth_invalid (a failed login): the fallback notice and the auth gate, no token in either.
    ha.addWebSocketFault({ kind: 'auth-invalid' }, 1);
    const wsRejected = await api('GET', '/api/v1/conversation/home-assistant/entities');
    expect(wsRejected.json.names_source).toBe('friendly-names');
    expect((await api('GET', '/api/v1/conversation/home-assistant')).json.connection).toBe('auth-failed');
    expect((await api('POST', '/api/v1/conversation/home-assistant/test', {})).json.ok).toBe(true);
    // Testing another address with a typed token answers without echoing it.
    expect((await api('POST', '/api/v1/conversation/home-assistant/test', { base_url: 'http://127.0.0.1:9', access_token: T })).json.ok).toBe(false);

    // --- Built-in engine: read, history, action, deny, replay, refusal, a question.
    const read = await message("what's the living room temperature?");
    expect((await decide(read, true)).json.reply).toMatch(/21\.5/);
    const history = await message('when did the front door last open?', read.conversation_id);
    expect((await decide(history, true)).status).toBe(200);
    const action = await message('turn on the porch light');
    const done = await decide(action, true);
    expect(done.json.capability_events.at(-1).outcome).toBe('executed');
    expect((await decide(action, true)).status).toBe(409);
    const denied = await message('turn off the kitchen ceiling light');
    expect((await decide(denied, false)).json.capability_events.at(-1).outcome).toBe('denied');
    await message('unlock the front door');
    await message('what can you see?');

    // --- Failures: a 401 (token rejected), an error body quoting the token, a redirect carrying it.
    ha.addFault({ match: { pathPrefix: '/api/history/' }, fault: { kind: 'status', status: 401 }, times: 1 });
    const rejected = await message('when did the front door last open?');
    expect((await decide(rejected, true)).json.capability_events.at(-1).code).toBe('HOME_ASSISTANT_AUTH_FAILED');
    expect((await api('GET', '/api/v1/conversation/home-assistant')).json.connection).toBe('auth-failed');
    expect((await api('POST', '/api/v1/conversation/home-assistant/test', {})).json.ok).toBe(true);
    ha.addFault({
      match: { pathPrefix: '/api/history/' },
      fault: { kind: 'status', status: 500, body: `token ${T} was wrong`, contentType: 'text/plain' },
      times: 1,
    });
    const quoted = await message('when did the front door last open?');
    expect((await decide(quoted, true)).json.capability_events.at(-1).code).toBe('HOME_ASSISTANT_ERROR');
    ha.addFault({
      match: { pathPrefix: '/api/states' },
      fault: { kind: 'redirect', location: `http://127.0.0.1:9/?access_token=${encodeURIComponent(T)}` },
      times: 1,
    });
    expect((await api('GET', '/api/v1/conversation/home-assistant/entities')).status).toBe(502);

    // --- The OpenAI-compatible engine with the key.
    const assistant = await api('POST', '/api/v1/conversation/assistant', { engine: 'openai-compatible', base_url: llm.url, model: 'test-model', api_key: K });
    expect(assistant.status).toBe(200);
    expect(assistant.json.has_api_key).toBe(true);
    expect((await api('POST', '/api/v1/conversation/assistant/test', {})).json.ok).toBe(true);
    expect((await api('GET', '/api/v1/conversation/assistant')).status).toBe(200);
    llm.push(call({ id: 'c1', name: 'home_assistant__list_entities', arguments: {} }), say('The kitchen ceiling light is on.'));
    const llmRead = await message("what's on?");
    expect(llmRead.pending_confirmation?.capability).toBe('home_assistant.list_entities');
    expect((await decide(llmRead, true)).json.reply).toMatch(/kitchen/i);
    llm.push(call({ id: 'c2', name: 'home_assistant__set_entity_state', arguments: { entity_id: 'switch.coffee_maker', state: 'on' } }), say('Coffee is on.'));
    const llmAction = await message('turn on the coffee maker');
    expect((await decide(llmAction, true)).json.capability_events.at(-1).outcome).toBe('executed');
    // The model server answers with an error that quotes the key it was sent.
    llm.push((req) => ({ status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${String(req.headers.authorization)}` } }) }));
    const llmError = await message('hello?');
    expect(llmError.reply).toBeTruthy();
    llm.push((req) => ({ status: 500, body: `upstream said: ${String(req.headers.authorization)}` }));
    await message('hello again?');

    // --- A server at another address that refuses the key and quotes it back (Test and a turn).
    expect((await api('POST', '/api/v1/conversation/assistant', { base_url: llmQuoting.url, api_key: K })).status).toBe(200);
    const refused = await api('POST', '/api/v1/conversation/assistant/test', {});
    expect(refused.json.ok).toBe(false);
    expect((await api('POST', '/api/v1/conversation/assistant/test', { base_url: llmQuoting.url, api_key: K })).json.ok).toBe(false);
    expect((await message('are you there?')).reply).toBeTruthy();
    expect((await api('POST', '/api/v1/conversation/assistant', { base_url: llm.url, api_key: K })).status).toBe(200);

    // --- Every server fake: Test (with its own endpoints), a read, an action, quirky answers, a
    // template that refuses the replayed history (the engine retries with it in words).
    for (const { kind, llm: fake } of kinds) {
      expect(
        (await api('POST', '/api/v1/conversation/assistant', { engine: 'openai-compatible', base_url: fake.url, model: 'test-model', api_key: K })).status,
      ).toBe(200);
      const tested = (await api('POST', '/api/v1/conversation/assistant/test', {})).json;
      expect(tested.ok, kind).toBe(true);
      expect(tested.server.kind, kind).toBe(kind);
      fake.push(() => emit('reasoning-call', { calls: [{ name: 'home_assistant__list_entities', arguments: {} }] }), say('The porch light is off.'));
      const read = await message('is the porch light on?');
      expect(read.pending_confirmation?.capability, kind).toBe('home_assistant.list_entities');
      expect((await decide(read, true)).json.reply).toBeTruthy();
      fake.push(
        () => emit('text-call', { calls: [{ name: 'home_assistant__set_entity_state', arguments: { entity_id: 'light.porch', state: 'on' } }] }),
        say('Done.'),
      );
      const act = await message('turn on the porch light');
      expect(act.pending_confirmation?.capability, kind).toBe('home_assistant.set_entity_state');
      expect((await decide(act, false)).status).toBe(200);
      // A round whose replayed history the template refuses: 500, then the same in words.
      fake.push(
        call({ name: 'home_assistant__get_history', arguments: { entity_id: 'binary_sensor.front_door', period: 'week' } }),
        () => ({ status: 500 }),
        say('It opened this morning.'),
      );
      const history = await message('when did the front door last open?');
      expect((await decide(history, true)).json.reply, kind).toBe('It opened this morning.');
      expect(fake.remaining(), kind).toBe(0);
    }

    // --- Everything else a window can fetch.
    await api('GET', '/api/v1/conversation/confirmations');
    await api('GET', `/api/v1/conversation/${read.conversation_id}`);
    await api('GET', `/api/v1/conversation/${llmRead.conversation_id}`);
    await api('GET', '/api/v1/capabilities/audit');
    await api('GET', '/api/v1/conversation/home-assistant');

    // --- Stop the host the way a person would, so it flushes what it keeps.
    cli.kill('SIGTERM');
    await new Promise<void>((resolve) => (cli.exitCode !== null ? resolve() : cli.once('exit', () => resolve())));
    sseAbort.abort();
    await sseDone;
    expect(sse).toContain('event: conversation.updated');

    // --- The scan.
    const haystacks: Array<{ where: string; text: string; secrets: string[] }> = [];
    const secretFiles = new Set([join(dataDir, 'secrets', 'home-assistant', 'access-token'), join(dataDir, 'secrets', 'assistant', 'api-key')]);
    const files = await walk(dataDir);
    for (const file of files) {
      if (secretFiles.has(file)) continue;
      haystacks.push({ where: `data dir: ${relative(dataDir, file)}`, text: await readFile(file, 'utf8'), secrets: [T, K] });
    }
    bodies.forEach((text, i) => haystacks.push({ where: `response #${i}`, text, secrets: [T, K] }));
    haystacks.push({ where: 'SSE stream', text: sse, secrets: [T, K] });
    haystacks.push({ where: 'CLI stdout', text: cliOut, secrets: [T, K] });
    haystacks.push({ where: 'CLI stderr', text: cliErr, secrets: [T, K] });
    // The WebSocket upgrade requests carry no credentials (Home Assistant authenticates in-band).
    ha.requests
      .filter((r) => r.path === '/api/websocket')
      .forEach((r, i) => haystacks.push({ where: `WebSocket upgrade #${i}`, text: `${r.rawUrl}\n${JSON.stringify(r.headers)}`, secrets: [T, K] }));
    for (const [name, server] of [
      ['fake model', llm],
      ['quoting model', llmQuoting],
      ...kinds.map(({ kind, llm: fake }) => [`${kind} fake`, fake] as const),
    ] as const) {
      server.requests.forEach((r: FakeLlmRequest, i) => {
        const { authorization, ...headers } = r.headers;
        // The key goes in exactly one place: the Authorization header of the server it was saved for.
        haystacks.push({ where: `${name} request #${i} (all of it)`, text: `${r.method} ${r.path}\n${JSON.stringify(r.headers)}\n${r.body}`, secrets: [T] });
        haystacks.push({
          where: `${name} request #${i} (all but Authorization)`,
          text: `${r.method} ${r.path}\n${JSON.stringify(headers)}\n${r.body}`,
          secrets: [K],
        });
        if (authorization !== undefined) expect(authorization).toBe(`Bearer ${K}`);
      });
    }
    // No fake ever saw an entity nobody allowlisted: neither its id nor its name.
    const allowlistedText = demoHome()
      .filter((e) => ALLOWLISTED.includes(e.entity_id))
      .flatMap((e) => [e.entity_id, typeof e.attributes['friendly_name'] === 'string' ? e.attributes['friendly_name'] : '']);
    const foreign = demoHome()
      .filter((e) => !ALLOWLISTED.includes(e.entity_id))
      .flatMap((e) => [e.entity_id, typeof e.attributes['friendly_name'] === 'string' ? e.attributes['friendly_name'] : ''])
      .filter((t) => t.length > 3 && !allowlistedText.some((a) => a.includes(t)));
    expect(foreign.length).toBeGreaterThan(10);
    const everyRequest = [llm, llmQuoting, ...kinds.map((k) => k.llm)].flatMap((server) => server.requests.map((r) => `${r.path}\n${r.body}`)).join('\n');
    expect(foreign.filter((t) => everyRequest.includes(t))).toEqual([]);
    for (const { kind, llm: fake } of kinds) expect(fake.chatRequests().length, kind).toBeGreaterThanOrEqual(7);

    const hits: string[] = [];
    for (const h of haystacks) {
      for (const secret of h.secrets) {
        for (const form of scan(h.text, secret)) hits.push(`${secret === T ? 'HA token' : 'API key'} (${form}) in ${h.where}`);
      }
    }
    const bytesScanned = haystacks.reduce((n, h) => n + h.text.length, 0);
    console.log(
      `[hardening] leak scan: ${haystacks.length} haystacks (${files.length - 2} data files, ${bodies.length} responses, SSE ${sse.length} B, ` +
        `CLI ${cliOut.length + cliErr.length} B, ${llm.requests.length + llmQuoting.requests.length + kinds.reduce((n, k) => n + k.llm.requests.length, 0)} model requests to ${2 + kinds.length} fakes), ${(bytesScanned / 1024).toFixed(0)} KiB, ` +
        `${secretForms(T).length} forms per secret → ${hits.length} hits`,
    );
    expect(hits).toEqual([]);
    expect(files.length).toBeGreaterThan(5);
    expect(llm.chatRequests().length).toBeGreaterThanOrEqual(5);

    // --- Positive control: the same scan finds each secret in its own file, and every form.
    // The secret files themselves: 0600 in 0700 directories (DESIGN §4).
    for (const file of secretFiles) {
      expect((await stat(file)).mode & 0o777, file).toBe(0o600);
      expect((await stat(join(file, '..'))).mode & 0o777, file).toBe(0o700);
    }
    expect((await stat(join(dataDir, 'secrets'))).mode & 0o777).toBe(0o700);
    const tokenFile = await readFile(join(dataDir, 'secrets', 'home-assistant', 'access-token'), 'utf8');
    const keyFile = await readFile(join(dataDir, 'secrets', 'assistant', 'api-key'), 'utf8');
    // The file holds the secret in its origin envelope (DESIGN §8.10), JSON-encoded with the origin.
    expect(JSON.parse(tokenFile).secret).toBe(T);
    expect(JSON.parse(keyFile).secret).toBe(K);
    expect(scan(tokenFile, T)).toContain(JSON.stringify(T) === `"${T}"` ? 'raw' : 'json-escaped');
    expect(scan(keyFile, K)).toContain(JSON.stringify(K) === `"${K}"` ? 'raw' : 'json-escaped');
    for (const secret of [T, K]) {
      for (const { form, needle } of secretForms(secret)) expect(scan(`…${needle}…`, secret), form).toContain(form);
    }
    console.log(
      `[hardening] leak scan positive control: HA token found in its secret file (${scan(tokenFile, T).length} forms), API key in its own (${scan(keyFile, K).length} forms)`,
    );
  }, 120_000);
});

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else out.push(full);
  }
  return out;
}
