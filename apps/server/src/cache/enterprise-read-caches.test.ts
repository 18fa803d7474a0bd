import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, get, startDemoServer } from '../test/demo-fixtures';
import { eventuallyOn, type OutsideSql, openOutsideSql } from '../test/outside-sql';
import { findInstallment } from '../test/slip-helpers';
import type { Backend, TestServer } from '../test/test-server';
import { backends } from '../test/test-server';

interface EnterpriseRow {
  id: number;
  name: string;
}

/**
 * The enterprise reads (list, progress, card image, photos) and the generation reports through the
 * responses cache: each caller gets only what it may see, and every committed change, through a route
 * or outside the server, is what the next read answers.
 */
describe.each(backends())('enterprise and report caches on %s', (backend: Backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  let outside: OutsideSql;

  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
    outside = await openOutsideSql(backend, server);
  });
  afterAll(async () => {
    await outside?.close();
    await server?.stop();
  });

  const eventually = <T>(read: () => Promise<T>, done: (value: T) => boolean) =>
    eventuallyOn(backend, read, done);
  const enterprisesOf = async (token: string) => {
    const res = await get(server, token, '/api/v1/enterprises?query=&offset=0&limit=50');
    expect(res.status).toBe(200);
    return res.body as EnterpriseRow[];
  };
  const idsOf = (rows: EnterpriseRow[]) => rows.map((r) => r.id);

  it('never hands one caller the cached enterprises of another', async () => {
    const everyone = idsOf(await enterprisesOf(admin));
    const anas = idsOf(await enterprisesOf(ana));
    const companys = idsOf(await enterprisesOf(company));
    expect(anas.length).toBeGreaterThan(0);
    expect(anas.length).toBeLessThan(everyone.length);
    expect(companys).not.toEqual(anas);
    // Second reads come from the cache and still answer per caller.
    expect(idsOf(await enterprisesOf(ana))).toEqual(anas);
    expect(idsOf(await enterprisesOf(company))).toEqual(companys);
    expect(idsOf(await enterprisesOf(admin))).toEqual(everyone);
    const foreign = everyone.find((id) => !anas.includes(id));
    expect((await get(server, admin, `/api/v1/enterprise/timeline?enterprise_id=${foreign}`)).status).toBe(
      200,
    );
    expect((await get(server, ana, `/api/v1/enterprise/timeline?enterprise_id=${foreign}`)).status).toBe(404);
    expect((await get(server, ana, `/api/v1/enterprise/attachments/default/${foreign}`)).status).toBe(404);
  });

  it('shows an enterprise renamed and its progress changed outside the server on the next read', async () => {
    const [first] = await enterprisesOf(ana);
    const id = (first as EnterpriseRow).id;
    const timelinePath = `/api/v1/enterprise/timeline?enterprise_id=${id}`;
    expect((await get(server, ana, timelinePath)).status).toBe(200);
    await outside.query(`update enterprises set name = name || ' II', finish_percent = 77 where id = $1`, [
      id,
    ]);
    const renamed = await eventually(
      () => enterprisesOf(ana),
      (rows) => rows.some((r) => r.id === id && r.name.endsWith(' II')),
    );
    expect(renamed.find((r) => r.id === id)?.name).toBe(`${first?.name} II`);
    const progress = await eventually(
      () => get(server, ana, timelinePath),
      (res) => res.body.finish_percent === '77',
    );
    expect(progress.body).toMatchObject({ name: `${first?.name} II`, finish_percent: '77' });
  });

  it('takes an enterprise off the list when the unit there changes hands outside the server', async () => {
    const before = idsOf(await enterprisesOf(ana));
    const target = before[0] as number;
    const { rows } = await outside.query(
      `update units set contract_id = (select id from contracts where customer_id <> $1 order by id limit 1)
         where enterprise_id = $2 and contract_id in (select id from contracts where customer_id = $1)
       returning id, contract_id`,
      [customerIdOf(ana), target],
    );
    expect(rows.length).toBeGreaterThan(0);
    const after = await eventually(
      () => enterprisesOf(ana),
      (list) => !idsOf(list).includes(target),
    );
    expect(idsOf(after)).toEqual(before.filter((id) => id !== target));
    expect((await get(server, ana, `/api/v1/enterprise/timeline?enterprise_id=${target}`)).status).toBe(404);
  });

  it('leaves out a photo deleted outside the server, and the card image once the enterprise drops it', async () => {
    const [enterprise] = await enterprisesOf(company);
    const id = (enterprise as EnterpriseRow).id;
    const photosPath = `/api/v1/enterprise/attachments?enterprise_id=${id}`;
    const photos = (await get(server, company, photosPath)).body as { filename: string }[];
    expect(photos.length).toBeGreaterThan(1);
    const gone = photos[photos.length - 1]?.filename;
    await outside.query('delete from enterprise_photos where filename = $1', [gone]);
    const remaining = await eventually(
      () => get(server, company, photosPath),
      (res) => res.body.length === photos.length - 1,
    );
    expect(remaining.body.map((p: { filename: string }) => p.filename)).toEqual(
      photos.slice(0, -1).map((p) => p.filename),
    );

    const imagePath = `/api/v1/enterprise/attachments/default/${id}`;
    expect((await get(server, company, imagePath)).body.image_default).toEqual(expect.any(String));
    await outside.query('update enterprises set default_image_file_id = null where id = $1', [id]);
    const image = await eventually(
      () => get(server, company, imagePath),
      (res) => res.body.image_default === null,
    );
    expect(image.body).toEqual({ image_default: null });
  });

  it("counts a slip in 'Boletos gerados' as soon as it is issued, and drops one removed outside", async () => {
    const report = async () =>
      (await get(server, admin, '/api/v1/reports/payment-slip')).body.total as number;
    const before = await report();
    expect(await report()).toBe(before);
    const { bill, installment } = await findInstallment(server, company, 'payable-this-month');
    const slip = await get(
      server,
      company,
      `/api/v1/invoice/payment_slip/pdf?billReceivableId=${bill}&installmentId=${installment.installment_id}&enterpriseId=0&numberTitle=${bill}`,
    );
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    // Issued by a GET: announced by the route itself, so fresh at once on both databases.
    expect(await report()).toBe(before + 1);
    await outside.query('delete from generated_slips where id = (select max(id) from generated_slips)');
    expect(await eventually(report, (total) => total === before)).toBe(before);
  });
});
