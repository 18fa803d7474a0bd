import { IMPORT_MESSAGES } from '@portal/domain';
import { count, desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installments } from '../../../db/schema/finance';
import { importRuns } from '../../../db/schema/imports';
import { sampleBatch } from '../../../test/import-fixtures';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';
import { listImportRuns } from '../runs/service';
import { runImport } from './service';

/**
 * The import service's outcomes (decision 026): a dry run is the same import rolled back, so it counts
 * what applying would do and writes nothing; a failure (the database, not the data) is recorded on its
 * run as a failure, and the runs list shows it as it always did, one entry with its message.
 */
describe.each(backends())('import outcomes on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const actor = { source: 'api', label: 'teste' } as const;
  const runCount = async () => Number((await server.ctx.db.select({ n: count() }).from(importRuns))[0]?.n);
  const ours = async (prefix: string) =>
    Number(
      (
        await server.ctx.db
          .select({ n: count() })
          .from(installments)
          .where(like(installments.externalId, `${prefix}-%`))
      )[0]?.n,
    );

  it('a dry run counts exactly what the import then writes, and writes nothing', async () => {
    const batch = sampleBatch('DRY');
    const runsBefore = await runCount();
    const preview = await runImport(server.ctx, batch, actor, { dryRun: true });
    expect(preview.status).toBe('preview');
    expect(await ours('DRY')).toBe(0);
    expect(await runCount()).toBe(runsBefore);

    const applied = await runImport(server.ctx, batch, actor);
    expect(applied.status).toBe('applied');
    if (preview.status !== 'preview' || applied.status !== 'applied') return;
    expect(applied.counts).toEqual(preview.counts);
    expect(await ours('DRY')).toBe(batch.installments.length);
  });

  it('a refused dry run records no run; a refused import records one', async () => {
    const batch = sampleBatch('REF');
    const [first] = batch.installments;
    if (!first) throw new Error('no installment');
    batch.installments = [{ ...first, contract_external_id: 'NO-SUCH-CONTRACT' }];
    const runsBefore = await runCount();
    const dry = await runImport(server.ctx, batch, actor, { dryRun: true });
    expect(dry).toMatchObject({ status: 'refused', runId: null });
    expect(await runCount()).toBe(runsBefore);
    const refused = await runImport(server.ctx, batch, actor);
    expect(refused.status).toBe('refused');
    expect(await runCount()).toBe(runsBefore + 1);
    expect(await ours('REF')).toBe(0);
  });

  it('records a failure as such, writes nothing, and lists it as one entry with its message', async () => {
    const broken = new Error('database gone');
    await expect(
      runImport(server.ctx, sampleBatch('FAIL'), actor, {
        claim: async () => {
          throw broken;
        },
      }),
    ).rejects.toBe(broken);
    expect(await ours('FAIL')).toBe(0);
    const [run] = await server.ctx.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({
      status: 'failed',
      errorCount: 1,
      errors: { failure: 'nothing_written', message: IMPORT_MESSAGES.failedNothingWritten },
    });
    const page = await listImportRuns(server.ctx.db, { limit: 1, offset: 0 });
    expect(page.items[0]).toMatchObject({
      status: 'failed',
      error_count: 1,
      errors: [{ entity: 'companies', row: 1, field: '', message: IMPORT_MESSAGES.failedNothingWritten }],
    });
  });
});
