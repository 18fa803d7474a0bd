import {
  blockClientEndpoint,
  clientDetailEndpoint,
  resendClientActivationEndpoint,
  unblockClientEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { registerEndpoint } from '../../http/register-endpoint';
import { blockClient, clientDetail, resendClientActivation, unblockClient } from './client-access';

/** The admin's client page (docs/product/rules.md, "Acesso do cliente"), administrators only. */
export function registerClientAccessRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
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
