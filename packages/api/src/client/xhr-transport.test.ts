// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPaymentProof } from '../endpoints/invoice/payment-proof';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { createApiClient } from './api-client';
import { isAbortError } from './api-error';
import type { UploadProgress } from './transport';
import { xhrTransport } from './xhr-transport';

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
  // Same origin as the page, like the portal served by the server itself (no CORS involved).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.baseUrl}/`);
});
afterAll(() => server.close());

const PDF = new Blob([`%PDF-1.7\n${'x'.repeat(200_000)}\n%%EOF\n`], { type: 'application/pdf' });
const QUERY = { cpfcnpj: '12345678909', billReceivableId: 12, installmentId: 3 };

describe('xhrTransport (browser uploads)', () => {
  it('uploads the PDF with headers and reports progress up to the full size', async () => {
    server.handle(() => ({ status: 200, json: { code: 'SEND-PAYMENT-PROOF-200', msg: 'ok' } }));
    const client = createApiClient({
      baseUrl: server.baseUrl,
      session: { getAccessToken: () => 'tok', getCustomerId: () => 7, refresh: async () => false },
      uploadTransport: xhrTransport(),
    });
    const progress: UploadProgress[] = [];
    const answer = await postPaymentProof(client, QUERY, PDF, {
      onUploadProgress: (event) => progress.push(event),
    });
    expect(answer.code).toBe('SEND-PAYMENT-PROOF-200');
    const request = server.requests.at(-1);
    expect(request?.headers['content-type']).toBe('application/pdf');
    expect(request?.headers.authorization).toBe('Bearer tok');
    expect(request?.body.byteLength).toBe(PDF.size);
    // happy-dom sends no upload events of its own; a browser adds intermediate ones before this last.
    expect(progress.at(-1)).toEqual({ loaded: PDF.size, total: PDF.size });
  });

  it('aborts', async () => {
    server.handle(() => ({ status: 200, json: {}, delayMs: 5_000 }));
    const client = createApiClient({ baseUrl: server.baseUrl, uploadTransport: xhrTransport() });
    const controller = new AbortController();
    const call = postPaymentProof(client, QUERY, PDF, {
      signal: controller.signal,
      onUploadProgress: () => undefined,
    });
    setTimeout(() => controller.abort(), 100);
    expect(isAbortError(await call.catch((reason: unknown) => reason))).toBe(true);
  });
});
