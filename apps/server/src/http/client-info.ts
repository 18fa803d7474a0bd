import type { Context } from 'hono';
import type { AppContext } from '../context';
import { clientIp } from '../security/client-ip';
import type { ClientInfo } from '../services/login';
import type { AppEnv } from './app-env';

/** The caller's IP (socket, or the rightmost untrusted `X-Forwarded-For` hop behind trusted proxies) and user agent. */
export function clientInfo(c: Context<AppEnv>, ctx: AppContext): ClientInfo {
  return {
    ip: clientIp({
      socketAddress: c.env?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      trustedHops: ctx.config.trustedProxyHops,
    }),
    userAgent: c.req.header('user-agent'),
  };
}
