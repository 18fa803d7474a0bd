import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprisePhotos, enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { get, tokenOf } from '../../test/demo-fixtures';
import { backends, startTestServer, type TestServer } from '../../test/test-server';

// The card image and the photos send each file's base64 from a bounded cache by file key
// (storage/base64-cache.ts, decision 040): the answers must be the files' bytes, as JSON.stringify
// wrote them, and a deleted photo must leave the cache and the list.
describe.each(backends())('photos and card image from the base64 cache (%s)', (backend) => {
  let server: TestServer;
  let admin: string;
  let enterpriseId: number;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await tokenOf(server, 'admin');
    const [enterprise] = (await get(server, admin, '/api/v1/enterprises?query=serra')).body as {
      id: number;
    }[];
    enterpriseId = (enterprise as { id: number }).id;
  });
  afterAll(() => server?.stop());

  const text = async (path: string) => {
    const res = await server.fetch(path, { headers: { authorization: `Bearer ${admin}` } });
    return { status: res.status, text: await res.text() };
  };
  const photosPath = () => `/api/v1/enterprise/attachments?enterprise_id=${enterpriseId}&year=2030&month=5`;

  /**
   * The photos of May 2030 as the server mapped them before: filename, base64 of the stored bytes and
   * the month they are filed under, the latest upload first (product rule: photos).
   */
  const expectedPhotos = async () => {
    const rows = await server.ctx.db
      .select({ filename: enterprisePhotos.filename, key: storedFiles.key })
      .from(enterprisePhotos)
      .innerJoin(storedFiles, eq(storedFiles.id, enterprisePhotos.fileId))
      .where(eq(enterprisePhotos.enterpriseId, enterpriseId))
      .orderBy(desc(enterprisePhotos.id));
    const mine = rows.filter((r) => r.filename.includes('-2030-05-'));
    return Promise.all(
      mine.map(async (r) => ({
        filename: r.filename,
        file: (await server.ctx.files.read(r.key)).toString('base64'),
        year: 2030,
        month: 5,
      })),
    );
  };

  it('answers the card image as the stored bytes in base64', async () => {
    const [row] = await server.ctx.db
      .select({ key: storedFiles.key })
      .from(enterprises)
      .innerJoin(storedFiles, eq(storedFiles.id, enterprises.defaultImageFileId))
      .where(eq(enterprises.id, enterpriseId));
    const bytes = await server.ctx.files.read((row as { key: string }).key);
    const expected = JSON.stringify({ image_default: bytes.toString('base64') });
    expect(await text(`/api/v1/enterprise/attachments/default/${enterpriseId}`)).toEqual({
      status: 200,
      text: expected,
    });
    expect(server.ctx.fileBase64.heldBytes).toBeGreaterThanOrEqual(bytes.toString('base64').length);
  });

  it('lists uploaded photos byte for byte, and a deleted one leaves the cache and the list', async () => {
    const form = new FormData();
    form.set('enterprise_id', String(enterpriseId));
    form.set('year', '2030');
    form.set('month', '5');
    for (const [i, colour] of ['#3a7', '#a37'].entries()) {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
      form.set(`files[${i}]`, new Blob([png as BlobPart], { type: 'image/png' }), `obra-${i}.png`);
    }
    const upload = await server.fetch('/api/v1/enterprise/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    const before = server.ctx.fileBase64.heldBytes;
    const photos = await expectedPhotos();
    expect(photos).toHaveLength(2);
    expect(await text(photosPath())).toEqual({ status: 200, text: JSON.stringify(photos) });
    type Photo = (typeof photos)[number];
    const [gone, kept] = photos as [Photo, Photo];
    expect(server.ctx.fileBase64.heldBytes).toBe(before + gone.file.length + kept.file.length);

    const removed = await server.json('DELETE', '/api/v1/enterprise/attachments', {
      token: admin,
      body: { filenames: [gone.filename] },
    });
    expect(removed.status).toBe(200);
    expect(server.ctx.fileBase64.heldBytes).toBe(before + kept.file.length);
    expect(await text(photosPath())).toEqual({ status: 200, text: JSON.stringify([kept]) });
  });

  it('answers 404 for a month without photos and for an unknown enterprise', async () => {
    expect(
      (await text(`/api/v1/enterprise/attachments?enterprise_id=${enterpriseId}&year=2030&month=6`)).status,
    ).toBe(404);
    expect((await text('/api/v1/enterprise/attachments?enterprise_id=999999')).status).toBe(404);
  });
});
