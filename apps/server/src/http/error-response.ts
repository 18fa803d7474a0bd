import { type ErrorIssue, errorBody } from '@portal/api';
import type { ErrorCode } from '@portal/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';

/**
 * Answers an error with the body of product rule §2: `{ code, msg, error }` (plus `issues`
 * for a 400), the Portuguese text coming from the catalogue. Never a stack trace.
 */
export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  code: ErrorCode,
  options: { issues?: readonly ErrorIssue[]; headers?: Readonly<Record<string, string>> } = {},
): Response {
  for (const [name, value] of Object.entries(options.headers ?? {})) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(code, undefined, options.issues), status);
}
