import type { ImportInstallment } from '@portal/api';
import { IMPORT_MESSAGES } from '@portal/domain';
import { count, desc, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies, enterprises } from '../../../db/schema/enterprises';
import { contracts, installments, units } from '../../../db/schema/finance';
import { importRuns } from '../../../db/schema/imports';
import { customers } from '../../../db/schema/people';
import { sampleBatch } from '../../../test/import-fixtures';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';
import { runImport } from './service';

/** A batch of `size` installments (numbers 1…size) of the sample contract, every row valid. */
function largeBatch(prefix: string, size: number) {
  const batch = sampleBatch(prefix);
  const template = batch.installments[0];
  if (!template) throw new Error('no installment');
  batch.installments = Array.from(
    { length: size },
    (_, index): ImportInstallment => ({
      ...template,
      external_id: `${prefix}-P-${index + 1}`,
      number: index + 1,
    }),
  );
  return batch;
}

/**
 * An import the database stops part-way (decisions 026 and 054): the data was checked, the database
 * fails while the rows are written. A real database error — a trigger that raises on one installment's
 * insert — at a row past the first statement of 1,000 rows.
 */
describe.each(backends())('an import the database stops part-way on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    await server.ctx.db.execute(sql.raw('drop trigger if exists test_fail_insert on installments'));
  });

  const actor = { source: 'api', label: 'teste' } as const;

  /** Makes the insert of the installment with this ERP id fail, as a full disk or a lost connection would. */
  async function failOn(externalId: string): Promise<void> {
    await server.ctx.db.execute(
      sql.raw(`create or replace function test_fail_insert() returns trigger language plpgsql as $$
        begin
          if new.external_id = '${externalId}' then raise exception 'simulated database failure'; end if;
          return new;
        end $$`),
    );
    await server.ctx.db.execute(
      sql.raw(
        'create trigger test_fail_insert before insert on installments for each row execute function test_fail_insert()',
      ),
    );
  }

  const rowsOf = async (prefix: string) => {
    const counted = async (
      table: typeof companies | typeof enterprises | typeof customers | typeof contracts | typeof units,
    ) =>
      Number(
        (
          await server.ctx.db
            .select({ n: count() })
            .from(table)
            .where(like(table.externalId, `${prefix}-%`))
        )[0]?.n,
      );
    return {
      companies: await counted(companies),
      enterprises: await counted(enterprises),
      customers: await counted(customers),
      contracts: await counted(contracts),
      units: await counted(units),
      installments: Number(
        (
          await server.ctx.db
            .select({ n: count() })
            .from(installments)
            .where(like(installments.externalId, `${prefix}-%`))
        )[0]?.n,
      ),
    };
  };
  const lastRun = async () =>
    (await server.ctx.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1))[0];

  it('in one transaction (every PostgreSQL import, a PGlite one of up to 10,000 rows), leaves nothing half-written and records the run as failed with nothing written', async () => {
    const batch = largeBatch('ONE', 1_500);
    await failOn('ONE-P-1200');
    await expect(runImport(server.ctx, batch, actor)).rejects.toThrow();
    // The company, enterprise, customer, contract, units and the first 1,000 installments were written
    // by then, in the same transaction: all rolled back.
    expect(await rowsOf('ONE')).toEqual({
      companies: 0,
      enterprises: 0,
      customers: 0,
      contracts: 0,
      units: 0,
      installments: 0,
    });
    expect(await lastRun()).toMatchObject({
      status: 'failed',
      errorCount: 1,
      counts: null,
      errors: { failure: 'nothing_written', message: IMPORT_MESSAGES.failedNothingWritten },
    });
  });

  it.runIf(backend === 'pglite')(
    'in chunk transactions (a PGlite import of more rows), records the run as failed with part written, and the same batch sent again completes it',
    async () => {
      const batch = largeBatch('PART', 2_500);
      await failOn('PART-P-1500');
      await expect(runImport(server.ctx, batch, actor, { chunkedAbove: 500 })).rejects.toThrow();
      // Every chunk before the failing one committed: the rows it refers to, then 1,000 installments.
      expect(await rowsOf('PART')).toEqual({
        companies: 1,
        enterprises: 1,
        customers: 1,
        contracts: 1,
        units: 2,
        installments: 1_000,
      });
      expect(await lastRun()).toMatchObject({
        status: 'failed',
        errorCount: 1,
        counts: null,
        errors: { failure: 'part_written', message: IMPORT_MESSAGES.failedPartWritten },
      });

      await server.ctx.db.execute(sql.raw('drop trigger test_fail_insert on installments'));
      const again = await runImport(server.ctx, batch, actor, { chunkedAbove: 500 });
      expect(again).toMatchObject({
        status: 'applied',
        counts: { installments: { created: 1_500, updated: 0, unchanged: 1_000 } },
      });
      expect((await rowsOf('PART')).installments).toBe(2_500);
    },
  );
});
