import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerBatchRoutes } from './batch/routes';
import { registerDocumentImportRoutes } from './documents/routes';
import { registerKeyRoutes } from './keys/routes';
import { registerRunRoutes } from './runs/routes';
import { registerSpreadsheetRoutes } from './spreadsheets/routes';

/**
 * The import hub (decision 026): the import API for integration keys (rows, and documents: product rule
 * §9), the keys and the runs list like every admin call, and the staff spreadsheet import (decision 036),
 * in this order.
 */
export function registerImportRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerBatchRoutes(app, ctx);
  registerDocumentImportRoutes(app, ctx);
  registerKeyRoutes(app, ctx);
  registerRunRoutes(app, ctx);
  registerSpreadsheetRoutes(app, ctx);
}
