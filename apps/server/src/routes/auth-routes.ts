import { tokenEndpoint, tokenLogoutEndpoint, tokenRefreshEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { clientInfo } from '../http/client-info';
import { registerEndpoint } from '../http/register-endpoint';
import { rateLimited } from '../services/app-error';
import { login } from '../services/login';
import { RATE_POLICIES, takeAttempt } from '../services/rate-limiter';
import { logoutSession, refreshSession } from '../services/sessions';

/** Login, refresh and logout (decisions.md section 3). */
export function registerAuthRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, tokenEndpoint, ({ body, c }) => login(ctx, body, clientInfo(c, ctx)));

  registerEndpoint(app, ctx, tokenRefreshEndpoint, async ({ body, c }) => {
    const { ip } = clientInfo(c, ctx);
    const decision = await takeAttempt(ctx.db, `refresh:ip:${ip}`, RATE_POLICIES.refreshIp, ctx.clock.now());
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    return refreshSession(ctx, body.refresh_token);
  });

  registerEndpoint(app, ctx, tokenLogoutEndpoint, async ({ body }) => {
    await logoutSession(ctx, body.refresh_token);
    return undefined;
  });
}
