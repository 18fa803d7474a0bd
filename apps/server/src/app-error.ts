import type { ErrorCode } from '@portal/domain';

/**
 * An expected failure of a service, carrying the HTTP status and the catalogue code the client reads.
 * The HTTP layer turns it into the error body of product rule §2; anything else is a 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 421 | 422 | 429 | 500 | 503,
    readonly code: ErrorCode,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code);
  }
}

/** The 429 of a rate limit, with `Retry-After`. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(429, 'RATE-LIMIT-429', { 'Retry-After': String(retryAfterSeconds) });
}

/** The answer to anything the caller may not see: identical for "missing" and "someone else's". */
export function notFound(): AppError {
  return new AppError(404, 'NOT-FOUND-404');
}
