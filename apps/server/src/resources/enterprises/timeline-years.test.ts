import { statusPhotoYears } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprisePhotos } from '../../db/schema/enterprises';
import { get, startDemoServer } from '../../test/demo-fixtures';
import { backends, type TestServer } from '../../test/test-server';

/**
 * Spec section 9, photo years: the status screen's year filter of a customer offered only the current year,
 * because the enterprise's creation date never reached it. The timeline now carries `creation` and the
 * `photo_years`, and a photo added later shows up in them at once (the read cache watches photos).
 */
describe.each(backends())('timeline: what the year filter needs (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let admin: string;
  beforeAll(async () => {
    ({ server, ana, admin } = await startDemoServer(backend));
  });
  afterAll(() => server?.stop());

  const photoYears = async (id: number) =>
    (
      await server.ctx.db
        .selectDistinct({ year: enterprisePhotos.year })
        .from(enterprisePhotos)
        .where(eq(enterprisePhotos.enterpriseId, id))
        .orderBy(asc(enterprisePhotos.year))
    ).map((row) => row.year);

  it("gives a customer the enterprise's creation date and the years that have photos", async () => {
    const [mine] = (await get(server, ana, '/api/v1/enterprises')).body as { id: number; creation: string }[];
    const enterprise = mine as { id: number; creation: string };
    const timeline = await get(server, ana, `/api/v1/enterprise/timeline?enterprise_id=${enterprise.id}`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.creation).toBe(enterprise.creation);
    const years = await photoYears(enterprise.id);
    expect(years.length).toBeGreaterThan(0);
    expect(timeline.body.photo_years).toEqual(years);
    // Every year with photos is in the filter the customer sees.
    const offered = statusPhotoYears(timeline.body.creation, server.clock.now(), {
      photoYears: timeline.body.photo_years,
    });
    for (const year of years) expect(offered).toContain(year);
  });

  it('names a year as soon as a photo of it is added', async () => {
    const [mine] = (await get(server, ana, '/api/v1/enterprises')).body as { id: number }[];
    const id = (mine as { id: number }).id;
    const path = `/api/v1/enterprise/timeline?enterprise_id=${id}`;
    expect((await get(server, ana, path)).body.photo_years).not.toContain(2003);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ccc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('enterprise_id', String(id));
    form.set('year', '2003');
    form.set('month', '5');
    form.set('files[0]', new Blob([png as BlobPart], { type: 'image/png' }), 'obra.png');
    const upload = await server.fetch('/api/v1/enterprise/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    await expect.poll(async () => (await get(server, ana, path)).body.photo_years).toContain(2003);
  });
});
