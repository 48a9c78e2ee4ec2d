/**
 * DESIGN §6: the discovery browser — de-duplicated by uuid, removed on goodbye or TTL expiry,
 * bounded in memory, at most 30 s of browsing, and "unavailable" rather than a crash when the
 * network says no. Records are fed straight to its packet handler or through a stand-in socket;
 * the real socket is exercised against python-zeroconf in interop.test.ts.
 */
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MAX_INSTANCES,
  DISCOVERY_UNAVAILABLE_MESSAGE,
  DiscoveryBrowser,
  type MdnsQuestion,
  type MdnsTransport,
  type MdnsTransportFactory,
  type MdnsTransportOptions,
} from '../../../main/core/discovery/discovery-browser.js';

const SERVICE = '_home-assistant._tcp.local';
const FROM_MDNS = { port: 5353, address: '127.0.0.1' };

interface Advert {
  name?: string;
  uuid?: string;
  port?: number;
  host?: string;
  addresses?: string[];
  txt?: Record<string, string>;
  ptrTtl?: number;
  srvTtl?: number;
}

function uuidFor(i: number): string {
  return i.toString(16).padStart(32, '0');
}

/** A response packet shaped as multicast-dns decodes python-zeroconf's answer. */
function packet(advert: Advert = {}) {
  const uuid = advert.uuid ?? uuidFor(1);
  const name = advert.name ?? 'Our Home';
  const fqdn = `${name}.${SERVICE}`;
  const host = advert.host ?? `${uuid}.local`;
  const txt = {
    location_name: name,
    uuid,
    version: '2026.11.1',
    external_url: '',
    internal_url: '',
    base_url: '',
    requires_api_password: 'True',
    ...advert.txt,
  };
  return {
    type: 'response',
    answers: [{ name: SERVICE, type: 'PTR', ttl: advert.ptrTtl ?? 4500, class: 'IN', data: fqdn }],
    additionals: [
      { name: fqdn, type: 'SRV', ttl: advert.srvTtl ?? 120, class: 'IN', data: { priority: 0, weight: 0, port: advert.port ?? 8123, target: host } },
      { name: fqdn, type: 'TXT', ttl: 4500, class: 'IN', data: Object.entries(txt).map(([k, v]) => Buffer.from(`${k}=${v}`)) },
      ...(advert.addresses ?? ['192.168.1.20']).map((address) => ({ name: host, type: 'A', ttl: 120, class: 'IN', data: address })),
    ],
  };
}

function goodbye(name = 'Our Home') {
  return { type: 'response', answers: [{ name: SERVICE, type: 'PTR', ttl: 0, class: 'IN', data: `${name}.${SERVICE}` }], additionals: [] };
}

class FakeMdns extends EventEmitter {
  readonly queries: MdnsQuestion[][] = [];
  failSends = false;
  query(questions: MdnsQuestion[], callback: (error?: Error | null) => void): void {
    this.queries.push(questions);
    callback(this.failSends ? Object.assign(new Error('send ENETUNREACH'), { code: 'ENETUNREACH', syscall: 'send' }) : null);
  }
}

interface FakeTransport extends MdnsTransport {
  mdns: FakeMdns;
  options: MdnsTransportOptions;
  destroyed: boolean;
}

function fakeNetwork() {
  const opened: FakeTransport[] = [];
  const factory: MdnsTransportFactory = (options) => {
    const transport: FakeTransport = {
      mdns: new FakeMdns(),
      options,
      destroyed: false,
      destroy() {
        transport.destroyed = true;
      },
    };
    opened.push(transport);
    return transport;
  };
  return { factory, opened, current: () => opened[opened.length - 1]! };
}

const browsers: DiscoveryBrowser[] = [];
function browser(options: ConstructorParameters<typeof DiscoveryBrowser>[0] = {}): DiscoveryBrowser {
  const created = new DiscoveryBrowser(options);
  browsers.push(created);
  return created;
}

afterEach(() => {
  for (const b of browsers.splice(0)) b.close();
  vi.useRealTimers();
});

describe('listing what is advertised', () => {
  it('lists an instance from a python-zeroconf-shaped answer', () => {
    const b = browser();
    b.handleResponse(packet({ port: 18080 }), FROM_MDNS);
    const { instances, available, browsing } = b.list();
    expect(available).toBe(true);
    expect(browsing).toBe(false);
    expect(instances).toHaveLength(1);
    expect(instances[0]).toMatchObject({ uuid: uuidFor(1), location_name: 'Our Home', suggested_base_url: 'http://192.168.1.20:18080', set_up: true });
  });

  it('ignores packets that do not come from port 5353 (RFC 6762 §11)', () => {
    const b = browser();
    b.handleResponse(packet(), { port: 40000 });
    expect(b.list().instances).toEqual([]);
  });

  it('survives malformed packets', () => {
    const b = browser();
    const junk: unknown[] = [
      null,
      42,
      'x',
      {},
      { answers: 'nope' },
      { answers: [null, 1, { name: 5 }, { name: SERVICE, type: 'PTR', ttl: 'x', data: 'a' }] },
      { answers: [{ name: SERVICE, type: 'PTR', ttl: 120, data: { not: 'a string' } }] },
      {
        answers: [{ name: SERVICE, type: 'PTR', ttl: 120, data: `x.${SERVICE}` }],
        additionals: [{ name: `x.${SERVICE}`, type: 'SRV', ttl: 120, data: 'bad' }],
      },
      { answers: [{ name: SERVICE, type: 'PTR', ttl: -1, data: `x.${SERVICE}` }] },
      { answers: [{ name: `x.${SERVICE}`, type: 'TXT', ttl: 120, data: [1, 2, 3] }] },
    ];
    for (const p of junk) expect(() => b.handleResponse(p, FROM_MDNS)).not.toThrow();
    expect(b.list().instances).toEqual([]);
  });

  it('needs the SRV record: a bare PTR lists nothing', () => {
    const b = browser();
    b.handleResponse({ answers: [{ name: SERVICE, type: 'PTR', ttl: 4500, data: `Lonely.${SERVICE}` }] }, FROM_MDNS);
    expect(b.list().instances).toEqual([]);
  });

  it('notifies on change, not on an identical re-advertisement', () => {
    const onChange = vi.fn();
    const b = browser({ onChange });
    b.handleResponse(packet(), FROM_MDNS);
    b.handleResponse(packet(), FROM_MDNS);
    expect(onChange).toHaveBeenCalledTimes(1);
    b.handleResponse(packet({ port: 80 }), FROM_MDNS);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows an address change announced on its own', () => {
    const b = browser();
    b.handleResponse(packet(), FROM_MDNS);
    b.handleResponse({ answers: [{ name: `${uuidFor(1)}.local`, type: 'A', ttl: 120, data: '192.168.1.99' }] }, FROM_MDNS);
    expect(b.list().instances[0]?.suggested_base_url).toBe('http://192.168.1.99:8123');
  });
});

describe('de-duplicated by uuid, newest wins', () => {
  it('keeps one entry per uuid: the most recent advertisement', () => {
    const b = browser();
    b.handleResponse(packet({ name: 'Old Name', port: 8123 }), FROM_MDNS);
    b.handleResponse(packet({ name: 'New Name', port: 80 }), FROM_MDNS);
    const { instances } = b.list();
    expect(instances).toHaveLength(1);
    expect(instances[0]).toMatchObject({ location_name: 'New Name', port: 80 });
  });

  it("ignores the old name's goodbye once the new name has been seen", () => {
    const b = browser();
    b.handleResponse(packet({ name: 'Old Name' }), FROM_MDNS);
    b.handleResponse(packet({ name: 'New Name' }), FROM_MDNS);
    b.handleResponse(goodbye('Old Name'), FROM_MDNS);
    expect(b.list().instances.map((i) => i.location_name)).toEqual(['New Name']);
  });
});

describe('removed on goodbye or TTL expiry', () => {
  it('removes an instance on its goodbye (TTL 0)', () => {
    const onChange = vi.fn();
    const b = browser({ onChange });
    b.handleResponse(packet(), FROM_MDNS);
    b.handleResponse(goodbye(), FROM_MDNS);
    expect(b.list().instances).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('expires an instance when its shortest TTL (the SRV record’s 120 s) runs out', () => {
    let now = 1_000_000;
    const b = browser({ now: () => now });
    b.handleResponse(packet({ ptrTtl: 4500, srvTtl: 120 }), FROM_MDNS);
    now += 119_000;
    expect(b.list().instances).toHaveLength(1);
    now += 2_000;
    expect(b.list().instances).toEqual([]);
  });

  it('refreshes the TTL when the instance answers again', () => {
    let now = 0;
    const b = browser({ now: () => now });
    b.handleResponse(packet(), FROM_MDNS);
    now += 100_000;
    b.handleResponse(packet(), FROM_MDNS);
    now += 100_000;
    expect(b.list().instances).toHaveLength(1);
  });

  it('does not let a PTR-only refresh extend the SRV record', () => {
    let now = 0;
    const b = browser({ now: () => now });
    b.handleResponse(packet({ ptrTtl: 4500, srvTtl: 120 }), FROM_MDNS);
    now += 100_000;
    b.handleResponse({ answers: [packet().answers[0]], additionals: [] }, FROM_MDNS);
    now += 21_000;
    expect(b.list().instances).toEqual([]);
  });

  it('holds a record claiming an absurd TTL no longer than 75 minutes', () => {
    let now = 0;
    const b = browser({ now: () => now });
    b.handleResponse(packet({ ptrTtl: 2 ** 31, srvTtl: 2 ** 31 }), FROM_MDNS);
    now += 4_500_000;
    expect(b.list().instances).toEqual([]);
  });
});

describe('bounded in memory', () => {
  it('keeps at most maxInstances (default 64) after a flood of 5,000 distinct records', () => {
    const onChange = vi.fn();
    const b = browser({ onChange });
    for (let i = 0; i < 5_000; i++) {
      b.handleResponse(packet({ name: `Flood ${i}`, uuid: uuidFor(i + 1), addresses: [`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`] }), FROM_MDNS);
      if (i % 500 === 0) expect(b.list().instances.length).toBeLessThanOrEqual(DEFAULT_MAX_INSTANCES);
    }
    const { instances } = b.list();
    expect(instances).toHaveLength(DEFAULT_MAX_INSTANCES);
    // The most recently advertised are the ones kept.
    expect(instances.map((i) => i.uuid)).toContain(uuidFor(5_000));
    expect(instances.map((i) => i.uuid)).not.toContain(uuidFor(1));
  });

  it('respects a smaller maxInstances, also for one packet stuffed with records', () => {
    const b = browser({ maxInstances: 10 });
    const stuffed = { answers: [] as unknown[], additionals: [] as unknown[] };
    for (let i = 0; i < 1_000; i++) {
      const p = packet({ name: `Stuffed ${i}`, uuid: uuidFor(i + 1) });
      stuffed.answers.push(...p.answers);
      stuffed.additionals.push(...p.additionals);
    }
    b.handleResponse(stuffed, FROM_MDNS);
    expect(b.list().instances.length).toBeLessThanOrEqual(10);
  });
});

describe('browsing: at most 30 s, then the socket is closed and the list kept', () => {
  it('pins the socket to the configured interface', () => {
    const net = fakeNetwork();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory });
    b.browse(1_000);
    expect(net.current().options).toEqual({ interface: '127.0.0.1', bind: '0.0.0.0' });
  });

  it('uses bonjour-service defaults without an interface', () => {
    const net = fakeNetwork();
    const b = browser({ createTransport: net.factory });
    b.browse(1_000);
    expect(net.current().options).toBeUndefined();
  });

  it('asks on a doubling schedule, stops after 30 s however long was asked for, keeps the list', () => {
    vi.useFakeTimers();
    const net = fakeNetwork();
    const onChange = vi.fn();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory, onChange });
    b.browse(10 * 60_000);
    expect(b.list().browsing).toBe(true);
    vi.advanceTimersByTime(0);
    net.current().mdns.emit('response', packet(), FROM_MDNS);
    vi.advanceTimersByTime(29_999);
    expect(b.list().browsing).toBe(true);
    expect(net.current().mdns.queries).toHaveLength(5);
    expect(net.current().mdns.queries[0]).toEqual([{ name: SERVICE, type: 'PTR' }]);
    vi.advanceTimersByTime(1);
    expect(b.list().browsing).toBe(false);
    expect(net.current().destroyed).toBe(true);
    expect(b.list().instances).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(net.current().mdns.queries).toHaveLength(5);
    expect(onChange).toHaveBeenCalled();
  });

  it('restarts on a second browse and stops on browse(0) or stop()', () => {
    vi.useFakeTimers();
    const net = fakeNetwork();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory });
    b.browse(5_000);
    vi.advanceTimersByTime(4_000);
    b.browse(5_000);
    vi.advanceTimersByTime(4_000);
    expect(b.list().browsing).toBe(true);
    expect(net.opened).toHaveLength(1);
    b.browse(0);
    expect(b.list().browsing).toBe(false);
    expect(net.current().destroyed).toBe(true);
    b.browse(5_000);
    b.handleResponse(packet(), FROM_MDNS);
    b.stop();
    expect(b.list()).toMatchObject({ browsing: false, available: true });
    expect(b.list().instances).toHaveLength(1);
    b.close();
    expect(b.list().instances).toEqual([]);
  });
});

describe('unavailable, never a crash', () => {
  it('reports a missing interface without opening anything', () => {
    const net = fakeNetwork();
    const b = browser({ interface: '198.51.100.254', createTransport: net.factory });
    b.browse(5_000);
    expect(b.list()).toEqual({ browsing: false, available: false, message: DISCOVERY_UNAVAILABLE_MESSAGE, instances: [] });
    expect(net.opened).toHaveLength(0);
  });

  it('checks the interface before the default bonjour-service transport opens a socket', () => {
    const b = browser({ interface: '198.51.100.254' });
    expect(() => b.browse(1_000)).not.toThrow();
    expect(b.list()).toMatchObject({ available: false, message: DISCOVERY_UNAVAILABLE_MESSAGE });
  });

  it('turns a socket error (EADDRINUSE) into available: false and closes the socket', () => {
    const net = fakeNetwork();
    const onChange = vi.fn();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory, onChange });
    b.browse(5_000);
    net.current().mdns.emit('error', Object.assign(new Error('bind EADDRINUSE 0.0.0.0:5353'), { code: 'EADDRINUSE' }));
    expect(b.list()).toMatchObject({ browsing: false, available: false, message: DISCOVERY_UNAVAILABLE_MESSAGE });
    expect(net.current().destroyed).toBe(true);
    expect(onChange).toHaveBeenCalled();
    // A later browse tries again, and succeeds if the network came back.
    b.browse(5_000);
    expect(b.list()).toMatchObject({ browsing: true, available: true });
    expect(b.list().message).toBeUndefined();
  });

  it('treats failing to join the group on the pinned interface, or to send, as unavailable', () => {
    const net = fakeNetwork();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory });
    b.browse(5_000);
    net.current().mdns.emit('warning', Object.assign(new Error('addMembership EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL', syscall: 'addMembership' }));
    expect(b.list().available).toBe(false);

    vi.useFakeTimers();
    const net2 = fakeNetwork();
    const b2 = browser({ interface: '127.0.0.1', createTransport: net2.factory });
    b2.browse(5_000);
    net2.current().mdns.failSends = true;
    vi.advanceTimersByTime(1_000);
    expect(b2.list().available).toBe(false);
  });

  it('shrugs off a malformed packet warning', () => {
    const net = fakeNetwork();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory });
    b.browse(5_000);
    net.current().mdns.emit('warning', new Error('Buffer overflow'));
    expect(b.list()).toMatchObject({ browsing: true, available: true });
  });

  it('reports a transport that cannot be created', () => {
    const b = browser({
      createTransport: () => {
        throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      },
    });
    expect(() => b.browse(5_000)).not.toThrow();
    expect(b.list()).toMatchObject({ browsing: false, available: false });
  });

  it('survives a throwing onChange listener', () => {
    const b = browser({
      onChange: () => {
        throw new Error('listener bug');
      },
    });
    expect(() => b.handleResponse(packet(), FROM_MDNS)).not.toThrow();
    expect(b.list().instances).toHaveLength(1);
  });
});

describe('resolve: re-resolving one instance for "Use this"', () => {
  it('asks for SRV and TXT and returns the instance as freshly advertised', async () => {
    const net = fakeNetwork();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory });
    b.handleResponse(packet({ port: 8123 }), FROM_MDNS);
    const pending = b.resolve(uuidFor(1), 2_000);
    const mdns = net.current().mdns;
    await vi.waitFor(() => expect(mdns.queries).toHaveLength(1), { timeout: 1_000 });
    expect(mdns.queries[0]).toEqual([
      { name: `Our Home.${SERVICE}`, type: 'SRV' },
      { name: `Our Home.${SERVICE}`, type: 'TXT' },
    ]);
    const fresh = packet({ port: 80 });
    // Only the SRV: not yet complete.
    mdns.emit('response', { answers: [fresh.additionals[0]], additionals: [] }, FROM_MDNS);
    mdns.emit('response', { answers: fresh.additionals, additionals: [] }, FROM_MDNS);
    const resolved = await pending;
    expect(resolved).toMatchObject({ uuid: uuidFor(1), port: 80, suggested_base_url: 'http://192.168.1.20' });
    expect(net.current().destroyed).toBe(true);
  });

  it('returns null for an unknown uuid, on goodbye, and on silence', async () => {
    const net = fakeNetwork();
    const b = browser({ interface: '127.0.0.1', createTransport: net.factory });
    expect(await b.resolve(uuidFor(9), 500)).toBeNull();

    b.handleResponse(packet(), FROM_MDNS);
    const gone = b.resolve(uuidFor(1), 2_000);
    net.current().mdns.emit('response', goodbye(), FROM_MDNS);
    expect(await gone).toBeNull();

    b.handleResponse(packet(), FROM_MDNS);
    // Silence: the answer is null exactly when the given time runs out — not before, not never.
    vi.useFakeTimers();
    let answered: unknown = 'pending';
    const silent = b.resolve(uuidFor(1), 200).then((r) => (answered = r));
    await vi.advanceTimersByTimeAsync(199);
    expect(answered).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBeNull();
    await silent;
    expect(net.current().destroyed).toBe(true);
  });
});
