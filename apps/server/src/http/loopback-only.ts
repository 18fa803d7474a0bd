import type { MiddlewareHandler } from 'hono';
import { isLoopbackAddress } from '../security/client-ip';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-response';

/**
 * Lets through only clients whose *socket* is on loopback (127.0.0.0/8, ::1). `HOST`, `TRUST_PROXY` and
 * `X-Forwarded-For` play no part: a proxy on the same machine would forward strangers from loopback, so
 * behind one the page is unreachable by design. Used by the development mailbox, which shows reset links
 * (product rule §3); everyone else gets 403 with the error shape.
 */
export function loopbackOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socketAddress = c.env?.incoming?.socket?.remoteAddress;
    if (!isLoopbackAddress(socketAddress) || c.req.header('x-forwarded-for') !== undefined) {
      return errorResponse(c, 403, 'FORBIDDEN-403');
    }
    await next();
  };
}
