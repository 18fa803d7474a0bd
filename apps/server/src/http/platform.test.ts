import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, clientAddress, startTestServer, type TestServer } from '../test/test-server';

describe.each(backends())('platform on %s', (backend) => {
  let server: TestServer;
  let portalDir: string;
  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    server = await startTestServer(backend, { portalDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers /livez and /readyz (database reachable)', async () => {
    expect((await server.json('GET', '/livez')).body).toEqual({ status: 'ok' });
    expect((await server.json('GET', '/readyz')).body).toEqual({ status: 'ok', database: backend });
  });

  it('echoes a sane X-Request-Id and invents one otherwise', async () => {
    expect(
      (await server.fetch('/livez', { headers: { 'x-request-id': 'abc-123' } })).headers.get('x-request-id'),
    ).toBe('abc-123');
    const invented = (
      await server.fetch('/livez', { headers: { 'x-request-id': 'bad id with spaces' } })
    ).headers.get('x-request-id');
    expect(invented).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document of exactly the registered routes', async () => {
    const { status, body } = await server.json('GET', '/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/token',
      '/api/v1/token/refresh',
      '/api/v1/user',
      '/api/v1/user/list',
      '/api/v1/reports/user-history',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });

  it('unknown API paths and wrong methods are a 404 with the error shape', async () => {
    const answer = await server.json('GET', '/api/v1/nao-existe');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: 'NOT-FOUND-404',
      msg: expect.any(String),
      error: expect.any(String),
    });
    expect((await server.json('DELETE', '/api/v1/token')).status).toBe(404);
  });

  it('refuses oversized JSON bodies with 413 and never a stack trace', async () => {
    const huge = JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(100_000) });
    const answer = await server.json('POST', '/api/v1/token', { body: huge, headers: clientAddress() });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('REQUEST-413');
    expect(JSON.stringify(answer.body)).not.toContain('at ');
  });

  it('without a portal build, / says so in Portuguese and links the API document', async () => {
    const answer = await server.fetch('/');
    const html = await answer.text();
    expect(html).toContain('Interface do portal não compilada');
    expect(html).toContain('/api/openapi.json');
  });

  it('with a portal build, serves files and falls back to index.html for SPA routes', async () => {
    mkdirSync(join(portalDir, 'assets'), { recursive: true });
    writeFileSync(
      join(portalDir, 'index.html'),
      '<!doctype html><html><head><meta name="theme-color" content="#000000" /><title>Portal</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(portalDir, 'assets', 'app-1234.js'), 'console.log(1)');
    // The build's route list: the statement's deep link names its chunks as preload hints.
    mkdirSync(join(portalDir, '.vite'), { recursive: true });
    writeFileSync(
      join(portalDir, '.vite', 'route-preloads.json'),
      JSON.stringify([{ path: '/financeiro/extrato', scripts: ['/assets/app-1234.js'], styles: [] }]),
    );
    const index = await server.fetch('/financeiro/extrato?bill=12');
    expect(index.status).toBe(200);
    const html = await index.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1234.js">');
    expect(await (await server.fetch('/clients')).text()).not.toContain('modulepreload');
    // The phone's browser bar takes the brand's colour, whatever colour the build was made with.
    expect(html).toContain('<meta name="theme-color" content="#1D4FC4" />');
    // The brand travels in a JSON data block; the public-IP look-up is off unless configured.
    const runtime = JSON.parse(
      /<script type="application\/json" id="portal-runtime">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(runtime.brand.noReplyEmail).toBe('nao-responda@demo.com.br');
    expect(runtime.brand.contacts.sales.whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect(runtime.ipLookupUrl).toBeUndefined();
    // Text assets go out compressed for browsers that take it (the same bytes once decoded), with Vary.
    const script = `console.log(${JSON.stringify('portal '.repeat(400))});`;
    writeFileSync(join(portalDir, 'assets', 'entry-5678.js'), script);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await server.fetch('/assets/entry-5678.js', {
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
      expect(await compressed.text()).toBe(script);
    }
    const plain = await server.fetch('/assets/entry-5678.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const asset = await server.fetch('/assets/app-1234.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.fetch('/assets/missing.js')).status).toBe(404);
    expect((await server.fetch('/%2e%2e/%2e%2e/package.json')).status).not.toBe(200);
    // API paths are never swallowed by the SPA fallback.
    expect((await server.json('GET', '/api/v1/nao-existe')).body.code).toBe('NOT-FOUND-404');
  });

  it('shows the development mailbox (list and message)', async () => {
    await server.json('POST', '/api/v1/user/send-reset-password-email', {
      body: { email: 'ana@demo.com.br' },
      headers: clientAddress(),
    });
    const list = await (await server.fetch('/dev/mail')).text();
    expect(list).toContain('redefinição de senha');
    const id = /href="\/dev\/mail\/(\d+)"/.exec(list)?.[1];
    const message = await (await server.fetch(`/dev/mail/${id}`)).text();
    expect(message).toContain('ana@demo.com.br');
    expect(message).toContain('https://portal.exemplo.test/reset-password?token=');
  });
});

describe('production mode', () => {
  it('has no development mailbox, and hands IP_LOOKUP_URL to the built portal in its runtime block', async () => {
    const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(
      join(portalDir, 'index.html'),
      '<!doctype html><html><head><title>P</title></head><body></body></html>',
    );
    const server = await startTestServer('pglite', {
      portalDir,
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(48),
        IP_LOOKUP_URL: 'https://ip.exemplo.test/json',
      },
    });
    try {
      expect((await server.fetch('/dev/mail')).status).toBe(404);
      const login = await server.json('POST', '/api/v1/token', {
        body: { email: 'ana@demo.com.br', password: 'Cliente#2026' },
        headers: clientAddress(),
      });
      expect(login.status).toBe(200);
      expect(await (await server.fetch('/empreendimentos')).text()).toContain(
        '"ipLookupUrl":"https://ip.exemplo.test/json"}</script></head>',
      );
    } finally {
      await server.stop();
    }
  });
});
