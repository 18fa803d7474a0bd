import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3FilesConfig } from '../config/files-env';

/** The credentials s3rver checks signatures with (its fixed pair). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** A local S3-compatible server (s3rver, pure JavaScript) on a free loopback port. */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, for `S3_ENDPOINT`. */
  readonly endpoint: string;
  readonly bucket: string;
  /** Folder where s3rver keeps the objects (to prove what is, and is not, stored). */
  readonly directory: string;
  /** The environment that points a server at this bucket under `prefix`. */
  env(prefix?: string): Record<string, string>;
  /** Every object name in the bucket (s3rver keeps one `<name>._S3rver_object` file per object). */
  objects(): string[];
  /** The parsed settings of that environment, for building a store directly. */
  files(prefix?: string, overrides?: Partial<S3FilesConfig>): S3FilesConfig;
  stop(): Promise<void>;
}

/** Starts s3rver with one empty bucket; `stop()` closes it and deletes its folder. */
export async function startS3TestServer(bucket = 'portal-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only: virtual hosts would need DNS names for 127.0.0.1.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: (prefix = '') => ({
      FILES_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    objects: () =>
      readdirSync(join(directory, bucket), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, '')),
    files: (prefix = '', overrides = {}) => ({
      kind: 's3',
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      credentials: { ...S3RVER_CREDENTIALS },
      forcePathStyle: true,
      ...overrides,
    }),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
