import { isAbsolute, resolve } from 'node:path';
import * as z from 'zod';
import type { Brand } from './brand';
import { BrandFileError, brandConfigOf, brandEnvShape } from './brand-file';
import { type FilesConfig, filesConfigOf, filesEnvProblems, filesEnvShape } from './files-env';
import { type SiengeConfig, siengeConfigOf, siengeEnvProblems, siengeEnvShape } from './sienge-env';
import { type TlsConfig, TlsEnvError, tlsConfigOf, tlsEnvShape } from './tls-env';

/**
 * The environment the server reads at start-up (architecture.md, "Configuration"). Every variable is
 * checked here once; a bad value stops the start with one Portuguese line per variable, so an operator
 * never meets a half-configured server.
 */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'use development, production ou test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta' })
    .int('deve ser um número inteiro')
    .min(0, 'deve estar entre 0 e 65535')
    .max(65535, 'deve estar entre 0 e 65535')
    .default(3000),
  // No default here: it depends on NODE_ENV (loopback outside production), see `defaultHost`.
  HOST: z.string().min(1, 'não pode ser vazio').optional(),
  DATA_DIR: z.string().min(1, 'não pode ser vazio').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'deve ser uma URL postgres://usuario:senha@host:porta/banco' })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' }).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'deve ser uma URL smtp(s)://usuario:senha@host:porta' })
    .optional(),
  MAIL_FROM: z.email({ error: 'deve ser um endereço de e-mail' }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, {
      error: 'use true, false ou o número de proxies confiáveis (0 a 10)',
    })
    .transform(proxyHops)
    .refine((hops) => hops <= 10, { error: 'use true, false ou o número de proxies confiáveis (0 a 10)' })
    .default(0),
  JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  IP_LOOKUP_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)://…' }).optional(),
  STATIC_DIR: z.string().min(1, 'não pode ser vazio').optional(),
  ARGON2_MEMORY_KIB: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1024, 'deve ser pelo menos 1024 (KiB)')
    .default(19456),
  ARGON2_TIME_COST: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(2),
  READ_CACHE_MB: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(0, 'deve ser 0 (desligado) ou mais')
    .max(4096, 'deve ser no máximo 4096')
    .default(32),
  PROOF_QUOTA_MB: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1 (MB)')
    .default(2048),
  LOGINS_PER_ADDRESS: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1')
    .default(30),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(1, 'deve ser pelo menos 1 (dia)')
    .default(183),
  // Hosts the import API may download documents from (decision 058; product rule §9, "Documents").
  IMPORT_DOCUMENT_HOSTS: z
    .string()
    .regex(/^\s*(\*\.)?[a-z0-9.-]+\s*(,\s*(\*\.)?[a-z0-9.-]+\s*)*$/i, {
      error: 'use nomes de host separados por vírgula, como documentos.erp.com.br,*.exemplo.com.br',
    })
    .optional(),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'use debug, info, warn, error ou silent' })
    .default('info'),
  // Demo data only when asked (docs/decisions/047-demo-data-only-when-asked.md): never implied.
  DEMO_DATA: z
    .enum(['1', '0', 'true', 'false'], {
      error: 'use 1 (ou true) para os dados de demonstração, 0 (ou false) sem eles',
    })
    .transform((value) => value === '1' || value === 'true')
    .default(false),
  ...filesEnvShape,
  ...siengeEnvShape,
  ...tlsEnvShape,
  ...brandEnvShape,
});

/** `TRUST_PROXY`: `true`/`yes` is one proxy, `false`/`no` none, a number that many (decision 016). */
function proxyHops(value: string): number {
  if (value === 'true' || value === 'yes') return 1;
  if (value === 'false' || value === 'no') return 0;
  return Number(value);
}

/**
 * Where to listen when `HOST` is unset: every interface in production (behind its balancer), loopback
 * otherwise, because a development server shows reset links at `/dev/mail` (product rule §3).
 */
export function defaultHost(nodeEnv: 'development' | 'production' | 'test'): string {
  return nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1';
}

/** The validated configuration every module receives (never `process.env` directly). */
export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Absolute folder for PGlite files, stored files and development secrets. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Base of every link in an e-mail; never derived from the request's Host header. */
  readonly publicUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  /** True when at least one reverse proxy is trusted (`trustedProxyHops > 0`). */
  readonly trustProxy: boolean;
  /**
   * How many reverse proxies in front of the server append to `X-Forwarded-For`: the client IP is the
   * rightmost address they did not write themselves (security/client-ip.ts); 0 means the socket's.
   */
  readonly trustedProxyHops: number;
  readonly jwtSecret: string | undefined;
  /** Third-party public-IP look-up of the spec; off (undefined) by default (product rule §3). */
  readonly ipLookupUrl: string | undefined;
  /** Folder of the built SPA; undefined means "the portal's default build folder". */
  readonly staticDir: string | undefined;
  /** argon2id cost: production defaults follow OWASP (19 MiB, 2 passes); tests lower them. */
  readonly argon2: { readonly memoryCost: number; readonly timeCost: number };
  /** Memory for the read caches, in MB (docs/decisions/012-read-caches.md); 0 turns them off. */
  readonly readCacheMb: number;
  /** Storage for one customer's proofs of payment, in bytes (`PROOF_QUOTA_MB`, default 2 GB). */
  readonly proofQuotaBytes: number;
  /**
   * Days the audit rows (login history, generated slips and statements) are kept: six months by default,
   * as the Marco Civil da Internet asks of access logs (`AUDIT_RETENTION_DAYS`).
   */
  readonly auditRetentionDays: number;
  /**
   * Hosts the import API may download a document's PDF from (`IMPORT_DOCUMENT_HOSTS`, comma-separated,
   * `*.domain` for subdomains): https at public addresses only (decision 058). Empty: links refused.
   */
  readonly importDocumentHosts: readonly string[];
  /**
   * Login attempts one address may make in 15 minutes before delays start (`LOGINS_PER_ADDRESS`,
   * default 30): raise it where many people share one address (an office behind NAT, a test suite).
   */
  readonly loginsPerAddress: number;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * `DEMO_DATA=1`: seed the demo company and keep its dates current (decision 047). Off unless set;
   * the root `pnpm start` sets it outside production.
   */
  readonly demoData: boolean;
  /**
   * Where stored files live: `DATA_DIR/files` by default, or an S3-compatible bucket
   * (`FILES_URL=s3://bucket/prefix` with `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`,
   * `S3_SECRET_ACCESS_KEY`, `S3_FORCE_PATH_STYLE`) that several server processes share.
   */
  readonly files: FilesConfig;
  /**
   * The Sienge connector (`SIENGE_*`, docs/decisions/024-sienge-connector.md); undefined while
   * `SIENGE_BASE_URL` is unset, and then the connector's calls answer 503.
   */
  readonly sienge: SiengeConfig | undefined;
  /**
   * HTTPS with HTTP/2 on the server's own port (`TLS_CERT_FILE`, `TLS_KEY_FILE`, decision 044);
   * undefined means plain HTTP/1.1, for a balancer that terminates TLS in front.
   */
  readonly tls: TlsConfig | undefined;
  /**
   * The company the portal is dressed for: the file `BRAND_FILE` names, checked at start, or the demo
   * brand without it (refused in production without demo data, decision 049).
   */
  readonly brand: Brand;
}

/** Thrown when the environment is unusable; `message` lists one line per bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The ConfigError listing `problems` (`VARIÁVEL: problema`), one indented line each. */
function invalidConfig(problems: readonly string[]): ConfigError {
  return new ConfigError(`Configuração inválida:\n${problems.map((line) => `  ${line}`).join('\n')}`);
}

/**
 * Parses an environment (defaults to `process.env`). Relative folders are resolved against `baseDir`
 * (the folder where the operator typed the command: pnpm passes it as `INIT_CWD`).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  baseDir: string = env.INIT_CWD ?? process.cwd(),
): Config {
  // An empty variable means "not set", the way shells and .env files usually mean it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw invalidConfig(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems = [...filesEnvProblems(e), ...siengeEnvProblems(e)];
  if (problems.length > 0) throw invalidConfig(problems);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw invalidConfig(['JWT_SECRET: obrigatório em produção (pelo menos 32 caracteres aleatórios)']);
  }
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(baseDir, path));
  let tls: TlsConfig | undefined;
  try {
    tls = tlsConfigOf(e, absolute);
  } catch (error) {
    if (!(error instanceof TlsEnvError)) throw error;
    throw invalidConfig(error.problems);
  }
  let brand: Brand;
  try {
    brand = brandConfigOf(e, absolute, { production: e.NODE_ENV === 'production', demoData: e.DEMO_DATA });
  } catch (error) {
    if (!(error instanceof BrandFileError)) throw error;
    throw invalidConfig(error.problems);
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? defaultHost(e.NODE_ENV),
    dataDir: absolute(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY > 0,
    trustedProxyHops: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    ipLookupUrl: e.IP_LOOKUP_URL,
    staticDir: e.STATIC_DIR ? absolute(e.STATIC_DIR) : undefined,
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
    readCacheMb: e.READ_CACHE_MB,
    proofQuotaBytes: e.PROOF_QUOTA_MB * 1024 * 1024,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    importDocumentHosts: (e.IMPORT_DOCUMENT_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    loginsPerAddress: e.LOGINS_PER_ADDRESS,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    files: filesConfigOf(e),
    sienge: siengeConfigOf(e),
    tls,
    brand,
  };
}
