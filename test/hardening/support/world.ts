/**
 * A household for the hardening tests, copied from test/browser-host/conversation.test.ts's setup:
 * the real browser host on 127.0.0.1 → CompanionService (temp data dir, ManualClock) → the fake
 * Home Assistant over real HTTP. The config is saved through the API once (so entity names are
 * cached for the engines), and can afterwards be rewritten by hand, as a household might.
 */
import { mkdtemp, mkdir, open, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TurnResponse } from '../../../common/contract/types.js';
import { ManualClock } from '../../../main/core/clock.js';
import { CompanionService, type CompanionServiceOptions } from '../../../main/core/companion-service.js';
import { Composition } from '../../../main/core/composition.js';
import type { VocabularyEntry } from '../../../main/core/conversation/conversation-engine.js';
import type { ProposalOutcome } from '../../../main/core/executor/executor.js';
import type { Conversations } from '../../../main/core/conversation/conversations.js';
import { startHost, type RunningHost } from '../../../main/browser-host/server.js';
import type { HomeAssistantConfig } from '../../../main/core/storage/home-assistant-config.js';
import { ACCESS_TOKEN, FileSecretStore } from '../../../main/core/storage/secret-store.js';
import { startFakeHomeAssistant, type FakeHomeAssistant, type FakeHomeAssistantOptions } from '../../fake-ha/index.js';

export const KITCHEN = 'light.kitchen_ceiling';
export const PORCH = 'light.porch';
export const COFFEE = 'switch.coffee_maker';
export const FRONT_DOOR = 'binary_sensor.front_door';
export const TEMPERATURE = 'sensor.living_room_temperature';
export const LOCK = 'lock.front_door';
export const ALLOWLIST = [KITCHEN, PORCH, COFFEE, FRONT_DOOR, TEMPERATURE, LOCK];
export const CONTROLLABLE = [KITCHEN, PORCH, COFFEE];

export interface HttpResult {
  status: number;
  json: any;
  text: string;
}

export interface World {
  host: RunningHost;
  service: CompanionService;
  ha: FakeHomeAssistant;
  clock: ManualClock;
  dataDir: string;
  /** Every response body this world received from the host, in order (for the leak scan). */
  bodies: string[];
  call(method: string, path: string, body?: unknown): Promise<HttpResult>;
  say(message: string, conversationId?: string): Promise<TurnResponse>;
  answer(turn: TurnResponse, approve: boolean, surface?: string): Promise<HttpResult>;
  /** One proposal straight to the executor (no engine, no host), as an engine would make it in conversation `x`. */
  propose(capability: string, args: unknown): Promise<ProposalOutcome>;
  /** What an engine would be given of the home for a turn starting now. */
  vocabulary(): Promise<VocabularyEntry[]>;
  /** The conversations the turn loop keeps (to check what is kept, never to drive it). */
  conversations: Conversations;
  /** Writes `capabilities/home-assistant.json` by hand (no validation), over the saved config. */
  writeConfigFile(partial: Partial<HomeAssistantConfig>): Promise<void>;
  /** Every audit event written so far (all rotated files). */
  auditEvents(): Promise<any[]>;
  /** A position in the audit, for {@link auditSince} (cheap: one stat). */
  auditMark(): Promise<number>;
  /** The audit events written after `mark` (follows one rotation). */
  auditSince(mark: number): Promise<any[]>;
  close(): Promise<void>;
}

export interface WorldOptions {
  fake?: FakeHomeAssistantOptions;
  config?: Record<string, unknown>;
  service?: Partial<CompanionServiceOptions>;
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-hardening-'));
  const ha = await startFakeHomeAssistant(options.fake ?? {});
  const clock = new ManualClock(Date.now());
  const core = new Composition({ dataDir, clock, ...options.service });
  const service = new CompanionService(core);
  const host = await startHost({ service, subscribe: service.subscribe });
  const bodies: string[] = [];
  const call = async (method: string, path: string, body?: unknown): Promise<HttpResult> => {
    const res = await fetch(new URL(path, host.url), {
      method,
      headers: { authorization: `Bearer ${host.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    bodies.push(text);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  };
  const base: HomeAssistantConfig = {
    enabled: true,
    base_url: ha.url,
    allowlisted_entities: ALLOWLIST,
    control_enabled: true,
    controllable_entities: CONTROLLABLE,
    tls: { mode: 'system' },
  };
  const saved = await call('POST', '/api/v1/conversation/home-assistant', { ...base, access_token: ha.token, ...options.config });
  if (saved.status !== 200) throw new Error(`saving the config failed: ${saved.text}`);
  const savedConfig = { ...base, ...(options.config as Partial<HomeAssistantConfig> | undefined) };
  ha.clearRequests();
  const say = async (message: string, conversationId?: string) => {
    const res = await call('POST', '/api/v1/conversation/message', { message, ...(conversationId ? { conversation_id: conversationId } : {}) });
    if (res.status !== 200) throw new Error(`message → HTTP ${res.status}: ${res.text}`);
    return res.json as TurnResponse;
  };
  const answer = (turn: TurnResponse, approve: boolean, surface?: string) => {
    if (!turn.pending_confirmation) throw new Error(`expected a pending confirmation, got ${JSON.stringify(turn)}`);
    return call('POST', '/api/v1/conversation/message', {
      conversation_id: turn.conversation_id,
      confirmation: { token: turn.pending_confirmation.token, approve },
      ...(surface ? { surface } : {}),
    });
  };
  return {
    host,
    service,
    ha,
    clock,
    dataDir,
    bodies,
    call,
    say,
    answer,
    propose: (capability, args) =>
      core.executor.propose(
        { id: 'p', capability, arguments: args },
        { conversation_id: 'x', surface: 'chat', proposer: 'builtin', round: new Map(), generation: { turn: 0, current: () => 0 } },
      ),
    vocabulary: () => core.vocabulary(),
    conversations: core.turns.conversations,
    writeConfigFile: async (partial) => {
      await mkdir(join(dataDir, 'capabilities'), { recursive: true });
      const written = { ...savedConfig, ...partial };
      await writeFile(join(dataDir, 'capabilities', 'home-assistant.json'), JSON.stringify(written));
      // As a save of that address with the same token would leave it: the token bound to it
      // (DESIGN §8.10).
      const secrets = new FileSecretStore(dataDir);
      const token = await secrets.read(ACCESS_TOKEN);
      if (token.status === 'present' && token.origin !== written.base_url) await secrets.write(ACCESS_TOKEN, token.value, written.base_url);
    },
    auditEvents: async () => {
      const dir = join(dataDir, 'capabilities');
      // Oldest first: audit.2.jsonl, audit.1.jsonl, audit.jsonl.
      const rank = (f: string) => Number(/^audit\.(\d+)\.jsonl$/.exec(f)?.[1] ?? 0);
      const files = (await readdir(dir)).filter((f) => /^audit(\.\d+)?\.jsonl$/.test(f)).sort((a, b) => rank(b) - rank(a));
      const events: any[] = [];
      for (const f of files) for (const line of (await readFile(join(dir, f), 'utf8')).split('\n')) if (line) events.push(JSON.parse(line));
      return events;
    },
    auditMark: async () => sizeOrZero(join(dataDir, 'capabilities', 'audit.jsonl')),
    auditSince: async (mark) => {
      const dir = join(dataDir, 'capabilities');
      const current = join(dir, 'audit.jsonl');
      const size = await sizeOrZero(current);
      const text = size >= mark ? await readFrom(current, mark) : (await readFrom(join(dir, 'audit.1.jsonl'), mark)) + (await readFrom(current, 0));
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    close: async () => {
      await host.close();
      await service.close();
      await ha.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function sizeOrZero(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

async function readFrom(path: string, offset: number): Promise<string> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return '';
  }
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** A TCP port nothing listens on (bound, then released). */
export async function deadPort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
