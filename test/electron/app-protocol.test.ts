import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, handleAppProtocol, registerAppScheme, serveAppRequest } from '../../main/electron/app-protocol.js';
import { app, FakeProtocol } from './fake-electron.js';

let root: string;
let rendererDir: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sc-app-protocol-'));
  rendererDir = path.join(root, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Sovereign</title>');
  writeFileSync(path.join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(rendererDir, 'assets', 'app.css'), 'body{}');
  writeFileSync(path.join(root, 'secret.txt'), 'access-token');
  mkdirSync(path.join(root, 'renderer-evil'));
  writeFileSync(path.join(root, 'renderer-evil', 'x.js'), 'evil');
  symlinkSync(path.join(root, 'secret.txt'), path.join(rendererDir, 'assets', 'link.txt'));
  symlinkSync(root, path.join(rendererDir, 'up'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => serveAppRequest(new Request(url, { method }), rendererDir);

describe('app:// serves the built renderer under a strict CSP', () => {
  it('serves index.html for / and for its own path, with the CSP header exactly', async () => {
    for (const url of ['app://companion/', 'app://companion/index.html?window=chat']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>Sovereign</title>');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  });

  it('serves scripts and styles with their types', async () => {
    expect((await get('app://companion/assets/app.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('app://companion/assets/app.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers HEAD without a body', async () => {
    const response = await get('app://companion/index.html', 'HEAD');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('refuses other methods', async () => {
    expect((await get('app://companion/index.html', 'POST')).status).toBe(405);
  });
});

describe('nothing outside the renderer folder can be reached', () => {
  it.each([
    'app://companion/../secret.txt',
    'app://companion/..%2fsecret.txt',
    'app://companion/%2e%2e%2fsecret.txt',
    'app://companion/assets/..%2f..%2fsecret.txt',
    'app://companion/..%5csecret.txt',
    'app://companion/%2e%2e/renderer-evil/x.js',
    'app://companion/..%2frenderer-evil%2fx.js',
    'app://companion/index.html%00.js',
    'app://companion/%E0%A4%A',
    'app://companion/assets/link.txt',
    'app://companion/up/secret.txt',
    'app://companion/assets',
    'app://companion/missing.js',
    'app://elsewhere/index.html',
  ])('%s → 404', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('access-token');
  });
});

describe('scheme registration', () => {
  it('declares app:// standard and secure, without CSP bypass or fetch/CORS privileges', () => {
    const protocol = new FakeProtocol();
    registerAppScheme(protocol);
    expect(protocol.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true } }]);
  });

  it('routes the app scheme to the renderer folder', async () => {
    app.becomeReady();
    const protocol = new FakeProtocol();
    handleAppProtocol(protocol, rendererDir);
    const response = await protocol.handlers.get('app')!(new Request('app://companion/index.html'));
    expect(response.status).toBe(200);
  });
});
