import { todayIso } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, billsOf, customerIdOf, get, startDemoServer } from '../../../test/demo-fixtures';
import { backends, type TestServer } from '../../../test/test-server';

describe.each(backends())('finance reads (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
  });
  afterAll(() => server?.stop());

  it('lists the contracts of each customer with company, enterprise and units', async () => {
    const res = await get(
      server,
      ana,
      `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-01-01&customerId=${customerIdOf(ana)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    for (const s of res.body) {
      expect(s.company.name).toMatch(/SPE Ltda$/);
      expect(s.enterprise.name.length).toBeGreaterThan(3);
      expect(s.unit.length).toBeGreaterThan(0);
    }
    expect(await billsOf(server, company)).toHaveLength(3);
  });

  it('answers STATEMENTS-404 to an admin (no contracts) and 404 for another customerId', async () => {
    const adminRes = await get(
      server,
      admin,
      `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-01-01&customerId=${customerIdOf(admin)}`,
    );
    expect(adminRes.status).toBe(404);
    expect(adminRes.body.code).toBe('STATEMENTS-404');
    const other = await get(
      server,
      ana,
      `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-01-01&customerId=${customerIdOf(company)}`,
    );
    expect(other.status).toBe(404);
  });

  it('lists installments with statuses computed for today, a payable one in the current month', async () => {
    const month = todayIso(new Date()).slice(0, 7);
    for (const token of [ana, company]) {
      const bills = await billsOf(server, token);
      const all = [];
      for (const bill of bills) {
        const res = await get(
          server,
          token,
          `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.length).toBeGreaterThanOrEqual(36);
        expect(res.body.length).toBeLessThanOrEqual(240);
        all.push(...res.body);
      }
      expect(all.some((i) => i.status === 'payable' && i.due_date.startsWith(month))).toBe(true);
      expect(all.some((i) => i.status === 'paid')).toBe(true);
      for (const i of all) {
        if (i.status === 'paid') {
          expect(i.current_balance).toBe(0);
          expect(i.receipt_value).toBeGreaterThanOrEqual(i.adjusted_value);
        } else {
          expect(i.receipt_date).toBeNull();
          expect(i.current_balance).toBeGreaterThanOrEqual(i.adjusted_value);
        }
        expect(i.adjusted_value).toBeGreaterThanOrEqual(i.original_value);
        expect(i.monetary_unit).toBe('REAL');
      }
    }
    // Ana's first contract shows the three statuses.
    const [first] = await billsOf(server, ana);
    const rows = (
      await get(server, ana, `/api/v1/financial_statement/current_debit_balance?numberTitle=${first}`)
    ).body;
    expect(new Set(rows.map((r: { status: string }) => r.status))).toEqual(
      new Set(['paid', 'due', 'payable']),
    );
  });

  it('reads the bill header and the totals (all bills, one bill)', async () => {
    const [bill] = await billsOf(server, ana);
    const info = await get(server, ana, `/api/v1/financial_statement/bill_info?numberTitle=${bill}`);
    expect(info.status).toBe(200);
    expect(info.body.document).toMatch(/^CT\.\d{4}\/\d{5}$/);
    const one = await get(
      server,
      ana,
      `/api/v1/financial_statement/total_current_debit_balance?cpf=${ACCOUNTS.ana.cpf}&numberTitle=${bill}`,
    );
    const all = await get(
      server,
      ana,
      `/api/v1/financial_statement/total_current_debit_balance?cpf=${ACCOUNTS.ana.cpf}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.total_adjusted_value).toBeGreaterThan(one.body.total_original_value);
    expect(one.body.total_additional_value).toBeGreaterThan(0);
    expect(all.body.total_adjusted_value).toBeGreaterThan(one.body.total_adjusted_value);
    const rows = (
      await get(server, ana, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`)
    ).body as { status: string; adjusted_value: number }[];
    expect(one.body.total_adjusted_value).toBe(
      rows.filter((r) => r.status !== 'paid').reduce((s, r) => s + r.adjusted_value, 0),
    );
  });

  it("hides another customer's bill behind the same 404 as a missing one", async () => {
    const [companyBill] = await billsOf(server, company);
    for (const path of [
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${companyBill}`,
      `/api/v1/financial_statement/bill_info?numberTitle=${companyBill}`,
      `/api/v1/financial_statement/total_current_debit_balance?numberTitle=${companyBill}`,
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${companyBill}&cnpj=${ACCOUNTS.company.cnpj}`,
      '/api/v1/financial_statement/current_debit_balance?numberTitle=999999',
    ]) {
      const res = await get(server, ana, path);
      expect(res.status, path).toBe(404);
    }
  });
});
