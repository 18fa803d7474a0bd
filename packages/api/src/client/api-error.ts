import type { ErrorCode } from '@portal/domain';
import type { ErrorIssue } from '../schemas/error-body';

/** Details an `ApiError` may carry besides status, code and text. */
export interface ApiErrorDetails {
  /** Id of the endpoint that failed (`token`, `paymentProof`, ...). */
  readonly endpointId?: string;
  /** Fields that failed validation: of the request (REQUEST-400) or of the answer (RESPONSE-INVALID). */
  readonly issues?: readonly ErrorIssue[];
  /** Seconds to wait, from the `Retry-After` header of a 429. */
  readonly retryAfterSeconds?: number;
  /** The underlying failure (a network `TypeError`, a JSON `SyntaxError`, ...). */
  readonly cause?: unknown;
}

/**
 * The one error type of the client. `message` is the Portuguese text a person reads (the server's
 * `msg`/`error`, else the catalogue text of the code); `status` is the HTTP status, 0 when the server
 * was never reached; `code` is a catalogue code, or a code the server sent that the catalogue lacks.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly endpointId: string | undefined;
  readonly issues: readonly ErrorIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode | (string & {}),
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = status;
    this.code = code;
    this.endpointId = details.endpointId;
    this.issues = details.issues;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Tells whether an error is an `ApiError` (also across bundles, where `instanceof` may fail). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'code' in error)
  );
}

/** Tells whether an error comes from an aborted request (`AbortSignal`), which is not a failure. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}
