import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundRefusedError, OutboundTooLargeError, safeFetch } from './safe-fetch';

type Handler = (path: string, res: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => handler(req.url ?? '/', res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * Decision 058: the outbound fetch refuses private, loopback and special addresses however they are
 * written and wherever a redirect leads, and bounds size and time. The test servers are on loopback,
 * reachable only through the fetcher's test-only injection (`testOnly.loopbackPorts`).
 */
describe('safe outbound fetch', () => {
  let good: { server: Server; port: number };
  let internal: { server: Server; port: number };
  let hits = 0;
  beforeAll(async () => {
    internal = await listen((_, res) => {
      hits++;
      res.end('segredo interno');
    });
    good = await listen((path, res) => {
      if (path === '/boleto.pdf') return void res.end('%PDF-1.7 boleto');
      if (path === '/to-internal') {
        res.writeHead(302, { Location: `http://127.0.0.1:${internal.port}/` });
        return void res.end();
      }
      if (path === '/to-decimal') {
        res.writeHead(302, { Location: `http://2130706433:${internal.port}/` });
        return void res.end();
      }
      if (path === '/to-metadata') {
        res.writeHead(301, { Location: 'https://169.254.169.254/latest/meta-data/' });
        return void res.end();
      }
      if (path.startsWith('/loop')) {
        const n = Number(path.slice(5) || 0);
        res.writeHead(302, { Location: `/loop${n + 1}` });
        return void res.end();
      }
      if (path === '/hop') {
        res.writeHead(302, { Location: '/boleto.pdf' });
        return void res.end();
      }
      if (path === '/huge') {
        res.writeHead(200, { 'Content-Type': 'application/pdf' });
        const chunk = Buffer.alloc(64 * 1024, 65);
        let sent = 0;
        const pump = () => {
          while (sent < 1536 && res.write(chunk)) sent++;
          if (sent < 1536) res.once('drain', pump);
          else res.end();
        };
        return pump();
      }
      if (path === '/silent') return; // never answers
      res.statusCode = 404;
      res.end();
    });
  });
  afterAll(async () => {
    for (const s of [good, internal]) {
      s.server.closeAllConnections();
      await new Promise<void>((resolve) => s.server.close(() => resolve()));
    }
  });

  const policy = () => ({ allowedHosts: ['portal.exemplo.test'], testOnly: { loopbackPorts: [good.port] } });

  it('refuses http, loopback and integer-written hosts without the test injection', async () => {
    const bare = { allowedHosts: ['127.0.0.1', 'localhost', '2130706433'] };
    for (const url of [
      `http://127.0.0.1:${internal.port}/`,
      `https://127.0.0.1:${internal.port}/`,
      `https://2130706433:${internal.port}/`,
      `https://0x7f.0.0.1:${internal.port}/`,
      `https://[::ffff:127.0.0.1]:${internal.port}/`,
      `https://localhost:${internal.port}/`,
      'https://naolistado.exemplo.test/x.pdf',
      'ftp://portal.exemplo.test/x',
    ]) {
      await expect(safeFetch(url, bare), url).rejects.toBeInstanceOf(OutboundRefusedError);
    }
    expect(hits).toBe(0);
  });

  it('fetches the allowed server, and follows a redirect that stays allowed', async () => {
    const direct = await safeFetch(`http://127.0.0.1:${good.port}/boleto.pdf`, policy());
    expect(Buffer.from(direct.bytes).toString()).toBe('%PDF-1.7 boleto');
    const hopped = await safeFetch(`http://127.0.0.1:${good.port}/hop`, policy());
    expect(hopped.status).toBe(200);
    expect(hopped.url).toBe(`http://127.0.0.1:${good.port}/boleto.pdf`);
  });

  it('re-checks every redirect: to another loopback port, an integer host, link-local, or a fourth hop', async () => {
    for (const path of ['/to-internal', '/to-decimal', '/to-metadata', '/loop']) {
      await expect(safeFetch(`http://127.0.0.1:${good.port}${path}`, policy()), path).rejects.toBeInstanceOf(
        OutboundRefusedError,
      );
    }
    expect(hits).toBe(0);
  });

  it('stops a body past the size limit while it streams', async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${good.port}/huge`, { ...policy(), maxBytes: 5 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(OutboundTooLargeError);
  });

  it('gives up on a silent server at the time limit', async () => {
    const started = Date.now();
    await expect(
      safeFetch(`http://127.0.0.1:${good.port}/silent`, { ...policy(), timeoutMs: 300 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('knows which addresses are public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '200.160.2.3', '2804:14c::1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
