import * as z from 'zod';

/**
 * The Sienge connector's variables (docs/decisions/024-sienge-connector.md), merged into the
 * environment schema of `env.ts` and checked with every other variable at start-up. The connector is
 * off unless `SIENGE_BASE_URL` is set; then the user and password are required.
 */
export const siengeEnvShape = {
  SIENGE_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'deve ser a URL da API do tenant, como https://api.sienge.com.br/empresa/public/api/v1',
    })
    .optional(),
  SIENGE_USER: z.string().min(1, 'não pode ser vazio').optional(),
  SIENGE_PASSWORD: z.string().min(1, 'não pode ser vazio').optional(),
  SIENGE_SYNC_MINUTES: z.coerce
    .number({ error: 'deve ser um número' })
    .int('deve ser um número inteiro')
    .min(5, 'deve ser pelo menos 5 (minutos)')
    .max(10_080, 'deve ser no máximo 10080 (uma semana)')
    .default(1440),
  SIENGE_WEBHOOK_TOKEN: z.string().min(24, 'deve ter pelo menos 24 caracteres').optional(),
  SIENGE_TENANT_SLIPS: z.enum(['true', 'false'], { error: 'use true ou false' }).default('false'),
  SIENGE_REPORT_HOSTS: z
    .string()
    .regex(/^\s*(\*\.)?[a-z0-9.-]+\s*(,\s*(\*\.)?[a-z0-9.-]+\s*)*$/i, {
      error: 'use nomes de host separados por vírgula, como relatorios.sienge.com.br,*.exemplo.com.br',
    })
    .optional(),
};

/** The parsed Sienge variables. */
const siengeEnvObject = z.object(siengeEnvShape);
export type SiengeEnv = z.output<typeof siengeEnvObject>;

/** The connector's settings; `Config.sienge` is `undefined` when `SIENGE_BASE_URL` is unset. */
export interface SiengeConfig {
  /** The tenant's `/public/api/v1` base, without a trailing slash. */
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
  /** Minutes between full syncs (`SIENGE_SYNC_MINUTES`, default 1440: daily). */
  readonly syncMinutes: number;
  /** Shared secret of the webhook; the webhook answers 404 while it is unset. */
  readonly webhookToken: string | undefined;
  /** Serve the tenant's own registered boletos (second copy) instead of generating ours. */
  readonly tenantSlips: boolean;
  /**
   * Hosts besides the API's own where a boleto's `urlReport` may point (`SIENGE_REPORT_HOSTS`), fetched
   * over https at public addresses only (decision 058).
   */
  readonly reportHosts: readonly string[];
}

/**
 * The lines (`VARIÁVEL: problema`) of Sienge variables that do not fit together: the URL without the
 * credentials, or settings without the URL (they would be ignored silently).
 */
export function siengeEnvProblems(e: SiengeEnv): string[] {
  if (!e.SIENGE_BASE_URL) {
    return (['SIENGE_USER', 'SIENGE_PASSWORD', 'SIENGE_WEBHOOK_TOKEN', 'SIENGE_REPORT_HOSTS'] as const)
      .filter((name) => e[name] !== undefined)
      .map((name) => `${name}: só vale com SIENGE_BASE_URL definido`);
  }
  return (['SIENGE_USER', 'SIENGE_PASSWORD'] as const)
    .filter((name) => !e[name])
    .map((name) => `${name}: obrigatório quando SIENGE_BASE_URL está definido`);
}

/** The connector's settings from checked variables (`siengeEnvProblems` found nothing). */
export function siengeConfigOf(e: SiengeEnv): SiengeConfig | undefined {
  if (!e.SIENGE_BASE_URL) return undefined;
  return {
    baseUrl: e.SIENGE_BASE_URL.replace(/\/+$/, ''),
    user: e.SIENGE_USER ?? '',
    password: e.SIENGE_PASSWORD ?? '',
    syncMinutes: e.SIENGE_SYNC_MINUTES,
    webhookToken: e.SIENGE_WEBHOOK_TOKEN,
    tenantSlips: e.SIENGE_TENANT_SLIPS === 'true',
    reportHosts: (e.SIENGE_REPORT_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  };
}
