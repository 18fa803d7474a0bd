import {
  createIntegrationKeyEndpoint,
  integrationKeysEndpoint,
  revokeIntegrationKeyEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { registerEndpoint } from '../../../http/register-endpoint';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './service';

/** The integration keys' administration (decision 026), through `registerEndpoint` (decision 065). */
export function registerKeyRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, createIntegrationKeyEndpoint, ({ caller, body }) =>
    createIntegrationKey(ctx, caller.accountId, body.name),
  );
  registerEndpoint(app, ctx, integrationKeysEndpoint, async () => ({ keys: await listIntegrationKeys(ctx) }));
  registerEndpoint(app, ctx, revokeIntegrationKeyEndpoint, async ({ params }) => {
    await revokeIntegrationKey(ctx, params.id);
    return undefined;
  });
}
