import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerSelfServiceRoutes } from './self-service/routes';
import { registerSessionRoutes } from './sessions/routes';

/** Login, refresh and logout, then sign-up, activation and password recovery. */
export function registerAccountRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerSessionRoutes(app, ctx);
  registerSelfServiceRoutes(app, ctx);
}
