import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema/files';
import { generatedStatements, type paymentProofs } from '../db/schema/finance';
import { loginAudit, mailOutbox, tickets } from '../db/schema/operations';
import { accounts } from '../db/schema/people';
import { deleteOldAuditRows } from '../maintenance/audit-retention';
import { startHousekeeping } from '../maintenance/housekeeping';
import { ACCOUNTS, customerIdOf, tokenOf } from '../test/demo-fixtures';
import { findInstallment } from '../test/slip-helpers';
import { startTestServer, type TestServer } from '../test/test-server';
import { RATE_POLICIES, takeAttempt } from './rate-limiter';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const pdfOf = (bytes: number) => {
  const body = new Uint8Array(bytes).fill(0x20);
  body.set(new TextEncoder().encode('%PDF-1.4\n'));
  return body;
};

/**
 * Decision 016 (limits per signed-in customer): a signed-in customer created 40 tickets (40 support e-mails) and 20 proofs of
 * 1 GB each in 0.3 s, and generated PDFs without bound that were never deleted.
 */
describe('what a signed-in customer may create', () => {
  let server: TestServer;
  let ana: string;
  let company: string;
  beforeAll(async () => {
    // A 1 MB proof quota, so the quota is reached with small files.
    server = await startTestServer('pglite', { env: { PROOF_QUOTA_MB: '1' } });
    [ana, company] = await Promise.all([tokenOf(server, 'ana'), tokenOf(server, 'company')]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const countOf = async (
    table: typeof tickets | typeof mailOutbox | typeof paymentProofs | typeof storedFiles,
  ) => (await server.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const proofFiles = async () =>
    (await server.ctx.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.kind, 'proof')))[0]
      ?.n ?? 0;
  const statementPdf = (token: string, bill: number) =>
    server.json(
      'GET',
      `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerIdOf(token)}&numberTitle=${bill}&enterpriseId=0`,
      { token },
    );
  const proof = (
    bill: number,
    installmentId: number,
    body: Uint8Array,
    headers: Record<string, string> = {},
  ) =>
    server.fetch(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installmentId}&message=ok`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/pdf', ...headers },
        body: body as unknown as BodyInit,
        // A stream body goes out chunked, without Content-Length.
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      },
    );

  it('tickets: a burst is cut with 429 RATE-LIMIT-429 and Retry-After; other customers are not affected', async () => {
    const before = { tickets: await countOf(tickets), mails: await countOf(mailOutbox) };
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        await server.json('POST', '/api/v1/user/ticket', {
          token: ana,
          body: { title: 'Financeiro', message: `Mensagem ${i}` },
        }),
      );
    }
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBeLessThanOrEqual(21);
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body).toMatchObject({
      code: 'RATE-LIMIT-429',
      msg: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
    });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countOf(tickets)).toBe(before.tickets + ok);
    expect(await countOf(mailOutbox)).toBe(before.mails + ok);
    const other = await server.json('POST', '/api/v1/user/ticket', {
      token: company,
      body: { title: 'Financeiro', message: 'Outra empresa' },
    });
    expect(other.status).toBe(200);
  });

  it('generated PDFs: past the allowance the next one is a 429, for this customer only', async () => {
    const { bill } = await findInstallment(server, ana, 'payable-this-month');
    // The burst's first 30 PDFs, counted straight into the same counter (each real PDF costs ~0.3 s).
    const [account] = await server.ctx.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, ACCOUNTS.ana.email));
    for (let i = 0; i < 30; i++) {
      await takeAttempt(
        server.ctx.database,
        `create:statement:account:${account?.id}`,
        RATE_POLICIES.customerDocument,
        server.clock.now(),
      );
    }
    expect((await statementPdf(ana, bill)).status).toBe(200);
    const limited = await statementPdf(ana, bill);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE-LIMIT-429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const theirs = await findInstallment(server, company, 'payable-this-month');
    expect((await statementPdf(company, theirs.bill)).status).toBe(200);
    server.clock.advance(11 * MINUTE); // the window passes
    ana = await tokenOf(server, 'ana');
    expect((await statementPdf(ana, bill)).status).toBe(200);
  });

  it('proofs: the storage quota is enforced, declared or streamed, and a refused proof leaves nothing', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    expect((await proof(bill, installment.installment_id, pdfOf(700 * 1024))).status).toBe(200);
    const files = await proofFiles();
    const declared = await proof(bill, installment.installment_id, pdfOf(700 * 1024));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      code: 'SEND-PAYMENT-PROOF-QUOTA-413',
      msg: expect.stringContaining('limite de espaço'),
    });
    // Chunked, no length: cut while it streams.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 7; i++)
          controller.enqueue(i === 0 ? pdfOf(100 * 1024) : new Uint8Array(100 * 1024));
        controller.close();
      },
    });
    const streamed = await proof(bill, installment.installment_id, stream as unknown as Uint8Array);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).code).toBe('SEND-PAYMENT-PROOF-QUOTA-413');
    expect(await proofFiles()).toBe(files);
    expect(readdirSync(join(server.dataDir, 'files', '.tmp'))).toEqual([]);
    // A small one still fits.
    expect((await proof(bill, installment.installment_id, pdfOf(10 * 1024))).status).toBe(200);
  });

  it('proofs: a burst is cut with 429 before the body is read', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await proof(bill, installment.installment_id, pdfOf(64))).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(21);
  });

  it('housekeeping deletes generated PDFs once their links expired, keeping the report records', async () => {
    const { bill } = await findInstallment(server, company, 'payable-this-month');
    const old = await statementPdf(company, bill);
    expect(old.status).toBe(200);
    const oldKey = new URL(old.body.url_report, server.url).pathname.split('/').pop() ?? '';
    const [oldFile] = await server.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, oldKey));
    expect(oldFile).toBeDefined();
    const onDisk = join(server.dataDir, 'files', oldKey.slice(0, 2), oldKey);
    expect(existsSync(onDisk)).toBe(true);
    server.clock.advance(12 * MINUTE);
    company = await tokenOf(server, 'company'); // the access token lives 15 minutes
    const fresh = await statementPdf(company, bill);
    expect(fresh.status).toBe(200);

    const housekeeping = startHousekeeping(server.ctx, { intervalMs: 60 * MINUTE });
    await housekeeping.runNow();
    await housekeeping.stop();

    expect(existsSync(onDisk)).toBe(false);
    expect(await server.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, oldKey))).toEqual([]);
    const [record] = await server.ctx.db
      .select()
      .from(generatedStatements)
      .where(eq(generatedStatements.createdAt, oldFile?.createdAt ?? new Date(0)));
    expect(record?.fileId).toBeNull();
    // The fresh link still downloads.
    expect((await server.fetch(fresh.body.url_report)).status).toBe(200);
  });

  it('audit rows older than AUDIT_RETENTION_DAYS (default 183) are deleted, newer ones kept', async () => {
    expect(server.ctx.config.auditRetentionDays).toBe(183);
    const now = server.clock.now();
    const row = (daysAgo: number, email: string) => ({
      occurredAt: new Date(now.getTime() - daysAgo * DAY),
      ip: '10.0.0.1',
      email,
      accountId: null,
      customerName: null,
      type: 'Login' as const,
      status: 'error' as const,
      description: 'Credenciais inválidas',
    });
    await server.ctx.db
      .insert(loginAudit)
      .values([row(200, 'velho@retencao.test'), row(100, 'novo@retencao.test')]);
    const removed = await deleteOldAuditRows(server.ctx.db, now, server.ctx.config.auditRetentionDays);
    expect(removed.loginAudit).toBeGreaterThanOrEqual(1);
    const left = await server.ctx.db.select({ email: loginAudit.email }).from(loginAudit);
    expect(left.map((r) => r.email)).toContain('novo@retencao.test');
    expect(left.map((r) => r.email)).not.toContain('velho@retencao.test');
  });
});
