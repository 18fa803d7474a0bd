import { failureStatus } from '@portal/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { describeError } from '../logger';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-response';

/**
 * The answer to an error a route threw. An expected failure (`AppError`) answers its own status and
 * code. Anything else is logged with its request id and answers the failure code the endpoint's
 * descriptor declares ('Houve um erro ao enviar o ticket.' for the ticket call, spec section 8), or
 * INTERNAL-500 for a call without one — never a stack trace.
 */
export function answerFailure(ctx: AppContext, error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof AppError)
    return errorResponse(c, error.status, error.code, { headers: error.headers });
  const failure = c.get('endpoint')?.failure;
  ctx.logger.error('unhandled error', {
    request_id: c.get('requestId'),
    ...(failure ? { answered: failure } : {}),
    ...describeError(error),
  });
  if (!failure) return errorResponse(c, 500, 'INTERNAL-500');
  return errorResponse(c, failureStatus(failure) as ContentfulStatusCode, failure);
}
