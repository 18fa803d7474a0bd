import type { Context } from 'hono';
import type { AppContext } from '../context';
import { clientIp } from '../security/client-ip';
import type { AppEnv } from './app-env';

/** Who is knocking: the address the server sees and the browser's user agent. */
export interface ClientInfo {
  readonly ip: string;
  readonly userAgent: string | undefined;
  /** The public IP the client declared (login header), kept apart from `ip` (decision 019). */
  readonly declaredIp?: string | null;
}

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
