import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { ApiError } from './api-error';
import { fetchFile, resolveFileUrl } from './download';

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());

describe('downloads', () => {
  it('resolves server-relative links against the base URL and keeps absolute ones', () => {
    expect(resolveFileUrl('https://portal.example', '/files/abc?sig=1')).toBe(
      'https://portal.example/files/abc?sig=1',
    );
    expect(resolveFileUrl('https://portal.example/', 'https://cdn.example/x.pdf')).toBe(
      'https://cdn.example/x.pdf',
    );
  });

  it('fetches the bytes of a signed link without an Authorization header', async () => {
    server.handle(() => ({ status: 200, text: '%PDF-1.7' }));
    const blob = await fetchFile(resolveFileUrl(server.baseUrl, '/files/abc?sig=1'));
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(server.requests.at(-1)?.url.pathname).toBe('/files/abc');
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('turns a missing file into the given failure code', async () => {
    server.handle(() => ({ status: 404, json: {} }));
    const error = await fetchFile(`${server.baseUrl}/files/gone`, { failureCode: 'EXPORT-TO-PDF-404' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Erro ao encontrar o PDF do boleto.');
  });
});
