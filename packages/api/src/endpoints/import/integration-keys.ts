import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, isoDateTime, text } from '../../schemas/primitives';

/** An integration key as listed: never its secret, only the prefix that identifies it. */
export const IntegrationKeySchema = z.lazy(() =>
  described(
    z.object({
      id: z.int(),
      name: described(z.string(), 'Name given by the administrator (which ERP or integrator uses it).'),
      prefix: described(z.string(), 'First characters of the key (`pk_` and 8 more), to recognise it.'),
      created_at: isoDateTime(),
      created_by: described(z.string(), 'E-mail of the administrator who created it.'),
      last_used_at: z.nullable(isoDateTime()),
      revoked_at: z.nullable(isoDateTime()),
    }),
    'An integration key (without its secret).',
  ),
);

/** An integration key as listed. */
export type IntegrationKey = z.output<typeof IntegrationKeySchema>;

/** The answer of a creation: the key and, this once, its whole secret. */
export const CreatedIntegrationKeySchema = z.lazy(() =>
  described(
    z.object({
      key: IntegrationKeySchema,
      secret: described(
        z.string(),
        'The whole key (`pk_` + 43 characters), shown only in this answer; only its SHA-256 is stored.',
      ),
    }),
    'A new integration key and its secret, shown once.',
  ),
);

/** The answer of a creation. */
export type CreatedIntegrationKey = z.output<typeof CreatedIntegrationKeySchema>;

/** Creates an integration key (admin). */
export const createIntegrationKeyEndpoint = defineEndpoint({
  id: 'createIntegrationKey',
  method: 'POST',
  path: '/api/v1/import/keys',
  summary: 'Create an integration key for the import API (admin); its secret is shown once.',
  tag: 'import',
  auth: 'admin',
  body: z.lazy(() =>
    z.object({
      name: described(
        // Spaces and direction controls alone are no name (docs/product/rules.md, "Texts from outside").
        text(1, 100).check(
          z.refine((name) => /[^\s\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/.test(name), {
            message: 'Informe um nome para a chave.',
          }),
        ),
        'What the key is for, e.g. "Sienge produção". Stored trimmed, without direction controls.',
      ),
    }),
  ),
  response: CreatedIntegrationKeySchema,
  successStatus: 201,
  errors: [],
});

/** Lists every integration key, revoked ones included (admin). */
export const integrationKeysEndpoint = defineEndpoint({
  id: 'integrationKeys',
  method: 'GET',
  path: '/api/v1/import/keys',
  summary: 'List the integration keys (admin).',
  tag: 'import',
  auth: 'admin',
  response: z.lazy(() => z.object({ keys: z.array(IntegrationKeySchema) })),
  errors: [],
});

/** Revokes an integration key at once (admin); revoking twice is harmless. */
export const revokeIntegrationKeyEndpoint = defineEndpoint({
  id: 'revokeIntegrationKey',
  method: 'DELETE',
  path: '/api/v1/import/keys/{id}',
  summary: 'Revoke an integration key (admin); it is refused from the next call on.',
  tag: 'import',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  errors: ['INTEGRATION-KEY-404'],
});

/** Calls `POST /api/v1/import/keys`. */
export function postIntegrationKey(
  client: ApiClient,
  body: z.input<typeof createIntegrationKeyEndpoint.body>,
  options?: CallOptions,
): Promise<CreatedIntegrationKey> {
  return client.call(createIntegrationKeyEndpoint, { body }, options);
}

/** Calls `GET /api/v1/import/keys`. */
export function getIntegrationKeys(
  client: ApiClient,
  options?: CallOptions,
): Promise<{ keys: IntegrationKey[] }> {
  return client.call(integrationKeysEndpoint, {}, options);
}

/** Calls `DELETE /api/v1/import/keys/{id}`. */
export function deleteIntegrationKey(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<undefined> {
  return client.call(revokeIntegrationKeyEndpoint, { params: { id } }, options);
}
