import {
  type Endpoint,
  type EndpointBodyOutput,
  type EndpointParamsOutput,
  type EndpointQueryOutput,
  type EndpointResponse,
  parseEndpointInput,
  parseEndpointResponse,
} from '@portal/api';
import type { ErrorCode } from '@portal/domain';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode, RedirectStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { isPreparedJson, type PreparedJson, prepareJson } from '../cache/prepared-json';
import type { AppContext } from '../context';
import type { KeyCaller } from '../resources/imports/keys/service';
import type { Caller } from '../security/caller';
import type { AppEnv } from './app-env';
import { assertOwnParameters, authenticate } from './authenticate';
import { authenticateKey } from './authenticate-key';
import { preparedBody } from './content-encoding';
import { BODY_PROBLEMS, formFields, type ReceivedBody, readEndpointBody } from './endpoint-body';
import { type ErrorAnswer, isErrorAnswer } from './error-answer';
import { errorResponse } from './error-response';
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

/** Who a handler serves: nobody known (public), a portal session, or an integration key. */
type CallerOf<E extends Endpoint> = E['auth'] extends 'public'
  ? undefined
  : E['auth'] extends 'integration'
    ? KeyCaller
    : Caller;

/**
 * Who checks the body: the descriptor's schema (any failure a 400 before the handler runs), or the
 * handler itself, which receives it as read (a JSON value, or the `FormData` of a multipart body) and
 * reports its own errors — an import's row errors, a webhook read loosely, files judged by their bytes.
 */
export type BodyCheck = 'schema' | 'handler';

/** What a handler receives: validated input, the caller (for non-public endpoints) and the raw context. */
export interface HandlerInput<E extends Endpoint, M extends BodyCheck = 'schema'> {
  readonly query: EndpointQueryOutput<E>;
  readonly params: EndpointParamsOutput<E>;
  readonly body: M extends 'schema' ? EndpointBodyOutput<E> : ReceivedBody;
  readonly caller: CallerOf<E>;
  readonly c: Context<AppEnv>;
}

/**
 * What a route adds to its descriptor when the defaults do not fit (decision 065): a body limit and the
 * codes of its 413 and 400 (defaults 64 KiB, REQUEST-413, REQUEST-400), who checks the body, and a guard
 * run after the descriptor's authentication and before the body is read — a credential of its own (the
 * Sienge webhook's shared token), a rate limit, a feature switched off — which answers by throwing an
 * `AppError`.
 */
export interface EndpointOptions<E extends Endpoint, M extends BodyCheck> {
  readonly maxBodyBytes?: number;
  readonly tooLargeCode?: ErrorCode;
  readonly badBodyCode?: ErrorCode;
  readonly bodyCheck?: M;
  readonly guard?: (c: Context<AppEnv>, caller: CallerOf<E>) => Promise<void>;
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

/**
 * Declares one route from its `@portal/api` descriptor: method and path come from the contract, the
 * caller is authenticated at the descriptor's level, query/params/body are validated by the
 * descriptor's schemas (any failure is a 400 with the field issues, before the handler runs), and
 * outside production the answer is checked against the response schema, so the server cannot drift
 * from the contract the portal reads.
 */
export function registerEndpoint<E extends Endpoint, M extends BodyCheck = 'schema'>(
  app: Hono<AppEnv>,
  ctx: AppContext,
  endpoint: E,
  handler: (
    input: HandlerInput<E, M>,
  ) => Promise<HandlerResult<E> | PreparedJson<HandlerResult<E>> | ErrorAnswer>,
  options: EndpointOptions<E, M> = {},
): void {
  registeredEndpoints(app).push(endpoint);
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(endpoint.method, path, async (c) => {
    c.set('endpoint', endpoint);
    const caller = await callerOf(c, ctx, endpoint);
    if (caller && endpoint.auth !== 'integration') c.set('caller', caller as Caller);
    if (options.guard) await options.guard(c, caller);
    const badBody = options.badBodyCode ?? 'REQUEST-400';
    const read = await readEndpointBody(c, endpoint, {
      maxBytes: options.maxBodyBytes ?? MAX_JSON_BYTES,
      tooLarge: options.tooLargeCode ?? 'REQUEST-413',
      invalid: badBody,
    });
    if (!read.ok) return read.answer;
    const raw = { query: c.req.query(), params: c.req.param(), body: read.value };
    if (containsNul(raw)) {
      return errorResponse(c, 400, badBody, {
        issues: [{ path: 'request', message: BODY_PROBLEMS.nul }],
      });
    }
    const bySchema = (options.bodyCheck ?? 'schema') === 'schema';
    // A body the handler checks is left out of the descriptor's validation (its schema documents it).
    const parsed = bySchema
      ? parseEndpointInput(endpoint, {
          ...raw,
          body: read.value instanceof FormData ? formFields(read.value) : read.value,
        })
      : parseEndpointInput({ ...endpoint, body: undefined }, raw);
    if (!parsed.success) return errorResponse(c, 400, 'REQUEST-400', { issues: parsed.issues });
    if (caller && endpoint.auth !== 'integration') {
      assertOwnParameters(caller as Caller, parsed.data.query);
      assertOwnParameters(caller as Caller, parsed.data.params);
    }
    const result = await handler({
      query: parsed.data.query as EndpointQueryOutput<E>,
      params: parsed.data.params as EndpointParamsOutput<E>,
      body: (bySchema ? parsed.data.body : read.value) as HandlerInput<E, M>['body'],
      caller: caller as CallerOf<E>,
      c,
    });
    if (isErrorAnswer(result)) return sendErrorAnswer(c, ctx, endpoint, result);
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

/** The caller at the descriptor's level: none for a public endpoint, a key for an integration one. */
async function callerOf<E extends Endpoint>(
  c: Context<AppEnv>,
  ctx: AppContext,
  endpoint: E,
): Promise<CallerOf<E>> {
  if (endpoint.auth === 'public') return undefined as CallerOf<E>;
  if (endpoint.auth === 'integration') return (await authenticateKey(c, ctx)) as CallerOf<E>;
  return (await authenticate(c, ctx, endpoint.auth)) as CallerOf<E>;
}

/** Sends a handler's error answer, checked outside production against the descriptor's body for its status. */
function sendErrorAnswer(
  c: Context<AppEnv>,
  ctx: AppContext,
  endpoint: Endpoint,
  answer: ErrorAnswer,
): Response {
  const schema = endpoint.errorBodies?.[answer.status];
  if (schema && ctx.config.nodeEnv !== 'production' && !z.safeParse(schema, answer.body).success) {
    ctx.logger.error('error answer breaks the contract', { endpoint: endpoint.id, status: answer.status });
    return errorResponse(c, 500, 'INTERNAL-500');
  }
  c.header('Cache-Control', 'no-store');
  return c.json(answer.body, answer.status);
}
