import * as z from 'zod';

/**
 * The Sienge connector's environment (docs/decisions/024-sienge-connector.md). Off unless
 * `SIENGE_BASE_URL` is set; then the user and password are required. Parsed apart from the main
 * config so a tenant without Sienge never meets these variables.
 */
const siengeEnvSchema = z.object({
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
});

/** The connector's settings; `undefined` when `SIENGE_BASE_URL` is unset. */
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
}

/** Thrown when a Sienge variable is unusable; `message` has one Portuguese line per variable. */
export class SiengeConfigError extends Error {
  override name = 'SiengeConfigError';
}

/** Reads the connector's variables (an empty variable counts as unset, as in config/env.ts). */
export function loadSiengeConfig(
  env: Record<string, string | undefined> = process.env,
): SiengeConfig | undefined {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => key.startsWith('SIENGE_') && value !== undefined && value !== '',
    ),
  );
  const parsed = siengeEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new SiengeConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.SIENGE_BASE_URL) return undefined;
  const missing = (['SIENGE_USER', 'SIENGE_PASSWORD'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: obrigatório quando SIENGE_BASE_URL está definido`);
    throw new SiengeConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  return {
    baseUrl: e.SIENGE_BASE_URL.replace(/\/+$/, ''),
    user: e.SIENGE_USER as string,
    password: e.SIENGE_PASSWORD as string,
    syncMinutes: e.SIENGE_SYNC_MINUTES,
    webhookToken: e.SIENGE_WEBHOOK_TOKEN,
    tenantSlips: e.SIENGE_TENANT_SLIPS === 'true',
  };
}
