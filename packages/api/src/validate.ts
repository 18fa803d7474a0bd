import * as z from 'zod/mini';
import type { Endpoint, Schema } from './endpoint';
import type { ErrorIssue } from './schemas/error-body';

/** Raw request parts as they arrive (strings for params, query and headers). */
export interface RawEndpointInput {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly headers?: unknown;
  readonly body?: unknown;
}

/** Validated request parts (coerced, defaults applied). */
export interface ParsedEndpointInput {
  readonly params: unknown;
  readonly query: unknown;
  readonly headers: unknown;
  readonly body: unknown;
}

/** The outcome of validating a request against its endpoint. */
export type EndpointInputResult =
  | { readonly success: true; readonly data: ParsedEndpointInput }
  | { readonly success: false; readonly issues: readonly ErrorIssue[] };

/** Turns zod issues into the `issues` of the error body: dotted path, prefixed by the request part. */
export function toIssues(part: string, error: z.core.$ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

function parsePart(part: string, schema: Schema | undefined, value: unknown, issues: ErrorIssue[]): unknown {
  if (!schema) return undefined;
  // Absent query/params/headers validate as an empty object, so required fields are reported by name.
  const result = z.safeParse(schema, value ?? (part === 'body' ? value : {}));
  if (result.success) return result.data;
  issues.push(...toIssues(part, result.error));
  return undefined;
}

/**
 * Validates the parts of a request against an endpoint: the server calls it before any handler (so bad
 * input is a 400 and changes nothing) and the client calls it before sending. A `pdf` body is bytes and
 * is not validated here (the server checks its magic bytes while streaming).
 */
export function parseEndpointInput(endpoint: Endpoint, input: RawEndpointInput): EndpointInputResult {
  const issues: ErrorIssue[] = [];
  const params = parsePart('params', endpoint.params, input.params, issues);
  const query = parsePart('query', endpoint.query, input.query, issues);
  const headers = parsePart('headers', endpoint.headers, input.headers, issues);
  const body =
    endpoint.bodyKind === 'pdf' || endpoint.bodyKind === 'none'
      ? input.body
      : parsePart('body', endpoint.body, input.body, issues);
  return issues.length > 0
    ? { success: false, issues }
    : { success: true, data: { params, query, headers, body } };
}

/** Validates a 2xx answer against the endpoint's response schema. */
export function parseEndpointResponse(
  endpoint: Endpoint,
  value: unknown,
): { success: true; data: unknown } | { success: false; issues: ErrorIssue[] } {
  if (!endpoint.response) return { success: true, data: undefined };
  const result = z.safeParse(endpoint.response, value);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: toIssues('response', result.error) };
}
