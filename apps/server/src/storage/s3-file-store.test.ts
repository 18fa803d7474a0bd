import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../config/jwt-secret';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema/files';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { startTestServer, type TestServer } from '../test/test-server';
import { FileRejectedError, FileTooLargeError } from './file-store';
import { createLinkSigner } from './signed-links';

async function* chunks(count: number, size: number): AsyncIterable<Uint8Array> {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(65 + (i % 26));
}

/** A server whose FILES_URL points at s3rver: the store keeps every file whole in the bucket or nowhere. */
describe('file store on an S3-compatible bucket', () => {
  let s3: S3TestServer;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer('pglite', { env: s3.env('store-test') });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  const options = { kind: 'proof', contentType: 'application/pdf', downloadName: 'comprovante.pdf' };
  const tempLeft = () => readdirSync(join(server.dataDir, 'files', '.tmp'));

  it('puts a streamed file under the prefix with its row, and reads it back from the bucket', async () => {
    const file = await server.ctx.files.put(server.ctx.db, chunks(40, 64 * 1024), options, new Date());
    expect(file.byteSize).toBe(40 * 64 * 1024);
    expect(s3.objects()).toContain(`store-test/${file.key}`);
    const bytes = await server.ctx.files.read(file.key);
    expect(bytes.byteLength).toBe(file.byteSize);
    expect(await server.ctx.files.find(server.ctx.db, file.key)).toMatchObject({ sha256: file.sha256 });
    expect(tempLeft()).toEqual([]);
  });

  it('a body over its limit or with refused first bytes leaves no object, no row and no temporary file', async () => {
    const before = s3.objects();
    const rows = (await server.ctx.db.select().from(storedFiles)).length;
    await expect(
      server.ctx.files.put(server.ctx.db, chunks(10, 1024), { ...options, maxBytes: 5000 }, new Date()),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(
      server.ctx.files.put(
        server.ctx.db,
        new TextEncoder().encode('not a pdf at all'),
        { ...options, acceptHead: (head) => new TextDecoder().decode(head.subarray(0, 5)) === '%PDF-' },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(FileRejectedError);
    expect(s3.objects()).toEqual(before);
    expect((await server.ctx.db.select().from(storedFiles)).length).toBe(rows);
    expect(tempLeft()).toEqual([]);
  });

  it('an object whose row cannot be written is deleted again (no object without a row)', async () => {
    const before = s3.objects();
    const failingDb = {
      insert: () => {
        throw new Error('database unreachable');
      },
    } as unknown as Db;
    await expect(
      server.ctx.files.put(failingDb, new TextEncoder().encode('%PDF-1.7 x'), options, new Date()),
    ).rejects.toThrow('database unreachable');
    expect(s3.objects()).toEqual(before);
    expect(tempLeft()).toEqual([]);
  });

  it('serves a signed link from the bucket, and answers 404 when the object is gone', async () => {
    const file = await server.ctx.files.put(
      server.ctx.db,
      new TextEncoder().encode('%PDF-1.7 y'),
      options,
      new Date(),
    );
    const link = createLinkSigner(resolveJwtSecret(server.ctx.config)).sign(file.key, server.clock.now());
    const download = await server.fetch(link);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.7 y');
    await server.ctx.files.remove(file.key);
    expect((await server.fetch(link)).status).toBe(404);
    expect((await server.ctx.db.select().from(storedFiles).where(eq(storedFiles.key, file.key))).length).toBe(
      1,
    );
  });
});
