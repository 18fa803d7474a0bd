import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, monthParam, yearParam } from '../../schemas/primitives';

/**
 * A construction photo (spec section 3): the image bytes as base64, its stored file name, and the
 * year and month it is filed under (each photo is captioned with them, product rule: photos).
 */
export const AttachmentSchema = z.lazy(() =>
  z.object({
    file: described(z.string(), 'Image bytes, base64 (no data: prefix).'),
    filename: described(z.string().check(z.minLength(1)), 'Stored file name; the key used to delete it.'),
    year: described(z.int(), 'Year the photo is filed under.'),
    month: described(z.int().check(z.gte(1), z.lte(12)), 'Month 1..12 the photo is filed under.'),
  }),
);

/** A construction photo. */
export type Attachment = z.output<typeof AttachmentSchema>;

/**
 * Lists the photos of an enterprise, optionally of one year and month, newest month first (within a
 * month the latest upload first); none → 404 IMG-GET-404.
 */
export const attachmentsEndpoint = defineEndpoint({
  id: 'attachments',
  method: 'GET',
  path: '/api/v1/enterprise/attachments',
  summary: 'List the construction photos of an enterprise (optionally one year/month), newest first.',
  tag: 'enterprises',
  auth: 'user',
  query: z.lazy(() =>
    z.object({
      enterprise_id: idParam(),
      year: z.optional(yearParam()),
      month: z.optional(monthParam()),
    }),
  ),
  response: z.lazy(() => z.array(AttachmentSchema)),
  errors: ['IMG-GET-404', 'IMG-GET-421', 'IMG-GET-500'],
  failure: 'IMG-GET-500',
});

/** Query of the photo list. */
export type AttachmentsQuery = z.input<typeof attachmentsEndpoint.query>;

/** Calls `GET /api/v1/enterprise/attachments`. */
export function getAttachments(
  client: ApiClient,
  query: AttachmentsQuery,
  options?: CallOptions,
): Promise<Attachment[]> {
  return client.call(attachmentsEndpoint, { query }, options);
}
