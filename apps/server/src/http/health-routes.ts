import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';

/** `/livez`: the process answers. `/readyz`: and its database does too (for load balancers). */
export function registerHealthRoutes(app: Hono<AppEnv>, ctx: AppContext, isDraining: () => boolean): void {
  app.get('/livez', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (isDraining()) return c.json({ status: 'draining' }, 503);
    try {
      await ctx.database.ping();
      return c.json({ status: 'ok', database: ctx.database.kind });
    } catch (error) {
      ctx.logger.warn('readiness check failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return c.json({ status: 'unavailable', database: ctx.database.kind }, 503);
    }
  });
}
