import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { text } from '../../schemas/primitives';

/** Removes construction photos by file name (admin only). */
export const deleteAttachmentsEndpoint = defineEndpoint({
  id: 'deleteAttachments',
  method: 'DELETE',
  path: '/api/v1/enterprise/attachments',
  summary: 'Delete construction photos by file name (admin).',
  tag: 'enterprises',
  auth: 'admin',
  body: z.lazy(() => z.object({ filenames: z.array(text(1, 255)).check(z.minLength(1), z.maxLength(100)) })),
  response: MessageBodySchema,
  errors: ['IMG-DELETE-404', 'IMG-DELETE-500'],
  failure: 'IMG-DELETE-500',
});

/** Calls `DELETE /api/v1/enterprise/attachments`; resolves with the IMG-DELETE-200 outcome. */
export function deleteAttachments(
  client: ApiClient,
  body: z.input<typeof deleteAttachmentsEndpoint.body>,
  options?: CallOptions,
): Promise<MessageBody> {
  return client.call(deleteAttachmentsEndpoint, { body }, options);
}
