import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-response';

/**
 * Answers 400 with the error shape to a path whose percent-escapes do not decode (`/%E0%A4%A`), before
 * any route sees it: routes and the SPA fallback decode the path, and a `URIError` there was a 500
 * (decision 016, edge input). A NUL byte in the path is refused the same way.
 */
export function rejectMalformedPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return errorResponse(c, 400, 'REQUEST-400', {
        issues: [{ path: 'path', message: 'endereço inválido' }],
      });
    }
    if (decoded.includes('\0')) {
      return errorResponse(c, 400, 'REQUEST-400', {
        issues: [{ path: 'path', message: 'endereço inválido' }],
      });
    }
    await next();
  };
}
