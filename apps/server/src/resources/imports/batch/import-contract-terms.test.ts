import { IMPORT_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../../db/schema/finance';
import { tokenOf } from '../../../test/demo-fixtures';
import { sampleBatch } from '../../../test/import-fixtures';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * A contract's prepayment terms through the import API (product rule §8): written when sent, kept when a
 * later batch leaves them out, back to the defaults (no interest, prepayment allowed) on null, and a bad
 * rate refuses the batch with a Portuguese row error, writing nothing.
 */
describe.each(backends())('Contract prepayment terms imported on %s', (backend) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    const admin = await tokenOf(server, 'admin');
    const created = await server.json('POST', '/api/v1/import/keys', { token: admin, body: { name: 'ERP' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    key = created.body.secret;
  });
  afterAll(() => server?.stop());

  const put = (body: unknown) => server.json('PUT', '/api/v1/import/batch', { token: key, body });
  const terms = async () => {
    const [row] = await server.ctx.db
      .select({ rate: contracts.interestMonthlyRate, allowed: contracts.prepaymentAllowed })
      .from(contracts)
      .where(eq(contracts.externalId, 'TERMS-T-1'));
    return row;
  };
  const batch = sampleBatch('TERMS');
  const contract = batch.contracts?.[0];
  if (!contract) throw new Error('sample batch changed');
  const withContract = (extra: Record<string, unknown>) => ({
    ...batch,
    contracts: [{ ...contract, ...extra }],
  });

  it('writes the terms sent, keeps them when left out, and resets them on null', async () => {
    const first = await put(withContract({ interest_monthly_rate: 0.0095, prepayment_allowed: false }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await terms()).toEqual({ rate: 0.0095, allowed: false });

    const without = await put(withContract({ document: 'CT.2024/90002' }));
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(await terms()).toEqual({ rate: 0.0095, allowed: false });

    const cleared = await put(withContract({ interest_monthly_rate: null, prepayment_allowed: null }));
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await terms()).toEqual({ rate: 0, allowed: true });
  });

  it('refuses a rate of 1 (100 % a.m.) or more, naming the row, and changes nothing', async () => {
    await put(withContract({ interest_monthly_rate: 0.01 }));
    const refused = await put(withContract({ interest_monthly_rate: 1.5, prepayment_allowed: false }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { entity: 'contracts', row: 1, field: 'interest_monthly_rate', message: IMPORT_MESSAGES.monthlyRate },
    ]);
    expect(await terms()).toEqual({ rate: 0.01, allowed: true });
  });
});
