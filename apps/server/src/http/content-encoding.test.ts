import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsOf, startDemoServer } from '../test/demo-fixtures';
import type { TestServer } from '../test/test-server';
import { pickEncoding } from './content-encoding';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=abc', undefined],
  ])('%j → %j', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

/** Raw bytes of a GET (Node's fetch would decompress them behind our back). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

// Compression does not depend on the database: one backend is enough.
describe('compressed JSON answers', () => {
  let server: TestServer;
  let ana: string;
  beforeAll(async () => {
    ({ server, ana } = await startDemoServer('pglite'));
  });
  afterAll(() => server?.stop());

  it('sends the statement as brotli or gzip when accepted, the same JSON once decoded', async () => {
    const [bill] = await billsOf(server, ana);
    const url = `${server.url}/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`;
    const auth = { authorization: `Bearer ${ana}` };
    const plain = await rawGet(url, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.length).toBeGreaterThan(100);

    const br = await rawGet(url, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 5);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);

    const gzip = await rawGet(url, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
  });

  it('leaves small answers as they are', async () => {
    const url = `${server.url}/api/v1/financial_statement/total_current_debit_balance`;
    const res = await rawGet(url, { authorization: `Bearer ${ana}`, 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveProperty('total_original_value');
  });
});
