import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { StaffDocument } from '../endpoints/documents/document-schemas';
import {
  type DocumentDownloadReportPage,
  type DocumentDownloadReportQuery,
  documentDownloadReportEndpoint,
  type StaffDocumentsQuery,
  staffDocumentsEndpoint,
} from '../endpoints/documents/documents-staff';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * The staff's reads of 'Documentos' (admin, product rule §9, "Documents"). A module of its own, off the
 * chunks customer pages load (decision 038).
 */

/** `GET /api/v1/documents/manage` — the documents of one contract or one enterprise; null waits. */
export function useStaffDocuments(
  query: StaffDocumentsQuery | null,
  config?: ApiQueryConfig<typeof staffDocumentsEndpoint>,
): SWRResponse<StaffDocument[], ApiError> {
  return useApiQuery(staffDocumentsEndpoint, query && { query }, config);
}

/** `GET /api/v1/reports/document-downloads` — the download audit under filters; null waits. */
export function useDocumentDownloadReport(
  query: DocumentDownloadReportQuery | null,
  config?: ApiQueryConfig<typeof documentDownloadReportEndpoint>,
): SWRResponse<DocumentDownloadReportPage, ApiError> {
  return useApiQuery(documentDownloadReportEndpoint, query && { query }, config);
}
