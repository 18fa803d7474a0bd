import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_S3_TIMEOUT_MS, type S3FilesConfig } from '../config/files-env';
import { type BlobStore, StorageUnavailableError } from './blob-store';
import { isFileKey } from './file-keys';

/** Attempts of one upload: the body is a file stream, so each attempt reopens it (the SDK cannot rewind it). */
const PUT_ATTEMPTS = 3;

/** HTTP status of an SDK error, when the server answered. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** A store that did not answer: our own time-out, the SDK's socket or connection time-out, a refused or cut connection. */
function isUnanswered(error: unknown): boolean {
  const e = error as { name?: string; code?: string; message?: string } | null;
  if (!e) return false;
  if (e.name === 'AbortError' || e.name === 'TimeoutError' || e.name === 'RequestTimeout') return true;
  if (['ETIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(e.code ?? ''))
    return true;
  return /timed? ?out/i.test(e.message ?? '');
}

/** `error` as a StorageUnavailableError when the store did not answer, else as it came. */
function unanswered(operation: string, error: unknown): unknown {
  return isUnanswered(error) ? new StorageUnavailableError(operation, error) : error;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * The bytes as objects of an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every server
 * process. One `PutObject` per file, with its length and its SHA-256 (`x-amz-checksum-sha256`, which
 * S3 verifies): an object is created whole or not at all, so a failed or cut upload leaves nothing.
 *
 * The SDK's own checksums are asked only where an operation requires them: since 3.729 it otherwise
 * sends bodies as `aws-chunked` with a trailing CRC, which several S3-compatible servers store
 * verbatim (framing included) or refuse. The SHA-256 we already compute is the integrity check.
 *
 * The SDK is loaded on first use (`await import`), so a server on local files never pays for it.
 */
export async function createS3Blobs(files: S3FilesConfig): Promise<BlobStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const timeoutMs = files.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  const client: S3Client = new s3.S3Client({
    region: files.region,
    endpoint: files.endpoint,
    forcePathStyle: files.forcePathStyle,
    credentials: files.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage server that stops answering must not hold a customer for minutes (decision 059).
    // Uploads and downloads can be long, so their limit is on silence (an idle socket), not on the
    // whole transfer; every other call also has a total limit (`answered`).
    requestHandler: { connectionTimeout: timeoutMs, socketTimeout: timeoutMs },
  });
  /** One call that must be answered within `timeoutMs`; a silent store becomes StorageUnavailableError. */
  const answered = async <T>(operation: string, send: (abortSignal: AbortSignal) => Promise<T>) => {
    try {
      return await send(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      throw unanswered(operation, error);
    }
  };
  const Bucket = files.bucket;
  const objectKey = (key: string) => {
    if (!isFileKey(key)) throw new Error('chave de arquivo inválida');
    return files.prefix ? `${files.prefix}/${key}` : key;
  };
  await checkBucket(client, s3.HeadBucketCommand, files.bucket);
  const location = `s3://${files.bucket}${files.prefix ? `/${files.prefix}` : ''}${
    files.endpoint ? ` (${files.endpoint})` : ''
  }`;

  return {
    kind: 's3',
    location,
    async commit(tempPath, key, facts) {
      const checksum = Buffer.from(facts.sha256, 'hex').toString('base64');
      let lastError: unknown;
      for (let attempt = 1; attempt <= PUT_ATTEMPTS; attempt++) {
        // Opened first, so a vanished file fails here rather than as an error event the SDK never sees.
        const handle = await open(tempPath, 'r');
        const body = handle.createReadStream();
        body.on('error', () => {}); // a read failure surfaces as a short body, which the upload refuses
        try {
          await client.send(
            new s3.PutObjectCommand({
              Bucket,
              Key: objectKey(key),
              Body: body,
              ContentLength: facts.byteSize,
              ContentType: facts.contentType,
              ChecksumSHA256: checksum,
            }),
          );
          return;
        } catch (error) {
          lastError = unanswered('envio', error);
          // A silent store: another attempt would make the customer wait as long again.
          if (lastError instanceof StorageUnavailableError) break;
          const status = statusOf(error);
          // A refusal (bad credentials, missing bucket, checksum mismatch) will not change on retry.
          if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429)
            break;
        } finally {
          body.destroy();
        }
      }
      // An attempt may have been stored although its answer was lost: make sure nothing is left (not
      // awaited when the store is silent: the customer has waited enough).
      const cleanup = answered('limpeza', (abortSignal) =>
        client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
      ).catch(() => {});
      if (!(lastError instanceof StorageUnavailableError)) await cleanup;
      throw lastError;
    },
    async read(key) {
      // Small files (photos, card images): the whole read, body included, within the limit.
      return answered('leitura', async (abortSignal) => {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }), {
          abortSignal,
        });
        if (!answer.Body) throw new Error(`objeto vazio: ${key}`);
        return Buffer.from(await answer.Body.transformToByteArray());
      });
    },
    async open(key) {
      // The answer's head within the limit; its body then streams, limited on silence by the socket.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timed out')), timeoutMs);
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }), {
          abortSignal: controller.signal,
        });
        // In Node the body is the response stream itself (an IncomingMessage with the SDK's helpers).
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw controller.signal.aborted
          ? new StorageUnavailableError('download', error)
          : unanswered('download', error);
      } finally {
        clearTimeout(timer);
      }
    },
    async remove(key) {
      await answered('remoção', (abortSignal) =>
        client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
      );
    },
    async size(key) {
      try {
        const head = await answered('consulta', (abortSignal) =>
          client.send(new s3.HeadObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
        );
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async probe() {
      // For `/readyz`: short, so a frozen store cannot hold the load balancer's check.
      await answered('verificação', (abortSignal) =>
        client.send(new s3.HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.any([abortSignal, AbortSignal.timeout(2_000)]),
        }),
      );
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * Asks for the bucket once (`HeadBucket`), so a typo in `FILES_URL` or a wrong key stops the start with
 * one clear line instead of failing the first upload.
 */
async function checkBucket(
  client: S3Client,
  HeadBucket: typeof import('@aws-sdk/client-s3').HeadBucketCommand,
  bucket: string,
): Promise<void> {
  try {
    await client.send(new HeadBucket({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    const status = statusOf(error);
    const reason =
      status === 404
        ? 'o bucket não existe'
        : status === 403
          ? 'acesso negado (credenciais ou permissões)'
          : error instanceof Error
            ? error.message || error.name
            : String(error);
    throw new Error(`FILES_URL: o bucket ${bucket} não respondeu: ${reason}`);
  }
}
