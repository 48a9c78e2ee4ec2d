import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 26-character ULID like HA's `context.id` (ref §2): 10 characters of ms time, 16 random. */
export function ulid(nowMs: number): string {
  let time = '';
  let t = Math.floor(nowMs);
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = Array.from(randomBytes(16), (b) => CROCKFORD[b % 32]).join('');
  return time + random;
}
