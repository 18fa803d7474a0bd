import {
  createIntegrationKeyEndpoint,
  importBatchEndpoint,
  importRunsEndpoint,
  integrationKeysEndpoint,
  MAX_IMPORT_BATCH_BYTES,
  MAX_REPORTED_ROW_ERRORS,
  revokeIntegrationKeyEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { rateLimited } from '../../app-error';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { errorAnswer } from '../../http/error-answer';
import { registerEndpoint } from '../../http/register-endpoint';
import { type RatePolicy, takeAttempt } from '../../security/rate-limiter';
import { listImportRuns } from './import-runs';
import { runImport } from './import-service';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './integration-keys';
import { registerSpreadsheetRoutes } from './spreadsheet-routes';

/**
 * Batches one key may send: 60 in 10 minutes, then growing delays. A connector syncing every few
 * minutes in pages stays far below; a runaway loop is slowed before it fills the runs table.
 */
const IMPORT_POLICY: RatePolicy = {
  free: 60,
  windowSeconds: 10 * 60,
  baseDelaySeconds: 5,
  maxDelaySeconds: 10 * 60,
};

/**
 * The import API and its administration (decision 026): `PUT /api/v1/import/batch` for integration keys
 * (up to 64 MiB, its rows checked by the import service, which reports row errors), then the keys and
 * the runs list like every admin call. All of them through `registerEndpoint` (decision 065).
 */
export function registerImportRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(
    app,
    ctx,
    importBatchEndpoint,
    async ({ body, caller: key }) => {
      const outcome = await runImport(ctx, body, {
        source: 'api',
        label: `key:${key.name} (${key.prefix})`,
        integrationKeyId: key.id,
      });
      if (outcome.status === 'malformed') {
        return errorAnswer(400, 'IMPORT-400', { issues: [{ path: 'body', message: outcome.problem }] });
      }
      if (outcome.status === 'refused') {
        return errorAnswer(422, 'IMPORT-422', {
          errors: outcome.errors.slice(0, MAX_REPORTED_ROW_ERRORS),
          error_count: outcome.errors.length,
        });
      }
      if (outcome.status !== 'applied') throw new Error('an API import is never a dry run');
      return { run_id: outcome.runId, counts: outcome.counts };
    },
    {
      maxBodyBytes: MAX_IMPORT_BATCH_BYTES,
      tooLargeCode: 'IMPORT-413',
      badBodyCode: 'IMPORT-400',
      bodyCheck: 'handler',
      guard: async (_c, key) => {
        const decision = await takeAttempt(
          ctx.database,
          `import:key:${key.id}`,
          IMPORT_POLICY,
          ctx.clock.now(),
        );
        if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
      },
    },
  );

  registerEndpoint(app, ctx, createIntegrationKeyEndpoint, ({ caller, body }) =>
    createIntegrationKey(ctx, caller.accountId, body.name),
  );
  registerEndpoint(app, ctx, integrationKeysEndpoint, async () => ({ keys: await listIntegrationKeys(ctx) }));
  registerEndpoint(app, ctx, revokeIntegrationKeyEndpoint, async ({ params }) => {
    await revokeIntegrationKey(ctx, params.id);
    return undefined;
  });
  registerEndpoint(app, ctx, importRunsEndpoint, ({ query }) => listImportRuns(ctx.db, query));
  registerSpreadsheetRoutes(app, ctx);
}
