import * as z from 'zod';

/** Where stored files live: `DATA_DIR/files` (one machine) or an S3-compatible bucket (several). */
export type FilesConfig = { readonly kind: 'local' } | S3FilesConfig;

/** An S3-compatible bucket (`FILES_URL=s3://bucket/prefix` and the `S3_*` variables). */
export interface S3FilesConfig {
  readonly kind: 's3';
  readonly bucket: string;
  /** Object name prefix without slashes at either end; '' for the bucket's root. */
  readonly prefix: string;
  /** `S3_ENDPOINT` for MinIO, Ceph, R2, Spaces…; undefined means AWS's own for the region. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /** Both or neither: without them the SDK's default chain (instance role, AWS_* variables) is used. */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** `bucket` in the path instead of the host name (most S3-compatible servers want it). */
  readonly forcePathStyle: boolean;
  /**
   * `S3_TIMEOUT_SECONDS` (default 5) in milliseconds: how long a call waits for the store to answer,
   * and how long an upload or a download may stay silent, before 503 STORAGE-UNAVAILABLE (decision 059).
   */
  readonly timeoutMs?: number;
}

/** The store's default patience (decision 059): a customer waits a few seconds, not minutes. */
export const DEFAULT_S3_TIMEOUT_MS = 5_000;

const FILES_URL_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[A-Za-z0-9!_.*'()/-]*)?$/;
const FILES_URL_ERROR =
  'use s3://bucket ou s3://bucket/prefixo (sem definir, os arquivos ficam em DATA_DIR/files)';

/** The variables of the file store, merged into the environment schema of `env.ts`. */
export const filesEnvShape = {
  FILES_URL: z.string().regex(FILES_URL_PATTERN, { error: FILES_URL_ERROR }).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://host:porta' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { error: 'deve ser o nome de uma região, como us-east-1' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, 'não pode ser vazio').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'não pode ser vazio').optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', 'yes', 'no', '1', '0'], { error: 'use true ou false' })
    .optional(),
  S3_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'deve ser um número de segundos' })
    .min(1, 'deve ser de 1 a 120 segundos')
    .max(120, 'deve ser de 1 a 120 segundos')
    .optional(),
};

/** The parsed file-store variables (all optional). */
export type FilesEnv = { [K in keyof typeof filesEnvShape]?: z.infer<(typeof filesEnvShape)[K]> };

/**
 * The lines (`VARIÁVEL: problema`) of a file-store environment whose variables do not fit together:
 * S3 settings without an `s3://` `FILES_URL` would be ignored silently, and half a key pair cannot sign.
 */
export function filesEnvProblems(e: FilesEnv): string[] {
  const problems: string[] = [];
  if (!e.FILES_URL) {
    for (const name of [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_TIMEOUT_SECONDS',
    ] as const) {
      if (e[name] !== undefined) problems.push(`${name}: só vale com FILES_URL=s3://bucket/prefixo`);
    }
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problems.push(`${missing}: defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos (ou nenhum dos dois)`);
  }
  return problems;
}

/** The file-store settings of a checked environment (`filesEnvProblems` returned nothing). */
export function filesConfigOf(e: FilesEnv): FilesConfig {
  const match = e.FILES_URL ? FILES_URL_PATTERN.exec(e.FILES_URL) : null;
  if (!match) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: match[1] as string,
    prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/'),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: ['true', 'yes', '1'].includes(e.S3_FORCE_PATH_STYLE ?? 'false'),
    timeoutMs: e.S3_TIMEOUT_SECONDS === undefined ? DEFAULT_S3_TIMEOUT_MS : e.S3_TIMEOUT_SECONDS * 1000,
  };
}
