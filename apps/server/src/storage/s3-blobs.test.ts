import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import type { BlobStore } from './blob-store';
import { createS3Blobs } from './s3-blobs';

/** Every file s3rver keeps under its folder (objects and their metadata), relative names. */
function storedNames(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('S3 blob store (against s3rver)', () => {
  let s3: S3TestServer;
  let blobs: BlobStore;
  let temp: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    blobs = await createS3Blobs(s3.files('portal/files'));
    temp = mkdtempSync(join(tmpdir(), 'portal-s3-blobs-'));
  });
  afterAll(async () => {
    await blobs?.close();
    await s3?.stop();
    rmSync(temp, { recursive: true, force: true });
  });

  const tempFile = (bytes: Buffer) => {
    const path = join(temp, `${Math.random().toString(36).slice(2)}.part`);
    writeFileSync(path, bytes);
    return path;
  };
  const facts = (bytes: Buffer, contentType = 'application/pdf') => ({
    byteSize: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    contentType,
  });

  it('keeps a file under the prefix, reads it whole and as a stream, sizes it and deletes it', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    bytes.write('%PDF-1.7');
    const key = 'k'.repeat(32);
    await blobs.commit(tempFile(bytes), key, facts(bytes));
    expect(storedNames(s3.directory).some((name) => name.includes(`portal/files/${key}`))).toBe(true);
    expect((await blobs.read(key)).equals(bytes)).toBe(true);
    const stream = await blobs.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await blobs.size(key)).toBe(bytes.byteLength);
    await blobs.remove(key);
    expect(await blobs.size(key)).toBeNull();
    expect(await blobs.open(key)).toBeNull();
    await expect(blobs.read(key)).rejects.toThrow();
    await blobs.remove(key); // deleting a missing object is not an error
  });

  it('stores the bytes exactly, without the aws-chunked framing the SDK would add by default', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const key = 'c'.repeat(40);
    await blobs.commit(tempFile(bytes), key, facts(bytes));
    expect(await blobs.size(key)).toBe(bytes.byteLength);
    expect(
      createHash('sha256')
        .update(await blobs.read(key))
        .digest('hex'),
    ).toBe(facts(bytes).sha256);
  });

  it('refuses keys the store never hands out (no path games in object names)', async () => {
    await expect(blobs.read('../../etc/passwd')).rejects.toThrow('chave de arquivo inválida');
    await expect(blobs.open('a/b')).rejects.toThrow('chave de arquivo inválida');
  });

  it('a failed upload leaves no object', async () => {
    const key = 'f'.repeat(30);
    // The temporary file vanished (a crash of the writer, a full disk): nothing may appear in the bucket.
    await expect(blobs.commit(join(temp, 'missing.part'), key, facts(Buffer.from('x')))).rejects.toThrow();
    expect(await blobs.size(key)).toBeNull();
  });

  it('stops the start with one clear line when the bucket is missing', async () => {
    await expect(createS3Blobs(s3.files('', { bucket: 'no-such-bucket' }))).rejects.toThrow(
      'FILES_URL: o bucket no-such-bucket não respondeu: o bucket não existe',
    );
  });
});
