import { failureStatus } from '@portal/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/query-errors';
import { describeError } from '../logger';
import { StorageUnavailableError } from '../storage/blob-store';
import { isStorageFull } from '../storage/file-store';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-response';

/**
 * The answer to an error a route threw. An expected failure (`AppError`) answers its own status and
 * code. Anything else is logged with its request id and answers the failure code the endpoint's
 * descriptor declares ('Houve um erro ao enviar o ticket.' for the ticket call, spec section 8), or
 * INTERNAL-500 for a call without one — never a stack trace. Two faults of the platform answer their
 * own status whatever the call: PostgreSQL unreachable → 503 SERVICE-UNAVAILABLE-503 with
 * `Retry-After` (the client may retry; the same process serves again once the database is back), and
 * a full disk while storing a file → 507 STORAGE-FULL-507 (nothing was kept). A file store that does
 * not answer in time → 503 STORAGE-UNAVAILABLE with `Retry-After` (decision 059).
 */
export function answerFailure(ctx: AppContext, error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof AppError)
    return errorResponse(c, error.status, error.code, { headers: error.headers });
  if (isDatabaseUnavailable(error)) {
    ctx.logger.warn('database unavailable', { request_id: c.get('requestId'), ...describeError(error) });
    return errorResponse(c, 503, 'SERVICE-UNAVAILABLE-503', { headers: { 'Retry-After': '5' } });
  }
  if (error instanceof StorageUnavailableError) {
    // A silent file store (decision 059): the client may retry shortly; nothing was kept.
    ctx.logger.warn('storage unavailable', { request_id: c.get('requestId'), ...describeError(error) });
    return errorResponse(c, 503, 'STORAGE-UNAVAILABLE', { headers: { 'Retry-After': '30' } });
  }
  if (isStorageFull(error)) {
    ctx.logger.error('storage full', { request_id: c.get('requestId'), ...describeError(error) });
    return errorResponse(c, 507, 'STORAGE-FULL-507');
  }
  const failure = c.get('endpoint')?.failure;
  ctx.logger.error('unhandled error', {
    request_id: c.get('requestId'),
    ...(failure ? { answered: failure } : {}),
    ...describeError(error),
  });
  if (!failure) return errorResponse(c, 500, 'INTERNAL-500');
  return errorResponse(c, failureStatus(failure) as ContentfulStatusCode, failure);
}
