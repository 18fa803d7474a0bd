import { ERROR_CATALOGUE, isErrorCode } from '@portal/domain';
import type { Endpoint } from '../endpoint';
import { ENDPOINTS } from '../endpoints/all-endpoints';
import { ErrorBodySchema, statusOfCode } from '../schemas/error-body';
import { fieldsOf, type JsonSchema, jsonSchemaOf } from './json-schema';

/** Options of the OpenAPI document. */
export interface OpenApiOptions {
  /** Base URL of the server, e.g. `https://portal.example`; default `/` (same origin). */
  readonly serverUrl?: string;
  /** Version of the API (default: the package version, 0.1.0). */
  readonly version?: string;
  /** Endpoints to describe (default: all of the contract). */
  readonly endpoints?: readonly Endpoint[];
}

/** An OpenAPI 3.1 document, as a plain JSON value. */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: '3.1.0';
  paths: Record<string, JsonSchema>;
};

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

const TAGS = [
  { name: 'auth', description: 'Login, token refresh and logout.' },
  { name: 'user', description: 'Accounts, password recovery, activation, support tickets.' },
  { name: 'enterprises', description: 'Enterprises, construction progress and photos.' },
  { name: 'financial', description: 'Contracts, installments, totals and documents.' },
  { name: 'invoice', description: 'Payment slips and proofs of payment.' },
  { name: 'reports', description: 'Audit reports (admin).' },
  {
    name: 'assistance',
    description: 'Technical assistance after the keys: warranty, requests, messages, the staff queue.',
  },
  {
    name: 'documents',
    description:
      "The papers of the purchase: the customer's documents, the staff's uploads, the download audit.",
  },
  { name: 'import', description: 'ERP import API (integration keys) and its administration.' },
  { name: 'integrations', description: 'The Sienge connector: its change webhook, status and sync (admin).' },
  {
    name: 'staff',
    description: 'Staff (administrator) accounts: list, invite, deactivate, reactivate (admin).',
  },
];

/** Every code an endpoint may answer: its own plus the generic ones its shape implies. */
function errorCodes(endpoint: Endpoint): string[] {
  const codes = new Set<string>(endpoint.errors);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.bodyKind === 'pdf')
    codes.add('REQUEST-400');
  if (endpoint.auth === 'integration') codes.add('INTEGRATION-KEY-401');
  else if (endpoint.auth !== 'public') codes.add('SESSION-401');
  if (endpoint.auth === 'admin') codes.add('FORBIDDEN-403');
  codes.add('INTERNAL-500');
  return [...codes];
}

function errorResponses(endpoint: Endpoint): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  for (const code of errorCodes(endpoint)) {
    const status = statusOfCode(code);
    if (status === undefined || status < 400) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const own = endpoint.errorBodies?.[status];
    const lines = codes.map((code) => `\`${code}\`: ${isErrorCode(code) ? ERROR_CATALOGUE[code] : code}`);
    responses[String(status)] = {
      description: lines.join('; '),
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 0 } } } } : {}),
      content: {
        'application/json': { schema: own ? jsonSchemaOf(own, 'input') : ERROR_REF },
      },
    };
  }
  return responses;
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: 'path' | 'query' | 'header', object: Endpoint['params']) => {
    if (!object) return;
    for (const field of fieldsOf(object)) {
      const { description, ...schema } = field.schema;
      list.push({
        name: field.name,
        in: where,
        required: where === 'path' ? true : field.required,
        ...(typeof description === 'string' ? { description } : {}),
        schema,
      });
    }
  };
  add('path', endpoint.params);
  add('query', endpoint.query);
  add('header', endpoint.headers);
  if (endpoint.auth === 'user' || endpoint.auth === 'admin') {
    list.push({
      name: 'Customer',
      in: 'header',
      required: false,
      description: "The session's customer id; checked against the token, never trusted.",
      schema: { type: 'string' },
    });
  }
  return list;
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  if (endpoint.bodyKind === 'pdf') {
    return {
      required: true,
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    };
  }
  if (!endpoint.body) return undefined;
  if (endpoint.bodyKind === 'multipart') {
    // Multipart fields are text on the wire: describe them by their parsed meaning, like parameters.
    const object = endpoint.body as NonNullable<Endpoint['params']>;
    const fields = fieldsOf(object);
    const schema = {
      type: 'object',
      properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
      required: fields.filter((field) => field.required).map((field) => field.name),
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
  };
}

function successResponse(endpoint: Endpoint): JsonSchema {
  if (endpoint.responseKind === 'redirect') {
    return {
      description: 'Redirect to the portal.',
      headers: { Location: { schema: { type: 'string' }, description: 'Where the browser goes next.' } },
    };
  }
  if (endpoint.responseKind === 'file') {
    const type = endpoint.fileType ?? 'application/octet-stream';
    return {
      description: 'The file, as an attachment (`Content-Disposition` names it).',
      content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
    };
  }
  if (endpoint.responseKind === 'empty' || !endpoint.response) return { description: 'Done; no content.' };
  return {
    description: 'Success.',
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'input') } },
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const body = requestBody(endpoint);
  const params = parameters(endpoint);
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security:
      endpoint.auth === 'public'
        ? []
        : endpoint.auth === 'integration'
          ? [{ integrationKey: [] }]
          : [{ bearerAuth: [] }],
    'x-portal-auth': endpoint.auth,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [String(endpoint.successStatus)]: successResponse(endpoint), ...errorResponses(endpoint) },
  };
}

/**
 * Builds the OpenAPI 3.1 document of the contract from the endpoint descriptors, so a third party can
 * generate a client. The server serves it at `/api/openapi.json`.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const paths: Record<string, JsonSchema> = {};
  for (const endpoint of options.endpoints ?? ENDPOINTS) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(endpoint);
    paths[endpoint.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal do Cliente API',
      version: options.version ?? '0.1.0',
      description:
        'HTTP contract of the customer portal. Money is integer cents; dates are ISO `YYYY-MM-DD`. ' +
        'Every error answers `{ code, msg, error }` with a catalogue code and its Portuguese text.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        integrationKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pk_…',
          description: 'Integration key created by an administrator (`POST /api/v1/import/keys`).',
        },
      },
      schemas: { ErrorBody: jsonSchemaOf(ErrorBodySchema, 'input') },
    },
  };
}
