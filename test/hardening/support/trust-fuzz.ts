/**
 * A concurrency fuzzer (docs/architecture.md §5a) over the real browser host. Each case starts a
 * host (the real `main/browser-host` server over a real `CompanionService`) on a temp data dir,
 * with two fake Home Assistants on two loopback ports, and runs seeded random batches of concurrent
 * requests over HTTP: saves (token, origin, allowlists, toggles), messages in one and several
 * conversations, approvals and denials from chat and popup, expiries, Tests with bad credentials,
 * the config file edited on disk, host restarts.
 *
 * The oracle reads only the fakes' request logs, their real state transitions, the responses and
 * the audit file:
 * 1. no service call without an approved card naming that entity and state;
 * 2. no token ever sent to an origin it wasn't saved (or typed, for a Test) for;
 * 3. no entity in a result outside what the approved card disclosed, and per-entity reads ⊆ the
 *    disclosed set (a bulk `/api/states` is allowed: it is filtered);
 * 4. `changed: true` receipts ≤ real transitions, per entity;
 * 5. exactly one outcome per card (answers, and the audit's accounting at the end of a case).
 */
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PendingConfirmation, TurnResponse } from '../../../common/contract/types.js';
import { startHost, type RunningHost } from '../../../main/browser-host/server.js';
import { ManualClock } from '../../../main/core/clock.js';
import { CompanionService } from '../../../main/core/companion-service.js';
import { Composition } from '../../../main/core/composition.js';
import { startFakeHomeAssistant, type FakeHomeAssistant, type RecordedRequest } from '../../fake-ha/index.js';
import { Rng } from './random.js';

const KITCHEN = 'light.kitchen_ceiling';
const PORCH = 'light.porch';
const COFFEE = 'switch.coffee_maker';
const FRONT_DOOR = 'binary_sensor.front_door';
const TEMPERATURE = 'sensor.living_room_temperature';
const ENTITIES = [KITCHEN, PORCH, COFFEE, FRONT_DOOR, TEMPERATURE];
const SWITCHABLE = [KITCHEN, PORCH, COFFEE];
const PHRASES: Array<{ text: string }> = [
  { text: "what's the living room temperature?" },
  { text: 'is the porch light on?' },
  { text: 'turn on the porch light' },
  { text: 'turn off the porch light' },
  { text: 'turn on the kitchen ceiling light' },
  { text: 'turn off the kitchen ceiling light' },
  { text: 'turn on the coffee maker' },
  { text: 'turn off the coffee maker' },
  { text: 'when did the front door last open?' },
];
const TTL_MS = 120_000;

export interface FuzzReport {
  cases: number;
  steps: number;
  cards: number;
  approvals: number;
  serviceCalls: number;
  restarts: number;
  violations: string[];
}

interface Card {
  token: string;
  capability: string;
  entity?: string;
  state?: string;
  /** Upper bound of what the card disclosed: every allowlist in force while it was issued. */
  bound: Set<string>;
  outcomes: string[];
}

type Op = { kind: string; run: () => Promise<void> };

/** One case: a fresh world, `steps` operations in random concurrent batches. */
export async function fuzzCase(seed: number, steps: number): Promise<FuzzReport & { seed: number }> {
  const rng = new Rng(seed);
  const violations: string[] = [];
  const violate = (message: string) => {
    if (violations.length < 50) violations.push(`seed ${seed}: ${message}`);
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'sovereign-trust-fuzz-'));
  const fakes = [await startFakeHomeAssistant(), await startFakeHomeAssistant()] as const;
  // A new clock per host lifetime, continuing the last one's time: a restarted process keeps no timers.
  let clock = new ManualClock(Date.now());
  // Which tokens may reach which origin: saved for it, or typed for it in a Test.
  const allowed = new Map<string, Set<string>>(fakes.map((f) => [f.url, new Set<string>()]));
  const cards = new Map<string, Card>();
  /** Every card seen, with the conversation whose response showed it. */
  const cardConversation = new Map<string, string>();
  const approvalsSent = new Map<string, number>();
  const changedReceipts = new Map<string, number>();
  const overclaimed = new Set<string>();
  const seenRequests = new Map<FakeHomeAssistant, number>(fakes.map((f) => [f, 0]));
  const serviceCallsSeen = new Map<string, number>();
  let allowlist: string[] = [...ENTITIES];
  let batchAllowlists: Set<string> = new Set(allowlist);
  let batchReads = new Set<string>();
  let conversations: string[] = [];
  let tokenSerial = 0;
  let approvals = 0;
  let restarts = 0;
  let lostAtRestart = 0;
  let rejectedAtApproval = 0;
  let done = 0;

  let core: Composition;
  let service: CompanionService;
  let host: RunningHost;
  const start = async () => {
    clock = new ManualClock(clock.now());
    core = new Composition({ dataDir, clock });
    service = new CompanionService(core);
    host = await startHost({ service, subscribe: service.subscribe });
  };
  const stop = async () => {
    await host.close();
    await service.close();
  };
  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> => {
    const res = await fetch(new URL(path, host.url), {
      method,
      headers: {
        authorization: `Bearer ${host.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status === 500) violate(`${method} ${path} → HTTP ${res.status} ${text.slice(0, 200)}`);
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };
  const newToken = () => `fuzz-token-${seed}-${++tokenSerial}`;
  /** Both fakes accept the newest token, so a token sent to the wrong one is answered — and recorded. */
  const acceptEverywhere = (token: string) => {
    for (const f of fakes) f.setToken(token);
  };
  const noteSave = (response: { status: number; json: any }, token: string | undefined) => {
    if (response.status !== 200) return;
    if (token !== undefined) allowed.get(response.json.base_url)?.add(token);
    noteAllowlist(response.json.allowlisted_entities);
  };
  const noteAllowlist = (list: string[] | undefined) => {
    if (!Array.isArray(list)) return;
    allowlist = list;
    for (const id of list) batchAllowlists.add(id);
  };
  const noteCard = (turn: TurnResponse | undefined) => {
    const card: PendingConfirmation | null | undefined = turn?.pending_confirmation;
    if (!card || cards.has(card.token)) return;
    const args = card.arguments as { entity_id?: string; state?: string };
    cards.set(card.token, {
      token: card.token,
      capability: card.capability,
      ...(args.entity_id !== undefined ? { entity: args.entity_id } : {}),
      ...(args.state !== undefined ? { state: args.state } : {}),
      bound: new Set(card.capability === 'home_assistant.list_entities' ? batchAllowlists : args.entity_id !== undefined ? [args.entity_id] : []),
      outcomes: [],
    });
    cardConversation.set(card.token, turn!.conversation_id);
  };

  const answerCard = async (card: Card, approve: boolean, surface: 'chat' | 'popup'): Promise<void> => {
    if (approve) {
      approvals++;
      if (card.entity !== undefined && card.state !== undefined && card.capability === 'home_assistant.set_entity_state') {
        const key = `${card.entity}|${card.state}`;
        approvalsSent.set(key, (approvalsSent.get(key) ?? 0) + 1);
      }
      for (const id of card.bound) batchReads.add(id);
    }
    const conv = cardConversation.get(card.token);
    if (conv === undefined) return;
    const r = await call('POST', '/api/v1/conversation/message', {
      conversation_id: conv,
      confirmation: { token: card.token, approve },
      surface,
    });
    if (r.status !== 200) return;
    const turn = r.json as TurnResponse;
    // The card's own outcome: the first event of its capability after its `pending` one (a resumed
    // turn may go on to propose more, and those are not this card's outcome).
    const events = turn.capability_events;
    let at = -1;
    for (let i = events.length - 1; i >= 0; i--)
      if (events[i]!.capability === card.capability && events[i]!.outcome === 'pending') {
        at = i;
        break;
      }
    const event = events.slice(at + 1).find((e) => e.capability === card.capability && e.outcome !== 'pending');
    if (event) {
      card.outcomes.push(event.outcome);
      if (event.outcome === 'rejected') rejectedAtApproval++;
      checkResult(card, event);
    }
    noteCard(turn);
  };

  const ops: Array<[number, () => Op]> = [
    [
      30,
      () => {
        const phrase = rng.pick(PHRASES).text;
        const conversation = conversations.length > 0 && rng.next() < 0.35 ? rng.pick(conversations) : undefined;
        return {
          kind: 'message',
          run: async () => {
            const r = await call('POST', '/api/v1/conversation/message', {
              message: phrase,
              ...(conversation ? { conversation_id: conversation } : {}),
            });
            if (r.status === 200) {
              if (!conversations.includes(r.json.conversation_id)) conversations = [...conversations.slice(-3), r.json.conversation_id];
              noteCard(r.json);
            }
          },
        };
      },
    ],
    [
      26,
      () => {
        const live = [...cards.values()];
        if (live.length === 0) return { kind: 'noop', run: async () => undefined };
        // Mostly the newest cards; sometimes an old or answered one (a replay, a late answer).
        const open = live.filter((c) => c.outcomes.length === 0);
        const card = open.length > 0 && rng.next() < 0.8 ? open[open.length - 1 - rng.int(Math.min(3, open.length))]! : rng.pick(live);
        const approve = rng.next() < 0.75;
        const surface = rng.pick(['chat', 'popup'] as const);
        return {
          kind: approve ? 'approve' : 'deny',
          run: () => answerCard(card, approve, surface),
        };
      },
    ],
    [
      5,
      () => {
        // Two households' windows ask for the same action, then both approve at once (chat and popup).
        const phrase = rng.pick(PHRASES.filter((p) => p.text.startsWith('turn'))).text;
        return {
          kind: 'twin-approve',
          run: async () => {
            const [a, b] = await Promise.all(
              [0, 1].map(() =>
                call('POST', '/api/v1/conversation/message', {
                  message: phrase,
                }),
              ),
            );
            const shown = [a!, b!].filter((r) => r.status === 200 && r.json.pending_confirmation).map((r) => r.json as TurnResponse);
            for (const turn of shown) noteCard(turn);
            await Promise.all(shown.map((turn, i) => answerCard(cards.get(turn.pending_confirmation!.token)!, true, i === 0 ? 'chat' : 'popup')));
          },
        };
      },
    ],
    [
      6,
      () => {
        const token = newToken();
        return {
          kind: 'save-token',
          run: async () => {
            acceptEverywhere(token);
            noteSave(
              await call('POST', '/api/v1/conversation/home-assistant', {
                access_token: token,
              }),
              token,
            );
          },
        };
      },
    ],
    [
      3,
      () => {
        const target = rng.pick(fakes).url;
        const withToken = rng.next() < 0.5 ? newToken() : undefined;
        return {
          kind: 'save-origin',
          run: async () => {
            if (withToken) acceptEverywhere(withToken);
            noteSave(
              await call('POST', '/api/v1/conversation/home-assistant', {
                base_url: target,
                ...(withToken ? { access_token: withToken } : {}),
              }),
              withToken,
            );
          },
        };
      },
    ],
    [
      6,
      () => {
        const list = ENTITIES.filter(() => rng.next() < 0.75);
        const controllable = SWITCHABLE.filter((id) => list.includes(id) && rng.next() < 0.8);
        return {
          kind: 'save-allowlist',
          run: async () => {
            for (const id of list) batchAllowlists.add(id);
            noteSave(
              await call('POST', '/api/v1/conversation/home-assistant', {
                allowlisted_entities: list,
                controllable_entities: controllable,
              }),
              undefined,
            );
          },
        };
      },
    ],
    [
      4,
      () => {
        const update = {
          enabled: rng.next() < 0.85,
          control_enabled: rng.next() < 0.8,
        };
        return {
          kind: 'toggles',
          run: async () => noteSave(await call('POST', '/api/v1/conversation/home-assistant', update), undefined),
        };
      },
    ],
    [
      5,
      () => {
        const origin = rng.pick(fakes).url;
        const bad = `bad-${newToken()}`;
        return {
          kind: 'test-bad',
          run: async () => {
            allowed.get(origin)!.add(bad);
            const r = await call('POST', '/api/v1/conversation/home-assistant/test', { base_url: origin, access_token: bad });
            if (r.status === 200 && r.json.ok === true) violate('a Test with a bad token succeeded');
          },
        };
      },
    ],
    [
      2,
      () => ({
        kind: 'test-saved',
        run: async () => void (await call('POST', '/api/v1/conversation/home-assistant/test', {})),
      }),
    ],
    [
      4,
      () => {
        const edit = rng.next();
        const origin = rng.pick(fakes).url;
        const list = ENTITIES.filter(() => rng.next() < 0.75);
        return {
          kind: 'disk-edit',
          run: async () => {
            const path = join(dataDir, 'capabilities', 'home-assistant.json');
            let current: any;
            try {
              current = JSON.parse(await readFile(path, 'utf8'));
            } catch {
              return;
            }
            if (edit < 0.35) current.base_url = origin;
            else {
              current.allowlisted_entities = list;
              current.controllable_entities = (current.controllable_entities ?? []).filter((id: string) => list.includes(id));
              for (const id of list) batchAllowlists.add(id);
              allowlist = list;
            }
            // Another program's atomic write (a torn write is storage-crash.test.ts's subject, not this one's).
            const temp = `${path}.fuzz-${++tokenSerial}`;
            await writeFile(temp, JSON.stringify(current));
            await rename(temp, path);
          },
        };
      },
    ],
    [
      3,
      () => ({
        kind: 'expire',
        run: async () => {
          clock.advance(TTL_MS + 1000);
          await call('GET', '/api/v1/conversation/confirmations');
        },
      }),
    ],
    [
      2,
      () => ({
        kind: 'entities',
        run: async () => void (await call('GET', '/api/v1/conversation/home-assistant/entities')),
      }),
    ],
    [2, () => ({ kind: 'restart', run: async () => undefined })],
  ];
  const total = ops.reduce((n, [w]) => n + w, 0);
  const draw = (): Op => {
    let r = rng.int(total);
    for (const [w, make] of ops) {
      if (r < w) return make();
      r -= w;
    }
    return ops[0]![1]();
  };

  function checkResult(card: Card, event: TurnResponse['capability_events'][number]): void {
    if (event.outcome !== 'executed') return;
    if (card.capability === 'home_assistant.list_entities') {
      const listed = ((event.result as { entities?: Array<{ entity_id: string }> })?.entities ?? []).map((e) => e.entity_id);
      for (const id of listed) if (!card.bound.has(id)) violate(`list_entities result has ${id}, not disclosed by its card`);
    }
    if (card.capability === 'home_assistant.set_entity_state') {
      const result = event.result as { entity_id?: string; changed?: boolean };
      if (result.entity_id !== card.entity) violate(`a receipt for ${result.entity_id} answered a card for ${card.entity}`);
      if (result.changed === true) changedReceipts.set(card.entity!, (changedReceipts.get(card.entity!) ?? 0) + 1);
    }
  }

  const afterBatch = () => {
    for (const fake of fakes) {
      const from = seenRequests.get(fake)!;
      const fresh: RecordedRequest[] = fake.requests.slice(from);
      seenRequests.set(fake, fake.requests.length);
      for (const r of fresh) {
        const auth = r.headers.authorization;
        const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
        if (token !== undefined && !allowed.get(fake.url)!.has(token))
          violate(`token ${token} sent to ${fake.url}, which it was not saved for (${r.method} ${r.path})`);
        if (r.method === 'GET' && r.path.startsWith('/api/states/')) {
          const id = decodeURIComponent(r.path.slice('/api/states/'.length));
          if (!batchReads.has(id)) violate(`GET /api/states/${id} while no approved card in this batch disclosed it`);
        }
        if (r.method === 'GET' && r.path.startsWith('/api/history/period')) {
          const id = r.query.filter_entity_id ?? '';
          if (!batchReads.has(id)) violate(`history of ${id} read while no approved card in this batch disclosed it`);
        }
        if (r.method === 'POST' && r.path.startsWith('/api/services/')) {
          const [, , , domain, service] = r.path.split('/');
          const entity = (JSON.parse(r.body || '{}') as { entity_id?: string }).entity_id ?? '';
          const state = service === 'turn_on' ? 'on' : service === 'turn_off' ? 'off' : '?';
          const key = `${entity}|${state}`;
          serviceCallsSeen.set(key, (serviceCallsSeen.get(key) ?? 0) + 1);
          if (!entity.startsWith(`${domain}.`)) violate(`service ${domain}.${service} for ${entity}`);
          if ((serviceCallsSeen.get(key) ?? 0) > (approvalsSent.get(key) ?? 0))
            violate(`service call ${domain}.${service} ${entity} without an approved card naming it`);
        }
      }
    }
    for (const [entity, receipts] of changedReceipts) {
      const real = fakes.reduce((n, f) => n + f.transitions(entity), 0);
      if (receipts > real && !overclaimed.has(entity)) {
        overclaimed.add(entity);
        violate(`${receipts} changed:true receipts for ${entity}, ${real} real transitions`);
      }
    }
    for (const card of cards.values()) {
      const finals = card.outcomes.filter((o) => o !== 'expired');
      if (finals.length > 1) violate(`card for ${card.capability} ${card.entity ?? ''} had ${finals.length} outcomes: ${card.outcomes.join(', ')}`);
      if (finals.length === 1 && card.outcomes.indexOf(finals[0]!) > card.outcomes.indexOf('expired') && card.outcomes.includes('expired')) {
        violate(`card for ${card.capability} ran after it was told expired`);
      }
    }
  };

  /** The allowlist as the app reads it now (a file that doesn't parse reads as the empty default). */
  const allowlistOnDisk = async (): Promise<string[]> => {
    try {
      const list = JSON.parse(await readFile(join(dataDir, 'capabilities', 'home-assistant.json'), 'utf8')).allowlisted_entities;
      return Array.isArray(list) ? list.filter((id: unknown): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };

  /** The audit's accounting for one host lifetime: every card ends exactly once (or was lost at a restart). */
  const auditCounts = async () => {
    const dir = join(dataDir, 'capabilities');
    let pending = 0;
    let terminal = 0;
    for (const file of (await readdir(dir).catch(() => [])).filter((f) => /^audit(\.\d+)?\.jsonl$/.test(f))) {
      for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
        if (!line) continue;
        const e = JSON.parse(line);
        if (e.kind !== 'capability') continue;
        if (e.stage === 'confirm' && e.outcome === 'pending') pending++;
        else if (
          (e.stage === 'confirm' && (e.outcome === 'denied' || e.outcome === 'expired')) ||
          ((e.stage === 'execute' || e.stage === 'shape') && (e.outcome === 'executed' || e.outcome === 'failed'))
        )
          terminal++;
      }
    }
    return { pending, terminal };
  };

  await start();
  try {
    const first = newToken();
    acceptEverywhere(first);
    noteSave(
      await call('POST', '/api/v1/conversation/home-assistant', {
        enabled: true,
        base_url: fakes[0].url,
        access_token: first,
        allowlisted_entities: ENTITIES,
        control_enabled: true,
        controllable_entities: SWITCHABLE,
        tls: { mode: 'system' },
      }),
      first,
    );
    afterBatch();
    while (done < steps) {
      allowlist = await allowlistOnDisk();
      batchAllowlists = new Set(allowlist);
      batchReads = new Set();
      const size = 1 + rng.int(4);
      const batch: Op[] = [];
      for (let i = 0; i < size && done < steps; i++, done++) batch.push(draw());
      if (batch.some((op) => op.kind === 'restart')) {
        // A restart is its own moment: what is pending then is lost (tokens live in memory).
        const listed = await call('GET', '/api/v1/conversation/confirmations');
        lostAtRestart += listed.json?.pending?.length ?? 0;
        if (process.env.TRUST_FUZZ_DEBUG)
          console.log(
            'restart: lost',
            JSON.stringify(listed.json?.pending?.map((p: any) => [p.capability, p.expires_at])),
            'now',
            new Date(clock.now()).toISOString(),
          );
        await stop();
        await start();
        restarts++;
        conversations = [];
        cards.clear();
        continue;
      }
      await Promise.all(batch.map((op) => op.run()));
      afterBatch();
    }
    // The end of the case: every card left runs out, then the audit must account for each once.
    clock.advance(TTL_MS + 1000);
    await call('GET', '/api/v1/conversation/confirmations');
    // The turn loop's own expiry wake-ups audit in the background: wait (at most 10 s) until the
    // audit accounts for every card, then count again once the service has closed.
    const auditSettled = () =>
      auditCounts().then(
        (c) => c.pending === c.terminal + rejectedAtApproval + lostAtRestart,
        () => false, // a line still being written
      );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !(await auditSettled())) await new Promise((resolve) => setTimeout(resolve, 20));
    await call('GET', '/api/v1/conversation/confirmations');
    await service!.close();
    const counts = await auditCounts();
    if (process.env.TRUST_FUZZ_DEBUG) {
      for (const f of await readdir(join(dataDir, 'capabilities')))
        if (f.endsWith('.jsonl'))
          console.log(
            (await readFile(join(dataDir, 'capabilities', f), 'utf8'))
              .split('\n')
              .filter((l) => l.includes('"capability"'))
              .map((l) => {
                const e = JSON.parse(l);
                return `${e.ts.slice(11, 19)} ${e.conversation_id?.slice(0, 4)} ${e.capability.slice(15)} ${e.stage}/${e.outcome} ${e.code ?? ''}`;
              })
              .join('\n'),
          );
    }
    const accounted = counts.terminal + rejectedAtApproval + lostAtRestart;
    if (counts.pending !== accounted) {
      violate(
        `audit: ${counts.pending} cards issued, ${counts.terminal} ended + ${rejectedAtApproval} refused at approval + ${lostAtRestart} lost at restarts`,
      );
    }
  } finally {
    await host!.close().catch(() => undefined);
    await service!.close().catch(() => undefined);
    for (const f of fakes) await f.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const serviceCalls = [...serviceCallsSeen.values()].reduce((a, b) => a + b, 0);
  return {
    seed,
    cases: 1,
    steps: done,
    cards: cardConversation.size,
    approvals,
    serviceCalls,
    restarts,
    violations,
  };
}

/** Cases until `steps` steps ran or `deadlineMs` passed; seeds derived from `seed`. */
export async function fuzz(seed: number, options: { steps: number; stepsPerCase: number; deadlineMs: number }): Promise<FuzzReport> {
  const report: FuzzReport = {
    cases: 0,
    steps: 0,
    cards: 0,
    approvals: 0,
    serviceCalls: 0,
    restarts: 0,
    violations: [],
  };
  const started = Date.now();
  const rng = new Rng(seed);
  while (report.steps < options.steps && Date.now() - started < options.deadlineMs) {
    const one = await fuzzCase(rng.int(2 ** 31), Math.min(options.stepsPerCase, options.steps - report.steps));
    report.cases++;
    report.steps += one.steps;
    report.cards += one.cards;
    report.approvals += one.approvals;
    report.serviceCalls += one.serviceCalls;
    report.restarts += one.restarts;
    report.violations.push(...one.violations);
  }
  return report;
}
