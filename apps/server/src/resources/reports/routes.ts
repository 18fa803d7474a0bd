import { userHistoryEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import { listLoginHistory } from './service';

/** Admin reports of part 1: the login history ('Login por cliente', 'Falhas no login'). */
export function registerReportRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, userHistoryEndpoint, ({ query }) => listLoginHistory(ctx, query));
}
