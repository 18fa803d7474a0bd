import { contractTermsOf, formatDateBr, formatMoney, statementTotals, todayIso } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, get, tokenOf } from '../../../test/demo-fixtures';
import { findInstallment, pdfText } from '../../../test/slip-helpers';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * 'Total a pagar' on the screen and 'Saldo devedor atual' in the statement PDF are one figure, from one
 * domain computation (docs/product/decisions.md, "Total a pagar", and product rule §8): the open
 * installments at their adjusted value plus the fine and interest of the overdue ones, less the interest
 * taken off the ones due later at the contract's rate (which the screen reads from `bill_info`).
 */
describe.each(backends())('the statement total on the screen and in the PDF (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    ana = await tokenOf(server, 'ana');
  });
  afterAll(() => server?.stop());

  it('sums, from the installments the screen reads, the PDF’s Saldo devedor atual', async () => {
    // A bill with an overdue installment, so the charges are not zero.
    const { bill } = await findInstallment(server, ana, 'due');
    const rows = (
      await get(server, ana, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`)
    ).body;
    const info = (await get(server, ana, `/api/v1/financial_statement/bill_info?numberTitle=${bill}`)).body;
    // Ana's first contract: 1 % a.m. (the demo seed), so the saldo devedor takes interest off.
    expect(info).toMatchObject({
      interest_monthly_rate: 0.01,
      prepayment_allowed: true,
      correction_index: 'INCC-M',
    });
    const today = todayIso(server.clock.now());
    const totals = statementTotals(rows, { ...contractTermsOf(info), today });
    expect(totals.chargesCents).toBeGreaterThan(0);
    expect(totals.discountCents).toBeGreaterThan(0);
    expect(totals.owedCents).toBe(totals.openCents + totals.chargesCents - totals.discountCents);
    const res = await get(
      server,
      ana,
      `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerIdOf(ana)}&numberTitle=${bill}&enterpriseId=0`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pdf = await server.fetch(res.body.url_report);
    const { text } = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    // The 'Totais' block pairs two labels on a line, their values on the next.
    const owed = formatMoney(totals.owedCents).replace(/[.$]/g, '\\$&');
    const paid = formatMoney(totals.paidCents).replace(/[.$]/g, '\\$&');
    expect(text).toMatch(new RegExp(`Total pago\\s+Saldo devedor atual\\s+${paid}\\s+${owed}\\s`));
    expect(text).toMatch(
      new RegExp(
        `Parcelas pagas\\s+Parcelas vencidas\\s+${totals.paidCount} de ${totals.count}\\s+${totals.overdueCount}\\s`,
      ),
    );
    const discount = formatMoney(-totals.discountCents).replace(/[.$]/g, '\\$&');
    expect(text).toMatch(
      new RegExp(
        `Desconto dos juros das parcelas a vencer\\s+Válido para quitação em\\s+${discount}\\s+${formatDateBr(today)}`,
      ),
    );
  });
});
