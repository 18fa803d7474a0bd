import { ERROR_CATALOGUE, type ErrorCode } from '@portal/domain';
import * as z from 'zod/mini';
import { described } from './primitives';

/**
 * The fields of every error answer, for the answers that add their own beside them (a refused import
 * lists its row errors).
 */
export const errorBodyFields = () => ({
  code: z.string(),
  msg: z.string(),
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/**
 * The body of every error answer (product rule §2): `code` from the catalogue, and the
 * Portuguese text twice, as `msg` and `error`, because the observed portal reads both. `issues`
 * lists the fields that failed validation on a 400.
 */
export const ErrorBodySchema = z.lazy(() =>
  described(
    z.object(errorBodyFields()),
    'Error answer: catalogue code and its Portuguese text (as `msg` and `error`).',
  ),
);

/** An error answer as sent on the wire. */
export type ErrorBody = z.output<typeof ErrorBodySchema>;

/** One failed field of a 400 answer: dotted path and what was wrong. */
export type ErrorIssue = NonNullable<ErrorBody['issues']>[number];

/**
 * The body of an action that only reports an outcome (sign-up, ticket, upload, ...): the catalogue
 * success code (`SIGN-UP-200`, `IMG-POST-201`, ...) and its Portuguese text.
 */
export const MessageBodySchema = z.lazy(() =>
  described(
    z.object({ code: z.string(), msg: z.string() }),
    'Outcome of an action: catalogue code and its Portuguese text.',
  ),
);

/** An outcome answer as sent on the wire. */
export type MessageBody = z.output<typeof MessageBodySchema>;

/** Builds an error body for a catalogue code; `message` overrides the catalogue text when given. */
export function errorBody(code: ErrorCode, message?: string, issues?: readonly ErrorIssue[]): ErrorBody {
  const text = message ?? ERROR_CATALOGUE[code];
  return issues ? { code, msg: text, error: text, issues: [...issues] } : { code, msg: text, error: text };
}

/** Builds the outcome body of a catalogue success code. */
export function messageBody(code: ErrorCode): MessageBody {
  return { code, msg: ERROR_CATALOGUE[code] };
}

/**
 * The HTTP status a code stands for, read from its trailing number (`SEND-PAYMENT-PROOF-422` → 422).
 * Codes without one (`LATEST-SLIP-PAID`, `NETWORK-ERROR`) give `undefined`.
 */
export function statusOfCode(code: string): number | undefined {
  const match = /-(\d{3})$/.exec(code);
  return match ? Number(match[1]) : undefined;
}

/** The generic code of an HTTP status, used when an answer carries no code of its own. */
export function genericCodeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'REQUEST-400';
  if (status === 401) return 'SESSION-401';
  if (status === 403) return 'FORBIDDEN-403';
  if (status === 404) return 'NOT-FOUND-404';
  if (status === 429) return 'RATE-LIMIT-429';
  return 'INTERNAL-500';
}

/** The HTTP status of an endpoint's `failure` code: its number (`IMG-POST-421` → 421), else 500. */
export function failureStatus(code: ErrorCode): number {
  return statusOfCode(code) ?? 500;
}
