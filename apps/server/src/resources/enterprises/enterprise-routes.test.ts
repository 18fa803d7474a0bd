import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startDemoServer } from '../../test/demo-fixtures';
import { backends, type TestServer } from '../../test/test-server';

describe.each(backends())('enterprises (%s)', (backend) => {
  let server: TestServer;
  let ana: string;
  let company: string;
  let admin: string;
  beforeAll(async () => {
    ({ server, ana, company, admin } = await startDemoServer(backend));
  });
  afterAll(() => server?.stop());

  it('shows an admin every enterprise and a customer only those where they hold units', async () => {
    const all = await get(server, admin, '/api/v1/enterprises?offset=0&limit=100');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(10);
    for (const e of all.body) {
      expect(e.address).toMatch(/ - [A-Z]{2}$/);
      expect(e.creation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const mine = await get(server, ana, '/api/v1/enterprises?offset=0&limit=100');
    expect(mine.body).toHaveLength(2);
    const page = await get(server, admin, '/api/v1/enterprises?offset=2&limit=3');
    expect(page.body.map((e: { id: number }) => e.id)).toEqual(
      all.body.slice(2, 5).map((e: { id: number }) => e.id),
    );
  });

  it('searches ignoring case and accents', async () => {
    const res = await get(server, admin, `/api/v1/enterprises?query=${encodeURIComponent('AGUAS')}`);
    expect(res.body.map((e: { name: string }) => e.name)).toEqual([
      'Condomínio Parque das Águas',
      'Residencial Águas Claras',
    ]);
    const none = await get(server, admin, '/api/v1/enterprises?query=%25');
    expect(none.body).toEqual([]);
  });

  it('serves the default image, the timeline and the photos; a foreign enterprise is 404', async () => {
    const mine = (await get(server, ana, '/api/v1/enterprises')).body as { id: number }[];
    const all = (await get(server, admin, '/api/v1/enterprises')).body as { id: number }[];
    const foreign = all.find((e) => !mine.some((m) => m.id === e.id)) as { id: number };
    const id = (mine[0] as { id: number }).id;
    const image = await get(server, ana, `/api/v1/enterprise/attachments/default/${id}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(image.body.image_default, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const timeline = await get(server, ana, `/api/v1/enterprise/timeline?enterprise_id=${id}`);
    expect(timeline.body.fundation_percent).toMatch(/^\d+$/);
    const photos = await get(server, ana, `/api/v1/enterprise/attachments?enterprise_id=${id}`);
    expect(photos.status).toBe(200);
    expect(photos.body.length).toBeGreaterThanOrEqual(8);
    expect(Buffer.from(photos.body[0].file, 'base64')[0]).toBe(0xff);
    // Newest month first, each photo with the month it is filed under (product rule: photos).
    const filed = (photos.body as { year: number; month: number }[]).map((p) => p.year * 12 + p.month);
    expect(filed.every((month) => Number.isInteger(month))).toBe(true);
    expect(filed).toEqual([...filed].sort((a, b) => b - a));
    expect(new Set(filed).size).toBeGreaterThan(1);
    expect((await get(server, ana, `/api/v1/enterprise/attachments/default/${foreign.id}`)).status).toBe(404);
    expect((await get(server, ana, `/api/v1/enterprise/timeline?enterprise_id=${foreign.id}`)).status).toBe(
      404,
    );
    expect(
      (await get(server, ana, `/api/v1/enterprise/attachments?enterprise_id=${foreign.id}`)).status,
    ).toBe(404);
    expect(
      (await get(server, company, `/api/v1/enterprise/attachments?enterprise_id=${id}&year=2001&month=1`))
        .status,
    ).toBe(404);
  });
});
