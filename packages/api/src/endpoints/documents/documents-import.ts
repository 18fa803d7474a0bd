import { MAX_DOCUMENT_BYTES, PURCHASE_DOCUMENT_MESSAGES } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, text } from '../../schemas/primitives';
import { documentKind, documentTitle } from './document-schemas';

/** Longest `content_base64`: the largest PDF, base64-encoded (4 characters per 3 bytes). */
export const MAX_DOCUMENT_BASE64_CHARS = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4;

/** Largest body of a document import: the base64 PDF and the other fields. */
export const MAX_DOCUMENT_IMPORT_BYTES = MAX_DOCUMENT_BASE64_CHARS + 64 * 1024;

const externalId = (what: string) =>
  described(text(1, 100), `The ERP's own id of ${what} (text, 1–100 characters).`);

/** A document an ERP sends: where it belongs, its kind and title, and the PDF by link or inline. */
export const ImportDocumentSchema = z.lazy(() =>
  z
    .object({
      external_id: described(
        text(1, 100),
        "The ERP's own id of the document: sending it again replaces that document's file and title.",
      ),
      contract_external_id: z.optional(externalId('its contract (imported before)')),
      enterprise_external_id: z.optional(externalId('its enterprise (imported before)')),
      kind: documentKind(),
      title: documentTitle(),
      url: z.optional(
        described(
          z.url({ protocol: /^https$/, error: PURCHASE_DOCUMENT_MESSAGES.url }).check(z.maxLength(2000)),
          'An https link the server downloads the PDF from (decision 058: public addresses of the hosts ' +
            'allowed by IMPORT_DOCUMENT_HOSTS only, at most 3 redirects, 20 s, the size limit).',
        ),
      ),
      content_base64: z.optional(
        described(
          z
            .string({ error: PURCHASE_DOCUMENT_MESSAGES.base64 })
            .check(z.base64({ error: PURCHASE_DOCUMENT_MESSAGES.base64 })),
          // No length check here: the body limit answers 413 DOCUMENT-PDF-413 for a larger one, and the
          // server the same for a decoded PDF over 20 MB, so every too-large document reads alike.
          'The PDF itself, base64 (RFC 4648, padded); the decoded PDF may take 20 MB (413 DOCUMENT-PDF-413).',
        ),
      ),
    })
    .check(
      z.refine(
        (row) => (row.contract_external_id === undefined) !== (row.enterprise_external_id === undefined),
        { error: PURCHASE_DOCUMENT_MESSAGES.ownerChoice, path: ['contract_external_id'] },
      ),
      z.refine((row) => (row.url === undefined) !== (row.content_base64 === undefined), {
        error: PURCHASE_DOCUMENT_MESSAGES.sourceChoice,
        path: ['url'],
      }),
    ),
);

/** A document an ERP sends. */
export type ImportDocument = z.input<typeof ImportDocumentSchema>;

/** What became of an imported document. */
export const ImportDocumentResultSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    outcome: described(
      z.enum(['created', 'replaced', 'unchanged']),
      '`unchanged`: the same bytes, title and kind were already there (nothing written, nothing new for the customer).',
    ),
  }),
);

/** What became of an imported document. */
export type ImportDocumentResult = z.output<typeof ImportDocumentResultSchema>;

/** The ERP's codes of a document import. */
const KEY_CODES = ['INTEGRATION-KEY-401', 'INTEGRATION-KEY-403', 'RATE-LIMIT-429'] as const;

/**
 * Publishes (or replaces) one document from the ERP (integration key), keyed by its `external_id`, so
 * re-sending it changes nothing.
 */
export const importDocumentEndpoint = defineEndpoint({
  id: 'importDocument',
  method: 'PUT',
  path: '/api/v1/import/documents',
  summary: 'Publish or replace a document from the ERP (integration key).',
  description:
    'Exactly one of `contract_external_id` and `enterprise_external_id`, and exactly one of `url` and ' +
    '`content_base64`. An unknown contract or enterprise is 404 DOCUMENT-OWNER-404; a kind that does not ' +
    'belong there, 422 DOCUMENT-KIND-422; bytes that are not a PDF, 422 DOCUMENT-PDF-422; over 20 MB, ' +
    '413 DOCUMENT-PDF-413; a link refused or failing, 422 DOCUMENT-FETCH-422.',
  tag: 'import',
  auth: 'integration',
  body: ImportDocumentSchema,
  response: ImportDocumentResultSchema,
  errors: [
    'DOCUMENT-OWNER-404',
    'DOCUMENT-KIND-422',
    'DOCUMENT-PDF-422',
    'DOCUMENT-PDF-413',
    'DOCUMENT-FETCH-422',
    ...KEY_CODES,
    'DOCUMENT-UPLOAD-ERROR',
  ],
  failure: 'DOCUMENT-UPLOAD-ERROR',
});

/** Calls `PUT /api/v1/import/documents` (the client must carry an integration key as its token). */
export function putImportDocument(
  client: ApiClient,
  body: ImportDocument,
  options?: CallOptions,
): Promise<ImportDocumentResult> {
  return client.call(importDocumentEndpoint, { body }, options);
}

/** Removes a document the ERP sent, by its `external_id`. */
export const removeImportedDocumentEndpoint = defineEndpoint({
  id: 'removeImportedDocument',
  method: 'DELETE',
  path: '/api/v1/import/documents/{external_id}',
  summary: 'Remove a document the ERP sent (integration key).',
  tag: 'import',
  auth: 'integration',
  params: z.lazy(() => z.object({ external_id: externalId('the document') })),
  errors: ['DOCUMENT-404', ...KEY_CODES, 'DOCUMENT-REMOVE-ERROR'],
  failure: 'DOCUMENT-REMOVE-ERROR',
});

/** Calls `DELETE /api/v1/import/documents/{external_id}`. */
export function deleteImportedDocument(
  client: ApiClient,
  externalId: string,
  options?: CallOptions,
): Promise<undefined> {
  return client.call(removeImportedDocumentEndpoint, { params: { external_id: externalId } }, options);
}
