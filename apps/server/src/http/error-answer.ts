import { type ErrorIssue, errorBody } from '@portal/api';
import type { ErrorCode } from '@portal/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const ERROR_ANSWER = Symbol('error answer');

/**
 * An error a handler answers with more than its code (decision 065): a 400's `issues` found by the
 * handler itself, or a 422's row errors (`errors` and `error_count`, the one shape of every refused
 * import). `registerEndpoint` sends it, checked against the descriptor's `errorBodies` outside production.
 */
export interface ErrorAnswer {
  readonly [ERROR_ANSWER]: true;
  readonly status: ContentfulStatusCode;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The error body of product rule §2 for `code`, with its `issues` and any fields the endpoint adds. */
export function errorAnswer(
  status: ContentfulStatusCode,
  code: ErrorCode,
  extra: { readonly issues?: readonly ErrorIssue[]; readonly [field: string]: unknown } = {},
): ErrorAnswer {
  const { issues, ...fields } = extra;
  return { [ERROR_ANSWER]: true, status, body: { ...errorBody(code, undefined, issues), ...fields } };
}

/** True for what `errorAnswer` made. */
export function isErrorAnswer(value: unknown): value is ErrorAnswer {
  return typeof value === 'object' && value !== null && ERROR_ANSWER in value;
}
