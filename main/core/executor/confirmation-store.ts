/**
 * Stage 4's tokens (RFC-0004/RFC-0017): single-use, 256 random bits, bound to a conversation, a
 * capability and its canonical arguments, expiring after 120 s. Consuming is synchronous, so of
 * any number of concurrent approvals exactly one wins. Tokens live in memory: after a restart every
 * token is unknown (CONFIRMATION_INVALID).
 *
 * What is kept of a token: while its card is pending, the token itself (in memory only), because
 * `confirmations.list` hands it to the popup (DESIGN §2), and its SHA-256 digest, which is what a
 * presented token is compared with — in constant time, among the cards of its conversation, never
 * by a lookup keyed on what was presented. Once used, expired or pushed out, only the digest stays,
 * as a tombstone for 10 minutes, so "late" and "replayed" are told apart.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Classification, PendingConfirmation, PendingListItem, Surface } from '../../../common/contract/types.js';
import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import { canonicalJson } from './canonical-json.js';

export const DEFAULT_CONFIRMATION_TTL_MS = 120_000;
export const TOMBSTONE_TTL_MS = 10 * 60_000;
/** Past this many live cards the oldest is pushed out: audited and shown as expired, like any expiry. */
export const MAX_PENDING = 1_000;
const MAX_TOMBSTONES = 10_000;

export interface PendingRecord {
  conversation_id: string;
  capability: string;
  arguments: Record<string, unknown>;
  /**
   * The arguments as approved, frozen as canonical JSON when the card was issued: an approval runs
   * these, never the `arguments` object that was handed around (to windows, to the turn).
   */
  canonical_arguments: string;
  /**
   * The entities the card disclosed — what an approval may read (DESIGN §8.9): the entity it names,
   * or for `list_entities` the allowlist as it was when the card was shown. Frozen.
   */
  disclosed: readonly string[];
  classification: Classification;
  proposer: string;
  surface: Surface | null;
  issued_at: number;
  expires_at: number;
  /** Engine-side id of the proposal, for the turn loop to match the result back. */
  proposal_id: string;
  /** The entity's cached friendly name, shown on the card (never used to decide). */
  entity_name?: string;
  /** The household's message the card answers, and the entity ids it asks of (shown, never used to decide). */
  question?: string;
  asked_about?: readonly string[];
  asked_about_names?: Readonly<Record<string, string>>;
}

export type ConsumeResult =
  | { kind: 'valid'; record: PendingRecord }
  /** `first` is false when the expiry was already reported (swept, superseded, or tried before). */
  | { kind: 'expired'; record: PendingRecord; first: boolean }
  | { kind: 'invalid' };

type Tombstone = { reason: 'used' | 'expired'; until: number; record: PendingRecord };
type Pending = { record: PendingRecord; token: string; digest: Buffer };

export class ConfirmationStore {
  /** Keyed by the digest's base64url, in issue order. */
  private readonly pending = new Map<string, Pending>();
  private readonly tombstones = new Map<string, Tombstone>();
  /** Cards pushed out at MAX_PENDING, not yet handed to `drainExpired`. */
  private readonly pushedOut: PendingRecord[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = DEFAULT_CONFIRMATION_TTL_MS,
  ) {}

  /** Issues a token for a proposal that passed stages 1–3. */
  issue(input: Omit<PendingRecord, 'canonical_arguments' | 'issued_at' | 'expires_at'>): { token: string; record: PendingRecord } {
    this.sweep();
    if (this.pending.size >= MAX_PENDING) this.expireOldest();
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const record: PendingRecord = {
      ...input,
      canonical_arguments: canonicalJson(input.arguments),
      disclosed: Object.freeze([...input.disclosed]),
      issued_at: now,
      expires_at: now + this.ttlMs,
    };
    const digest = digestOf(token);
    this.pending.set(digest.toString('base64url'), { record, token, digest });
    return { token, record };
  }

  /**
   * Atomically takes a token out of the store. Whatever the caller then does (approve or deny),
   * the token can never be used again.
   */
  consume(token: string, conversationId: string): ConsumeResult {
    this.sweep();
    const presented = digestOf(token);
    const found = this.find(presented, conversationId);
    if (found) {
      const [key, entry] = found;
      this.pending.delete(key);
      if (this.clock.now() >= entry.record.expires_at) {
        this.bury(key, 'expired', entry.record);
        return { kind: 'expired', record: entry.record, first: true };
      }
      this.bury(key, 'used', entry.record);
      return { kind: 'valid', record: entry.record };
    }
    const tomb = this.tombstones.get(presented.toString('base64url'));
    if (tomb && tomb.reason === 'expired' && tomb.record.conversation_id === conversationId) {
      return { kind: 'expired', record: tomb.record, first: false };
    }
    return { kind: 'invalid' };
  }

  /** A new message in a conversation supersedes its pending proposal (it expires). */
  supersede(conversationId: string): PendingRecord[] {
    const superseded: PendingRecord[] = [];
    for (const [key, entry] of this.pending) {
      if (entry.record.conversation_id !== conversationId) continue;
      this.pending.delete(key);
      this.bury(key, 'expired', entry.record);
      superseded.push(entry.record);
    }
    return superseded;
  }

  /** Pending proposals as the wire shows them, newest first. Expired ones are swept out first. */
  list(): PendingListItem[] {
    this.sweep();
    const now = this.clock.now();
    return [...this.pending.values()]
      .filter(({ record }) => now < record.expires_at)
      .sort((a, b) => b.record.issued_at - a.record.issued_at)
      .map(({ record, token }) => ({
        ...toWire(record, token),
        conversation_id: record.conversation_id,
        ...(record.question !== undefined ? { question: record.question } : {}),
        ...(record.asked_about !== undefined ? { asked_about: [...record.asked_about], names: { ...record.asked_about_names } } : {}),
      }));
  }

  /**
   * Records whose time ran out, or that were pushed out at MAX_PENDING, since the last call, so the
   * caller can audit them as expired and end their turns.
   */
  drainExpired(): PendingRecord[] {
    const now = this.clock.now();
    const expired: PendingRecord[] = this.pushedOut.splice(0);
    for (const [key, entry] of this.pending) {
      if (now < entry.record.expires_at) continue;
      this.pending.delete(key);
      this.bury(key, 'expired', entry.record);
      expired.push(entry.record);
    }
    return expired;
  }

  /**
   * The pending card of this conversation whose digest equals the presented one. Every candidate is
   * compared in constant time over fixed-length digests, so neither the comparison nor the lookup
   * tells a guesser how much of a token was right.
   */
  private find(presented: Buffer, conversationId: string): [string, Pending] | undefined {
    let match: [string, Pending] | undefined;
    for (const pair of this.pending) {
      if (pair[1].record.conversation_id === conversationId && timingSafeEqual(pair[1].digest, presented)) match = pair;
    }
    return match;
  }

  private sweep(): void {
    const now = this.clock.now();
    // Tombstones are inserted with a constant lifetime, so the map is in expiry order.
    for (const [key, tomb] of this.tombstones) {
      if (now < tomb.until) break;
      this.tombstones.delete(key);
    }
  }

  private bury(key: string, reason: Tombstone['reason'], record: PendingRecord): void {
    if (this.tombstones.size >= MAX_TOMBSTONES) {
      const oldest = this.tombstones.keys().next().value;
      if (oldest !== undefined) this.tombstones.delete(oldest);
    }
    this.tombstones.set(key, { reason, until: this.clock.now() + TOMBSTONE_TTL_MS, record });
  }

  private expireOldest(): void {
    const oldest = this.pending.keys().next().value;
    if (oldest === undefined) return;
    const entry = this.pending.get(oldest)!;
    this.pending.delete(oldest);
    this.bury(oldest, 'expired', entry.record);
    this.pushedOut.push(entry.record);
  }
}

export function toWire(record: PendingRecord, token: string): PendingConfirmation {
  const wire: PendingConfirmation = {
    token,
    capability: record.capability,
    arguments: record.arguments,
    classification: record.classification,
    expires_at: isoAt(record.expires_at),
  };
  if (record.entity_name !== undefined) wire.entity_name = record.entity_name;
  return wire;
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
