import { importBatchEndpoint, MAX_IMPORT_BATCH_BYTES, MAX_REPORTED_ROW_ERRORS } from '@portal/api';
import type { Hono } from 'hono';
import { rateLimited } from '../../../app-error';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { errorAnswer } from '../../../http/error-answer';
import { registerEndpoint } from '../../../http/register-endpoint';
import { type RatePolicy, takeAttempt } from '../../../security/rate-limiter';
import { runImport } from './service';

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
 * The import API (decision 026): `PUT /api/v1/import/batch` for integration keys (up to 64 MiB, its
 * rows checked by the import service, which reports row errors), through `registerEndpoint` (decision 065).
 */
export function registerBatchRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
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
}
