import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChunked } from '../test/chunked-request';
import { tokenOf } from '../test/demo-fixtures';
import { startTestServer, type TestServer } from '../test/test-server';

const MB = 1024 * 1024;

/**
 * Decision 016 (edge input): a JSON body sent chunked (no Content-Length) was buffered whole before the 64 KB
 * limit was checked; one 300 MB request took the process past 1.2 GB. Each test sends 50 MB over a real
 * socket and stops as soon as the server answers: the 413 must come long before the body ends.
 */
describe('request bodies are counted while they stream', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('cuts an unauthenticated chunked JSON body with 413 before it is all sent, memory bounded', async () => {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const outcome = await sendChunked(server.url, '/api/v1/token', {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.1' },
      totalBytes: 50 * MB,
    });
    const grown = process.memoryUsage().rss - rssBefore;
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: 'REQUEST-413', msg: expect.any(String) });
    // The answer came while the client was still sending (socket buffers hold a few MB at most).
    expect(outcome.sentBeforeAnswer).toBeLessThan(16 * MB);
    // The server kept at most the limit plus a chunk; the old code held the whole 50 MB (and more as text).
    expect(grown).toBeLessThan(40 * MB);
    // And it is still serving.
    expect((await server.fetch('/livez')).status).toBe(200);
  });

  it("cuts a signed-in customer's chunked JSON body as well (any JSON route)", async () => {
    const ana = await tokenOf(server, 'ana');
    const outcome = await sendChunked(server.url, '/api/v1/user/ticket', {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ana}` },
      totalBytes: 50 * MB,
    });
    expect(outcome.status).toBe(413);
    expect(outcome.sentBeforeAnswer).toBeLessThan(16 * MB);
  });

  it('still reads a chunked body under the limit', async () => {
    const body = JSON.stringify({ email: 'ana@demo.com.br', password: 'Cliente#2026' });
    const outcome = await sendChunked(server.url, '/api/v1/token', {
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.2' },
      totalBytes: body.length,
      chunkBytes: body.length,
      fill: body,
    });
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body).access_token).toEqual(expect.any(String));
  });
});
