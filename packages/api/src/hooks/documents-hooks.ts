import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { MyDocuments } from '../endpoints/documents/document-schemas';
import { myDocumentsEndpoint } from '../endpoints/documents/documents';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/documents` — the caller's 'Documentos' page (product rule §9, "Documents"). A module of
 * its own, loaded with that page, not with every customer page (decision 038).
 */
export function useMyDocuments(
  config?: ApiQueryConfig<typeof myDocumentsEndpoint>,
): SWRResponse<MyDocuments, ApiError> {
  return useApiQuery(myDocumentsEndpoint, {}, config);
}
