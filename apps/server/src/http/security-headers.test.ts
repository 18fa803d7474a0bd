import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createApp } from './app';
import { trackInFlightRequests } from './in-flight';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  DEV_MAIL_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

describe('the SPA content security policy', () => {
  it('allows only our own scripts, styles, fonts and connections, and no framing', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(contentSecurityPolicy()).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
  });

  it('lets the SPA reach the origin of the optional IP look-up, and nothing else', () => {
    expect(contentSecurityPolicy({ ipLookupUrl: 'https://ip.exemplo.test/json?x=1' })).toContain(
      "connect-src 'self' https://ip.exemplo.test;",
    );
  });
});

/**
 * Decision 016: there was no Content-Security-Policy, no frame-ancestors, no HSTS, while the spec keeps
 * tokens in localStorage. Checked on a real server serving a portal build.
 */
describe('security headers on a real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(portalDir, 'assets'));
    writeFileSync(
      join(portalDir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(portalDir, 'assets', 'index-abc.js'), 'console.log(1)');
    server = await startTestServer('pglite', {
      portalDir,
      env: { IP_LOOKUP_URL: 'https://ip.exemplo.test/json' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('every page and asset of the SPA carries the strict policy and X-Frame-Options DENY', async () => {
    const ipLookupUrl = 'https://ip.exemplo.test/json';
    for (const path of ['/', '/financeiro/extrato?bill=1', '/ativar-conta?token=x', '/assets/index-abc.js']) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(200);
      const html = path.startsWith('/assets/') ? '' : await res.text();
      const styleNonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
      expect(res.headers.get('content-security-policy'), path).toBe(
        contentSecurityPolicy({ ipLookupUrl, styleNonce }),
      );
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it("a page's injected <style> elements may carry its own fresh nonce, and nothing else inline", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await server.fetch('/');
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{20,})">/.exec(await res.text())?.[1];
      expect(nonce).toBeDefined();
      expect(res.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}';`);
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('the page has no inline script to run: only external ones and the JSON data block', async () => {
    const html = await (await server.fetch('/')).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/|type="application\/json"/);
  });

  it('API answers, errors included, get the empty policy', async () => {
    for (const path of ['/api/v1/enterprises', '/api/v1/nao-existe', '/livez', '/api/openapi.json']) {
      const res = await server.fetch(path);
      expect(res.headers.get('content-security-policy'), path).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('every answer — page, asset, API read, API error, mailbox — says nosniff and a same-origin referrer', async () => {
    for (const path of [
      '/',
      '/assets/index-abc.js',
      '/livez',
      '/api/v1/enterprises',
      '/api/v1/nao-existe',
      '/dev/mail',
    ]) {
      const res = await server.fetch(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it('the development mailbox gets its own policy', async () => {
    const res = await server.fetch('/dev/mail');
    expect(res.headers.get('content-security-policy')).toBe(DEV_MAIL_CONTENT_SECURITY_POLICY);
  });

  it('HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    // The test server trusts one proxy (TRUST_PROXY=true).
    const https = await server.fetch('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(
      (await server.fetch('/api/v1/enterprises', { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
        'strict-transport-security',
      ),
    ).toBe(STRICT_TRANSPORT_SECURITY);
    // Plain HTTP, and a client who wrote 'https' itself before the proxy appended what it saw.
    for (const proto of [undefined, 'http', 'https, http']) {
      const res = await server.fetch('/', { headers: proto ? { 'x-forwarded-proto': proto } : {} });
      expect(res.headers.get('strict-transport-security'), String(proto)).toBeNull();
    }
    // Without a trusted proxy the header is the client's word: no HSTS.
    const app = createApp(
      { ...server.ctx, config: { ...server.ctx.config, trustProxy: false, trustedProxyHops: 0 } },
      { portalDir: server.dataDir, isDraining: () => false, inFlight: trackInFlightRequests() },
    );
    const direct = await app.request('/livez', { headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    // A TLS socket is HTTPS whatever the headers say.
    const tls = await app.request('/livez', {}, { incoming: { socket: { encrypted: true } } });
    expect(tls.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('a malformed percent-escape in the path is a 400 with the error shape, not a 500', async () => {
    for (const path of ['/%E0%A4%A', '/financeiro/%E0%A4%A', '/api/v1/%E0%A4%A', '/%', '/x%00y']) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ code: 'REQUEST-400', msg: expect.any(String) });
    }
  });
});
