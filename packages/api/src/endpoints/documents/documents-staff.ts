import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, isoDate } from '../../schemas/primitives';
import { filterText, reportPage, reportPaging } from '../reports/report-query';
import {
  DocumentDownloadRecordSchema,
  DocumentOwnerQuerySchema,
  documentKind,
  type ReplaceDocumentBody,
  ReplaceDocumentBodySchema,
  type StaffDocument,
  StaffDocumentSchema,
  type UploadDocumentBody,
  UploadDocumentBodySchema,
} from './document-schemas';

/** The codes of a file sent by the staff. */
const FILE_CODES = ['DOCUMENT-PDF-422', 'DOCUMENT-PDF-413'] as const;

/** The documents of one contract or of one enterprise (admin), newest first. */
export const staffDocumentsEndpoint = defineEndpoint({
  id: 'staffDocuments',
  method: 'GET',
  path: '/api/v1/documents/manage',
  summary: 'The documents of a contract or of an enterprise (admin).',
  description:
    'Exactly one of `contract_id` and `enterprise_id` (else 400). A contract’s list holds only its own ' +
    'documents; its enterprise’s are listed with `enterprise_id`. An unknown contract or enterprise is ' +
    '404 DOCUMENT-OWNER-404.',
  tag: 'documents',
  auth: 'admin',
  query: DocumentOwnerQuerySchema,
  response: z.lazy(() => z.array(StaffDocumentSchema)),
  errors: ['DOCUMENT-OWNER-404', 'DOCUMENT-LIST-ERROR'],
  failure: 'DOCUMENT-LIST-ERROR',
});

/** Which documents the staff list. */
export type StaffDocumentsQuery = z.input<typeof staffDocumentsEndpoint.query>;

/** Calls `GET /api/v1/documents/manage`. */
export function getStaffDocuments(
  client: ApiClient,
  query: StaffDocumentsQuery,
  options?: CallOptions,
): Promise<StaffDocument[]> {
  return client.call(staffDocumentsEndpoint, { query }, options);
}

/** Publishes a PDF on a contract or on an enterprise (admin, multipart). */
export const uploadDocumentEndpoint = defineEndpoint({
  id: 'uploadDocument',
  method: 'POST',
  path: '/api/v1/documents/manage',
  summary: 'Publish a PDF on a contract or an enterprise (admin, multipart).',
  description:
    'Parts: `file` (the PDF), `title`, `kind`, and exactly one of `contract_id` and `enterprise_id`. ' +
    'A kind that does not belong there (a deed on an enterprise) is 422 DOCUMENT-KIND-422; an unknown ' +
    'contract or enterprise, 404 DOCUMENT-OWNER-404.',
  tag: 'documents',
  auth: 'admin',
  body: UploadDocumentBodySchema,
  bodyKind: 'multipart',
  response: StaffDocumentSchema,
  successStatus: 201,
  errors: ['DOCUMENT-OWNER-404', 'DOCUMENT-KIND-422', ...FILE_CODES, 'DOCUMENT-UPLOAD-ERROR'],
  failure: 'DOCUMENT-UPLOAD-ERROR',
});

/** Calls `POST /api/v1/documents/manage` (multipart); pass `onUploadProgress` for progress. */
export function postDocument(
  client: ApiClient,
  body: UploadDocumentBody,
  options?: CallOptions,
): Promise<StaffDocument> {
  return client.call(uploadDocumentEndpoint, { body }, options);
}

/**
 * Replaces a document's file (and optionally its title): customers see it as new again. The old file
 * is deleted from the store.
 */
export const replaceDocumentEndpoint = defineEndpoint({
  id: 'replaceDocument',
  method: 'PUT',
  path: '/api/v1/documents/manage/{id}',
  summary: "Replace a document's PDF, optionally its title (admin, multipart).",
  tag: 'documents',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  body: ReplaceDocumentBodySchema,
  bodyKind: 'multipart',
  response: StaffDocumentSchema,
  errors: ['DOCUMENT-404', ...FILE_CODES, 'DOCUMENT-UPLOAD-ERROR'],
  failure: 'DOCUMENT-UPLOAD-ERROR',
});

/** Calls `PUT /api/v1/documents/manage/{id}` (multipart). */
export function putDocument(
  client: ApiClient,
  id: number,
  body: ReplaceDocumentBody,
  options?: CallOptions,
): Promise<StaffDocument> {
  return client.call(replaceDocumentEndpoint, { params: { id }, body }, options);
}

/** Removes a document: customers no longer see it, its file is deleted; the download audit keeps its rows. */
export const removeDocumentEndpoint = defineEndpoint({
  id: 'removeDocument',
  method: 'DELETE',
  path: '/api/v1/documents/manage/{id}',
  summary: 'Remove a document (admin).',
  tag: 'documents',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  errors: ['DOCUMENT-404', 'DOCUMENT-REMOVE-ERROR'],
  failure: 'DOCUMENT-REMOVE-ERROR',
});

/** Calls `DELETE /api/v1/documents/manage/{id}`. */
export function deleteDocument(client: ApiClient, id: number, options?: CallOptions): Promise<undefined> {
  return client.call(removeDocumentEndpoint, { params: { id } }, options);
}

/**
 * 'Downloads de documentos' (admin): who opened which document and when, newest first; kept as long as
 * the other reports (maintenance/audit-retention).
 */
export const documentDownloadReportEndpoint = defineEndpoint({
  id: 'documentDownloadReport',
  method: 'GET',
  path: '/api/v1/reports/document-downloads',
  summary: 'Report of the documents customers opened (admin).',
  tag: 'reports',
  auth: 'admin',
  query: z.lazy(() =>
    z.object({
      customerName: filterText(),
      customerEmail: filterText(),
      contractId: z.optional(idParam()),
      // Part of the contract's 'Título/DOC', case ignored, like the generation reports.
      contractDocument: filterText(),
      enterpriseId: z.optional(idParam()),
      kind: z.optional(documentKind()),
      documentTitle: filterText(),
      dateFrom: z.optional(described(isoDate(), 'Opened on or after this day (São Paulo).')),
      dateTo: z.optional(described(isoDate(), 'Opened on or before this day (São Paulo).')),
      ...reportPaging,
    }),
  ),
  response: z.lazy(() => reportPage(DocumentDownloadRecordSchema)),
  errors: [],
});

/** Filters of the download audit. */
export type DocumentDownloadReportQuery = z.input<typeof documentDownloadReportEndpoint.query>;

/** A page of the download audit. */
export type DocumentDownloadReportPage = z.output<typeof documentDownloadReportEndpoint.response>;

/** Calls `GET /api/v1/reports/document-downloads`. */
export function getDocumentDownloadReport(
  client: ApiClient,
  query: DocumentDownloadReportQuery,
  options?: CallOptions,
): Promise<DocumentDownloadReportPage> {
  return client.call(documentDownloadReportEndpoint, { query }, options);
}
