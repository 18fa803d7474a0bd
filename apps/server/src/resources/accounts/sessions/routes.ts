import {
  PUBLIC_IP_HEADER,
  TokenHeadersSchema,
  tokenEndpoint,
  tokenLogoutEndpoint,
  tokenRefreshEndpoint,
} from '@portal/api';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { clientInfo } from '../../../http/client-info';
import { registerEndpoint } from '../../../http/register-endpoint';
import { login, logoutSession, refreshSession } from './service';

/**
 * The public IP the client declared in the login header, when it is an IP literal: recorded apart from
 * the address the server sees, never instead of it; anything else is dropped, the login goes on
 * (docs/decisions/019-login-declared-public-ip.md).
 */
function declaredIp(c: Context<AppEnv>): string | null {
  const value = c.req.header(PUBLIC_IP_HEADER)?.trim();
  if (!value) return null;
  return z.safeParse(TokenHeadersSchema, { [PUBLIC_IP_HEADER]: value }).success ? value : null;
}

/** Login, refresh and logout (product rule §3). */
export function registerSessionRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, tokenEndpoint, ({ body, c }) =>
    login(ctx, body, { ...clientInfo(c, ctx), declaredIp: declaredIp(c) }),
  );

  registerEndpoint(app, ctx, tokenRefreshEndpoint, ({ body, c }) =>
    refreshSession(ctx, body.refresh_token, clientInfo(c, ctx).ip),
  );

  registerEndpoint(app, ctx, tokenLogoutEndpoint, async ({ body }) => {
    await logoutSession(ctx, body.refresh_token);
    return undefined;
  });
}
