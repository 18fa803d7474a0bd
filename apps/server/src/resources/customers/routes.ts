import {
  blockClientEndpoint,
  clientDetailEndpoint,
  customerEndpoint,
  resendClientActivationEndpoint,
  unblockClientEndpoint,
  userListEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  blockClient,
  clientDetail,
  listUsers,
  lookUpCustomer,
  resendClientActivation,
  unblockClient,
} from './service';

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

/** The admin's client page (docs/product/rules.md, "Acesso do cliente"), administrators only. */
function registerClientAccessRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, clientDetailEndpoint, ({ params }) => clientDetail(ctx, params.id));
  registerEndpoint(app, ctx, resendClientActivationEndpoint, async ({ caller, params }) => {
    await resendClientActivation(ctx, caller.accountId, params.id);
    return undefined;
  });
  registerEndpoint(app, ctx, blockClientEndpoint, async ({ caller, params }) => {
    await blockClient(ctx, caller.accountId, params.id);
    return undefined;
  });
  registerEndpoint(app, ctx, unblockClientEndpoint, async ({ caller, params }) => {
    await unblockClient(ctx, caller.accountId, params.id);
    return undefined;
  });
}
