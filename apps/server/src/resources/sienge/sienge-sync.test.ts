import type { ImportBatch, ImportCountsByEntity, ImportRowError } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { simulatedClient, simulatedTenantPerTest } from '../../test/sienge-import-fixtures';
import { buildTenant, type SimulatedSienge } from '../../test/simulated-sienge';
import { createSiengeClient } from './sienge-client';
import { type ApplyOutcome, type ImportSink, syncAll, syncBill } from './sienge-sync';

/**
 * The sync against the simulated tenant, with an in-memory stand-in for the import service that keeps
 * rows by external id and refuses what a test marks bad (the end-to-end run on PGlite is in
 * sienge-routes.test.ts).
 */
class MemorySink implements ImportSink {
  readonly rows = new Map<string, Map<string, unknown>>();
  readonly batches: ImportBatch[] = [];
  constructor(private readonly badCustomers = new Set<string>()) {}

  async apply(batch: ImportBatch): Promise<ApplyOutcome> {
    this.batches.push(batch);
    const errors: ImportRowError[] = [];
    batch.customers?.forEach((row, index) => {
      if (this.badCustomers.has(row.external_id))
        errors.push({ entity: 'customers', row: index + 1, field: 'cpf_cnpj', message: 'CPF inválido.' });
    });
    const known = (entity: string, id: string) =>
      this.rows.get(entity)?.has(id) ||
      (batch as Record<string, { external_id: string }[] | undefined>)[entity]?.some(
        (r) => r.external_id === id,
      );
    batch.contracts?.forEach((row, index) => {
      if (!known('customers', row.customer_external_id) || this.badCustomers.has(row.customer_external_id))
        errors.push({
          entity: 'contracts',
          row: index + 1,
          field: 'customer_external_id',
          message: 'Cliente desconhecido.',
        });
    });
    if (errors.length > 0) return { applied: false, errors };
    const counts = {} as ImportCountsByEntity;
    for (const entity of [
      'companies',
      'enterprises',
      'customers',
      'contracts',
      'units',
      'installments',
    ] as const) {
      const table = this.rows.get(entity) ?? new Map<string, unknown>();
      this.rows.set(entity, table);
      const c = { created: 0, updated: 0, unchanged: 0 };
      for (const row of batch[entity] ?? []) {
        const before = table.get(row.external_id);
        if (before === undefined) c.created++;
        else if (JSON.stringify(before) === JSON.stringify(row)) c.unchanged++;
        else c.updated++;
        table.set(row.external_id, row);
      }
      counts[entity] = c;
    }
    return { applied: true, counts };
  }
}

const startTenant = simulatedTenantPerTest();

function depsFor(tenant: SimulatedSienge, sink: ImportSink) {
  return {
    client: simulatedClient(tenant).client,
    sink,
    lookups: { enterpriseOfContract: async () => undefined },
    now: () => new Date('2026-11-23T12:00:00Z'),
  };
}

describe('Sienge sync', () => {
  it('syncs a tenant of several pages, one batch per page, and again with nothing changed', async () => {
    const sienge = await startTenant(buildTenant(450, 2));
    const sink = new MemorySink();
    const report = await syncAll(depsFor(sienge, sink), 'manual');
    expect(report).toMatchObject({ status: 'ok', issueCount: 0, error: null, scope: 'full' });
    expect(report.counts.customers.created).toBe(450);
    expect(report.counts.contracts.created).toBe(450);
    expect(report.counts.installments.created).toBe(900);
    expect(report.counts.units.created).toBe(450);
    // Reference batch, 3 customer pages, bills of each enterprise (225 each: 2 pages); every unit is sold.
    expect(sink.batches).toHaveLength(1 + 3 + 4);
    const paid = sink.rows.get('installments')?.get('5001/1');
    expect(paid).toMatchObject({ receipt_date: '2026-01-09', receipt_cents: 100010, original_cents: 100000 });
    // An open installment says so with a null receipt: left out, a stored receipt would be kept
    // (docs/product/calls.md, "Import API (ERP)"), so a payment Sienge reversed would stay paid.
    const open = sink.rows.get('installments')?.get('5001/2');
    expect(open).toMatchObject({ receipt_date: null, receipt_cents: null });
    expect(sink.rows.get('units')?.get('1001')).toMatchObject({ contract_external_id: '5001' });

    const again = await syncAll(depsFor(sienge, sink), 'schedule');
    expect(again.counts.installments).toEqual({ created: 0, updated: 0, unchanged: 900 });
  });

  it('survives a 429 and a 5xx on the way', async () => {
    const sienge = await startTenant(buildTenant(5));
    sienge.fail({ pathPrefix: '/customers', status: 429, retryAfter: '1' });
    sienge.fail({ pathPrefix: '/accounts-receivable', status: 503 });
    const report = await syncAll(depsFor(sienge, new MemorySink()), 'manual');
    expect(report.status).toBe('ok');
    expect(report.counts.contracts.created).toBe(5);
  });

  it('reports a malformed row and a refused row, and imports the rest', async () => {
    const tenant = buildTenant(4);
    tenant.customers[1] = { ...tenant.customers[1], cpf: null };
    const sienge = await startTenant(tenant);
    const sink = new MemorySink(new Set(['3']));
    const report = await syncAll(depsFor(sienge, sink), 'manual');
    expect(report.status).toBe('partial');
    expect(report.counts.customers.created).toBe(2);
    expect(report.counts.contracts.created).toBe(2);
    expect(report.issues).toEqual(
      expect.arrayContaining([
        { entity: 'customer', externalId: '2', field: 'cpf', message: 'cliente pessoa física sem CPF' },
        { entity: 'customer', externalId: '3', field: 'cpf_cnpj', message: 'CPF inválido.' },
        {
          entity: 'bill',
          externalId: '5002',
          field: 'customer_external_id',
          message: 'Cliente desconhecido.',
        },
        {
          entity: 'bill',
          externalId: '5003',
          field: 'customer_external_id',
          message: 'Cliente desconhecido.',
        },
      ]),
    );
    // The refused bills' installments are accounted for too.
    expect(report.issues).toContainEqual(
      expect.objectContaining({
        entity: 'installment',
        externalId: '5003/1',
        message: 'não importado: depende de uma linha recusada',
      }),
    );
  });

  it('re-syncs one bill only: its customer, unit and installments', async () => {
    const sienge = await startTenant(buildTenant(300));
    const sink = new MemorySink();
    await syncAll(depsFor(sienge, sink), 'manual');
    sienge.calls.length = 0;
    const installments = sienge.data.installments[5007] ?? [];
    installments[1] = {
      ...installments[1],
      balanceDue: 0,
      receipts: [{ paymentDate: '2026-02-09', grossAmount: 1001.1, netAmount: 1001.1 }],
    };
    const deps = { ...depsFor(sienge, sink), lookups: { enterpriseOfContract: async () => '10' } };
    const report = await syncBill(deps, '5007', 'webhook');
    expect(report).toMatchObject({ status: 'ok', scope: 'bill', target: '5007' });
    expect(report.counts.installments).toEqual({ created: 0, updated: 1, unchanged: 2 });
    expect(report.counts.contracts).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(sienge.calls.map((c) => c.split('?')[0])).toEqual([
      '/accounts-receivable/receivable-bills/5007',
      '/units',
      '/customers/7',
      '/accounts-receivable/receivable-bills/5007/installments',
    ]);
  });

  it('stops with a clear error when Sienge refuses the credentials', async () => {
    const sienge = await startTenant(buildTenant(2));
    const deps = depsFor(sienge, new MemorySink());
    const client = createSiengeClient({ baseUrl: sienge.baseUrl, user: 'x', password: 'y' });
    const report = await syncAll({ ...deps, client }, 'manual');
    expect(report.status).toBe('failed');
    expect(report.error).toContain('SIENGE_USER');
  });
});
