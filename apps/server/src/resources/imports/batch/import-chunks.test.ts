import { count, desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installments } from '../../../db/schema/finance';
import { importRuns } from '../../../db/schema/imports';
import { sampleBatch } from '../../../test/import-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { runImport } from './service';

/*
 * Decision 054: on PGlite, whose transactions exclude every other query, a large batch is applied in
 * chunk transactions so reads run between them. Asserted by what reads see, not by how long they wait.
 */
describe('a large import on PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets reads run between its chunks; every check first, the run recorded at the end', async () => {
    const batch = sampleBatch('CHK');
    const template = batch.installments[0];
    if (!template) throw new Error('no installment');
    batch.installments = Array.from({ length: 3_000 }, (_, index) => ({
      ...template,
      external_id: `CHK-P-${index + 1}`,
      number: index + 1,
    }));
    const ours = () =>
      server.ctx.db
        .select({ n: count() })
        .from(installments)
        .where(like(installments.externalId, 'CHK-P-%'))
        .then((rows) => Number(rows[0]?.n));

    let done = false;
    const importing = runImport(
      server.ctx,
      batch,
      { source: 'api', label: 'teste' },
      { chunkedAbove: 500 },
    ).finally(() => {
      done = true;
    });
    const seen: number[] = [];
    // Each read waits for a turn of the event loop, as requests arriving on sockets do.
    while (!done) {
      seen.push(await ours());
      await new Promise((resolve) => setImmediate(resolve));
    }
    const outcome = await importing;

    expect(outcome).toMatchObject({ status: 'applied', counts: { installments: { created: 3_000 } } });
    // Reads ran while it wrote, and saw its chunks commit one after the other.
    expect(seen.some((n) => n > 0 && n < 3_000)).toBe(true);
    expect(await ours()).toBe(3_000);
    const [run] = await server.ctx.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({ status: 'applied', source: 'api' });
  });

  it('refuses an invalid large batch whole, before writing any row', async () => {
    const batch = sampleBatch('BAD');
    const template = batch.installments[0];
    if (!template) throw new Error('no installment');
    batch.installments = Array.from({ length: 1_500 }, (_, index) => ({
      ...template,
      external_id: `BAD-P-${index + 1}`,
      number: index + 1,
      contract_external_id: index === 1_499 ? 'NO-SUCH-CONTRACT' : template.contract_external_id,
    }));
    const outcome = await runImport(
      server.ctx,
      batch,
      { source: 'api', label: 'teste' },
      { chunkedAbove: 500 },
    );
    expect(outcome.status).toBe('refused');
    const [row] = await server.ctx.db
      .select({ n: count() })
      .from(installments)
      .where(like(installments.externalId, 'BAD-%'));
    expect(Number(row?.n)).toBe(0);
  });
});
