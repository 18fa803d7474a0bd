import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerIdOf, get, startDemoServer, tokenOf } from '../test/demo-fixtures';
import { eventuallyOn, type OutsideSql, openOutsideSql } from '../test/outside-sql';
import type { Backend, TestServer } from '../test/test-server';
import { backends } from '../test/test-server';

/**
 * Invalidation per customer (docs/decisions/027-read-caches-per-customer.md) against the real
 * database: a change to one customer's rows, made outside the server as an ERP sync would, drops that
 * customer's cached answers and leaves another's cached — seen in the responses cache's load count.
 * In the demo, Ana holds contracts of companies 4 and 5, Construtiva (a company customer) of 3, 4 and 9.
 */
describe.each(backends())('read caches per customer on %s', (backend: Backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let outside: OutsideSql;

  beforeAll(async () => {
    ({ server, ana, company } = await startDemoServer(backend));
    outside = await openOutsideSql(backend, server);
  });
  afterAll(async () => {
    await outside?.close();
    await server?.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const statementsPath = (token: string) =>
    `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerIdOf(token)}`;
  const loads = () => server.ctx.caches.responses.stats.loads;
  /** Reads `path` and says whether the answer came from the database (true) or the cache. */
  const loaded = async (token: string, path: string) => {
    const before = loads();
    const res = await get(server, token, path);
    expect(res.status).toBe(200);
    return { loaded: loads() > before, body: res.body };
  };
  const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean) =>
    eventuallyOn(backend, read, done);
  const firstBillOf = async (token: string) => {
    const { rows } = await outside.query('select min(id) as id from contracts where customer_id = $1', [
      customerIdOf(token),
    ]);
    return Number(rows[0]?.id);
  };

  it("a payment of one customer drops that customer's answers and leaves another's cached", async () => {
    const anaBill = await firstBillOf(ana);
    const anaInstallments = `/api/v1/financial_statement/current_debit_balance?numberTitle=${anaBill}`;
    const companyInstallments = `/api/v1/financial_statement/current_debit_balance?numberTitle=${await firstBillOf(company)}`;
    const before = (await loaded(ana, anaInstallments)).body as { installment_id: number; status: string }[];
    await loaded(company, companyInstallments);
    await get(server, company, '/api/v1/enterprises?query=&offset=0&limit=8');
    expect((await loaded(ana, anaInstallments)).loaded).toBe(false);
    expect((await loaded(company, companyInstallments)).loaded).toBe(false);

    const open = before.find((r) => r.status !== 'paid');
    await outside.query(
      'update installments set receipt_date = due_date, receipt_cents = adjusted_cents, receipt_net_cents = adjusted_cents where id = $1',
      [open?.installment_id],
    );
    const after = await eventually(
      () => get(server, ana, anaInstallments),
      (res) =>
        (res.body as typeof before).find((r) => r.installment_id === open?.installment_id)?.status === 'paid',
    );
    expect((after.body as typeof before).find((r) => r.installment_id === open?.installment_id)?.status).toBe(
      'paid',
    );
    expect((await loaded(company, companyInstallments)).loaded).toBe(false);
    expect((await loaded(company, '/api/v1/enterprises?query=&offset=0&limit=8')).loaded).toBe(false);
  });

  it("a company's change drops the answers of every customer with a contract of it, and only theirs", async () => {
    const announced = vi.spyOn(server.ctx.caches.feed, 'announced');
    expect((await loaded(ana, statementsPath(ana))).body).toBeDefined();
    await loaded(company, statementsPath(company));
    const customersOf = async (companyId: number) =>
      (
        await outside.query('select distinct customer_id as id from contracts where company_id = $1', [
          companyId,
        ])
      ).rows
        .map((r) => `c${r.id}`)
        .sort();

    // Company 5: Ana's, not Construtiva's.
    await outside.query(`update companies set name = name || ' (5)' where id = 5`);
    const named = await eventually(
      async () => announced.mock.calls.map(([payload]) => payload).filter((p) => p.startsWith('finance:')),
      (payloads) => payloads.length > 0,
    );
    expect(named).toHaveLength(1);
    expect(named[0]?.slice('finance:'.length).split(',').sort()).toEqual(await customersOf(5));
    const anas = await eventually(
      () => loaded(ana, statementsPath(ana)),
      (read) => JSON.stringify(read.body).includes(' (5)'),
    );
    expect(JSON.stringify(anas.body)).toContain(' (5)');
    expect((await loaded(company, statementsPath(company))).loaded).toBe(false);

    // Company 4: both.
    await outside.query(`update companies set name = name || ' (4)' where id = 4`);
    for (const token of [ana, company]) {
      const read = await eventually(
        () => loaded(token, statementsPath(token)),
        (r) => JSON.stringify(r.body).includes(' (4)'),
      );
      expect(JSON.stringify(read.body)).toContain(' (4)');
    }
  });

  it('a statement writing thousands of rows of many customers sends one notification, not one per row', async () => {
    const announced = vi.spyOn(server.ctx.caches.feed, 'announced');
    const { rows } = await outside.query(
      'select count(*)::int as n, count(distinct k.customer_id)::int as customers from installments i join contracts k on k.id = i.contract_id',
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(1000);
    await outside.query('update installments set adjusted_cents = adjusted_cents + 1');
    const payloads = await eventually(
      async () => announced.mock.calls.map(([payload]) => payload),
      (list) => list.length > 0,
    );
    if (backend === 'postgres') await new Promise((r) => setTimeout(r, 200)); // nothing more arrives
    expect(announced).toHaveBeenCalledTimes(1);
    expect(payloads[0]?.split(',')).toHaveLength(Number(rows[0]?.customers));
    await outside.query('update installments set adjusted_cents = adjusted_cents - 1');
  });

  it.runIf(backend === 'postgres')(
    "a customer's own write drops their answers at once (read-your-writes) and no other customer's",
    async () => {
      const anaBill = `/api/v1/financial_statement/bill_info?numberTitle=${await firstBillOf(ana)}`;
      const companyBill = `/api/v1/financial_statement/bill_info?numberTitle=${await firstBillOf(company)}`;
      await loaded(ana, anaBill);
      await loaded(company, companyBill);
      expect((await loaded(ana, anaBill)).loaded).toBe(false);
      // An unsafe request of Ana's (refused, but it might have written): her scope goes, not Construtiva's.
      const refused = await server.json('POST', '/api/v1/user/ticket', { token: ana, body: { title: '' } });
      expect(refused.status).toBe(400);
      expect((await loaded(ana, anaBill)).loaded).toBe(true);
      expect((await loaded(company, companyBill)).loaded).toBe(false);
      // An administrator's write may touch anything: everything goes.
      const admin = await tokenOf(server, 'admin');
      await server.json('POST', '/api/v1/user/ticket', { token: admin, body: { title: '' } });
      expect((await loaded(company, companyBill)).loaded).toBe(true);
    },
  );
});
