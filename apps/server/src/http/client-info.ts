import type { Context } from 'hono';
import type { AppContext } from '../context';
import { clientIp } from '../security/client-ip';
import type { ClientInfo } from '../services/login';
import type { AppEnv } from './app-env';

/** The caller's IP (socket, or `X-Forwarded-For` behind a trusted proxy) and user agent. */
export function clientInfo(c: Context<AppEnv>, ctx: AppContext): ClientInfo {
  return {
    ip: clientIp({
      socketAddress: c.env?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      trustProxy: ctx.config.trustProxy,
    }),
    userAgent: c.req.header('user-agent'),
  };
}
