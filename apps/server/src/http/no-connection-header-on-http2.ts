import { Http2ServerRequest } from 'node:http2';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Drops `Connection: close` from answers sent over HTTP/2. The 413 answers carry it so an HTTP/1.1 client
 * stops sending a body that is too large; HTTP/2 has no such header (RFC 9113, section 8.2.2: the stream
 * ends, the connection stays), and Node would drop it anyway with a warning in the log on each answer.
 */
export function noConnectionHeaderOnHttp2(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // By the object, not `httpVersionMajor`: an HTTP/1 client may write HTTP/2.0 in its request line.
    if (c.env?.incoming instanceof Http2ServerRequest && c.res.headers.has('connection')) {
      c.res.headers.delete('connection');
    }
  };
}
