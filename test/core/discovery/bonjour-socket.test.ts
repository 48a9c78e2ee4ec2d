/**
 * bonjour-socket.ts reaches into bonjour-service's private `server.mdns` (why: that file's
 * header). These tests are the tripwire for an upgrade: they fail, by name, if bonjour-service
 * moves that field, stops reading its own browser's packets from it, or changes how it asks and
 * answers. A second Bonjour publishes a test service; every socket is pinned to 127.0.0.1
 * (ENVIRONMENT.md § mDNS), and the service type is not Home Assistant's, so no discovery test
 * running beside this one sees it.
 */
import type { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Bonjour } from 'bonjour-service';
import { afterEach, describe, expect, it } from 'vitest';
import { BONJOUR_SOCKET_PATH, BonjourShapeError, bonjourTransport, socketOf } from '../../../main/core/discovery/bonjour-socket.js';
import type { MdnsTransport } from '../../../main/core/discovery/mdns-transport.js';

const LOOPBACK = { interface: '127.0.0.1', bind: '0.0.0.0' };
const TYPE = 'sc-adapter';
const SERVICE = `_${TYPE}._tcp.local`;

const opened: Array<{ destroy(): void }> = [];
afterEach(() => {
  for (const thing of opened.splice(0)) thing.destroy();
});

function bonjour(): Bonjour {
  const b = new Bonjour(LOOPBACK as never, () => undefined);
  opened.push(b);
  return b;
}

function transport(): MdnsTransport {
  const t = bonjourTransport(LOOPBACK);
  opened.push(t);
  return t;
}

interface Answer {
  name: string;
  type: string;
  data: unknown;
}

/** Asks `questions` every 250 ms until a response from port 5353 holds a matching answer (at most 5 s). */
function askUntil(t: MdnsTransport, questions: Array<{ name: string; type: 'PTR' | 'SRV' | 'TXT' }>, match: (a: Answer) => boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timers: NodeJS.Timeout[] = [];
    const done = (result: Answer | Error) => {
      for (const timer of timers) clearTimeout(timer);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    t.mdns.on('response', (packet, rinfo) => {
      const p = packet as { answers?: Answer[]; additionals?: Answer[] };
      if ((rinfo as { port?: number }).port !== 5353) return;
      const found = [...(p.answers ?? []), ...(p.additionals ?? [])].find(match);
      if (found) done(found);
    });
    for (let at = 0; at < 5_000; at += 250) {
      timers.push(setTimeout(() => t.mdns.query(questions, (error) => (error ? done(error) : undefined)), at));
    }
    timers.push(setTimeout(() => done(new Error(`no answer to ${JSON.stringify(questions)} within 5 s`)), 5_000));
  });
}

describe(`bonjour-service still keeps its multicast-dns socket at ${BONJOUR_SOCKET_PATH}`, () => {
  it('finds an object there with the methods discovery calls', () => {
    const socket = socketOf(bonjour());
    expect(typeof socket.on).toBe('function');
    expect(typeof socket.query).toBe('function');
  });

  it("is the very socket bonjour-service's own public browser reads its responses from", () => {
    const b = bonjour();
    const socket = socketOf(b) as unknown as EventEmitter;
    const before = socket.listenerCount('response');
    const browser = b.find({ type: TYPE });
    expect(socket.listenerCount('response')).toBe(before + 1);
    browser.stop();
    expect(socket.listenerCount('response')).toBe(before);
  });

  it('is closed by the public destroy()', () => {
    const b = new Bonjour(LOOPBACK as never, () => undefined);
    const socket = socketOf(b) as unknown as EventEmitter;
    let closed = false;
    // multicast-dns destroys by closing its UDP socket, which it announces with no event of its own:
    // its `destroy` is what bonjour-service must still call.
    const original = (socket as unknown as { destroy: (cb?: () => void) => void }).destroy;
    (socket as unknown as { destroy: (cb?: () => void) => void }).destroy = (cb) => {
      closed = true;
      original(cb);
    };
    b.destroy();
    expect(closed).toBe(true);
  });

  it('fails by name, not with a TypeError later, when the shape is gone', () => {
    expect(() => socketOf({})).toThrow(BonjourShapeError);
    expect(() => socketOf({ server: {} })).toThrow(BonjourShapeError);
    expect(() => socketOf({ server: { mdns: { on() {} } } })).toThrow(/server\.mdns/);
    expect(() => socketOf(null)).toThrow(BonjourShapeError);
  });
});

describe('asking and hearing through that socket, on loopback', () => {
  const name = `Adapter ${randomBytes(4).toString('hex')}`;
  const fqdn = `${name}.${SERVICE}`;

  it('a PTR question is answered by a publisher, from port 5353, with the instance', async () => {
    const publisher = bonjour();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    publisher.publish({ name, type: TYPE, port, probe: false, disableIPv6: true, txt: { version: '1' } });
    const answer = await askUntil(transport(), [{ name: SERVICE, type: 'PTR' }], (a) => a.type === 'PTR' && a.name === SERVICE && a.data === fqdn);
    expect(answer.data).toBe(fqdn);
  });

  it('an SRV and TXT question for one instance (the "Use this" re-resolve) is answered too', async () => {
    const publisher = bonjour();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    publisher.publish({ name, type: TYPE, port, probe: false, disableIPv6: true, txt: { version: '1' } });
    const t = transport();
    const srv = await askUntil(
      t,
      [
        { name: fqdn, type: 'SRV' },
        { name: fqdn, type: 'TXT' },
      ],
      (a) => a.type === 'SRV' && a.name === fqdn,
    );
    expect(srv.data).toMatchObject({ port });
  });
});
