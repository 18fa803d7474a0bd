import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../schemas/primitives';
import {
  type DocumentLink,
  DocumentLinkSchema,
  type MyDocuments,
  MyDocumentsSchema,
} from './document-schemas';

/**
 * The caller's 'Documentos' page (product rule §9, "Documents"): their contracts' documents and their
 * enterprises' documents, each marked `is_new` when added since the previous visit.
 */
export const myDocumentsEndpoint = defineEndpoint({
  id: 'myDocuments',
  method: 'GET',
  path: '/api/v1/documents',
  summary: "The caller's documents, by contract and by enterprise, with what is new since the last visit.",
  tag: 'documents',
  auth: 'user',
  response: MyDocumentsSchema,
  errors: ['DOCUMENT-LIST-ERROR'],
  failure: 'DOCUMENT-LIST-ERROR',
});

/** Calls `GET /api/v1/documents`. */
export function getMyDocuments(client: ApiClient, options?: CallOptions): Promise<MyDocuments> {
  return client.call(myDocumentsEndpoint, {}, options);
}

/**
 * Records that the caller saw the page now: documents added until now stop being new. The page calls it
 * after showing the list (the list it read keeps its badges until the next read).
 */
export const documentsVisitEndpoint = defineEndpoint({
  id: 'documentsVisit',
  method: 'POST',
  path: '/api/v1/documents/visit',
  summary: "Mark the caller's documents as seen (the badge of new documents clears).",
  tag: 'documents',
  auth: 'user',
  errors: ['DOCUMENT-LIST-ERROR'],
  failure: 'DOCUMENT-LIST-ERROR',
});

/** Calls `POST /api/v1/documents/visit`. */
export function postDocumentsVisit(client: ApiClient, options?: CallOptions): Promise<undefined> {
  return client.call(documentsVisitEndpoint, {}, options);
}

/**
 * Opens one of the caller's documents: a short-lived signed link to the PDF, recorded in the download
 * audit. A document of another customer, or removed, is a 404.
 */
export const documentLinkEndpoint = defineEndpoint({
  id: 'documentLink',
  method: 'GET',
  // Named `…/pdf`, it answers JSON with a short-lived link, like the slip and the statement (docs/product/calls.md).
  path: '/api/v1/documents/{id}/pdf',
  summary: 'A signed link to one of the caller’s documents (recorded in the download audit).',
  tag: 'documents',
  auth: 'user',
  params: z.lazy(() => z.object({ id: idParam() })),
  response: DocumentLinkSchema,
  errors: ['DOCUMENT-404', 'RATE-LIMIT-429', 'DOCUMENT-LINK-ERROR'],
  failure: 'DOCUMENT-LINK-ERROR',
});

/** Calls `GET /api/v1/documents/{id}/pdf`. */
export function getDocumentLink(client: ApiClient, id: number, options?: CallOptions): Promise<DocumentLink> {
  return client.call(documentLinkEndpoint, { params: { id } }, options);
}
