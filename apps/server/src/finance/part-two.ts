import type { Hono } from 'hono';
import type { AppContext } from '../context';
import { registerEnterpriseRoutes } from '../enterprises/enterprise-routes';
import type { AppEnv } from '../http/app-env';
import { reanchorFinance } from '../seed/finance/seed-finance';
import { createDocumentsKit, type DocumentsKit } from '../storage/documents-kit';
import { registerFileRoutes } from '../storage/file-routes';
import { registerFinanceRoutes } from './finance-routes';
import { registerProofRoute } from './proof-route';

/**
 * Every route of part 2 (enterprises, photos, finance, documents, their reports and `/files/...`),
 * registered by the platform's `createApp` with one call.
 */
export function registerPartTwoRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  kit: DocumentsKit = createDocumentsKit(ctx),
): void {
  registerFileRoutes(app, ctx, kit.store, kit.signer);
  registerEnterpriseRoutes(app, ctx, kit);
  registerFinanceRoutes(app, ctx, kit);
  registerProofRoute(app, ctx, kit);
}

/**
 * Start-up work of part 2, after the seed: clears temporary files a crash may have left and moves the
 * demo finance data to the current month (see `reanchorFinance`).
 */
export async function preparePartTwo(ctx: AppContext): Promise<void> {
  await createDocumentsKit(ctx).store.sweepTemp();
  const moved = await reanchorFinance(ctx);
  if (moved > 0) ctx.logger.info('demo finance data moved to the current month', { months: moved });
}
