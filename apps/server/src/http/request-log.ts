import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

const SAFE_ID = /^[\w.-]{1,100}$/;

/**
 * Gives every request an id (the caller's `X-Request-Id` when it is a sane token, else a new UUID),
 * returns it in the answer and writes one JSON log line per request with status and duration.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const caller = c.get('caller');
    logger.info('request', {
      request_id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      ...(caller ? { account_id: caller.accountId } : {}),
    });
  };
}
