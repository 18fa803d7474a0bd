import { connect, constants } from 'node:http2';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../test/self-signed-certificate';
import { type Listener, listen } from './listen';

const certificate = selfSignedCertificate();
const tls = {
  cert: certificate.cert,
  key: (await import('node:fs')).readFileSync(certificate.keyFile),
};

/** Answers 'ok': after 400 ms on /slow, once the whole body has arrived on /upload. */
const fetch = async (request: Request) => {
  const path = new URL(request.url).pathname;
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 400));
  if (path === '/upload') await request.text();
  return new Response('ok');
};

/** Milliseconds until `emitter` closes (or `limitMs`, reported as Infinity). */
function closesWithin(emitter: { once(event: 'close', listener: () => void): unknown }, limitMs: number) {
  const started = Date.now();
  return new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(Number.POSITIVE_INFINITY), limitMs);
    emitter.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** An HTTP/1.1 connection over TLS to `port` (ALPN without h2), and what it has received so far. */
function http1OverTls(port: number) {
  const socket = tlsConnect({ host: '127.0.0.1', port, ca: certificate.cert, ALPNProtocols: ['http/1.1'] });
  socket.on('error', () => {});
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk;
  });
  return { socket, received: () => text };
}

describe('listen over HTTPS: idle connections are closed', () => {
  let listener: Listener | undefined;
  afterEach(async () => {
    listener?.closeAll();
    await listener?.stopAccepting();
  });

  it('closes an HTTP/2 session after its idle time, and not while an answer is on its way', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls, idleMs: 250 });
    const session = connect(listener.url, { ca: certificate.cert });
    session.on('error', () => {});
    const closed = closesWithin(session, 3_000);
    // 400 ms of waiting for the answer, longer than the idle time: the session stays for it.
    const answer = await new Promise<string>((resolve, reject) => {
      const stream = session.request({ ':path': '/slow' });
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      stream.on('end', () => resolve(body));
      stream.on('error', reject);
    });
    expect(answer).toBe('ok');
    expect(await closed).toBeLessThan(3_000);
  });

  it('resets an HTTP/2 request whose body stops arriving, and closes the session after it', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls, idleMs: 250 });
    const session = connect(listener.url, { ca: certificate.cert });
    session.on('error', () => {});
    const closed = closesWithin(session, 3_000);
    const stream = session.request({ ':method': 'POST', ':path': '/upload' });
    stream.on('error', () => {});
    stream.write('the first bytes, then nothing');
    const reset = await new Promise<number>((resolve) => stream.once('close', () => resolve(stream.rstCode)));
    expect(reset).toBe(constants.NGHTTP2_CANCEL);
    expect(await closed).toBeLessThan(3_000);
  });

  it('keeps an HTTP/1.1 connection over TLS while its answer takes longer than the idle time', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls, idleMs: 250, keepAliveMs: 200 });
    const { socket, received } = http1OverTls(listener.port);
    socket.once('secureConnect', () => socket.write('GET /slow HTTP/1.1\r\nHost: portal\r\n\r\n'));
    await closesWithin(socket, 3_000);
    expect(received()).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\nok$/);
  });

  it('closes an HTTP/1.1 connection over TLS a keep-alive time after its last answer', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls, keepAliveMs: 200 });
    const { socket, received } = http1OverTls(listener.port);
    socket.once('secureConnect', () => socket.write('GET /fast HTTP/1.1\r\nHost: portal\r\n\r\n'));
    const closedAfter = await closesWithin(socket, 3_000);
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfter).toBeLessThan(3_000);
  });

  it('resets an HTTP/2 request still trickling in when the request time is up', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls, idleMs: 2_000, requestMs: 400 });
    const session = connect(listener.url, { ca: certificate.cert });
    session.on('error', () => {});
    const stream = session.request({ ':method': 'POST', ':path': '/upload' });
    stream.on('error', () => {});
    const trickle = setInterval(() => stream.write('x'), 100);
    const started = Date.now();
    const reset = await new Promise<number>((resolve) => stream.once('close', () => resolve(stream.rstCode)));
    clearInterval(trickle);
    session.close();
    expect(reset).toBe(constants.NGHTTP2_CANCEL);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers HTTP/1.1 over TLS whose request line says HTTP/2.0 as any HTTP/1.1 request', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls, idleMs: 250, keepAliveMs: 200 });
    const { socket, received } = http1OverTls(listener.port);
    socket.once('secureConnect', () => socket.write('GET /slow HTTP/2.0\r\nHost: portal\r\n\r\n'));
    await closesWithin(socket, 3_000);
    expect(received()).toMatch(/200[\s\S]*ok$/);
  });

  it('lets a graceful stop answer an HTTP/1.1 request over TLS whose headers are still arriving', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls });
    const { socket, received } = http1OverTls(listener.port);
    await new Promise((resolve) => socket.once('secureConnect', resolve));
    socket.write('GET /fast HTTP/1.1\r\nHost: por');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = listener.stopAccepting();
    listener.closeIdle();
    socket.write('tal\r\nConnection: close\r\n\r\n');
    await closesWithin(socket, 3_000);
    await stopped;
    listener = undefined;
    expect(received()).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
  });

  it('cuts, when the grace is over, a connection still before its TLS handshake', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls });
    const raw = netConnect({ host: '127.0.0.1', port: listener.port });
    raw.on('error', () => {});
    await new Promise((resolve) => raw.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = listener.stopAccepting();
    listener.closeAll();
    const outcome = await Promise.race([
      stopped.then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
    ]);
    listener = undefined;
    expect(outcome).toBe('stopped');
  });

  it('refuses HTTP/2 request headers larger than HTTP/1.1 takes (16 KB)', async () => {
    listener = await listen(fetch, { port: 0, host: '127.0.0.1', tls });
    const session = connect(listener.url, { ca: certificate.cert });
    session.on('error', () => {});
    // The limit holds once the client has the server's settings (the first flight may precede them).
    await new Promise((resolve) => session.once('remoteSettings', resolve));
    const status = await new Promise<string>((resolve) => {
      const stream = session.request({ ':path': '/fast', 'x-big': 'a'.repeat(20_000) });
      stream.on('response', (headers) => resolve(String(headers[':status'])));
      stream.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      stream.on('close', () => resolve(`closed ${stream.rstCode}`));
      stream.end();
    });
    session.destroy();
    expect(status).not.toBe('200');
    const small = connect(listener.url, { ca: certificate.cert });
    const ok = await new Promise<string>((resolve) => {
      const stream = small.request({ ':path': '/fast', 'x-big': 'a'.repeat(8_000) });
      stream.on('response', (headers) => resolve(String(headers[':status'])));
      stream.end();
    });
    small.close();
    expect(ok).toBe('200');
  });
});
