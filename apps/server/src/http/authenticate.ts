import type { AuthLevel } from '@portal/api';
import type { Context } from 'hono';
import { AppError, notFound } from '../app-error';
import type { AppContext } from '../context';
import { type Caller, resolveCaller } from '../security/caller';
import type { AppEnv } from './app-env';

/**
 * Who is calling, from the access token only: signature and expiry checked (HS256 only), then the
 * session, account and role read from the database. A customer whose `Customer` header names someone
 * else gets the same 404 as a missing record; a customer on an admin call gets 403.
 */
export async function authenticate(
  c: Context<AppEnv>,
  ctx: AppContext,
  level: Exclude<AuthLevel, 'public'>,
): Promise<Caller> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError(401, 'SESSION-401');
  const claims = await ctx.accessTokens.verify(match[1], ctx.clock.now());
  if (!claims) throw new AppError(401, 'SESSION-401');
  const caller = await resolveCaller(ctx, claims);
  if (!caller) throw new AppError(401, 'SESSION-401');
  if (level === 'admin' && caller.type !== 'admin') throw new AppError(403, 'FORBIDDEN-403');
  const customerHeader = c.req.header('customer');
  if (customerHeader !== undefined && customerHeader.trim() !== String(caller.customerId)) throw notFound();
  return caller;
}

/**
 * Customer-scoped parameters (`customerId`, `cpf`, `cnpj`, `cpfcnpj`) must name the caller. A customer
 * naming anyone else gets 404, as if the record did not exist, so ids cannot be probed. Administrators
 * are not restricted here; endpoints that serve them decide what they may read.
 */
export function assertOwnParameters(caller: Caller, values: unknown): void {
  if (caller.type === 'admin' || !values || typeof values !== 'object') return;
  const v = values as Record<string, unknown>;
  const mismatch = (key: string, own: string | number | null) =>
    v[key] !== undefined && v[key] !== '' && v[key] !== null && String(v[key]) !== String(own ?? '');
  if (
    mismatch('customerId', caller.customerId) ||
    mismatch('cpf', caller.cpf) ||
    mismatch('cnpj', caller.cnpj) ||
    mismatch('cpfcnpj', caller.cpf ?? caller.cnpj)
  ) {
    throw notFound();
  }
}
