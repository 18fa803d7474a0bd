import { ERROR_CATALOGUE, type ErrorCode } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint';
import { ENDPOINTS } from '../endpoints/all-endpoints';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { retryAfterSeconds } from './error-mapping';

const byId = (id: string): Endpoint => {
  const endpoint = ENDPOINTS.find((candidate) => candidate.id === id);
  if (!endpoint) throw new Error(`no endpoint ${id}`);
  return endpoint;
};

/** A valid input for each endpoint used below. */
const INPUTS: Record<string, unknown> = {
  token: { body: { email: 'ana@demo.com.br', password: 'x' } },
  signUp: { body: { cpf: '12345678909', cnpj: '', email: 'ana@demo.com.br', password: 'Cliente#2026' } },
  sendResetPasswordEmail: { body: { email: 'ana@demo.com.br' } },
  resetPassword: { body: { token: 't', new_password: 'Nova#2026x' } },
  ticket: { body: { title: 'Financeiro', message: 'Olá' } },
  attachments: { query: { enterprise_id: 1, year: 2026, month: 3 } },
  uploadAttachments: {
    body: {
      enterprise_id: 1,
      year: 2026,
      month: 3,
      files: [new File([new Uint8Array([1])], 'a.png', { type: 'image/png' })],
    },
  },
  deleteAttachments: { body: { filenames: ['a.png'] } },
  userDebitsInfo: { query: { startDueDate: '2000-01-01', endDueDate: '2036-01-01', customerId: 7 } },
  totalDebit: { query: {} },
  statementPdf: { query: { customerId: 7, numberTitle: 12 } },
  paymentSlip: { query: { billReceivableId: 12, installmentId: 3, numberTitle: 12 } },
  paymentProof: {
    query: { cpfcnpj: '12345678909', billReceivableId: 12, installmentId: 3 },
    body: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
    headers: {},
  },
  incomeTax: { query: { customerId: 7, companyId: 1, year: 2025 } },
  customer: { query: { customerId: 7 } },
};

/**
 * Every error code of spec section 8 that travels over HTTP, the endpoint that answers it, and the
 * status. The client must find the code and its exact text even when the body carries neither.
 */
const SPEC_SECTION_8: ReadonlyArray<readonly [ErrorCode, string, number]> = [
  ['SIGN-UP-400', 'signUp', 400],
  ['SIGN-UP-401', 'signUp', 401],
  ['SIGN-UP-421', 'signUp', 421],
  ['LOGIN-401', 'token', 401],
  ['LOGIN-403', 'token', 403],
  ['PASSWORD-RECOVERY-ERROR', 'sendResetPasswordEmail', 500],
  ['RESET-PASSWORD-ERROR', 'resetPassword', 500],
  ['RESET-PASSWORD-400', 'resetPassword', 400],
  ['PAYMENT-SLIP-PDF-404', 'paymentSlip', 404],
  ['LATEST-SLIP-504', 'paymentSlip', 504],
  ['SEND-PAYMENT-PROOF-413', 'paymentProof', 413],
  ['SEND-PAYMENT-PROOF-421', 'paymentProof', 421],
  ['SEND-PAYMENT-PROOF-422', 'paymentProof', 422],
  ['GET-INCOME-TAX-404', 'incomeTax', 404],
  ['EXPORT-TO-PDF-404', 'statementPdf', 404],
  ['TOTAL-DEBIT-404', 'totalDebit', 404],
  ['STATEMENTS-404', 'userDebitsInfo', 404],
  ['IMG-GET-404', 'attachments', 404],
  ['IMG-GET-421', 'attachments', 421],
  ['IMG-GET-500', 'attachments', 500],
  ['IMG-POST-400', 'uploadAttachments', 400],
  ['IMG-POST-421', 'uploadAttachments', 421],
  ['IMG-DELETE-404', 'deleteAttachments', 404],
  ['IMG-DELETE-500', 'deleteAttachments', 500],
  ['TICKET-POST-500', 'ticket', 500],
];

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());

async function failWith(id: string, status: number, json: unknown, headers?: Record<string, string>) {
  server.handle(() => ({ status, json, ...(headers ? { headers } : {}) }));
  const client = createApiClient({ baseUrl: server.baseUrl });
  const endpoint = byId(id);
  const error = await client.call(endpoint, INPUTS[id] as never).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error mapping', () => {
  it.each(SPEC_SECTION_8)('%s: code and text from the body the server sends', async (code, id, status) => {
    const text = ERROR_CATALOGUE[code];
    const error = await failWith(id, status, { code, msg: text, error: text });
    expect([error.status, error.code, error.message]).toEqual([status, code, text]);
  });

  it.each(SPEC_SECTION_8)(
    '%s: found from the status alone when the body has no code',
    async (code, id, status) => {
      const error = await failWith(id, status, {});
      expect([error.status, error.code, error.message]).toEqual([status, code, ERROR_CATALOGUE[code]]);
    },
  );

  it("declares each call's failure among its own codes", () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.failure)) {
      expect(endpoint.errors).toContain(endpoint.failure);
    }
    expect(ENDPOINTS.filter((e) => e.failure).map((e) => [e.id, e.failure])).toEqual(
      expect.arrayContaining([
        ['signUp', 'SIGN-UP-421'],
        ['sendResetPasswordEmail', 'PASSWORD-RECOVERY-ERROR'],
        ['resetPassword', 'RESET-PASSWORD-ERROR'],
        ['ticket', 'TICKET-POST-500'],
        ['attachments', 'IMG-GET-500'],
        ['uploadAttachments', 'IMG-POST-421'],
        ['deleteAttachments', 'IMG-DELETE-500'],
        ['paymentProof', 'SEND-PAYMENT-PROOF-421'],
      ]),
    );
  });

  it('prefers msg, then error, over the catalogue text', async () => {
    expect((await failWith('signUp', 421, { code: 'SIGN-UP-421', msg: 'Texto do servidor' })).message).toBe(
      'Texto do servidor',
    );
    const recovery = await failWith('sendResetPasswordEmail', 500, { error: 'Falha no envio.' });
    expect([recovery.code, recovery.message]).toEqual(['PASSWORD-RECOVERY-ERROR', 'Falha no envio.']);
  });

  it.each([
    ['attachments', 503, 'IMG-GET-500'],
    // A photo that is not there: its own code, with the spec's text of a failed removal.
    ['deleteAttachments', 404, 'IMG-DELETE-404'],
    ['deleteAttachments', 502, 'IMG-DELETE-500'],
    // Product rule §4: the declared failure of the call, not INTERNAL-500.
    ['signUp', 500, 'SIGN-UP-421'],
    ['uploadAttachments', 500, 'IMG-POST-421'],
    ['paymentProof', 500, 'SEND-PAYMENT-PROOF-421'],
    ['ticket', 502, 'TICKET-POST-500'],
    ['sendResetPasswordEmail', 400, 'PASSWORD-RECOVERY-ERROR'],
    ['ticket', 401, 'SESSION-401'],
    ['deleteAttachments', 403, 'FORBIDDEN-403'],
    ['resetPassword', 429, 'RATE-LIMIT-429'],
  ] as const)("%s: a bare %i falls back to the call's catch-all failure, %s", async (id, status, code) => {
    const error = await failWith(id, status, undefined);
    expect([error.code, error.message]).toEqual([code, ERROR_CATALOGUE[code]]);
  });

  it.each([
    [400, 'REQUEST-400'],
    [401, 'SESSION-401'],
    [403, 'FORBIDDEN-403'],
    [404, 'NOT-FOUND-404'],
    [429, 'RATE-LIMIT-429'],
    [500, 'INTERNAL-500'],
    [502, 'INTERNAL-500'],
  ] as const)('a bare %i on a call without its own code reads as %s', async (status, code) => {
    const error = await failWith('customer', status, undefined);
    expect([error.code, error.message]).toEqual([code, ERROR_CATALOGUE[code]]);
  });

  it('keeps an unknown code of the server, with the status text when it sends no text', async () => {
    const error = await failWith('customer', 409, { code: 'SOMETHING-409' });
    expect([error.code, error.message]).toEqual(['SOMETHING-409', ERROR_CATALOGUE['INTERNAL-500']]);
  });

  it('carries the fields of a 400 and the Retry-After of a 429', async () => {
    const invalid = await failWith('customer', 400, {
      code: 'REQUEST-400',
      msg: ERROR_CATALOGUE['REQUEST-400'],
      error: ERROR_CATALOGUE['REQUEST-400'],
      issues: [{ path: 'query.customerId', message: 'Invalid input' }],
    });
    expect(invalid.issues).toEqual([{ path: 'query.customerId', message: 'Invalid input' }]);
    const limited = await failWith('token', 429, {}, { 'Retry-After': '30' });
    expect([limited.code, limited.retryAfterSeconds]).toEqual(['RATE-LIMIT-429', 30]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
