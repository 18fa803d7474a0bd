import { ERROR_CATALOGUE } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database';
import { ACCOUNTS, tokenOf } from '../test/demo-fixtures';
import { backends, clientAddress, startTestServer, type TestServer } from '../test/test-server';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * A database whose every use throws an unexpected error (a bug, a constraint nobody foresaw). A lost
 * connection is not this case: it answers 503 SERVICE-UNAVAILABLE-503 whatever the call
 * (faults-database.test.ts, decision 037).
 */
const brokenDb = new Proxy({} as Db, {
  get() {
    throw new Error('unexpected failure in a query');
  },
});

/**
 * Product rule §4: an unexpected failure answers the failure code of its call (spec section 8), so the
 * person reads 'Houve um erro ao enviar o ticket.' and not the generic INTERNAL-500 text.
 */
describe.each(backends())('per-call failure texts (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let admin: string;
  let db: Db;
  let database: Database;
  beforeAll(async () => {
    server = await startTestServer(backend);
    db = server.ctx.db;
    database = server.ctx.database;
    [ana, admin] = await Promise.all([tokenOf(server, 'ana'), tokenOf(server, 'admin')]);
  });
  afterEach(() => Object.assign(server.ctx, { db, database }));
  afterAll(() => server?.stop());

  // Both ways in: the query builder, and the named statements of the hot reads (db/statements.ts).
  const breakDatabase = () =>
    Object.assign(server.ctx, {
      db: brokenDb,
      database: { ...database, query: () => Promise.reject(new Error('unexpected failure in a query')) },
    });
  const expectFailure = (answer: { status: number; body: Record<string, unknown> }, code: string) => {
    expect(answer.status).toBe(/-(\d{3})$/.exec(code) ? Number(code.slice(-3)) : 500);
    const text = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
    expect(answer.body).toEqual({ code, msg: text, error: text });
  };

  it.each([
    ['POST', '/api/v1/user/ticket', { title: 'Jurídico', message: 'Dúvida' }, 'TICKET-POST-500'],
    ['GET', '/api/v1/enterprise/attachments?enterprise_id=1&year=2001&month=1', undefined, 'IMG-GET-500'],
    ['DELETE', '/api/v1/enterprise/attachments', { filenames: ['x.jpg'] }, 'IMG-DELETE-500'],
  ] as const)('%s %s answers %s', async (method, path, body, code) => {
    const token = code === 'TICKET-POST-500' ? ana : admin;
    breakDatabase();
    expectFailure(await server.json(method, path, { token, body }), code);
  });

  it.each([
    ['/api/v1/user/send-reset-password-email', { email: 'ana@demo.com.br' }, 'PASSWORD-RECOVERY-ERROR'],
    [
      '/api/v1/user/reset-password',
      { token: 'x'.repeat(43), new_password: 'Nova#2026' },
      'RESET-PASSWORD-ERROR',
    ],
    [
      '/api/v1/user',
      { email: 'bruno@demo.com.br', cpf: '98765432100', cnpj: '', password: 'Bruno#2026' },
      'SIGN-UP-421',
    ],
  ] as const)('POST %s answers %s', async (path, body, code) => {
    breakDatabase();
    expectFailure(await server.json('POST', path, { body, headers: clientAddress() }), code);
  });

  it('a failed photo upload answers IMG-POST-421', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('enterprise_id', '1');
    form.set('year', '2026');
    form.set('month', '3');
    form.set('files[0]', new Blob([png as BlobPart], { type: 'image/png' }), 'obra.png');
    breakDatabase();
    const res = await server.fetch('/api/v1/enterprise/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expectFailure({ status: res.status, body: await res.json() }, 'IMG-POST-421');
  });

  it('a failed proof of payment answers SEND-PAYMENT-PROOF-421', async () => {
    breakDatabase();
    const res = await server.fetch(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=1&installmentId=1`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/pdf' },
        body: PDF as unknown as BodyInit,
      },
    );
    expectFailure({ status: res.status, body: await res.json() }, 'SEND-PAYMENT-PROOF-421');
  });

  it('a call without a failure code of its own still answers INTERNAL-500', async () => {
    breakDatabase();
    expectFailure(
      await server.json('GET', '/api/v1/enterprises?query=zzz', { token: admin }),
      'INTERNAL-500',
    );
  });

  it('deleting a photo that is not there answers the spec text of a failed removal', async () => {
    const answer = await server.json('DELETE', '/api/v1/enterprise/attachments', {
      token: admin,
      body: { filenames: ['nao-existe.jpg'] },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'IMG-DELETE-404', msg: 'Houve um erro ao remover a imagem.' });
  });
});
