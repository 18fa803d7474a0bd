import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema/files';

/** What a finished file is, as the `stored_files` row says. */
export interface StoredFile {
  readonly id: number;
  readonly key: string;
  readonly kind: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly sha256: string;
  readonly downloadName: string;
}

/** How to store one file. */
export interface PutOptions {
  readonly kind: string;
  readonly contentType: string;
  readonly downloadName: string;
  /** Larger bodies are cut off with `FileTooLargeError` and the partial file is removed. */
  readonly maxBytes?: number;
  /**
   * Checked once the first `headBytes` bytes (or the whole body, if shorter) arrived; false aborts the
   * write with `FileRejectedError` (e.g. a proof whose bytes are not a PDF).
   */
  readonly acceptHead?: (head: Uint8Array) => boolean;
  readonly headBytes?: number;
}

/** The body went over `maxBytes`; nothing was kept. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

/** `acceptHead` refused the first bytes; nothing was kept. */
export class FileRejectedError extends Error {
  override name = 'FileRejectedError';
}

/** Local-disk file store under `<root>` (default `DATA_DIR/files`) with its rows in `stored_files`. */
export interface FileStore {
  /**
   * Streams `source` to a temporary file, fsyncs it, renames it into place, then inserts the row:
   * after a crash there is at worst a file without a row (swept by `sweepTemp`), never a row without
   * its bytes.
   */
  put(
    db: Db,
    source: AsyncIterable<Uint8Array> | Uint8Array,
    options: PutOptions,
    now: Date,
  ): Promise<StoredFile>;
  /** The whole file (small files: photos, images). */
  read(key: string): Promise<Buffer>;
  /** A read stream for serving large files. */
  stream(key: string): ReadStream;
  /** Deletes the bytes (the caller deletes the row in the same unit of work). */
  remove(key: string): Promise<void>;
  /** Finds the row of a key. */
  find(db: Db, key: string): Promise<StoredFile | undefined>;
  /** Removes temporary files left by a crash. */
  sweepTemp(): Promise<void>;
  readonly root: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** True for the keys this store hands out (guards path traversal in `/files/...`). */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** Creates the store rooted at `root`. */
export function createFileStore(root: string): FileStore {
  const tempDir = join(root, '.tmp');
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error('chave de arquivo inválida');
    return join(root, key.slice(0, 2), key);
  };

  async function writeTemp(
    source: AsyncIterable<Uint8Array>,
    tempPath: string,
    options: PutOptions,
  ): Promise<{ size: number; sha256: string }> {
    const handle = await open(tempPath, 'wx', 0o600);
    const hash = createHash('sha256');
    const headBytes = options.headBytes ?? 16;
    let head: Uint8Array | null = options.acceptHead ? new Uint8Array(0) : null;
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (options.maxBytes !== undefined && size > options.maxBytes) throw new FileTooLargeError();
        if (head) {
          const joined = new Uint8Array(head.byteLength + chunk.byteLength);
          joined.set(head);
          joined.set(chunk, head.byteLength);
          if (joined.byteLength >= headBytes) {
            if (!options.acceptHead?.(joined.subarray(0, headBytes))) throw new FileRejectedError();
            head = null;
          } else head = joined;
        }
        hash.update(chunk);
        await handle.write(chunk);
      }
      if (head && !options.acceptHead?.(head)) throw new FileRejectedError();
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { size, sha256: hash.digest('hex') };
  }

  return {
    root,
    async put(db, source, options, now) {
      await mkdir(tempDir, { recursive: true });
      const key = randomBytes(24).toString('base64url');
      const tempPath = join(tempDir, `${key}.part`);
      let written: { size: number; sha256: string };
      try {
        written = await writeTemp(source instanceof Uint8Array ? once(source) : source, tempPath, options);
        const finalPath = pathOf(key);
        await mkdir(dirname(finalPath), { recursive: true });
        await rename(tempPath, finalPath);
        // fsync the folder so the rename itself survives a power cut.
        const dir = await open(dirname(finalPath), 'r');
        await dir.sync().finally(() => dir.close());
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      const row = {
        key,
        kind: options.kind,
        contentType: options.contentType,
        byteSize: written.size,
        sha256: written.sha256,
        downloadName: options.downloadName,
        createdAt: now,
      };
      try {
        const [inserted] = await db.insert(storedFiles).values(row).returning({ id: storedFiles.id });
        return { id: (inserted as { id: number }).id, ...row };
      } catch (error) {
        await rm(pathOf(key), { force: true });
        throw error;
      }
    },
    read: (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async find(db, key) {
      if (!isFileKey(key)) return undefined;
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      return row;
    },
    async sweepTemp() {
      await rm(tempDir, { recursive: true, force: true });
      await mkdir(tempDir, { recursive: true });
    },
  };
}

/** Bytes on disk of a key, or null when missing (used by tests to prove nothing was left behind). */
export async function fileSizeOnDisk(store: FileStore, key: string): Promise<number | null> {
  try {
    return (await stat(join(store.root, key.slice(0, 2), key))).size;
  } catch {
    return null;
  }
}
