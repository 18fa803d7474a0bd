import type { Readable } from 'node:stream';

/** What a backend is told about a finished temporary file it is asked to keep. */
export interface BlobFacts {
  readonly byteSize: number;
  /** Hex SHA-256 of the bytes (the `stored_files.sha256` column). */
  readonly sha256: string;
  readonly contentType: string;
}

/**
 * Where the bytes of stored files live, one object per `stored_files` key: a folder on this machine
 * (`local-blobs.ts`, the default) or an S3-compatible bucket shared by every server process
 * (`s3-blobs.ts`, `FILES_URL=s3://…`). The rows stay in the database; `FileStore` ties both together.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Where the bytes go, for the start-up log (never credentials). */
  readonly location: string;
  /**
   * Keeps the complete, checked temporary file `tempPath` under `key`, all or nothing: after a failure
   * or a crash, `key` has no object or the whole one, never part of it. The caller deletes the
   * temporary file afterwards (a no-op when the backend moved it).
   */
  commit(tempPath: string, key: string, facts: BlobFacts): Promise<void>;
  /** The whole object (small files: photos, card images); rejects when it is missing. */
  read(key: string): Promise<Buffer>;
  /** The bytes as a stream, or null when there is no object under `key` (decided before any byte). */
  open(key: string): Promise<Readable | null>;
  /** Deletes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Size of the object in bytes, or null when it is missing. */
  size(key: string): Promise<number | null>;
  /**
   * A cheap round trip for `/readyz` (the S3 bucket's `HeadBucket`, with a short time-out); rejects
   * when the store does not answer. Absent for the local folder, which fails with the disk.
   */
  probe?(): Promise<void>;
  /** Releases connections (the S3 client's sockets). */
  close(): Promise<void>;
}

/**
 * The store did not answer in time (decision 059): the call answers 503 STORAGE-UNAVAILABLE with
 * `Retry-After` instead of holding the customer for minutes.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(operation: string, cause: unknown) {
    super(`o armazenamento de arquivos não respondeu (${operation})`, { cause });
  }
}
