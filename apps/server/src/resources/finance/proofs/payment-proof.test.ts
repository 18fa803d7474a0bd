import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { todayIso } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../../db/schema/files';
import { paymentProofs } from '../../../db/schema/finance';
import { mailOutbox } from '../../../db/schema/operations';
import type { AppEnv } from '../../../http/app-env';
import { createDocumentsKit } from '../../../storage/documents-kit';
import { ACCOUNTS, tokenOf } from '../../../test/demo-fixtures';
import { findInstallment } from '../../../test/slip-helpers';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';
import { registerProofRoute } from './routes';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = new TextEncoder().encode('<!doctype html><html><body>not a pdf</body></html>');

describe.each(backends())('proof of payment (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [ana, company] = await Promise.all([tokenOf(server, 'ana'), tokenOf(server, 'company')]);
  });
  afterAll(() => server?.stop());

  const send = (
    token: string,
    bill: number,
    installmentId: number,
    body: Uint8Array,
    headers: Record<string, string> = {},
  ) =>
    server.fetch(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installmentId}&message=${encodeURIComponent('Pago no app do banco')}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf', ...headers },
        body: body as unknown as BodyInit,
      },
    );
  const proofCount = async () => (await server.ctx.db.select({ n: count() }).from(paymentProofs))[0]?.n ?? 0;

  it('stores a PDF once per Idempotency-Key, flags the installment and e-mails the finance team', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    const before = await proofCount();
    const first = await send(ana, bill, installment.installment_id, PDF, {
      'idempotency-key': 'proof-key-0001',
    });
    expect(first.status).toBe(200);
    expect((await first.json()).code).toBe('SEND-PAYMENT-PROOF-200');
    const again = await send(ana, bill, installment.installment_id, PDF, {
      'idempotency-key': 'proof-key-0001',
    });
    expect(again.status).toBe(200);
    expect(await proofCount()).toBe(before + 1);
    const rows = await server.json(
      'GET',
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
      { token: ana },
    );
    expect(
      rows.body.find((r: { installment_id: number }) => r.installment_id === installment.installment_id)
        .proof_of_payment,
    ).toBe(true);
    const mails = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-proof'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(server.ctx.brand.financeEmail);
    expect(mails[0]?.text).toContain('Ana Beatriz Souza');
    // The row knows when (the São Paulo day), and the customer gets a receipt (stored once, like the proof).
    const row = rows.body.find(
      (r: { installment_id: number }) => r.installment_id === installment.installment_id,
    );
    expect(row.proof_sent_at).toBe(todayIso(server.ctx.clock.now()));
    const receipts = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'proof-receipt'));
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0];
    expect(receipt?.to).toBe(ACCOUNTS.ana.email);
    expect(receipt?.subject).toContain('comprovante de pagamento recebido');
    expect(receipt?.text).toContain('Olá, Ana Beatriz Souza!');
    expect(receipt?.text).toContain(`Parcela: ${installment.installment_number}, vencimento `);
    expect(receipt?.text).toContain('Observações: Pago no app do banco');
    // The brand's layout, as the other e-mails: its name in the header and the footer.
    expect(receipt?.html).toContain(server.ctx.brand.companyName);
    expect(receipt?.html).toContain(server.ctx.brand.colors.primary);
  });

  it('refuses HTML renamed .pdf with 422 and keeps nothing', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    const files = (await server.ctx.db.select({ n: count() }).from(storedFiles))[0]?.n;
    const res = await send(ana, bill, installment.installment_id, HTML);
    expect(res.status).toBe(422);
    expect((await res.json()).msg).toBe('Formato de arquivo não suportado.');
    expect((await server.ctx.db.select({ n: count() }).from(storedFiles))[0]?.n).toBe(files);
    expect(readdirSync(join(server.dataDir, 'files', '.tmp'))).toEqual([]);
  });

  it("answers 404 for another customer's installment and stores nothing", async () => {
    const theirs = await findInstallment(server, company, 'payable-this-month');
    const before = await proofCount();
    expect((await send(ana, theirs.bill, theirs.installment.installment_id, PDF)).status).toBe(404);
    expect(await proofCount()).toBe(before);
  });

  it('cuts a body over the limit with 413 and removes the partial file', async () => {
    const kit = { ...createDocumentsKit(server.ctx), maxProofBytes: 64 * 1024 };
    const app = new Hono<AppEnv>();
    registerProofRoute(app, server.ctx, kit);
    app.onError((error, c) =>
      c.json({ code: (error as { code?: string }).code }, (error as { status?: 413 }).status ?? 500),
    );
    const { bill, installment } = await findInstallment(server, ana, 'payable-this-month');
    const big = new Uint8Array(200 * 1024);
    big.set(PDF);
    // Streamed without Content-Length, so the server must count while writing.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 16 * 1024) controller.enqueue(big.subarray(i, i + 16 * 1024));
        controller.close();
      },
    });
    const before = await proofCount();
    const res = await app.request(
      `/api/v1/invoice/payment_slip/proof?cpfcnpj=${ACCOUNTS.ana.cpf}&billReceivableId=${bill}&installmentId=${installment.installment_id}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, 'content-type': 'application/pdf' },
        body: stream,
        duplex: 'half',
      } as RequestInit,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('SEND-PAYMENT-PROOF-413');
    expect(await proofCount()).toBe(before);
    expect(readdirSync(join(server.dataDir, 'files', '.tmp'))).toEqual([]);
  });
});
