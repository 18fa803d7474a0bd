import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { errorBodyFields } from '../../schemas/error-body';
import { described } from '../../schemas/primitives';
import { type ImportResult, ImportResultSchema } from './import-outcome';
import { SpreadsheetRowErrorSchema } from './spreadsheet-preview';

/**
 * The 422 of a confirm: the usual error body plus the row errors, when the base changed since the
 * preview (or the preview itself had errors). The same errors come as `issues` too (path 'Clientes,
 * linha 2, CPF/CNPJ'), so the typed client's `ApiError.issues` carries them.
 */
export const SpreadsheetRefusalSchema = z.lazy(() =>
  described(
    z.object({
      ...errorBodyFields(),
      errors: z.array(SpreadsheetRowErrorSchema),
      error_count: z.int().check(z.gte(0)),
    }),
    'A refused spreadsheet: nothing was written; the row errors (up to 1,000) and their count.',
  ),
);

/** The 422 answer of a refused confirm. */
export type SpreadsheetRefusal = z.output<typeof SpreadsheetRefusalSchema>;

/** Applies a previewed spreadsheet through the import service, in one transaction. */
export const spreadsheetConfirmEndpoint = defineEndpoint({
  id: 'spreadsheetConfirm',
  method: 'POST',
  path: '/api/v1/import/spreadsheet/{preview_id}/confirm',
  summary: 'Confirm a previewed spreadsheet import (admin).',
  description:
    'Applies the previewed rows in one transaction and answers the run id and counts (the run is listed ' +
    'by `GET /api/v1/import/runs` with source `spreadsheet`). A preview with errors, or rows the base ' +
    "no longer accepts: 422 SPREADSHEET-422 with `errors`. Unknown preview (or another administrator's): " +
    '404; already confirmed: 409; expired: 410.',
  tag: 'import',
  auth: 'admin',
  params: z.lazy(() =>
    z.object({
      preview_id: described(z.string().check(z.minLength(1), z.maxLength(100)), 'The preview to confirm.'),
    }),
  ),
  response: ImportResultSchema,
  errorBodies: { 422: SpreadsheetRefusalSchema },
  errors: ['SPREADSHEET-404', 'SPREADSHEET-409', 'SPREADSHEET-410', 'SPREADSHEET-422'],
});

/** Calls `POST /api/v1/import/spreadsheet/{preview_id}/confirm`. */
export function postSpreadsheetConfirm(
  client: ApiClient,
  previewId: string,
  options?: CallOptions,
): Promise<ImportResult> {
  return client.call(spreadsheetConfirmEndpoint, { params: { preview_id: previewId } }, options);
}
