/**
 * A CompanionService on a temp data dir, wired to a fake Home Assistant over real HTTP on
 * 127.0.0.1. Config can be written by hand (to plant what `saveConfig` would refuse). Tests of the
 * executor reach it through the harness (`propose`, `approve`, `policySnapshot`), which holds the
 * composition the facade sits over — never through the facade itself.
 */
import { mkdtemp, mkdir, rm, writeFile, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PendingListItem } from '../../common/contract/types.js';
import { CompanionService } from '../../main/core/companion-service.js';
import { Composition, type CompanionServiceOptions } from '../../main/core/composition.js';
import type { Clock } from '../../main/core/clock.js';
import type { ConversationEngine, VocabularyEntry } from '../../main/core/conversation/conversation-engine.js';
import type { PolicySnapshot, Proposal, ProposalContext, ProposalOutcome, ResolveOutcome } from '../../main/core/executor/executor.js';
import { FileSecretStore } from '../../main/core/storage/secret-store.js';
import type { ConfigReadResult, HomeAssistantConfig } from '../../main/core/storage/home-assistant-config.js';
import { startFakeHomeAssistant, type FakeEntity, type FakeHomeAssistant, type FakeHomeAssistantOptions } from '../fake-ha/index.js';

export interface Harness {
  ha: FakeHomeAssistant;
  dataDir: string;
  service: CompanionService;
  writeConfig(config: Partial<HomeAssistantConfig>): Promise<void>;
  /** A proposal outside any turn (its generation is always current), unless `generation` says otherwise. */
  propose(
    capability: string,
    args: unknown,
    opts?: { conversation_id?: string; round?: Map<string, number>; generation?: ProposalContext['generation'] },
  ): Promise<ProposalOutcome>;
  approve(outcome: ProposalOutcome, approve?: boolean, conversationId?: string): Promise<ResolveOutcome>;
  /** The pending list as `confirmations.list` answers it. */
  pending(): Promise<PendingListItem[]>;
  /** The config as the stores read it now (what every check reads fresh). */
  readConfig(): Promise<ConfigReadResult>;
  /** The policy the executor would check against now. */
  policySnapshot(): Promise<PolicySnapshot>;
  /** What an engine would be given now (DESIGN §5). */
  vocabulary(): Promise<VocabularyEntry[]>;
  auditLines(): Promise<string[]>;
  close(): Promise<void>;
}

export const KITCHEN = 'light.kitchen_ceiling';
export const PORCH = 'light.porch';
export const COFFEE = 'switch.coffee_maker';
export const FRONT_DOOR = 'binary_sensor.front_door';
export const TEMPERATURE = 'sensor.living_room_temperature';

export async function makeHarness(
  options: {
    config?: Partial<HomeAssistantConfig>;
    entities?: FakeEntity[];
    clock?: Clock;
    token?: boolean;
    fake?: FakeHomeAssistantOptions;
    confirmationTtlMs?: number;
    /** The engine every turn uses (scripted engines for turn-loop tests); the household's choice otherwise. */
    engine?: ConversationEngine;
    /** Extra service options (e.g. shorter registry-session bounds). */
    service?: Partial<CompanionServiceOptions>;
  } = {},
): Promise<Harness> {
  const ha = await startFakeHomeAssistant({ ...(options.entities ? { entities: options.entities } : {}), ...options.fake });
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-test-'));
  const writeConfig = async (partial: Partial<HomeAssistantConfig>) => {
    const config: HomeAssistantConfig = {
      enabled: true,
      base_url: ha.url,
      allowlisted_entities: [KITCHEN, PORCH, COFFEE, FRONT_DOOR, TEMPERATURE],
      control_enabled: true,
      controllable_entities: [KITCHEN, PORCH, COFFEE],
      tls: { mode: 'system' },
      ...partial,
    };
    await mkdir(join(dataDir, 'capabilities'), { recursive: true });
    await writeFile(join(dataDir, 'capabilities', 'home-assistant.json'), JSON.stringify(config));
  };
  if (options.config !== undefined || options.token !== false) await writeConfig(options.config ?? {});
  if (options.token !== false) await new FileSecretStore(dataDir).write('home-assistant/access-token', ha.token, ha.url);
  const core = new Composition({
    dataDir,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.confirmationTtlMs ? { confirmationTtlMs: options.confirmationTtlMs } : {}),
    ...(options.engine ? { engine: () => Promise.resolve(options.engine!) } : {}),
    // This machine's locale must not choose the language a test speaks: English unless a test says.
    systemLanguages: () => [],
    ...options.service,
  });
  const service = new CompanionService(core);
  let proposals = 0;
  return {
    ha,
    dataDir,
    service,
    writeConfig,
    propose: (capability, args, opts = {}) =>
      core.executor.propose({ id: `p${++proposals}`, capability, arguments: args } satisfies Proposal, {
        conversation_id: opts.conversation_id ?? 'c1',
        surface: 'chat',
        proposer: 'builtin',
        round: opts.round ?? new Map(),
        generation: opts.generation ?? { turn: 0, current: () => 0 },
      }),
    approve: (outcome, approve = true, conversationId = 'c1') => {
      if (!outcome.pending) throw new Error(`expected a pending confirmation, got ${JSON.stringify(outcome.event)}`);
      return core.executor.resolve(outcome.pending.token, approve, { conversation_id: conversationId, surface: 'chat' });
    },
    pending: async () => (await service['confirmations.list']({}, { surface: 'chat' })).pending,
    readConfig: () => core.configStore.read(),
    policySnapshot: () => core.policySource(),
    vocabulary: () => core.vocabulary(),
    auditLines: async () => {
      const dir = join(dataDir, 'capabilities');
      const files = (await readdir(dir)).filter((f) => f.endsWith('.jsonl'));
      const lines: string[] = [];
      for (const f of files) lines.push(...(await readFile(join(dir, f), 'utf8')).split('\n').filter(Boolean));
      return lines;
    },
    close: async () => {
      await service.close();
      await ha.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
