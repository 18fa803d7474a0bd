import { validateDigitableLine } from '@portal/domain';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { generatedSlips } from '../../db/schema/finance';
import { get, tokenOf } from '../../test/demo-fixtures';
import { debitsInfoOf, siengeEnv, signUpImported } from '../../test/sienge-import-fixtures';
import { buildTenant, cpfFor, type SimulatedSienge, startSimulatedSienge } from '../../test/simulated-sienge';
import { findInstallment } from '../../test/slip-helpers';
import { backends, startTestServer, type TestServer } from '../../test/test-server';

/**
 * `SIENGE_TENANT_SLIPS` end to end (decision 024): a simulated tenant synced through the
 * real import service, then the slip call of a synced installment answers the tenant's registered
 * boleto (its line, its PDF bytes behind our own signed link, a 'Boletos gerados' row), 404 where the
 * tenant registered none, 503 while Sienge fails; with the setting off, and for the demo's rows, the
 * slip is ours as before.
 */
describe.each(backends())('tenant slips from Sienge on %s', (backend) => {
  let sienge: SimulatedSienge;
  let on: TestServer;
  let off: TestServer;
  const BILL = 5001;

  /** Syncs the tenant into `server` and signs customer 1 in (sign-up, activation, login). */
  async function syncAndSignIn(server: TestServer): Promise<string> {
    const admin = await tokenOf(server, 'admin');
    const sync = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(sync.status, JSON.stringify(sync.body)).toBe(202);
    await server.ctx.background.idle();
    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.body.last_sync?.status, JSON.stringify(status.body)).toBe('ok');
    return signUpImported(server, {
      email: 'cliente1@example.com',
      cpf: cpfFor(1),
      password: 'Cliente1#2026',
    });
  }

  /** Our installment ids of the synced bill, by installment number, and the bill's id here. */
  async function installmentsOf(server: TestServer, token: string) {
    const bills = await debitsInfoOf(server, token);
    expect(bills.status, JSON.stringify(bills.body)).toBe(200);
    const bill = bills.body[0].bill_id as number;
    const rows = (
      await get(server, token, `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`)
    ).body as { installment_id: number; installment_number: number; status: string }[];
    const byNumber = new Map(rows.map((row) => [row.installment_number, row]));
    return { bill, byNumber };
  }

  const slipPath = (bill: number, installmentId: number) =>
    `/api/v1/invoice/payment_slip/pdf?billReceivableId=${bill}&installmentId=${installmentId}&numberTitle=${bill}&enterpriseId=0`;

  const slipRows = async (server: TestServer) =>
    Number((await server.ctx.db.select({ n: count() }).from(generatedSlips))[0]?.n);
  const fileRows = async (server: TestServer) =>
    Number((await server.ctx.db.select({ n: count() }).from(storedFiles))[0]?.n);

  let onToken: string;
  let offToken: string;
  beforeAll(async () => {
    sienge = await startSimulatedSienge(buildTenant(2, 3));
    on = await startTestServer(backend, { env: siengeEnv(sienge, { SIENGE_TENANT_SLIPS: 'true' }) });
    off = await startTestServer(backend, { env: siengeEnv(sienge, { SIENGE_TENANT_SLIPS: 'false' }) });
    onToken = await syncAndSignIn(on);
    offToken = await syncAndSignIn(off);
  });
  afterAll(async () => {
    await on?.stop();
    await off?.stop();
    await sienge?.close();
  });

  it("serves the tenant's digitable line and PDF bytes behind our own link, recorded for the report", async () => {
    const { bill, byNumber } = await installmentsOf(on, onToken);
    const second = byNumber.get(2);
    if (!second) throw new Error('no second installment');
    const tenant = sienge.data.slips[`${BILL}/2`];
    if (!tenant) throw new Error('no tenant slip');
    sienge.calls.length = 0;
    const res = await get(on, onToken, slipPath(bill, second.installment_id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(tenant.digitableNumber);
    expect(validateDigitableLine(res.body.code)).toBeNull();
    // No PIX of ours beside the tenant's boleto.
    expect(res.body.pix_code).toBeUndefined();
    expect(sienge.calls).toEqual([
      `/payment-slip-notification?billReceivableId=${BILL}&installmentId=2`,
      `/relatorios/boleto-${BILL}-2.pdf`,
    ]);
    // The link is ours (the customer never talks to Sienge); its bytes are the tenant's.
    expect(res.body.url.startsWith(sienge.baseUrl)).toBe(false);
    const download = await on.fetch(res.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="boleto\d+_parcela2\.pdf"/,
    );
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(
      Buffer.from(bytes).equals(Buffer.from(sienge.data.reports[`/relatorios/boleto-${BILL}-2.pdf`] ?? [])),
    ).toBe(true);
    const [record] = await on.ctx.db
      .select()
      .from(generatedSlips)
      .where(eq(generatedSlips.digitableLine, tenant.digitableNumber));
    expect(record).toMatchObject({
      installmentId: second.installment_id,
      contractId: bill,
      amountCents: 100_110,
    });
    const admin = await tokenOf(on, 'admin');
    const report = await get(on, admin, '/api/v1/reports/payment-slip');
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(JSON.stringify(report.body)).toContain('"customer_email":"cliente1@example.com"');
  });

  it('answers 404 Boleto indisponível, never a slip of ours, where the tenant registered none', async () => {
    const { bill, byNumber } = await installmentsOf(on, onToken);
    const third = byNumber.get(3);
    if (!third) throw new Error('no third installment');
    const kept = sienge.data.slips[`${BILL}/3`];
    delete sienge.data.slips[`${BILL}/3`];
    try {
      const [slipsBefore, filesBefore] = [await slipRows(on), await fileRows(on)];
      const res = await get(on, onToken, slipPath(bill, third.installment_id));
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({ code: 'PAYMENT-SLIP-PDF-404', msg: 'Boleto indisponível' });
      expect([await slipRows(on), await fileRows(on)]).toEqual([slipsBefore, filesBefore]);
    } finally {
      if (kept) sienge.data.slips[`${BILL}/3`] = kept;
    }
  });

  it('answers 503 with the error shape while Sienge fails (5xx until the retries give up), writing nothing', async () => {
    const { bill, byNumber } = await installmentsOf(on, onToken);
    const second = byNumber.get(2);
    if (!second) throw new Error('no second installment');
    const [slipsBefore, filesBefore] = [await slipRows(on), await fileRows(on)];
    for (let i = 0; i < 3; i++) sienge.fail({ pathPrefix: '/payment-slip-notification', status: 502 });
    const res = await get(on, onToken, slipPath(bill, second.installment_id));
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body).toMatchObject({ code: 'SERVICE-UNAVAILABLE-503', msg: expect.any(String) });
    // The report link failing is the same 503.
    for (let i = 0; i < 3; i++) sienge.fail({ pathPrefix: '/relatorios/', status: 500 });
    const pdfDown = await get(on, onToken, slipPath(bill, second.installment_id));
    expect(pdfDown.status, JSON.stringify(pdfDown.body)).toBe(503);
    expect([await slipRows(on), await fileRows(on)]).toEqual([slipsBefore, filesBefore]);
    // Sienge back: the slip is served again.
    expect((await get(on, onToken, slipPath(bill, second.installment_id))).status).toBe(200);
  });

  it("keeps the demo's slips ours with the setting on, and every slip ours with it off", async () => {
    sienge.calls.length = 0;
    const ana = await tokenOf(on, 'ana');
    const demo = await findInstallment(on, ana, 'payable-this-month');
    const ours = await get(on, ana, slipPath(demo.bill, demo.installment.installment_id));
    expect(ours.status, JSON.stringify(ours.body)).toBe(200);
    expect(validateDigitableLine(ours.body.code)).toBeNull();
    expect(ours.body.code.slice(-10)).toBe(String(demo.installment.current_balance).padStart(10, '0'));
    expect(ours.body.pix_code).toEqual(expect.any(String));

    const { bill, byNumber } = await installmentsOf(off, offToken);
    const second = byNumber.get(2);
    if (!second) throw new Error('no second installment');
    // Sienge sends no bank data: without it the company has no slips of ours either.
    const noBank = await get(off, offToken, slipPath(bill, second.installment_id));
    expect(noBank.status, JSON.stringify(noBank.body)).toBe(404);
    expect(noBank.body).toMatchObject({ code: 'PAYMENT-SLIP-PDF-404', msg: 'Boleto indisponível' });
    // Once the company has its bank data (the demo company's, for the test), the slip is ours.
    const [demoCompany] = await off.ctx.db.select().from(companies).where(isNull(companies.externalId));
    if (!demoCompany) throw new Error('no demo company');
    const { id: _id, externalId: _externalId, name: _name, cnpj: _cnpj, ...bank } = demoCompany;
    await off.ctx.db.update(companies).set(bank).where(eq(companies.externalId, '1'));
    const res = await get(off, offToken, slipPath(bill, second.installment_id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(validateDigitableLine(res.body.code)).toBeNull();
    expect(res.body.code).not.toBe(sienge.data.slips[`${BILL}/2`]?.digitableNumber);
    expect(res.body.pix_code).toEqual(expect.any(String));
    const download = await off.fetch(res.body.url);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Neither server asked Sienge for a slip.
    expect(sienge.calls.filter((call) => call.startsWith('/payment-slip-notification'))).toEqual([]);
  });
});
