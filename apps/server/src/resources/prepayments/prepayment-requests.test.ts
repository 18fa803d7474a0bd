import type { IssuedPrepayment, PrepaymentQuote, PrepaymentReportPage } from '@portal/api';
import { formatMoney, todayIso } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, generatedSlips } from '../../db/schema/finance';
import { get, tokenOf } from '../../test/demo-fixtures';
import { lastMailTo } from '../../test/outbox';
import { debitsInfoOf, siengeEnv, signUpImported } from '../../test/sienge-import-fixtures';
import {
  buildTenant,
  cpfFor,
  type SimulatedSienge,
  startSimulatedSienge,
  withFutureInstallments,
} from '../../test/simulated-sienge';
import { backends, startTestServer, type TestServer } from '../../test/test-server';

/**
 * When the company's slips come from its ERP (a Sienge tenant, decision 066), an anticipation is a
 * request to the finance team (product rule §8): the same quote, no slip of ours, an e-mail to the
 * brand's finance address, 'Solicitação enviada' on the statement, and 'Concluída' by the staff, once.
 */
describe.each(backends())('prepayment requests with Sienge (%s)', (backend) => {
  let sienge: SimulatedSienge;
  let server: TestServer;
  let customer: string;
  let admin: string;
  let bill: number;
  beforeAll(async () => {
    // Two installments due after today besides the tenant's three of early 2026.
    const today = todayIso(new Date());
    sienge = await startSimulatedSienge(withFutureInstallments(buildTenant(1, 3), today, 2));
    server = await startTestServer(backend, { env: siengeEnv(sienge, { SIENGE_TENANT_SLIPS: 'true' }) });
    admin = await tokenOf(server, 'admin');
    const sync = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(sync.status, JSON.stringify(sync.body)).toBe(202);
    await server.ctx.background.idle();
    customer = await signUpImported(server, {
      email: 'cliente1@example.com',
      cpf: cpfFor(1),
      password: 'Cliente1#2026',
    });
    bill = (await debitsInfoOf(server, customer)).body[0].bill_id as number;
    // A rate, so the request's figures carry a discount.
    await server.ctx.db.update(contracts).set({ interestMonthlyRate: 0.008 }).where(eq(contracts.id, bill));
  });
  afterAll(async () => {
    await server?.stop();
    await sienge?.close();
  });

  let request: IssuedPrepayment;

  it('sends the anticipation to the finance team instead of issuing a slip', async () => {
    const quote = await server.json('POST', '/api/v1/prepayments/quote', {
      token: customer,
      body: { bill_id: bill },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const q = quote.body as PrepaymentQuote;
    expect(q.mode).toBe('request');
    expect(q.installments.length).toBe(2);
    const slipsBefore = Number((await server.ctx.db.select({ n: count() }).from(generatedSlips))[0]?.n);
    const res = await server.json('POST', '/api/v1/prepayments', {
      token: customer,
      body: {
        bill_id: bill,
        installment_ids: q.installments.map((line) => line.installment_id),
        payment_date: q.first_payment_date,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    request = res.body as IssuedPrepayment;
    expect(request).toMatchObject({
      kind: 'request',
      status: 'requested',
      code: null,
      url: null,
      total: q.total,
    });
    expect(Number((await server.ctx.db.select({ n: count() }).from(generatedSlips))[0]?.n)).toBe(slipsBefore);
    // The finance team's e-mail names the customer, the contract and the total.
    const mail = await lastMailTo(server, server.ctx.brand.financeEmail);
    expect(mail?.subject).toContain('Solicitação de antecipação');
    expect(mail?.text).toContain('cliente1@example.com');
    expect(mail?.text).toContain(formatMoney(q.total));
    // The statement says 'Solicitação enviada' on both, and they cannot be asked again.
    const rows = (
      await get(server, customer, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`)
    ).body as { installment_id: number; prepayment?: string | null }[];
    const ids = request.installments.map((line) => line.installment_id);
    expect(rows.filter((row) => ids.includes(row.installment_id)).map((row) => row.prepayment)).toEqual([
      'request',
      'request',
    ]);
    const twice = await server.json('POST', '/api/v1/prepayments', {
      token: customer,
      body: { bill_id: bill, installment_ids: [ids[0]], payment_date: q.first_payment_date },
    });
    expect(twice.status).toBe(409);
  });

  it("lists it for the staff until one of them marks it 'Concluída', once", async () => {
    const open = (await get(server, admin, '/api/v1/reports/prepayments?kind=request&status=requested'))
      .body as PrepaymentReportPage;
    expect(open.items.map((item) => item.id)).toEqual([request.id]);
    expect(open.items[0]).toMatchObject({
      customer_email: 'cliente1@example.com',
      name: `ANT-${String(request.id).padStart(6, '0')}`,
    });
    // A customer cannot complete it.
    expect(
      (await server.json('POST', `/api/v1/prepayments/${request.id}/complete`, { token: customer })).status,
    ).toBe(403);
    const done = await server.json('POST', `/api/v1/prepayments/${request.id}/complete`, { token: admin });
    expect(done.status, JSON.stringify(done.body)).toBe(204);
    const again = await server.json('POST', `/api/v1/prepayments/${request.id}/complete`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PREPAYMENT-COMPLETE-409');
    const after = (await get(server, admin, '/api/v1/reports/prepayments?kind=request'))
      .body as PrepaymentReportPage;
    expect(after.items[0]).toMatchObject({ status: 'completed', completed_by: expect.any(String) });
    expect(
      (
        (await get(server, admin, '/api/v1/reports/prepayments?kind=request&status=requested'))
          .body as PrepaymentReportPage
      ).total,
    ).toBe(0);
    // Done, it still holds its installments until its payment date passes.
    const quote = (
      await server.json('POST', '/api/v1/prepayments/quote', { token: customer, body: { bill_id: bill } })
    ).body as PrepaymentQuote;
    expect(quote.installments.map((line) => line.held_by)).toEqual(['request', 'request']);
    const list = (await get(server, customer, `/api/v1/prepayments?bill_id=${bill}`)).body as {
      status: string;
    }[];
    expect(list[0]?.status).toBe('completed');
  });
});
