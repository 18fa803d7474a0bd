import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../../db/schema/enterprises';
import { tokenOf } from '../../../test/demo-fixtures';
import { siengeEnv } from '../../../test/sienge-import-fixtures';
import { buildTenant, type SimulatedSienge, startSimulatedSienge } from '../../../test/simulated-sienge';
import { backends, startTestServer, type TestServer } from '../../../test/test-server';

/** The simulated tenant's company and its enterprise 'Residencial Alfa', as the import API names them. */
const COMPANY = { external_id: '1', name: 'CONSTRUTORA SIMULADA LTDA', cnpj: '11.222.333/0001-81' };
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

  it('keeps the delivery date and stage progress of an enterprise through a Sienge sync', async () => {
    const imported = await put({ companies: [COMPANY], enterprises: [{ ...ALFA, ...PROGRESS }] });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await alfa()).toMatchObject(STORED_PROGRESS);

    const started = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await server.ctx.background.idle();
    const status = await server.json('GET', '/api/v1/integrations/sienge/status', { token: admin });
    expect(status.body.last_sync, JSON.stringify(status.body)).toMatchObject({
      status: 'ok',
      error_count: 0,
    });

    expect(await alfa()).toMatchObject({ name: 'Residencial Alfa', ...STORED_PROGRESS });
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
});
