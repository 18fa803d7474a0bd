import {
  type Endpoint,
  type EndpointBodyOutput,
  type EndpointParamsOutput,
  type EndpointQueryOutput,
  type EndpointResponse,
  parseEndpointInput,
  parseEndpointResponse,
} from '@portal/api';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode, RedirectStatusCode } from 'hono/utils/http-status';
import { isPreparedJson, type PreparedJson, prepareJson } from '../cache/prepared-json';
import type { AppContext } from '../context';
import type { Caller } from '../security/caller';
import type { AppEnv } from './app-env';
import { assertOwnParameters, authenticate } from './authenticate';
import { preparedBody } from './content-encoding';
import { errorResponse } from './error-response';
import { readLimitedBody } from './limited-body';
import { containsNul } from './nul-guard';

/**
 * The descriptors of each app, keyed by the app itself: Hono has no place of ours on its instance, and
 * a weak key keeps the list per app (two apps in one process never share it) and lets it go with the app.
 */
const REGISTERED = new WeakMap<object, Endpoint[]>();

/** The descriptors registered on an app so far (what `/api/openapi.json` documents). */
export function registeredEndpoints(app: Hono<AppEnv>): Endpoint[] {
  let list = REGISTERED.get(app);
  if (!list) {
    list = [];
    REGISTERED.set(app, list);
  }
  return list;
}

/** Largest JSON body accepted (the contract's biggest JSON field is a 5,000-character ticket). */
const MAX_JSON_BYTES = 64 * 1024;

/** What a handler receives: validated input, the caller (for non-public endpoints) and the raw context. */
export interface HandlerInput<E extends Endpoint> {
  readonly query: EndpointQueryOutput<E>;
  readonly params: EndpointParamsOutput<E>;
  readonly body: EndpointBodyOutput<E>;
  readonly caller: E['auth'] extends 'public' ? undefined : Caller;
  readonly c: Context<AppEnv>;
}

/** A file answer: its bytes and the name the browser saves it under (type: the descriptor's `fileType`). */
export interface FileAnswer {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** What a handler returns: the JSON answer, a redirect location, a file, or nothing (204). */
export type HandlerResult<E extends Endpoint> = E['responseKind'] extends 'redirect'
  ? { readonly location: string }
  : E['responseKind'] extends 'file'
    ? FileAnswer
    : E['responseKind'] extends 'empty'
      ? undefined
      : EndpointResponse<E>;

type JsonRead = { ok: true; value: unknown } | { ok: false; tooLarge: boolean };

/** Reads a JSON body counted while it streams (never buffered past `MAX_JSON_BYTES`). */
async function readJson(c: Context<AppEnv>): Promise<JsonRead> {
  const read = await readLimitedBody(c, MAX_JSON_BYTES);
  if (!read.ok) return { ok: false, tooLarge: read.reason === 'too-large' };
  const text = new TextDecoder().decode(read.bytes);
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

/**
 * Declares one route from its `@portal/api` descriptor: method and path come from the contract, the
 * caller is authenticated at the descriptor's level, query/params/body are validated by the
 * descriptor's schemas (any failure is a 400 with the field issues, before the handler runs), and
 * outside production the answer is checked against the response schema, so the server cannot drift
 * from the contract the portal reads.
 */
export function registerEndpoint<E extends Endpoint>(
  app: Hono<AppEnv>,
  ctx: AppContext,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<HandlerResult<E> | PreparedJson<HandlerResult<E>>>,
): void {
  registeredEndpoints(app).push(endpoint);
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(endpoint.method, path, async (c) => {
    c.set('endpoint', endpoint);
    const caller = endpoint.auth === 'public' ? undefined : await authenticate(c, ctx, endpoint.auth);
    if (caller) c.set('caller', caller);
    let body: unknown;
    if (endpoint.bodyKind === 'json') {
      const read = await readJson(c);
      if (!read.ok && read.tooLarge) {
        // Closing tells the client to stop sending; the HTTP layer drains a little, then hangs up.
        return errorResponse(c, 413, 'REQUEST-413', { headers: { Connection: 'close' } });
      }
      if (!read.ok) {
        return errorResponse(c, 400, 'REQUEST-400', {
          issues: [{ path: 'body', message: 'JSON inválido.' }],
        });
      }
      body = read.value;
    }
    const raw = { query: c.req.query(), params: c.req.param(), body };
    if (containsNul(raw)) {
      return errorResponse(c, 400, 'REQUEST-400', {
        issues: [{ path: 'request', message: 'Caractere inválido (NUL) nos dados enviados.' }],
      });
    }
    const parsed = parseEndpointInput(endpoint, raw);
    if (!parsed.success) return errorResponse(c, 400, 'REQUEST-400', { issues: parsed.issues });
    if (caller) {
      assertOwnParameters(caller, parsed.data.query);
      assertOwnParameters(caller, parsed.data.params);
    }
    const result = await handler({
      query: parsed.data.query as EndpointQueryOutput<E>,
      params: parsed.data.params as EndpointParamsOutput<E>,
      body: parsed.data.body as EndpointBodyOutput<E>,
      caller: caller as HandlerInput<E>['caller'],
      c,
    });
    c.header('Cache-Control', 'no-store');
    if (endpoint.responseKind === 'redirect') {
      return c.redirect(
        (result as { location: string }).location,
        endpoint.successStatus as RedirectStatusCode,
      );
    }
    if (endpoint.responseKind === 'empty') return c.body(null, 204);
    if (endpoint.responseKind === 'file') {
      const file = result as FileAnswer;
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, endpoint.successStatus as ContentfulStatusCode, {
        'Content-Type': endpoint.fileType ?? 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
      });
    }
    if (ctx.config.nodeEnv !== 'production') {
      // A prepared answer's value is read only here: one serialised by the database is parsed only for this check.
      const checked = parseEndpointResponse(endpoint, isPreparedJson(result) ? result.value : result);
      if (!checked.success) {
        ctx.logger.error('response breaks the contract', { endpoint: endpoint.id, issues: checked.issues });
        return errorResponse(c, 500, 'INTERNAL-500');
      }
    }
    const status = endpoint.successStatus as ContentfulStatusCode;
    // Every JSON answer leaves as bytes, compressed when the client accepts it and it is worth it.
    const answer = isPreparedJson(result) ? result : prepareJson(result);
    const encoded = preparedBody(answer, c.req.header('accept-encoding'));
    return c.body(encoded.body as Uint8Array<ArrayBuffer>, status, encoded.headers);
  });
}
