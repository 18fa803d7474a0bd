import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';
import { backends, startTestServer, type TestServer } from '../../test/test-server';
import { financeTermsStep } from './seed-finance';

// Product rule §8: migration 0016 and the demo's prepayment terms.
describe.each(backends())('contract prepayment terms on %s', (backend) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function anaTerms(db: TestServer['ctx']['db']) {
    return db
      .select({ rate: contracts.interestMonthlyRate, allowed: contracts.prepaymentAllowed })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(eq(customers.cpf, '12345678909'))
      .orderBy(asc(contracts.id));
  }

  it("seeds Ana's contracts at 1 % a.m. and without interest, and refuses a rate of 100 %", async () => {
    server = await startTestServer(backend);
    const { db } = server.ctx;
    expect(await anaTerms(db)).toEqual([
      { rate: 0.01, allowed: true },
      { rate: 0, allowed: true },
    ]);
    await expect(db.update(contracts).set({ interestMonthlyRate: 1 })).rejects.toThrow();
    await expect(db.update(contracts).set({ interestMonthlyRate: -0.001 })).rejects.toThrow();
  });

  it('gives a demo base seeded before the terms the same terms, once', async () => {
    server = await startTestServer(backend);
    const { db } = server.ctx;
    // As migration 0016 leaves an older base: no interest, prepayment allowed.
    await db.execute(sql`update contracts set interest_monthly_rate = 0, prepayment_allowed = true`);
    await financeTermsStep.run(server.ctx);
    expect(await anaTerms(db)).toEqual([
      { rate: 0.01, allowed: true },
      { rate: 0, allowed: true },
    ]);
    const [refusing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)
      .where(eq(contracts.prepaymentAllowed, false));
    expect(refusing?.n).toBeGreaterThan(0);
  });
});
