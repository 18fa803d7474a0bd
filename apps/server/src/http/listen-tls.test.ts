import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProofs } from '../db/schema/finance';
import { ACCOUNTS } from '../test/demo-fixtures';
import { type SelfSignedCertificate, selfSignedCertificate } from '../test/self-signed-certificate';
import { findInstallment } from '../test/slip-helpers';
import { startTestServer, type TestServer } from '../test/test-server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on an HTTP/2 session; `send` writes the body (default: none). */
function h2(
  session: ClientHttp2Session,
  method: string,
  path: string,
  send: (stream: import('node:http2').ClientHttp2Stream) => void = (stream) => stream.end(),
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let status = 0;
    let answerHeaders: Answer['headers'] = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => {
      status = Number(received[':status']);
      answerHeaders = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status, headers: answerHeaders, body: Buffer.concat(chunks).toString() }),
    );
    stream.on('error', reject);
    send(stream);
  });
}

/** The same over HTTPS with HTTP/1.1 (a client without HTTP/2: curl --http1.1, an old library). */
function http1(url: string, ca: Buffer, path: string): Promise<Answer & { alpn: string | false | null }> {
  return new Promise((resolve, reject) => {
    const call = httpsRequest(`${url}${path}`, { ca, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks).toString(),
          alpn: (answer.socket as import('node:tls').TLSSocket).alpnProtocol,
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/** The test server's `json` helper over an HTTP/2 session (the global `fetch` would refuse the certificate). */
function overSession(server: TestServer, session: ClientHttp2Session): TestServer {
  return {
    ...server,
    async json(method, path, { body, token, headers } = {}) {
      const answer = await h2(
        session,
        method,
        path,
        (stream) => stream.end(body === undefined ? undefined : JSON.stringify(body)),
        {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      );
      return {
        status: answer.status,
        body: answer.body ? JSON.parse(answer.body) : undefined,
        headers: new Headers(),
      };
    },
  };
}

const login = (body: string) => (stream: import('node:http2').ClientHttp2Stream) => stream.end(body);
const JSON_HEADERS = { 'content-type': 'application/json' };

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE; decision 044)', () => {
  let certificate: SelfSignedCertificate;
  let server: TestServer;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    server = await startTestServer('pglite', {
      env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('listens on https:// and answers several calls at once over one HTTP/2 connection, with HSTS', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(server.url, { ca: certificate.cert });
    try {
      const [ready, unsigned, wrongLogin] = await Promise.all([
        h2(session, 'GET', '/readyz'),
        h2(session, 'GET', '/api/v1/user?customerId=1'),
        h2(
          session,
          'POST',
          '/api/v1/token',
          login(JSON.stringify({ email: 'ana@demo.com.br', password: 'senha-errada' })),
          JSON_HEADERS,
        ),
      ]);
      expect(session.alpnProtocol).toBe('h2');
      expect(ready.status).toBe(200);
      expect(ready.headers['strict-transport-security']).toContain('max-age=');
      expect(unsigned.status).toBe(401);
      expect(wrongLogin.status).toBe(401);
      expect(JSON.parse(wrongLogin.body).msg).toBe('Credenciais inválidas. Tente novamente.');
    } finally {
      session.close();
    }
  });

  it('receives a proof of payment streamed over HTTP/2 in pieces, as a phone sends it, and keeps it', async () => {
    const session = connect(server.url, { ca: certificate.cert });
    try {
      const overTls = overSession(server, session);
      const signIn = await overTls.json('POST', '/api/v1/token', {
        body: { email: ACCOUNTS.ana.email, password: ACCOUNTS.ana.password },
      });
      expect(signIn.status).toBe(200);
      const token: string = signIn.body.access_token;
      const { bill, installment } = await findInstallment(overTls, token, 'payable-this-month');
      const proofs = async () => (await server.ctx.db.select({ n: count() }).from(paymentProofs))[0]?.n ?? 0;
      const before = await proofs();
      const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj<<>>endobj\n'.repeat(4000)}trailer<<>>\n%%EOF\n`);
      const answer = await h2(
        session,
        'POST',
        `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installment.installment_id}&message=${encodeURIComponent('Pago pelo celular')}`,
        (stream) => {
          const third = Math.ceil(pdf.length / 3);
          stream.write(pdf.subarray(0, third));
          setTimeout(() => stream.write(pdf.subarray(third, 2 * third)), 50);
          setTimeout(() => stream.end(pdf.subarray(2 * third)), 100);
        },
        { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      );
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).code).toBe('SEND-PAYMENT-PROOF-200');
      expect(await proofs()).toBe(before + 1);
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 over TLS for clients without HTTP/2', async () => {
    const answer = await http1(server.url, certificate.cert, '/readyz');
    expect(answer.alpn).toBe(false);
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
  });

  it("answers a body over the limit with 413 in Portuguese, without HTTP/1.1's Connection header, and the connection serves the next call", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const session = connect(server.url, { ca: certificate.cert });
    try {
      const tooLarge = JSON.stringify({ email: 'x'.repeat(70 * 1024), password: 'y' });
      const answer = await h2(session, 'POST', '/api/v1/token', login(tooLarge), JSON_HEADERS);
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBeUndefined();
      expect(JSON.parse(answer.body).code).toBe('REQUEST-413');
      expect((await h2(session, 'GET', '/readyz')).status).toBe(200);
      // Node warns (once a process) when an answer over HTTP/2 carries `Connection`.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => /connection header/i.test(message))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      session.close();
    }
  });
});

describe('HTTPS: a graceful stop', () => {
  it('finishes the stream in progress, refuses new ones, then closes', async () => {
    const certificate = selfSignedCertificate();
    const server = await startTestServer('pglite', {
      env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    });
    const session = connect(server.url, { ca: certificate.cert });
    session.on('error', () => {});
    let finishBody: () => void = () => {};
    const body = JSON.stringify({ email: 'ana@demo.com.br', password: 'senha-errada' });
    const inProgress = h2(
      session,
      'POST',
      '/api/v1/token',
      (stream) => {
        stream.write(body.slice(0, 10));
        finishBody = () => stream.end(body.slice(10));
      },
      JSON_HEADERS,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = server.stop();
    const goaway = new Promise<number>((resolve) => session.once('goaway', (code) => resolve(code)));
    expect(await goaway).toBe(constants.NGHTTP2_NO_ERROR);
    await expect(h2(session, 'GET', '/readyz')).rejects.toThrow();
    finishBody();
    const answer = await inProgress;
    expect(answer.status).toBe(401);
    await stopped;
    expect(session.closed || session.destroyed).toBe(true);
  });
});
