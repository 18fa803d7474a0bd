import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam } from '../../schemas/primitives';

/** The card image of an enterprise: base64 bytes, or null when it has none. */
export const DefaultImageSchema = z.lazy(() =>
  z.object({
    image_default: described(z.nullable(z.string()), 'Image bytes, base64, or null when there is none.'),
  }),
);

/** The card image answer. */
export type DefaultImage = z.output<typeof DefaultImageSchema>;

/** Reads the default (card) image of an enterprise. */
export const defaultImageEndpoint = defineEndpoint({
  id: 'defaultImage',
  method: 'GET',
  path: '/api/v1/enterprise/attachments/default/{enterpriseId}',
  summary: 'Read the default (card) image of an enterprise.',
  tag: 'enterprises',
  auth: 'user',
  params: z.lazy(() => z.object({ enterpriseId: idParam() })),
  response: DefaultImageSchema,
  errors: ['NOT-FOUND-404'],
});

/** Calls `GET /api/v1/enterprise/attachments/default/{enterpriseId}`. */
export function getDefaultImage(
  client: ApiClient,
  params: z.input<typeof defaultImageEndpoint.params>,
  options?: CallOptions,
): Promise<DefaultImage> {
  return client.call(defaultImageEndpoint, { params }, options);
}
