import { copyFileSync } from 'node:fs';
import { formatCpfCnpj, formatMoney } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema/enterprises';
import { contracts, generatedStatements } from '../../../db/schema/finance';
import { customerIdOf, get, tokenOf } from '../../../test/demo-fixtures';
import { findInstallment, pdfText } from '../../../test/slip-helpers';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';

describe.each(backends())('statement and income-tax PDFs (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    [ana, company] = await Promise.all([tokenOf(server, 'ana'), tokenOf(server, 'company')]);
  });
  afterAll(() => server?.stop());

  async function download(url: string, keepAs: string): Promise<string> {
    const res = await server.fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const { text, path } = pdfText(new Uint8Array(await res.arrayBuffer()));
    if (process.env.KEEP_PDF) copyFileSync(path, `/tmp/${keepAs}`);
    return text;
  }

  it('builds the statement of a bill with its installments and totals, and records it', async () => {
    const { bill, installment } = await findInstallment(server, ana, 'paid');
    const info = (await get(server, ana, `/api/v1/financial_statement/bill_info?numberTitle=${bill}`)).body;
    const before = (await server.ctx.db.select({ n: count() }).from(generatedStatements))[0]?.n ?? 0;
    const res = await get(
      server,
      ana,
      `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerIdOf(ana)}&numberTitle=${bill}&enterpriseId=0`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = await download(res.body.url_report, 'statement.pdf');
    expect(text).toContain('Extrato Financeiro');
    expect(text).toContain(info.document);
    expect(text).toContain(info.company.name);
    const [seller] = await server.ctx.db
      .select({ cnpj: companies.cnpj })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .where(eq(contracts.id, bill));
    const sellerCnpj = formatCpfCnpj(seller?.cnpj ?? '').replace(/[./]/g, '\\$&');
    expect(text).toMatch(new RegExp(`CNPJ da divisão[\\s\\S]*${sellerCnpj}`));
    expect(text).not.toContain('…'); // no field cut short
    expect(text).toContain(
      formatMoney(
        installment.current_balance === 0
          ? (installment as unknown as { receipt_value: number }).receipt_value
          : 0,
      ),
    );
    expect(text).toMatch(/Saldo devedor atual\s+R\$ [\d.]+,\d{2}/);
    expect((await server.ctx.db.select({ n: count() }).from(generatedStatements))[0]?.n).toBe(before + 1);
    const theirs = await findInstallment(server, company, 'payable-this-month');
    const foreign = await get(
      server,
      ana,
      `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerIdOf(ana)}&numberTitle=${theirs.bill}`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('EXPORT-TO-PDF-404');
  });

  it("builds the 'Informe de rendimentos' of a year with the payments received", async () => {
    const summaries = (
      await get(
        server,
        company,
        `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-01-01&customerId=${customerIdOf(company)}`,
      )
    ).body;
    const { bill } = await findInstallment(server, company, 'paid');
    const rows = (
      await get(server, company, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`)
    ).body as { receipt_date: string | null; receipt_value: number | null }[];
    const year = Number(rows.find((r) => r.receipt_date)?.receipt_date?.slice(0, 4));
    const paidThatYear = rows
      .filter((r) => r.receipt_date?.startsWith(String(year)))
      .reduce((s, r) => s + (r.receipt_value ?? 0), 0);
    const companyId = summaries.find((s: { bill_id: number }) => s.bill_id === bill).company.id;
    const res = await get(
      server,
      company,
      `/api/v1/income_tax/report/pdf?customerId=${customerIdOf(company)}&companyId=${companyId}&year=${year}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = await download(res.body.url_report, 'income-tax.pdf');
    expect(text).toContain('Informe de Rendimentos');
    expect(text).toContain(`Total pago em ${year}`);
    expect(text).toContain(formatMoney(paidThatYear));
    expect(
      (
        await get(
          server,
          company,
          `/api/v1/income_tax/report/pdf?customerId=${customerIdOf(company)}&companyId=${companyId}&year=2001`,
        )
      ).status,
    ).toBe(404);
    const anaRes = await get(
      server,
      ana,
      `/api/v1/income_tax/report/pdf?customerId=${customerIdOf(ana)}&companyId=${companyId}&year=${year}`,
    );
    const anaCompanies = (
      await get(
        server,
        ana,
        `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-01-01&customerId=${customerIdOf(ana)}`,
      )
    ).body.map((s: { company: { id: number } }) => s.company.id);
    if (!anaCompanies.includes(companyId)) expect(anaRes.body.code).toBe('GET-INCOME-TAX-404');
  });
});
