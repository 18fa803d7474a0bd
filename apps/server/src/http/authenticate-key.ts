import type { Context } from 'hono';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import {
  type KeyCaller,
  looksLikeIntegrationKey,
  verifyIntegrationKey,
} from '../resources/imports/keys/service';
import type { AppEnv } from './app-env';

/**
 * The caller of an `integration` endpoint (decision 026): an integration key (`Authorization: Bearer
 * pk_…`), never a portal token. A valid portal token (customer or administrator) is 403, so an
 * integrator who pasted the wrong credential is told so; anything else is 401.
 */
export async function authenticateKey(c: Context<AppEnv>, ctx: AppContext): Promise<KeyCaller> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  const token = match?.[1];
  if (!token) throw new AppError(401, 'INTEGRATION-KEY-401');
  if (looksLikeIntegrationKey(token)) {
    const key = await verifyIntegrationKey(ctx, token);
    if (!key) throw new AppError(401, 'INTEGRATION-KEY-401');
    return key;
  }
  const claims = await ctx.accessTokens.verify(token, ctx.clock.now());
  throw claims ? new AppError(403, 'INTEGRATION-KEY-403') : new AppError(401, 'INTEGRATION-KEY-401');
}
