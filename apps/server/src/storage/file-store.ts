import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FilesConfig } from '../config/files-env';
import type { Db } from '../db/database';
import { type BlobStore, StorageUnavailableError } from './blob-store';
import { isFileKey } from './file-keys';
import { createLocalBlobs } from './local-blobs';
import { insertStoredFile, insertStoredFileWith, selectKnownKeys, selectStoredFile } from './queries';
import { createS3Blobs } from './s3-blobs';

export { isFileKey };

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

/**
 * True when storing failed because the disk (or the quota) is full: the caller answers 507 and nothing
 * was kept — `put` removes its temporary file and never inserts the row after a failed write.
 */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `acceptHead` refused the first bytes; nothing was kept. */
export class FileRejectedError extends Error {
  override name = 'FileRejectedError';
}

/**
 * Stored files: their rows in `stored_files` and their bytes in a `BlobStore` (the local folder
 * `DATA_DIR/files`, or an S3-compatible bucket shared by several server processes).
 */
export interface FileStore {
  /**
   * Streams `source` to a temporary file under `DATA_DIR/files/.tmp` (size limit, first-bytes check,
   * SHA-256, fsync), hands the finished file to the backend (a rename, or one upload), then inserts the
   * row: after a failure there is neither object nor row, and after a crash at worst an object without a
   * row, never a row without its bytes. `record` writes what points at the file (a proof's row) in the
   * same transaction as the file's row, so a crash never leaves a file row nothing names; when it
   * throws, neither row is kept and the bytes are removed.
   */
  put(
    db: Db,
    source: AsyncIterable<Uint8Array> | Uint8Array,
    options: PutOptions,
    now: Date,
    record?: (tx: Db, file: StoredFile) => Promise<void>,
  ): Promise<StoredFile>;
  /** The whole file (small files: photos, images); rejects when its bytes are missing. */
  read(key: string): Promise<Buffer>;
  /** A stream of the bytes for serving large files, or null when they are missing. */
  open(key: string): Promise<Readable | null>;
  /** Deletes the bytes (the caller deletes the row in the same unit of work). */
  remove(key: string): Promise<void>;
  /** Finds the row of a key. */
  find(db: Db, key: string): Promise<StoredFile | undefined>;
  /** Removes temporary files left by a crash (this process's `DATA_DIR` only). */
  sweepTemp(): Promise<void>;
  /**
   * Deletes the local files no `stored_files` row names: a crash between the rename into place and the
   * row's insert leaves one. Call at start, before listening, when no upload of this process is in
   * flight (the folder is this process's own). Returns how many were removed; a no-op on S3, whose
   * bucket other processes write to at the same moment.
   */
  sweepOrphans(db: Db): Promise<number>;
  /** Where the bytes live. */
  readonly blobs: BlobStore;
  /** Releases the backend's connections. */
  close(): Promise<void>;
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/**
 * Creates the store whose temporary files live under `root/.tmp` (`DATA_DIR/files`) and whose bytes go
 * to `blobs` (by default the files under `root` itself).
 */
export function createFileStore(root: string, blobs: BlobStore = createLocalBlobs(root)): FileStore {
  const tempDir = join(root, '.tmp');

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
    blobs,
    async put(db, source, options, now, record) {
      await mkdir(tempDir, { recursive: true });
      const key = randomBytes(24).toString('base64url');
      const tempPath = join(tempDir, `${key}.part`);
      let written: { size: number; sha256: string };
      try {
        written = await writeTemp(source instanceof Uint8Array ? once(source) : source, tempPath, options);
        const facts = { byteSize: written.size, sha256: written.sha256, contentType: options.contentType };
        await blobs.commit(tempPath, key, facts).catch(async (error: unknown) => {
          // A commit that failed after its bytes landed (the folder fsync, a lost answer) leaves nothing.
          // A silent store is not waited for a second time (decision 059): the removal goes on behind.
          const removal = blobs.remove(key).catch(() => {});
          if (!(error instanceof StorageUnavailableError)) await removal;
          throw error;
        });
      } finally {
        await rm(tempPath, { force: true });
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
        if (!record) {
          return { id: await insertStoredFile(db, row), ...row };
        }
        // Two inserts, milliseconds: the transaction never spans the upload itself.
        return await insertStoredFileWith(db, row, async (tx, id) => {
          const file = { id, ...row };
          await record(tx, file);
          return file;
        });
      } catch (error) {
        await blobs.remove(key).catch(() => {});
        throw error;
      }
    },
    read: (key) => blobs.read(key),
    open: (key) => blobs.open(key),
    remove: (key) => blobs.remove(key),
    async find(db, key) {
      if (!isFileKey(key)) return undefined;
      return selectStoredFile(db, key);
    },
    async sweepTemp() {
      await rm(tempDir, { recursive: true, force: true });
      await mkdir(tempDir, { recursive: true });
    },
    async sweepOrphans(db) {
      if (blobs.kind !== 'local') return 0;
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      let removed = 0;
      for (const folder of folders) {
        if (!folder.isDirectory() || folder.name === '.tmp') continue;
        const keys = (await readdir(join(root, folder.name))).filter(isFileKey);
        for (let i = 0; i < keys.length; i += 500) {
          const batch = keys.slice(i, i + 500);
          const known = await selectKnownKeys(db, batch);
          for (const key of batch.filter((k) => !known.has(k))) {
            await blobs.remove(key);
            removed++;
          }
        }
      }
      return removed;
    },
    close: () => blobs.close(),
  };
}

/**
 * Opens the store the configuration names: `DATA_DIR/files`, or the S3-compatible bucket of
 * `FILES_URL` (its SDK loaded only then, and the bucket asked once so a bad setting stops the start).
 */
export async function openFileStore(config: {
  readonly dataDir: string;
  readonly files: FilesConfig;
}): Promise<FileStore> {
  const root = join(config.dataDir, 'files');
  if (config.files.kind === 'local') return createFileStore(root);
  return createFileStore(root, await createS3Blobs(config.files));
}

/** Size of the bytes of a key, or null when missing (tests prove nothing was left behind). */
export function fileSizeOnDisk(store: FileStore, key: string): Promise<number | null> {
  return store.blobs.size(key);
}
