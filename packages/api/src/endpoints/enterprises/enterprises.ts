import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, isoDate, limitParam, offsetParam, text } from '../../schemas/primitives';

/**
 * An enterprise (spec section 3): `creation` is the date the year filters start from. Each card also
 * shows the expected delivery and the overall progress (product rule: delivery forecast); both are
 * optional on the wire, so the client still reads an answer without them.
 */
export const EnterpriseSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    address: z.string(),
    creation: isoDate(),
    delivery_date: z.optional(
      z.nullable(described(isoDate(), 'Expected delivery ("Previsão de entrega"); null when unknown.')),
    ),
    progress_percent: z.optional(
      described(
        z.int().check(z.gte(0), z.lte(100)),
        'Overall construction progress: the rounded average of the five stages.',
      ),
    ),
  }),
);

/** An enterprise. */
export type Enterprise = z.output<typeof EnterpriseSchema>;

/**
 * Enterprise search: an admin sees all, a customer only those where they hold units. The answer is a
 * plain array; the portal asks for the next 100 when it runs short (spec section 4).
 */
export const enterprisesEndpoint = defineEndpoint({
  id: 'enterprises',
  method: 'GET',
  path: '/api/v1/enterprises',
  summary: 'Search enterprises by name (case-insensitive), paged.',
  tag: 'enterprises',
  auth: 'user',
  query: z.lazy(() =>
    z.object({ query: z.optional(text(0, 200)), offset: offsetParam(), limit: limitParam() }),
  ),
  response: z.lazy(() => z.array(EnterpriseSchema)),
  errors: [],
});

/** Query of the enterprise search. */
export type EnterprisesQuery = z.input<typeof enterprisesEndpoint.query>;

/** Calls `GET /api/v1/enterprises`. */
export function getEnterprises(
  client: ApiClient,
  query: EnterprisesQuery,
  options?: CallOptions,
): Promise<Enterprise[]> {
  return client.call(enterprisesEndpoint, { query }, options);
}
