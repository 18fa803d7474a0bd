import {
  createIntegrationKeyEndpoint,
  type ErrorIssue,
  errorBody,
  type ImportRefusal,
  type ImportResult,
  importBatchEndpoint,
  importRunsEndpoint,
  integrationKeysEndpoint,
  MAX_IMPORT_BATCH_BYTES,
  MAX_REPORTED_ROW_ERRORS,
  revokeIntegrationKeyEndpoint,
} from '@portal/api';
import type { ErrorCode } from '@portal/domain';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { errorResponse } from '../../http/error-response';
import { readLimitedBody } from '../../http/limited-body';
import { containsNul } from '../../http/nul-guard';
import { registerEndpoint, registeredEndpoints } from '../../http/register-endpoint';
import { type RatePolicy, takeAttempt } from '../../security/rate-limiter';
import { listImportRuns } from './import-runs';
import { runImport } from './import-service';
import {
  createIntegrationKey,
  type KeyCaller,
  listIntegrationKeys,
  looksLikeIntegrationKey,
  revokeIntegrationKey,
  verifyIntegrationKey,
} from './integration-keys';
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

function fail(c: Context<AppEnv>, status: ContentfulStatusCode, code: ErrorCode, issues?: ErrorIssue[]) {
  return errorResponse(c, status, code, issues ? { issues } : {});
}

/**
 * Who calls the import API: an integration key (`Authorization: Bearer pk_…`), never a portal token.
 * A valid portal token (customer or administrator) is 403, so an integrator who pasted the wrong
 * credential is told so; anything else is 401.
 */
async function keyOf(c: Context<AppEnv>, ctx: AppContext): Promise<KeyCaller | 401 | 403> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  const token = match?.[1];
  if (!token) return 401;
  if (looksLikeIntegrationKey(token)) return (await verifyIntegrationKey(ctx, token)) ?? 401;
  const claims = await ctx.accessTokens.verify(token, ctx.clock.now());
  return claims ? 403 : 401;
}

/**
 * The import API and its administration (decision 026): `PUT /api/v1/import/batch` for integration keys,
 * registered by hand because its body (up to 64 MiB) and its credential are its own; the keys and the
 * runs list through the contract like every admin call.
 */
export function registerImportRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registeredEndpoints(app).push(importBatchEndpoint);
  app.put(importBatchEndpoint.path, async (c) => {
    c.set('endpoint', importBatchEndpoint);
    c.header('Cache-Control', 'no-store');
    const key = await keyOf(c, ctx);
    if (key === 401) return fail(c, 401, 'INTEGRATION-KEY-401');
    if (key === 403) return fail(c, 403, 'INTEGRATION-KEY-403');
    const decision = await takeAttempt(ctx.database, `import:key:${key.id}`, IMPORT_POLICY, ctx.clock.now());
    if (!decision.allowed) {
      return errorResponse(c, 429, 'RATE-LIMIT-429', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      });
    }
    const read = await readLimitedBody(c, MAX_IMPORT_BATCH_BYTES);
    if (!read.ok) {
      // Closing tells the client to stop sending; the HTTP layer drains a little, then hangs up.
      if (read.reason === 'too-large')
        return errorResponse(c, 413, 'IMPORT-413', { headers: { Connection: 'close' } });
      return fail(c, 400, 'IMPORT-400', [{ path: 'body', message: 'O envio do lote foi interrompido.' }]);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(read.bytes));
    } catch {
      return fail(c, 400, 'IMPORT-400', [{ path: 'body', message: 'JSON inválido.' }]);
    }
    if (containsNul(body)) {
      return fail(c, 400, 'IMPORT-400', [
        { path: 'body', message: 'Caractere inválido (NUL) nos dados enviados.' },
      ]);
    }
    const outcome = await runImport(ctx, body, {
      source: 'api',
      label: `key:${key.name} (${key.prefix})`,
      integrationKeyId: key.id,
    });
    if (outcome.status === 'malformed')
      return fail(c, 400, 'IMPORT-400', [{ path: 'body', message: outcome.problem }]);
    if (outcome.status === 'refused') {
      const refusal: ImportRefusal = {
        ...errorBody('IMPORT-422'),
        row_errors: outcome.errors.slice(0, MAX_REPORTED_ROW_ERRORS),
        error_count: outcome.errors.length,
      };
      return c.json(refusal, 422);
    }
    if (outcome.status !== 'applied') throw new Error('an API import is never a dry run');
    const result: ImportResult = { run_id: outcome.runId, counts: outcome.counts };
    return c.json(result, 200);
  });

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
