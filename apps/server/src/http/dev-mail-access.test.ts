import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { EXAMPLE_BRAND_FILE } from '../test/brand-fixtures';
import { startTestServer, type TestServer } from '../test/test-server';
import { createApp } from './app';
import { trackInFlightRequests } from './in-flight';

/** An IPv4 address of this machine that is not loopback, when there is one (to connect from "outside"). */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/**
 * Decision 016 (development mailbox): with default settings the development mailbox (reset links included) was served
 * to anyone who reached the port. The attack: ask for the admin's reset, read the link at /dev/mail.
 */
describe('development mailbox is for loopback clients only', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Listening on every interface on purpose: the mailbox must hold even when HOST says so.
    server = await startTestServer('pglite', { env: { HOST: '0.0.0.0' } });
    await server.json('POST', '/api/v1/user/send-reset-password-email', {
      body: { email: 'admin@demo.com.br' },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('listens on loopback by default outside production, everywhere in production', () => {
    expect(loadConfig({}, '/').host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }, '/').host).toBe('127.0.0.1');
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), BRAND_FILE: EXAMPLE_BRAND_FILE };
    expect(loadConfig(production, '/').host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }, '/').host).toBe('0.0.0.0');
  });

  it.skipIf(!externalAddress)('refuses a client connecting through a non-loopback interface', async () => {
    const url = `http://${externalAddress}:${server.port}`;
    for (const path of ['/dev/mail', '/dev/mail/1', '/dev/mail/1/anything']) {
      const res = await fetch(`${url}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(res.status, path).toBe(403);
      const body = await res.json();
      expect(body.code).toBe('FORBIDDEN-403');
      expect(JSON.stringify(body)).not.toContain('reset-password?token=');
    }
    // The same client still reaches the API: only the mailbox is closed.
    expect((await fetch(`${url}/livez`)).status).toBe(200);
  });

  it('decides by the socket address alone, whatever X-Forwarded-For says', async () => {
    const app = createApp(server.ctx, {
      portalDir: server.dataDir,
      isDraining: () => false,
      inFlight: trackInFlightRequests(),
    });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.request('/dev/mail', { headers }, { incoming: { socket: { remoteAddress } } });
    expect((await from('192.168.0.10')).status).toBe(403);
    expect((await from('10.0.0.7', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403);
    expect((await from('fd00::2')).status).toBe(403);
    expect((await from('128.0.0.1')).status).toBe(403);
    // A proxy on the same machine forwards strangers from loopback: it is refused as well.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    for (const loopback of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) {
      const res = await from(loopback);
      expect(res.status, loopback).toBe(200);
      expect(await res.text()).toContain('redefinição de senha');
    }
  });

  it('answers 400, not 500, to an id beyond the database integer', async () => {
    const res = await server.fetch('/dev/mail/99999999999999999999999');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('REQUEST-400');
  });
});

describe.skipIf(!externalAddress)('default listening address', () => {
  let server: TestServer;
  beforeAll(async () => {
    // HOST empty = unset: the default applies.
    server = await startTestServer('pglite', { env: { HOST: '' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is loopback: the port is closed on other interfaces', async () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1');
    await expect(fetch(`http://${externalAddress}:${server.port}/livez`)).rejects.toThrow();
    expect((await server.fetch('/livez')).status).toBe(200);
  });
});
