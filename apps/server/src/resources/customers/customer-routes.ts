import { customerEndpoint, userListEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerClientAccessRoutes } from './client-access-routes';
import { listUsers, lookUpCustomer } from './customers';

/**
 * The customer record (a customer's own, or any for an administrator), the admin's user list and the
 * admin's client page.
 */
export function registerCustomerRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, customerEndpoint, ({ query, caller }) =>
    lookUpCustomer(ctx, caller, query.customerId),
  );

  registerEndpoint(app, ctx, userListEndpoint, ({ query }) => listUsers(ctx, query));
  registerClientAccessRoutes(app, ctx);
}
