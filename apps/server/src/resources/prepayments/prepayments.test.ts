import type { IssuedPrepayment, Prepayment, PrepaymentQuote, PrepaymentReportPage } from '@portal/api';
import {
  dueDateFactor,
  parseDigitableLine,
  quotePrepayment,
  todayIso,
  validateDigitableLine,
  validatePixPayload,
} from '@portal/domain';
import validator from 'boleto-brasileiro-validator';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, generatedSlips } from '../../db/schema/finance';
import { prepaymentInstallments, prepayments } from '../../db/schema/prepayments';
import { billsOf, customerIdOf, get, startDemoServer, tokenOf } from '../../test/demo-fixtures';
import { pdfText } from '../../test/slip-helpers';
import { backends, type TestServer } from '../../test/test-server';
import { paymentWindow } from './quote-model';

/**
 * 'Antecipar parcelas' over HTTP on the demo data (product rule §8): the quote, one slip for the total
 * (a valid FEBRABAN line and PIX for exactly the recomputed total, named and recorded like the other
 * slips), an installment never in two anticipations in progress, nor in another customer's, and the
 * slip's expiry freeing its installments.
 */
describe.each(backends())('prepayments (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  let anaBill: number;
  let companyBill: number;
  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
    [anaBill] = (await billsOf(server, ana)) as [number];
    [companyBill] = (await billsOf(server, company)) as [number];
    // A rate, so the discount is not zero (the demo contracts have none, migration 0016's default).
    await server.ctx.db.update(contracts).set({ interestMonthlyRate: 0.01 });
  });
  afterAll(() => server?.stop());

  const today = () => todayIso(server.clock.now());
  const quote = (token: string, body: Record<string, unknown>) =>
    server.json('POST', '/api/v1/prepayments/quote', { token, body });
  const issue = (token: string, body: Record<string, unknown>) =>
    server.json('POST', '/api/v1/prepayments', { token, body });
  const rowsOf = async () => ({
    prepayments: Number((await server.ctx.db.select({ n: count() }).from(prepayments))[0]?.n),
    lines: Number((await server.ctx.db.select({ n: count() }).from(prepaymentInstallments))[0]?.n),
    slips: Number((await server.ctx.db.select({ n: count() }).from(generatedSlips))[0]?.n),
  });
  const statementOf = async (token: string, bill: number) =>
    (await get(server, token, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`))
      .body as { installment_id: number; prepayment?: string | null; status: string }[];

  it('quotes the future installments, last first, at their present value on the chosen date', async () => {
    const res = await quote(ana, { bill_id: anaBill });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q = res.body as PrepaymentQuote;
    expect(q.mode).toBe('slip');
    expect(q.payment_date).toBe(today());
    expect([q.first_payment_date, q.last_payment_date]).toEqual([
      paymentWindow(today()).first,
      paymentWindow(today()).last,
    ]);
    expect(q.installments.length).toBeGreaterThan(2);
    const numbers = q.installments.map((line) => line.installment_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(q.installments.every((line) => line.due_date > q.payment_date && line.selected)).toBe(true);
    // The domain's figures, line by line and summed.
    const domain = quotePrepayment({
      installments: q.installments.map((l) => ({
        id: l.installment_id,
        dueDate: l.due_date,
        valueCents: l.value,
      })),
      monthlyRate: 0.01,
      paymentDate: q.payment_date,
    });
    if (!domain.ok) throw new Error(domain.refusal.message);
    expect(q.total).toBe(domain.quote.totalCents);
    expect(q.total_discount).toBe(domain.quote.discountCents);
    expect(q.total_discount).toBeGreaterThan(0);
  });

  it('refuses a date outside today…today+5, an installment not open and future, and another customer’s contract', async () => {
    const q = (await quote(ana, { bill_id: anaBill })).body as PrepaymentQuote;
    const last = q.installments[0]?.installment_id as number;
    const before = await rowsOf();
    const tooLate = await issue(ana, {
      bill_id: anaBill,
      installment_ids: [last],
      payment_date: q.installments.at(-1)?.due_date ?? '2100-01-01',
    });
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.code).toBe('PREPAYMENT-DATE-422');
    expect(tooLate.body.msg).toBe('Escolha uma data de pagamento entre hoje e os próximos 5 dias.');
    const statement = await statementOf(ana, anaBill);
    const paid = statement.find((row) => row.status === 'paid');
    if (!paid) throw new Error('no paid installment in the demo');
    const notFuture = await issue(ana, {
      bill_id: anaBill,
      installment_ids: [paid.installment_id],
      payment_date: today(),
    });
    expect(notFuture.status).toBe(422);
    expect(notFuture.body.code).toBe('PREPAYMENT-INSTALLMENT-422');
    // Ana's installments on the company's contract, and the company's contract with Ana's ids: as if
    // neither existed, and nothing written.
    const foreignBill = await issue(company, {
      bill_id: anaBill,
      installment_ids: [last],
      payment_date: today(),
    });
    expect(foreignBill.status).toBe(404);
    const foreignIds = await issue(company, {
      bill_id: companyBill,
      installment_ids: [last],
      payment_date: today(),
    });
    expect(foreignIds.status).toBe(422);
    expect(foreignIds.body.code).toBe('PREPAYMENT-INSTALLMENT-422');
    expect((await quote(company, { bill_id: anaBill })).status).toBe(404);
    expect(await rowsOf()).toEqual(before);
  });

  let issued: IssuedPrepayment;

  it('issues one valid slip for the recomputed total, due on the payment date, named and recorded like the others', async () => {
    const q = (await quote(ana, { bill_id: anaBill })).body as PrepaymentQuote;
    const chosen = q.installments.slice(0, 2).map((line) => line.installment_id);
    const paymentDate = q.last_payment_date;
    const expected = (
      (await quote(ana, { bill_id: anaBill, installment_ids: chosen, payment_date: paymentDate }))
        .body as PrepaymentQuote
    ).total;
    const before = await rowsOf();
    // Amounts sent by the client are not part of the contract and never read.
    const res = await issue(ana, {
      bill_id: anaBill,
      installment_ids: chosen,
      payment_date: paymentDate,
      total: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    issued = res.body as IssuedPrepayment;
    expect(issued).toMatchObject({
      kind: 'slip',
      status: 'issued',
      total: expected,
      payment_date: paymentDate,
    });
    expect(issued.installments.map((line) => line.installment_id).sort()).toEqual([...chosen].sort());
    const code = issued.code as string;
    expect(validateDigitableLine(code)).toBeNull();
    expect(validator.boletoBancarioLinhaDigitavel(code, true)).toBe(true);
    expect(validatePixPayload(issued.pix_code as string)).toBeNull();
    const parsed = parseDigitableLine(code);
    if (!parsed.ok) throw new Error('unreadable line');
    expect(parsed.value.amountCents).toBe(expected);
    const factor = dueDateFactor(paymentDate);
    expect(factor.ok && parsed.value.dueDateFactor === factor.value).toBe(true);
    // The PDF behind the link, named like the installments' slips.
    const download = await server.fetch(issued.url as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      `filename="boleto${anaBill}_antecipacao${issued.id}.pdf"`,
    );
    const { text } = pdfText(new Uint8Array(await download.arrayBuffer()), 'prepayment-slip.pdf');
    expect(text).toContain('Antecipação das parcelas');
    // Recorded: the anticipation, its installments, and a 'Boletos gerados' row for the total.
    expect(await rowsOf()).toEqual({
      prepayments: before.prepayments + 1,
      lines: before.lines + 2,
      slips: before.slips + 1,
    });
    const report = await get(server, admin, `/api/v1/reports/payment-slip?contractId=${anaBill}`);
    expect(report.body.items[0]).toMatchObject({ due_value: expected, due_date: paymentDate });
    // The statement says 'Antecipação emitida' on those two, and the list names it.
    const statement = await statementOf(ana, anaBill);
    expect(
      statement
        .filter((row) => row.prepayment === 'slip')
        .map((row) => row.installment_id)
        .sort(),
    ).toEqual([...chosen].sort());
    const list = (await get(server, ana, `/api/v1/prepayments?bill_id=${anaBill}`)).body as Prepayment[];
    expect(list[0]).toMatchObject({ id: issued.id, status: 'issued', code });
    const again = await get(server, ana, `/api/v1/prepayments/${issued.id}/slip`);
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(code);
  });

  it('never puts an installment in two anticipations in progress, nor in another customer’s', async () => {
    const held = issued.installments[0]?.installment_id as number;
    const before = await rowsOf();
    const twice = await issue(ana, { bill_id: anaBill, installment_ids: [held], payment_date: today() });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('PREPAYMENT-409');
    // The quote shows it held and leaves it out of 'Quitar contrato'.
    const q = (await quote(ana, { bill_id: anaBill })).body as PrepaymentQuote;
    expect(q.installments.find((line) => line.installment_id === held)).toMatchObject({
      held_by: 'slip',
      selected: false,
    });
    // Another customer cannot see nor fetch Ana's anticipation's slip.
    expect((await get(server, company, `/api/v1/prepayments/${issued.id}/slip`)).status).toBe(404);
    expect((await get(server, company, `/api/v1/prepayments?bill_id=${anaBill}`)).status).toBe(404);
    expect(await rowsOf()).toEqual(before);
  });

  it('lets only one of two issues racing for the same installment through', async () => {
    const q = (await quote(company, { bill_id: companyBill })).body as PrepaymentQuote;
    const target = q.installments[0]?.installment_id as number;
    const body = { bill_id: companyBill, installment_ids: [target], payment_date: today() };
    const answers = await Promise.all([issue(company, body), issue(company, body), issue(company, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const [{ n }] = (await server.ctx.db
      .select({ n: count() })
      .from(prepaymentInstallments)
      .where(eq(prepaymentInstallments.installmentId, target))) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });

  it('frees the installments once the payment date has passed', async () => {
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    ana = await tokenOf(server, 'ana');
    admin = await tokenOf(server, 'admin');
    const statement = await statementOf(ana, anaBill);
    expect(statement.some((row) => row.prepayment === 'slip')).toBe(false);
    const list = (await get(server, ana, `/api/v1/prepayments?bill_id=${anaBill}`)).body as Prepayment[];
    expect(list.find((row) => row.id === issued.id)?.status).toBe('expired');
    expect((await get(server, ana, `/api/v1/prepayments/${issued.id}/slip`)).status).toBe(404);
    const held = issued.installments[0]?.installment_id as number;
    const again = await issue(ana, {
      bill_id: anaBill,
      installment_ids: [held],
      payment_date: todayIso(server.clock.now()),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('gives the staff the report with filters, a customer’s quote, and no “Concluída” for a slip', async () => {
    const all = (await get(server, admin, '/api/v1/reports/prepayments')).body as PrepaymentReportPage;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const anas = (
      await get(server, admin, `/api/v1/reports/prepayments?customerEmail=ana@demo&status=expired`)
    ).body as PrepaymentReportPage;
    expect(anas.items.map((item) => item.id)).toEqual([issued.id]);
    expect(anas.items[0]).toMatchObject({
      kind: 'slip',
      contract_id: anaBill,
      installment_numbers: expect.any(Array),
    });
    // Every filter of the reports of contracts at once, blanks around the texts, the name in capitals.
    const ana0 = anas.items[0] as PrepaymentReportPage['items'][number];
    const every = new URLSearchParams({
      customerName: `  ${ana0.customer_name.toUpperCase()} `,
      customerEmail: ' ana@demo ',
      contractId: String(anaBill),
      contractDocument: ` ${ana0.contract_document.slice(1)} `,
      contractDateFrom: ana0.contract_date,
      contractDateTo: ana0.contract_date,
      status: 'expired',
    });
    const filtered = (await get(server, admin, `/api/v1/reports/prepayments?${every}`)).body;
    expect((filtered as PrepaymentReportPage).items.map((item) => item.id)).toEqual([issued.id]);
    every.set('contractDateTo', '2000-01-01');
    expect(
      ((await get(server, admin, `/api/v1/reports/prepayments?${every}`)).body as PrepaymentReportPage).total,
    ).toBe(0);
    expect(
      ((await get(server, admin, '/api/v1/reports/prepayments?kind=request')).body as PrepaymentReportPage)
        .total,
    ).toBe(0);
    const complete = await server.json('POST', `/api/v1/prepayments/${issued.id}/complete`, { token: admin });
    expect(complete.status).toBe(404);
    expect(complete.body.code).toBe('PREPAYMENT-404');
    // The client page's simulation: the customer's contract only.
    const client = customerIdOf(ana);
    const q = await server.json('POST', `/api/v1/clients/${client}/prepayment-quote`, {
      token: admin,
      body: { bill_id: anaBill },
    });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect((q.body as PrepaymentQuote).bill_id).toBe(anaBill);
    const other = await server.json('POST', `/api/v1/clients/${client}/prepayment-quote`, {
      token: admin,
      body: { bill_id: companyBill },
    });
    expect(other.status).toBe(404);
    const unknown = await server.json('POST', '/api/v1/clients/999999/prepayment-quote', {
      token: admin,
      body: { bill_id: anaBill },
    });
    expect(unknown.body.code).toBe('CLIENT-404');
    // Staff calls are the staff's.
    expect((await get(server, ana, '/api/v1/reports/prepayments')).status).toBe(403);
  });

  it('refuses a contract that does not allow paying ahead', async () => {
    company = await tokenOf(server, 'company');
    await server.ctx.db
      .update(contracts)
      .set({ prepaymentAllowed: false })
      .where(eq(contracts.id, companyBill));
    const res = await quote(company, { bill_id: companyBill });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PREPAYMENT-403');
    await server.ctx.db
      .update(contracts)
      .set({ prepaymentAllowed: true })
      .where(eq(contracts.id, companyBill));
  });
});
