import type { Endpoint } from '@portal/api';
import type { ErrorCode } from '@portal/domain';
import type { Context } from 'hono';
import { messages } from '../messages/pt-BR';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-response';
import { readLimitedBody } from './limited-body';

/** The texts of a body that cannot be read, the same on every endpoint (decision 065). */
export const BODY_PROBLEMS = messages.requestBody;

/** How much body an endpoint takes and the codes of its 413 and of an unreadable body's 400. */
export interface BodyRules {
  readonly maxBytes: number;
  readonly tooLarge: ErrorCode;
  readonly invalid: ErrorCode;
}

/** A body as read: a JSON value (undefined when empty) or the parts of a multipart form. */
export type ReceivedBody = unknown;

type BodyRead =
  | { readonly ok: true; readonly value: ReceivedBody }
  | { readonly ok: false; readonly answer: Response };

/**
 * Reads a `json` or `multipart` body counted while it streams (never held past `rules.maxBytes`, decision
 * 016): over the limit a 413 with `Connection: close`, which tells the client to stop sending; broken
 * JSON, a broken form or an interrupted upload a 400. Other kinds read nothing.
 */
export async function readEndpointBody(
  c: Context<AppEnv>,
  endpoint: Endpoint,
  rules: BodyRules,
): Promise<BodyRead> {
  if (endpoint.bodyKind !== 'json' && endpoint.bodyKind !== 'multipart')
    return { ok: true, value: undefined };
  const refuse = (message: string): BodyRead => ({
    ok: false,
    answer: errorResponse(c, 400, rules.invalid, { issues: [{ path: 'body', message }] }),
  });
  const read = await readLimitedBody(c, rules.maxBytes);
  if (!read.ok) {
    if (read.reason === 'aborted') return refuse(BODY_PROBLEMS.aborted);
    return { ok: false, answer: errorResponse(c, 413, rules.tooLarge, { headers: { Connection: 'close' } }) };
  }
  if (endpoint.bodyKind === 'multipart') {
    const type = c.req.header('content-type') ?? '';
    try {
      return {
        ok: true,
        value: await new Response(read.bytes as Uint8Array<ArrayBuffer>, {
          headers: { 'Content-Type': type },
        }).formData(),
      };
    } catch {
      return refuse(BODY_PROBLEMS.multipart);
    }
  }
  const text = new TextDecoder().decode(read.bytes);
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return refuse(BODY_PROBLEMS.json);
  }
}

/** A form's fields as an object for the descriptor's schema: a repeated field becomes a list. */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}
