import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type ImportBatch, ImportBatchSchema, ImportRefusalSchema } from './import-batch';
import { type ImportResult, ImportResultSchema } from './import-outcome';

/** How every integration key starts; it travels as `Authorization: Bearer pk_…`. */
export const INTEGRATION_KEY_PREFIX = 'pk_';

/**
 * Applies one import batch (decision 026). One call for every entity, so one transaction can hold a
 * customer, its contract and its installments, and refer across them; `PUT` because sending the same
 * batch again changes nothing.
 */
export const importBatchEndpoint = defineEndpoint({
  id: 'importBatch',
  method: 'PUT',
  path: '/api/v1/import/batch',
  summary: 'Import a batch of ERP rows (integration key).',
  description:
    'Authenticated by an integration key (`Authorization: Bearer pk_…`, created by an administrator); ' +
    'portal tokens get 403. Rows are upserted by their `external_id`: a new id creates, a changed row ' +
    'updates in place, an identical row is left alone, so re-sending a batch changes nothing. Any row ' +
    'error refuses the whole batch (422 IMPORT-422 with `errors`, nothing written). The body may ' +
    'take 64 MiB (413 IMPORT-413 beyond). Every call that reaches validation is recorded in the import runs.',
  tag: 'import',
  auth: 'integration',
  body: ImportBatchSchema,
  response: ImportResultSchema,
  errorBodies: { 422: ImportRefusalSchema },
  errors: [
    'IMPORT-400',
    'IMPORT-409',
    'IMPORT-413',
    'IMPORT-422',
    'INTEGRATION-KEY-401',
    'INTEGRATION-KEY-403',
    'RATE-LIMIT-429',
  ],
});

/** Calls `PUT /api/v1/import/batch` (the client must carry an integration key as its token). */
export function putImportBatch(
  client: ApiClient,
  body: ImportBatch,
  options?: CallOptions,
): Promise<ImportResult> {
  return client.call(importBatchEndpoint, { body }, options);
}
