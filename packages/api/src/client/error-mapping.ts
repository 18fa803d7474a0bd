import { type ErrorCode, isErrorCode, messageForCode } from '@portal/domain';
import type { Endpoint } from '../endpoint';
import { genericCodeForStatus, statusOfCode } from '../schemas/error-body';
import { ApiError } from './api-error';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Seconds of a `Retry-After` header (delta-seconds form; an HTTP date is turned into seconds from now). */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Statuses whose generic code says more than an endpoint's catch-all text (session, permission, rate). */
const MEANINGFUL_GENERIC = new Set([401, 403, 429]);

/**
 * The code of a failed answer: the body's `code`; else the endpoint's own code for that status
 * (`IMG-GET-421` for a 421 of the image list); else the endpoint's catch-all failure (its declared
 * `failure`, else an `-ERROR` or 500 code such as `PASSWORD-RECOVERY-ERROR`, `TICKET-POST-500`: spec
 * section 8 "failure: ... or <text>") unless the
 * status is a session, permission or rate answer; else the generic code of the status.
 */
export function codeForFailure(endpoint: Endpoint, status: number, bodyCode: string | undefined): string {
  if (bodyCode) return bodyCode;
  const own = endpoint.errors.find((code) => statusOfCode(code) === status);
  if (own) return own;
  if (!MEANINGFUL_GENERIC.has(status)) {
    const catchAll =
      endpoint.failure ??
      endpoint.errors.find((code) => code.endsWith('-ERROR')) ??
      endpoint.errors.find((code) => statusOfCode(code) === 500);
    if (catchAll) return catchAll;
  }
  return genericCodeForStatus(status);
}

/**
 * The Portuguese text of a failed answer: the body's `msg`, else its `error`, else the catalogue text
 * of the code, else the catalogue text of the status's generic code.
 */
export function messageForFailure(status: number, code: string, body: unknown): string {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fromBody = nonEmptyString(fields.msg) ?? nonEmptyString(fields.error);
  if (fromBody) return fromBody;
  if (isErrorCode(code)) return messageForCode(code);
  const generic: ErrorCode = genericCodeForStatus(status);
  return messageForCode(generic);
}

/** Builds the `ApiError` of a non-2xx answer from its status, headers and body text. */
export function errorFromAnswer(
  endpoint: Endpoint,
  status: number,
  bodyText: string,
  retryAfter: string | null,
): ApiError {
  const body = parseJson(bodyText);
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = codeForFailure(endpoint, status, nonEmptyString(fields.code));
  const issues = Array.isArray(fields.issues)
    ? fields.issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof issue === 'object' &&
          issue !== null &&
          typeof (issue as { path?: unknown }).path === 'string' &&
          typeof (issue as { message?: unknown }).message === 'string',
      )
    : undefined;
  return new ApiError(status, code, messageForFailure(status, code, body), {
    endpointId: endpoint.id,
    ...(issues ? { issues } : {}),
    ...(status === 429 ? { retryAfterSeconds: retryAfterSeconds(retryAfter) } : {}),
  });
}
