import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { described, idParam, monthParam, yearParam } from '../../schemas/primitives';

/** Image types the upload accepts (spec section 9); the server checks the bytes, not the name. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Most files one upload may carry. */
export const MAX_IMAGES_PER_UPLOAD = 20;

/**
 * Multipart fields of the upload: `enterprise_id`, `year`, `month` as text, and one `files` part per
 * image (the server also accepts `files[0]`, `files[1]`, ... as the observed portal names them).
 */
export const UploadAttachmentsBodySchema = z.lazy(() =>
  z.object({
    enterprise_id: idParam(),
    year: yearParam(),
    month: monthParam(),
    files: described(
      z
        .array(z.file().check(z.mime([...IMAGE_MIME_TYPES])))
        .check(z.minLength(1), z.maxLength(MAX_IMAGES_PER_UPLOAD)),
      'One part per image (png, jpeg or webp).',
    ),
  }),
);

/** Adds construction photos to an enterprise for a year and month (admin only). */
export const uploadAttachmentsEndpoint = defineEndpoint({
  id: 'uploadAttachments',
  method: 'POST',
  path: '/api/v1/enterprise/attachments',
  summary: 'Upload construction photos (admin, multipart).',
  description:
    'Answers 201 IMG-POST-201. A file whose bytes are not png, jpeg or webp gives 400 IMG-POST-400.',
  tag: 'enterprises',
  auth: 'admin',
  body: UploadAttachmentsBodySchema,
  bodyKind: 'multipart',
  response: MessageBodySchema,
  successStatus: 201,
  errors: ['IMG-POST-400', 'IMG-POST-421'],
  failure: 'IMG-POST-421',
});

/** The upload fields. */
export type UploadAttachmentsBody = z.input<typeof UploadAttachmentsBodySchema>;

/** Calls `POST /api/v1/enterprise/attachments` (multipart); pass `onUploadProgress` for progress. */
export function postAttachments(
  client: ApiClient,
  body: UploadAttachmentsBody,
  options?: CallOptions,
): Promise<MessageBody> {
  return client.call(uploadAttachmentsEndpoint, { body }, options);
}
