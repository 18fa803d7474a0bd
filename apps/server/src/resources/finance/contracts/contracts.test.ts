import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../../db/schema/finance';
import type { Caller } from '../../../security/caller';
import { billsOf, customerIdOf, startDemoServer } from '../../../test/demo-fixtures';
import type { TestServer } from '../../../test/test-server';
import { callerContracts } from './queries';
import { documentContract, ownedContract } from './service';

/** A caller as the ownership check reads it: only the customer id counts. */
const callerOf = (customerId: number) => ({ customerId }) as Caller;

describe('"this contract belongs to the caller" (contracts/queries.ts)', () => {
  let server: TestServer;
  let ana: Caller;
  let company: Caller;
  let anaBill = 0;
  let companyBill = 0;
  const missing = 987_654_321;
  beforeAll(async () => {
    const demo = await startDemoServer('pglite');
    server = demo.server;
    ana = callerOf(customerIdOf(demo.ana));
    company = callerOf(customerIdOf(demo.company));
    anaBill = (await billsOf(server, demo.ana))[0] ?? 0;
    companyBill = (await billsOf(server, demo.company))[0] ?? 0;
    expect(anaBill * companyBill).toBeGreaterThan(0);
  });
  afterAll(() => server?.stop());

  it('lists only the caller’s contracts, and none for an administrator', async () => {
    const ids = async (caller: Caller, billId?: number) =>
      (
        await server.ctx.db
          .select({ id: contracts.id })
          .from(contracts)
          .where(callerContracts(caller, billId))
      ).map((r) => r.id);
    expect(await ids(ana)).toContain(anaBill);
    expect(await ids(ana)).not.toContain(companyBill);
    expect(await ids(ana, anaBill)).toEqual([anaBill]);
    expect(await ids(ana, companyBill)).toEqual([]);
    expect(await ids(callerOf(-1))).toEqual([]);
  });

  it('answers another customer’s contract exactly as one that does not exist', async () => {
    expect((await ownedContract(server.ctx.db, ana, anaBill)).id).toBe(anaBill);
    const notThere = await ownedContract(server.ctx.db, ana, missing).catch((error: unknown) => error);
    const notHers = await ownedContract(server.ctx.db, ana, companyBill).catch((error: unknown) => error);
    expect(notHers).toEqual(notThere);
    expect((notHers as { status?: number }).status).toBe(404);

    expect((await documentContract(server.ctx.db, ana, anaBill))?.id).toBe(anaBill);
    expect(await documentContract(server.ctx.db, ana, companyBill)).toBeNull();
    expect(await documentContract(server.ctx.db, company, anaBill)).toBeNull();
    expect(await documentContract(server.ctx.db, ana, missing)).toBeNull();
  });
});
