import type { ErrorCode } from '@portal/domain';
import type * as z from 'zod/mini';

/**
 * Who may call an endpoint: anyone, any signed-in person, an administrator only, or an ERP holding an
 * integration key (`Authorization: Bearer pk_…`; portal tokens are refused there, and keys everywhere else).
 */
export type AuthLevel = 'public' | 'user' | 'admin' | 'integration';

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request body travels: JSON, the raw bytes of a PDF (`Content-Type: application/pdf`,
 * streamed by the server), `multipart/form-data` (image upload), or no body at all.
 */
export type BodyKind = 'json' | 'pdf' | 'multipart' | 'none';

/**
 * What a successful answer carries: a JSON document, nothing (204), a redirect (302), or a file to save
 * (`file`: the bytes with `Content-Disposition: attachment`; the client resolves with a `Blob`).
 */
export type ResponseKind = 'json' | 'empty' | 'redirect' | 'file';

/** Any zod 4 schema (zod/mini or classic); the contract itself is written with zod/mini. */
export type Schema = z.core.$ZodType;

/**
 * A zod object schema, used where the fields must be listed (path, query and header parameters): the
 * object itself, or the object built on first use (`z.lazy`, as the contract writes them, decision 046).
 */
export type ObjectSchema = z.core.$ZodObject | z.core.$ZodLazy<z.core.$ZodObject>;

/** The fields of an object schema, building it if it is built on first use. */
export function objectShape(schema: ObjectSchema): z.core.$ZodShape {
  return schema._zod.def.type === 'lazy'
    ? (schema as z.core.$ZodLazy<z.core.$ZodObject>)._zod.innerType._zod.def.shape
    : (schema as z.core.$ZodObject)._zod.def.shape;
}

/** What an endpoint module writes down; `defineEndpoint` fills in the defaults. */
export interface EndpointConfig {
  /** Stable identifier (camelCase), unique in the contract: the OpenAPI operationId and the SWR key. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path with `{name}` placeholders for path parameters, exactly as spec section 7 spells it. */
  readonly path: `/api/v1/${string}`;
  /** One line in English for the OpenAPI document. */
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tag grouping the endpoint (auth, user, enterprises, financial, invoice, reports). */
  readonly tag: string;
  readonly auth: AuthLevel;
  /** Path parameters; values arrive as strings, so numeric ones coerce (with bounds). */
  readonly params?: ObjectSchema;
  /** Query parameters; values arrive as strings, so numeric ones coerce (with bounds). */
  readonly query?: ObjectSchema;
  /** Optional request headers besides Authorization and Customer (lower-case names). */
  readonly headers?: ObjectSchema;
  /** Body schema for `json` and `multipart` bodies; a `pdf` body has no schema (it is bytes). */
  readonly body?: Schema;
  /** Defaults to `json` when `body` is set, `none` otherwise. */
  readonly bodyKind?: BodyKind;
  /** Schema of the 2xx JSON answer; absent for `empty` and `redirect` answers. */
  readonly response?: Schema;
  /** Defaults to `json` when `response` is set, `empty` otherwise. */
  readonly responseKind?: ResponseKind;
  /** Media type of a `file` answer, e.g. the XLSX type (for the OpenAPI document). */
  readonly fileType?: string;
  /** HTTP status of success; defaults to 200 (204 for `empty`, 302 for `redirect`). */
  readonly successStatus?: 200 | 201 | 202 | 204 | 302;
  /** Catalogue codes this endpoint may answer besides the generic ones (REQUEST-400, SESSION-401, ...). */
  readonly errors: readonly ErrorCode[];
  /**
   * The code of an unexpected failure of this call (one of `errors`): the spec's fallback text for it
   * ('Houve um erro ao enviar o ticket.'), answered by the server instead of the generic INTERNAL-500
   * and read by the client when an answer carries no code. Its HTTP status is the code's number, or
   * 500 for an `-ERROR` code.
   */
  readonly failure?: ErrorCode;
  /** Error answers whose body adds fields to the usual error body (e.g. the row errors of a 422), by status. */
  readonly errorBodies?: { readonly [status: number]: Schema };
}

/** A complete endpoint descriptor: the config with every default made explicit. */
export type Endpoint<C extends EndpointConfig = EndpointConfig> = C & {
  readonly bodyKind: BodyKind;
  readonly responseKind: ResponseKind;
  readonly successStatus: 200 | 201 | 202 | 204 | 302;
};

/**
 * Declares one endpoint of the contract. The descriptor is the single source for the typed client,
 * the server's route registration and input validation, and the OpenAPI document.
 */
export function defineEndpoint<const C extends EndpointConfig>(config: C): Endpoint<C> {
  const bodyKind: BodyKind = config.bodyKind ?? (config.body ? 'json' : 'none');
  const responseKind: ResponseKind = config.responseKind ?? (config.response ? 'json' : 'empty');
  const successStatus =
    config.successStatus ?? (responseKind === 'empty' ? 204 : responseKind === 'redirect' ? 302 : 200);
  return { ...config, bodyKind, responseKind, successStatus };
}

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/** Path parameters as the caller passes them. */
export type EndpointParams<E extends EndpointConfig> = InputOf<E['params']>;
/** Query parameters as the caller passes them (numbers as numbers; the client turns them into strings). */
export type EndpointQuery<E extends EndpointConfig> = InputOf<E['query']>;
/** Query parameters after validation (what the server handler receives). */
export type EndpointQueryOutput<E extends EndpointConfig> = OutputOf<E['query']>;
/** Path parameters after validation (what the server handler receives). */
export type EndpointParamsOutput<E extends EndpointConfig> = OutputOf<E['params']>;
/** JSON or multipart body after validation (what the server handler receives). */
export type EndpointBodyOutput<E extends EndpointConfig> = OutputOf<E['body']>;
/** The body a caller passes: the bytes for a PDF body, the schema's input otherwise. */
export type EndpointBody<E extends EndpointConfig> = E['bodyKind'] extends 'pdf'
  ? Blob | ArrayBuffer | Uint8Array
  : InputOf<E['body']>;
/** The parsed success answer (a `Blob` for a `file` answer). */
export type EndpointResponse<E extends EndpointConfig> = E['responseKind'] extends 'file'
  ? Blob
  : E['response'] extends Schema
    ? z.output<E['response']>
    : undefined;

type Part<
  K extends string,
  E extends EndpointConfig,
  F extends keyof EndpointConfig,
  V,
> = undefined extends E[F] ? { readonly [P in K]?: never } : { readonly [P in K]: V };

/** Everything a call needs besides options: only the parts the endpoint declares are required. */
export type EndpointInput<E extends EndpointConfig> = Part<'params', E, 'params', EndpointParams<E>> &
  Part<'query', E, 'query', EndpointQuery<E>> &
  (E['bodyKind'] extends 'pdf'
    ? { readonly body: EndpointBody<E> }
    : Part<'body', E, 'body', EndpointBody<E>>) &
  Part<'headers', E, 'headers', InputOf<E['headers']>>;
