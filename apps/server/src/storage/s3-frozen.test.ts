import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../config/jwt-secret';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { startTestServer, type TestServer } from '../test/test-server';
import { createLinkSigner } from './signed-links';

/** A TCP relay to s3rver that can freeze: connections are accepted, and nothing more ever comes back. */
async function startFreezableRelay(target: string) {
  const { hostname, port } = new URL(target);
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (frozen) return; // accept and stay silent
    const upstream = new NetSocket();
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.connect(Number(port), hostname, () => {
      client.on('data', (chunk) => {
        if (!frozen) upstream.write(chunk);
      });
      upstream.on('data', (chunk) => {
        if (!frozen) client.write(chunk);
      });
    });
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Decision 059: a frozen S3 store answers 503 STORAGE-UNAVAILABLE with Retry-After after the storage
 * time-out (here 1 s), never holds a request for minutes, and `/readyz` reports it.
 */
describe('a frozen S3 store', { timeout: 60_000 }, () => {
  let s3: S3TestServer;
  let relay: Awaited<ReturnType<typeof startFreezableRelay>>;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    relay = await startFreezableRelay(s3.endpoint);
    server = await startTestServer('pglite', {
      env: { ...s3.env('frozen'), S3_ENDPOINT: relay.endpoint, S3_TIMEOUT_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await relay?.close();
    await s3?.stop();
  });

  const options = { kind: 'proof', contentType: 'application/pdf', downloadName: 'comprovante.pdf' };

  it('answers a download with 503 STORAGE-UNAVAILABLE and Retry-After within seconds', async () => {
    expect((await server.json('GET', '/readyz')).body).toMatchObject({ status: 'ok', storage: 'ok' });
    const file = await server.ctx.files.put(
      server.ctx.db,
      new TextEncoder().encode('%PDF-1.7 z'),
      options,
      new Date(),
    );
    const link = createLinkSigner(resolveJwtSecret(server.ctx.config)).sign(file.key, server.clock.now());
    relay.freeze();
    const started = Date.now();
    const download = await fetch(`${server.url}${link}`);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(download.status).toBe(503);
    expect(download.headers.get('retry-after')).toBe('30');
    expect(await download.json()).toMatchObject({
      code: 'STORAGE-UNAVAILABLE',
      msg: 'O armazenamento de arquivos não respondeu a tempo. Tente novamente em alguns instantes.',
    });
  });

  it('gives up storing a new file within seconds', async () => {
    const started = Date.now();
    await expect(
      server.ctx.files.put(server.ctx.db, new TextEncoder().encode('%PDF-1.7 w'), options, new Date()),
    ).rejects.toMatchObject({ name: 'StorageUnavailableError' });
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('/readyz reports the store unavailable, quickly', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // past the cached look
    const started = Date.now();
    const ready = await fetch(`${server.url}/readyz`);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', storage: 'unavailable' });
    relay.thaw();
  });
});
