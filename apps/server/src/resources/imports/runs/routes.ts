import { importRunsEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { listImportRuns } from './service';

/** The recorded imports, for administrators (decision 026), through `registerEndpoint` (decision 065). */
export function registerRunRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, importRunsEndpoint, ({ query }) => listImportRuns(ctx.db, query));
}
