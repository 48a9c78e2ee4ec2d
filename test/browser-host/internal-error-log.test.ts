/**
 * The host logs every INTERNAL_ERROR with its stack, never a secret, instead
 * of swallowing it: a 500 nobody can trace is how an approved action's lost receipt went unseen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanionApi } from '../../common/contract/types.js';
import { startHost, type RunningHost } from '../../main/browser-host/server.js';

const HOST_TOKEN = 'host-token-for-this-test-0123456789abcdef';

let host: RunningHost | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await host?.close();
  host = undefined;
});

function failingService(error: unknown): CompanionApi {
  return {
    'audit.summary': async () => {
      throw error;
    },
  } as unknown as CompanionApi;
}

async function callAudit(): Promise<{ status: number; code: string }> {
  const res = await fetch(new URL('/api/v1/capabilities/audit', host!.url), { headers: { authorization: `Bearer ${HOST_TOKEN}` } });
  return { status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code };
}

describe('every INTERNAL_ERROR is logged with its stack, never a secret', () => {
  it('a bug in a handler: 500 INTERNAL_ERROR to the client, method, path and stack on stderr', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    host = await startHost({ service: failingService(new TypeError("Cannot read properties of undefined (reading 'turns')")), token: HOST_TOKEN });
    expect(await callAudit()).toEqual({ status: 500, code: 'INTERNAL_ERROR' });
    const log = written.join('');
    expect(log).toContain('INTERNAL_ERROR GET /api/v1/capabilities/audit:');
    expect(log).toContain("TypeError: Cannot read properties of undefined (reading 'turns')");
    expect(log).toMatch(/\n\s+at /);
  });

  it('the host token and anything shaped like a bearer credential are blanked out', async () => {
    const lines: string[] = [];
    const leaky = new Error(`request with Bearer abc.def-ghi failed; host token ${HOST_TOKEN}`);
    host = await startHost({ service: failingService(leaky), token: HOST_TOKEN, log: (line) => lines.push(line) });
    expect(await callAudit()).toEqual({ status: 500, code: 'INTERNAL_ERROR' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(HOST_TOKEN);
    expect(lines[0]).not.toContain('abc.def-ghi');
    expect(lines[0]).toContain('Bearer [redacted]');
  });

  it("a coded ApiError is the client's answer, not a bug: nothing is logged", async () => {
    const lines: string[] = [];
    const { ApiError } = await import('../../common/codes.js');
    host = await startHost({ service: failingService(new ApiError('CONVERSATION_NOT_FOUND', 'unknown')), token: HOST_TOKEN, log: (line) => lines.push(line) });
    expect(await callAudit()).toEqual({ status: 404, code: 'CONVERSATION_NOT_FOUND' });
    expect(lines).toEqual([]);
  });
});
