/** Stage 4's confirmation store: single use, bound, expiring, and late told apart from replayed. */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../main/core/clock.js';
import { ConfirmationStore, MAX_PENDING, TOMBSTONE_TTL_MS } from '../../main/core/executor/confirmation-store.js';

const classification = { side_effect: 'mutating', network: 'external', confirmation: 'required' } as const;
const issueOn = (store: ConfirmationStore, conversation_id = 'c1', args: Record<string, unknown> = { entity_id: 'light.kitchen', state: 'off' }) =>
  store.issue({
    conversation_id,
    capability: 'home_assistant.set_entity_state',
    arguments: args,
    classification,
    proposer: 'builtin',
    surface: 'chat',
    proposal_id: 'p1',
    disclosed: [String(args.entity_id)],
  });

describe('tokens are single-use and carry at least 128 random bits', () => {
  it('a 256-bit base64url token, different every time, usable once', () => {
    const store = new ConfirmationStore(new ManualClock());
    const a = issueOn(store).token;
    const b = issueOn(store).token;
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(store.consume(a, 'c1').kind).toBe('valid');
    expect(store.consume(a, 'c1').kind).toBe('invalid');
  });

  it('binds its conversation: presented from another one it is invalid, and it still answers in its own', () => {
    const store = new ConfirmationStore(new ManualClock());
    const kitchen = issueOn(store, 'c1', { entity_id: 'light.kitchen', state: 'off' });
    const porch = issueOn(store, 'c2', { entity_id: 'light.porch', state: 'on' });
    expect(store.consume(kitchen.token, 'c2').kind).toBe('invalid');
    // What approval executes comes from the store, bound to the token: never the presenter's copy.
    expect(store.consume(kitchen.token, 'c1')).toMatchObject({
      kind: 'valid',
      record: { conversation_id: 'c1', capability: 'home_assistant.set_entity_state', arguments: { entity_id: 'light.kitchen', state: 'off' } },
    });
    expect(store.consume(porch.token, 'c2')).toMatchObject({ kind: 'valid', record: { arguments: { entity_id: 'light.porch', state: 'on' } } });
  });
});

describe('expiry after 120 s; late and replayed are told apart for 10 minutes', () => {
  it('late → expired (also on a second try); used → invalid; after the tombstone window → invalid', () => {
    const clock = new ManualClock();
    const store = new ConfirmationStore(clock);
    const late = issueOn(store).token;
    const used = issueOn(store).token;
    expect(store.consume(used, 'c1').kind).toBe('valid');
    clock.advance(120_000);
    expect(store.list()).toEqual([]);
    expect(store.consume(late, 'c1').kind).toBe('expired');
    expect(store.consume(late, 'c1').kind).toBe('expired');
    expect(store.consume(used, 'c1').kind).toBe('invalid');
    clock.advance(TOMBSTONE_TTL_MS);
    expect(store.consume(late, 'c1').kind).toBe('invalid');
  });

  it('a shorter TTL applies (tests, --confirmation-ttl)', () => {
    const clock = new ManualClock();
    const store = new ConfirmationStore(clock, 5_000);
    const { token } = issueOn(store);
    clock.advance(5_000);
    expect(store.consume(token, 'c1').kind).toBe('expired');
  });

  it('drainExpired hands back proposals nobody answered, once', () => {
    const clock = new ManualClock();
    const store = new ConfirmationStore(clock);
    issueOn(store);
    clock.advance(120_001);
    expect(store.drainExpired()).toHaveLength(1);
    expect(store.drainExpired()).toHaveLength(0);
  });
});

describe('a new message supersedes the pending proposal of its conversation', () => {
  it('the superseded token reads as expired; other conversations keep theirs', () => {
    const store = new ConfirmationStore(new ManualClock());
    const mine = issueOn(store, 'c1').token;
    const theirs = issueOn(store, 'c2').token;
    expect(store.supersede('c1')).toHaveLength(1);
    expect(store.consume(mine, 'c1').kind).toBe('expired');
    expect(store.consume(theirs, 'c2').kind).toBe('valid');
  });
});

describe('tokens live in memory', () => {
  // Any empty Map forgets old tokens; what matters is that a new store's tokens are new secrets, so
  // a card still on screen from before a restart can never answer a proposal made after it.
  it('a token shown before a restart never answers the same proposal made again after it', () => {
    const clock = new ManualClock();
    const before = issueOn(new ConfirmationStore(clock)).token;
    const restarted = new ConfirmationStore(clock);
    const again = issueOn(restarted);
    expect(again.token).not.toBe(before);
    expect(restarted.consume(before, 'c1').kind).toBe('invalid');
    expect(restarted.list().map((p) => p.token)).toEqual([again.token]);
    expect(restarted.consume(again.token, 'c1').kind).toBe('valid');
  });
});

describe('list shows pending items newest first, with their conversation', () => {
  it('orders by issue time', () => {
    const clock = new ManualClock();
    const store = new ConfirmationStore(clock);
    issueOn(store, 'c1');
    clock.advance(1000);
    issueOn(store, 'c2');
    expect(store.list().map((p) => p.conversation_id)).toEqual(['c2', 'c1']);
    expect(store.list()[0]).toMatchObject({ capability: 'home_assistant.set_entity_state', classification });
  });
});

describe('a card pushed out at MAX_PENDING is handed back as expired (docs/architecture.md §5a)', () => {
  it('the oldest card leaves the list, comes back once from drainExpired, and reads as late, not replayed', () => {
    const store = new ConfirmationStore(new ManualClock());
    const oldest = issueOn(store, 'c0');
    for (let i = 1; i < MAX_PENDING; i++) issueOn(store, `c${i}`);
    expect(store.drainExpired()).toEqual([]);
    issueOn(store, 'newest');
    expect(store.list()).toHaveLength(MAX_PENDING);
    expect(store.list().some((p) => p.conversation_id === 'c0')).toBe(false);
    expect(store.drainExpired()).toEqual([oldest.record]);
    expect(store.drainExpired()).toEqual([]);
    expect(store.consume(oldest.token, 'c0')).toMatchObject({ kind: 'expired', first: false });
  });
});

describe('a presented token is compared with the issued digest, within its conversation', () => {
  it('a token one character off, cut short, padded or from another conversation is invalid and spends nothing', () => {
    const store = new ConfirmationStore(new ManualClock());
    const { token } = issueOn(store, 'c1');
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [flipped, token.slice(0, -1), `${token}=`, '', 'x'.repeat(10_000)]) expect(store.consume(wrong, 'c1').kind).toBe('invalid');
    expect(store.consume(token, 'c2').kind).toBe('invalid');
    expect(store.consume(token, 'c1').kind).toBe('valid');
  });
});
