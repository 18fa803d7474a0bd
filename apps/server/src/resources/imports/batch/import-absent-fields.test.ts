import type { ImportBatch } from '@portal/api';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, enterprises } from '../../../db/schema/enterprises';
import { contracts, installments, units } from '../../../db/schema/finance';
import { tokenOf } from '../../../test/demo-fixtures';
import { IMPORTED_CNPJ, sampleBatch } from '../../../test/import-fixtures';
import { siengeEnv } from '../../../test/sienge-import-fixtures';
import { buildTenant, type SimulatedSienge, startSimulatedSienge } from '../../../test/simulated-sienge';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';

/** The simulated tenant's company and its enterprise 'Residencial Alfa', as the import API names them. */
const COMPANY = { external_id: '1', name: 'CONSTRUTORA SIMULADA LTDA', cnpj: '11.222.333/0001-81' };
/** What the import API knows of that company and Sienge's API does not: its address and bank data. */
const COMPANY_DETAILS = {
  address: 'Av. Brasil, 500',
  city: 'Curitiba',
  state: 'PR',
  bank_code: '001',
  agency: '1234',
  account: '56789-0',
  convenio: '1234567',
  carteira: '17',
  pix_key: 'pix@simulada.com.br',
};
const STORED_DETAILS = {
  address: 'Av. Brasil, 500',
  city: 'Curitiba',
  state: 'PR',
  bankCode: '001',
  agency: '1234',
  account: '56789-0',
  convenio: '1234567',
  carteira: '17',
  pixKey: 'pix@simulada.com.br',
};
const ALFA = {
  external_id: '10',
  company_external_id: '1',
  name: 'Residencial Alfa',
  address: 'Rua A, 1',
  creation_date: '2021-08-11',
};
const PROGRESS = {
  delivery_date: '2027-12-15',
  fundation_percent: 100,
  structure_percent: 60,
  masonry_percent: 20,
  instalation_percent: 10,
  finish_percent: 5,
};
const STORED_PROGRESS = {
  deliveryDate: '2027-12-15',
  fundationPercent: 100,
  structurePercent: 60,
  masonryPercent: 20,
  instalationPercent: 10,
  finishPercent: 5,
};

/**
 * An optional field absent from an upserted row keeps the stored value, an explicit null clears it
 * (docs/product/calls.md, "Import API (ERP)"): the Sienge connector, whose API has no delivery date nor stage
 * progress, never erases what the import API or the spreadsheet gave.
 */
describe.each(backends())('Absent optional fields of an import on %s', (backend) => {
  let sienge: SimulatedSienge;
  let server: TestServer;
  let admin: string;
  let key: string;
  beforeAll(async () => {
    sienge = await startSimulatedSienge(buildTenant(2, 1));
    server = await startTestServer(backend, { env: siengeEnv(sienge) });
    admin = await tokenOf(server, 'admin');
    const created = await server.json('POST', '/api/v1/import/keys', {
      token: admin,
      body: { name: 'ERP de teste' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    key = created.body.secret;
  });
  afterAll(async () => {
    await server?.stop();
    await sienge?.close();
  });

  const put = (body: unknown) => server.json('PUT', '/api/v1/import/batch', { token: key, body });
  const alfa = async () => {
    const [row] = await server.ctx.db.select().from(enterprises).where(eq(enterprises.externalId, '10'));
    return row;
  };

  const company = async (externalId: string) => {
    const [row] = await server.ctx.db.select().from(companies).where(eq(companies.externalId, externalId));
    return row;
  };

  it("keeps an enterprise's delivery date and stage progress, and a company's address and bank data, through a Sienge sync", async () => {
    const imported = await put({
      companies: [{ ...COMPANY, ...COMPANY_DETAILS }],
      enterprises: [{ ...ALFA, ...PROGRESS }],
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await alfa()).toMatchObject(STORED_PROGRESS);
    expect(await company('1')).toMatchObject(STORED_DETAILS);

    const started = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await server.ctx.background.idle();
    const status = await server.json('GET', '/api/v1/integrations/sienge/status', { token: admin });
    expect(status.body.last_sync, JSON.stringify(status.body)).toMatchObject({
      status: 'ok',
      error_count: 0,
    });

    expect(await alfa()).toMatchObject({ name: 'Residencial Alfa', ...STORED_PROGRESS });
    // The sync renamed the company (Sienge's name) and kept what Sienge's API does not have.
    expect(await company('1')).toMatchObject({ name: 'Simulada', ...STORED_DETAILS });
  });

  it('keeps them when an API batch omits the fields, and a new enterprise gets no date and 0 %', async () => {
    const renamed = { ...ALFA, name: 'Residencial Alfa II' };
    const fresh = { ...ALFA, external_id: 'ABSENT-NEW', name: 'Residencial Novo' };
    const answer = await put({ enterprises: [renamed, fresh] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.counts.enterprises).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await alfa()).toMatchObject({ name: 'Residencial Alfa II', ...STORED_PROGRESS });
    const [created] = await server.ctx.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.externalId, 'ABSENT-NEW'));
    expect(created).toMatchObject({
      deliveryDate: null,
      fundationPercent: 0,
      structurePercent: 0,
      masonryPercent: 0,
      instalationPercent: 0,
      finishPercent: 0,
    });

    const again = await put({ enterprises: [renamed] });
    expect(again.body.counts.enterprises).toEqual({ created: 0, updated: 0, unchanged: 1 });
  });

  it('clears the delivery date on an explicit null, and a null stage back to 0 %', async () => {
    const answer = await put({ enterprises: [{ ...ALFA, delivery_date: null, finish_percent: null }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await alfa()).toMatchObject({ ...STORED_PROGRESS, deliveryDate: null, finishPercent: 0 });
  });

  /** Rows of one prefix's contract, as the database holds them. */
  const stored = async (prefix: string) => {
    const [contract] = await server.ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.externalId, `${prefix}-T-1`));
    return {
      company: await company(`${prefix}-E-1`),
      contract,
      units: await server.ctx.db
        .select()
        .from(units)
        .where(like(units.externalId, `${prefix}-U-%`))
        .orderBy(asc(units.externalId)),
      installments: await server.ctx.db
        .select()
        .from(installments)
        .where(eq(installments.contractId, contract?.id ?? 0))
        .orderBy(asc(installments.number)),
    };
  };

  /** The batch with every optional field of every row left out. */
  function requiredOnly(batch: ImportBatch): ImportBatch {
    return {
      companies: batch.companies?.map(({ external_id, name, cnpj }) => ({ external_id, name, cnpj })),
      enterprises: batch.enterprises?.map(({ external_id, company_external_id, name, creation_date }) => ({
        external_id,
        company_external_id,
        name,
        creation_date,
      })),
      customers: batch.customers,
      contracts: batch.contracts?.map(({ document, monetary_unit, correction_index, ...row }) => row),
      units: batch.units?.map(({ contract_external_id, ...row }) => row),
      installments: batch.installments?.map(
        ({ adjusted_cents, receipt_date, receipt_cents, receipt_net_cents, ...row }) => row,
      ),
    };
  }

  it('keeps every optional field a batch leaves out (address, bank data, document, unit sold, adjusted value, receipt)', async () => {
    const full = sampleBatch('ABS');
    const first = full.companies?.[0];
    const withDetails: ImportBatch = {
      ...full,
      companies: first ? [{ ...first, ...COMPANY_DETAILS, pix_key: 'chave@abs.com.br' }] : [],
      contracts: full.contracts?.map((row) => ({ ...row, monetary_unit: 'IGPM' })),
    };
    const imported = await put(withDetails);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const before = await stored('ABS');
    expect(before.company).toMatchObject({ ...STORED_DETAILS, pixKey: 'chave@abs.com.br' });
    expect(before.contract).toMatchObject({
      document: 'CT.2024/90001',
      monetaryUnit: 'IGPM',
      correctionIndex: 'INCC-M',
    });
    expect(before.units.every((unit) => unit.contractId === before.contract?.id)).toBe(true);
    expect(before.installments[0]).toMatchObject({ adjustedCents: 250_000, receiptNetCents: 249_000 });
    expect(before.installments[5]).toMatchObject({ adjustedCents: 255_000, receiptDate: null });

    const bare = await put(requiredOnly(withDetails));
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    for (const entity of ['companies', 'enterprises', 'contracts', 'units', 'installments'] as const) {
      expect(bare.body.counts[entity].updated, entity).toBe(0);
    }
    expect(await stored('ABS')).toEqual(before);
  });

  it('gives a new row the defaults of the fields it leaves out', async () => {
    const answer = await put({
      companies: [{ external_id: 'ABS-E-NEW', name: 'SPE Nova Ltda', cnpj: '11.444.777/0001-61' }],
      contracts: [
        {
          external_id: 'ABS-T-NEW',
          customer_external_id: 'ABS-C-1',
          company_external_id: 'ABS-E-NEW',
          enterprise_external_id: 'ABS-O-1',
          contract_date: '2024-05-01',
        },
      ],
      units: [{ external_id: 'ABS-U-NEW', enterprise_external_id: 'ABS-O-1', name: 'Apto 202' }],
      installments: [
        {
          external_id: 'ABS-P-NEW',
          contract_external_id: 'ABS-T-NEW',
          number: 1,
          due_date: '2024-06-10',
          original_cents: 123_456,
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const created = await company('ABS-E-NEW');
    expect(created).toMatchObject({ address: '', city: '', state: '', bankCode: '', carteira: '' });
    expect(created?.pixKey).toBe(created?.cnpj);
    const [contract] = await server.ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.externalId, 'ABS-T-NEW'));
    expect(contract).toMatchObject({ document: 'ABS-T-NEW', monetaryUnit: 'REAL', correctionIndex: '' });
    const [unit] = await server.ctx.db.select().from(units).where(eq(units.externalId, 'ABS-U-NEW'));
    expect(unit?.contractId).toBeNull();
    const [installment] = await server.ctx.db
      .select()
      .from(installments)
      .where(eq(installments.externalId, 'ABS-P-NEW'));
    expect(installment).toMatchObject({
      adjustedCents: 123_456,
      receiptDate: null,
      receiptCents: null,
      receiptNetCents: null,
    });
  });

  it('writes the default for a null (or, for a text, empty) optional field', async () => {
    const answer = await put({
      companies: [
        {
          external_id: 'ABS-E-1',
          name: 'SPE Jardim Importado Ltda',
          cnpj: IMPORTED_CNPJ,
          address: null,
          pix_key: '',
        },
      ],
      contracts: [
        {
          external_id: 'ABS-T-1',
          customer_external_id: 'ABS-C-1',
          company_external_id: 'ABS-E-1',
          enterprise_external_id: 'ABS-O-1',
          contract_date: '2024-02-01',
          document: null,
          monetary_unit: '',
        },
      ],
      units: [
        {
          external_id: 'ABS-U-2',
          enterprise_external_id: 'ABS-O-1',
          name: 'Vaga 12',
          contract_external_id: null,
        },
      ],
      installments: [
        {
          external_id: 'ABS-P-1',
          contract_external_id: 'ABS-T-1',
          number: 1,
          due_date: sampleBatch('ABS').installments[0]?.due_date ?? '',
          original_cents: 250_000,
          adjusted_cents: null,
          receipt_date: null,
          receipt_cents: null,
        },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await stored('ABS');
    expect(after.company).toMatchObject({ address: '', city: 'Curitiba', bankCode: '001' });
    expect(after.company?.pixKey).toBe(after.company?.cnpj);
    expect(after.contract).toMatchObject({
      document: 'ABS-T-1',
      monetaryUnit: 'REAL',
      correctionIndex: 'INCC-M',
    });
    // ABS-U-2 unsold by its null; ABS-U-NEW (made unsold by the test before) untouched.
    expect(after.units.map((unit) => unit.contractId)).toEqual([after.contract?.id, null, null]);
    expect(after.installments[0]).toMatchObject({
      adjustedCents: 250_000,
      receiptDate: null,
      receiptCents: null,
      receiptNetCents: null,
    });
    expect(after.installments[1]?.receiptDate).not.toBeNull();
  });
  it("keeps a unit's handover date when a batch omits it, clears it on null, refuses an impossible day", async () => {
    const handover = async () => {
      const [row] = await server.ctx.db.select().from(units).where(eq(units.externalId, 'ABS-U-1'));
      return row?.handoverDate;
    };
    // The unit the tests above imported, named alone, without its contract (kept).
    const unit = (({ contract_external_id, ...row }) => row)(sampleBatch('ABS').units?.[0] ?? ({} as never));
    const full = { units: [unit] };
    const delivered = full.units.map((row) => ({ ...row, handover_date: '2025-03-10' }));
    const first = await put({ units: delivered });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await handover()).toBe('2025-03-10');
    // The Sienge connector and a sheet without the column send no handover date: it is kept.
    const omitted = await put({ units: full.units });
    expect(omitted.body.counts.units).toMatchObject({ updated: 0 });
    expect(await handover()).toBe('2025-03-10');
    const cleared = await put({ units: full.units.map((row) => ({ ...row, handover_date: null })) });
    expect(cleared.status).toBe(200);
    expect(await handover()).toBeNull();
    const impossible = await put({
      units: full.units?.map((unit) => ({ ...unit, handover_date: '2025-02-29' })),
    });
    expect(impossible.status).toBe(422);
    expect(impossible.body.errors).toEqual([
      expect.objectContaining({ entity: 'units', row: 1, field: 'handover_date' }),
    ]);
    expect(await handover()).toBeNull();
  });
});
