import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from './app-env';

/** How long `/readyz` reuses its last look at the file store (decision 059): checks come every few seconds. */
const STORE_PROBE_CACHE_MS = 5_000;

/**
 * `/livez`: the process answers. `/readyz`: and its database does too (for load balancers), and the
 * file store when it is a bucket (`storage`: `ok` or `unavailable`; probed with a short time-out,
 * the outcome kept a few seconds so the checks never pile up on a frozen store).
 */
export function registerHealthRoutes(app: Hono<AppEnv>, ctx: AppContext, isDraining: () => boolean): void {
  let lastProbe: { at: number; ok: Promise<boolean> } | undefined;
  const storeAnswers = (): Promise<boolean> => {
    const probe = ctx.files.blobs.probe?.bind(ctx.files.blobs);
    if (!probe) return Promise.resolve(true);
    const now = Date.now();
    if (!lastProbe || now - lastProbe.at > STORE_PROBE_CACHE_MS) {
      const ok = probe().then(
        () => true,
        (error: unknown) => {
          ctx.logger.warn('file store check failed', {
            error: error instanceof Error ? error.message : String(error),
          });
          return false;
        },
      );
      lastProbe = { at: now, ok };
    }
    return lastProbe.ok;
  };
  app.get('/livez', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (isDraining()) return c.json({ status: 'draining' }, 503);
    const storage = storeAnswers();
    try {
      await ctx.database.ping();
    } catch (error) {
      ctx.logger.warn('readiness check failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return c.json({ status: 'unavailable', database: ctx.database.kind }, 503);
    }
    if (!(await storage)) {
      return c.json({ status: 'unavailable', database: ctx.database.kind, storage: 'unavailable' }, 503);
    }
    const bucket = ctx.files.blobs.probe !== undefined;
    return c.json({ status: 'ok', database: ctx.database.kind, ...(bucket ? { storage: 'ok' } : {}) });
  });
}
