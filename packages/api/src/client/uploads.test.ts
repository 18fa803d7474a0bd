import { ERROR_CATALOGUE } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postAttachments } from '../endpoints/enterprises/upload-attachments';
import { MAX_PROOF_BYTES, postPaymentProof } from '../endpoints/invoice/payment-proof';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { UploadProgress } from './transport';

const PDF = new Blob(['%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'], { type: 'application/pdf' });
const OUTCOME = { code: 'SEND-PAYMENT-PROOF-200', msg: ERROR_CATALOGUE['SEND-PAYMENT-PROOF-200'] };
const QUERY = {
  cpfcnpj: '12345678909',
  billReceivableId: 12,
  installmentId: 3,
  message: 'Pago no app do banco',
};

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = () =>
  createApiClient({
    baseUrl: server.baseUrl,
    session: { getAccessToken: () => 'tok', getCustomerId: () => 7, refresh: async () => false },
  });

describe('proof of payment', () => {
  it('sends the PDF bytes as application/pdf with the fields in the query and an idempotency key', async () => {
    server.handle(() => ({ status: 200, json: OUTCOME }));
    const progress: UploadProgress[] = [];
    const answer = await postPaymentProof(client(), QUERY, PDF, {
      idempotencyKey: 'proof-0001-abcd',
      onUploadProgress: (event) => progress.push(event),
    });
    expect(answer).toEqual(OUTCOME);
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/pdf');
    expect(request?.headers['idempotency-key']).toBe('proof-0001-abcd');
    expect(request?.body.equals(Buffer.from(await PDF.arrayBuffer()))).toBe(true);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      cpfcnpj: '12345678909',
      billReceivableId: '12',
      installmentId: '3',
      message: 'Pago no app do banco',
    });
    // Node has no XMLHttpRequest: the fetch transport reports the start and the end.
    expect(progress).toEqual([
      { loaded: 0, total: PDF.size },
      { loaded: PDF.size, total: PDF.size },
    ]);
  });

  it('refuses a file that is not a PDF before sending (SEND-PAYMENT-PROOF-422)', async () => {
    const html = new Blob(['<html>not a pdf</html>'], { type: 'application/pdf' });
    const error = await postPaymentProof(client(), QUERY, html).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, (error as ApiError).message]).toEqual([
      'SEND-PAYMENT-PROOF-422',
      'Formato de arquivo não suportado.',
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a file over 1024 MB before sending (SEND-PAYMENT-PROOF-413)', async () => {
    // A Blob-like of 1 GiB + 1 byte: only `size` is read before the refusal, so nothing is allocated.
    const huge = { size: MAX_PROOF_BYTES + 1, slice: () => PDF } as unknown as Blob;
    const error = await postPaymentProof(client(), QUERY, huge).catch((reason: unknown) => reason);
    expect((error as ApiError).code).toBe('SEND-PAYMENT-PROOF-413');
    expect(server.requests).toHaveLength(0);
  });

  it('maps the server refusing the bytes to the spec text', async () => {
    server.handle(() => ({ status: 422, json: {} }));
    const error = await postPaymentProof(client(), QUERY, PDF).catch((reason: unknown) => reason);
    expect((error as ApiError).message).toBe('Formato de arquivo não suportado.');
  });
});

describe('image upload', () => {
  it('sends multipart fields and one files part per image', async () => {
    server.handle(() => ({
      status: 201,
      json: { code: 'IMG-POST-201', msg: ERROR_CATALOGUE['IMG-POST-201'] },
    }));
    const files = [
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'obra-1.png', { type: 'image/png' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'obra-2.jpg', { type: 'image/jpeg' }),
    ];
    const answer = await postAttachments(client(), { enterprise_id: 4, year: 2026, month: 3, files });
    expect(answer.code).toBe('IMG-POST-201');
    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(request?.body ?? []), {
      headers: { 'content-type': String(request?.headers['content-type']) },
    }).formData();
    expect([form.get('enterprise_id'), form.get('year'), form.get('month')]).toEqual(['4', '2026', '3']);
    const sent = form.getAll('files') as File[];
    expect(sent.map((file) => [file.name, file.type, file.size])).toEqual([
      ['obra-1.png', 'image/png', 4],
      ['obra-2.jpg', 'image/jpeg', 3],
    ]);
  });

  it('refuses a type other than png, jpeg or webp before sending', async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'a.gif', { type: 'image/gif' });
    const error = await postAttachments(client(), {
      enterprise_id: 4,
      year: 2026,
      month: 3,
      files: [gif],
    }).catch((reason: unknown) => reason);
    expect((error as ApiError).code).toBe('REQUEST-400');
    expect((error as ApiError).issues?.[0]?.path).toBe('body.files.0');
    expect(server.requests).toHaveLength(0);
  });
});
