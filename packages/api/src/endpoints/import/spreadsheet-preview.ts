import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, isoDateTime } from '../../schemas/primitives';
import { ImportCountsByEntitySchema } from './import-outcome';

/** Largest spreadsheet accepted (XLSX or CSV): 32 MiB, checked by the client and by the server (413). */
export const MAX_SPREADSHEET_BYTES = 32 * 1024 * 1024;

/** File name endings the upload accepts. */
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.csv'] as const;

/**
 * One error of one spreadsheet row, as the staff see it: the sheet (or CSV file) name, the row number
 * of the spreadsheet itself (the header is row 1), the Portuguese column header, the Portuguese text.
 */
export const SpreadsheetRowErrorSchema = z.lazy(() =>
  described(
    z.object({
      sheet: described(z.string(), "Sheet name ('Clientes', 'Parcelas', ...) or the CSV file name."),
      row: described(z.int().check(z.gte(1)), 'Row number in the spreadsheet (the header is row 1).'),
      field: described(z.string(), "Column header ('CPF/CNPJ', ...); empty for the whole row or sheet."),
      message: described(z.string(), 'What is wrong, in Portuguese.'),
    }),
    'One error of one spreadsheet row.',
  ),
);

/** One error of one spreadsheet row. */
export type SpreadsheetRowError = z.output<typeof SpreadsheetRowErrorSchema>;

/**
 * What confirming the uploaded file would do, computed without writing anything. `counts` is null and
 * `errors` lists the rows to fix when the file cannot be imported; confirm only when `error_count` is 0.
 */
export const SpreadsheetPreviewSchema = z.lazy(() =>
  described(
    z.object({
      preview_id: described(z.string(), 'Opaque id to confirm this preview with.'),
      file_name: z.string(),
      expires_at: described(isoDateTime(), 'After this moment the preview can no longer be confirmed.'),
      counts: z.nullable(ImportCountsByEntitySchema),
      error_count: described(z.int().check(z.gte(0)), 'How many row errors in all (0: can be confirmed).'),
      errors: described(
        z.array(SpreadsheetRowErrorSchema),
        'The first row errors (at most 1,000), by sheet and row.',
      ),
    }),
    'Preview of a spreadsheet import: counts to create/update/leave, or the rows to fix.',
  ),
);

/** The preview of an uploaded spreadsheet. */
export type SpreadsheetPreview = z.output<typeof SpreadsheetPreviewSchema>;

/** Multipart body of the upload: one `file` part (.xlsx or .csv). */
export const SpreadsheetUploadSchema = z.lazy(() =>
  z.object({
    file: described(z.file(), 'The spreadsheet: .xlsx (one sheet per entity) or .csv (one entity).'),
  }),
);

/** Uploads a spreadsheet and answers what confirming it would do; nothing is written. */
export const spreadsheetPreviewEndpoint = defineEndpoint({
  id: 'spreadsheetPreview',
  method: 'POST',
  path: '/api/v1/import/spreadsheet/preview',
  summary: 'Preview a spreadsheet import (admin, multipart).',
  description:
    "Multipart field `file`: an XLSX with the template's sheets, or a CSV of one entity (recognised by " +
    'its header row). Answers the counts per entity, or every row error (sheet, row, column, message); ' +
    'nothing is written. An unreadable, empty, protected or unknown file gives 400 SPREADSHEET-400 with ' +
    '`issues`; over 32 MiB 413 SPREADSHEET-413. The preview lasts one hour.',
  tag: 'import',
  auth: 'admin',
  body: SpreadsheetUploadSchema,
  bodyKind: 'multipart',
  response: SpreadsheetPreviewSchema,
  errors: ['SPREADSHEET-400', 'SPREADSHEET-413'],
});

/**
 * Calls `POST /api/v1/import/spreadsheet/preview` with the file; pass `onUploadProgress` for progress
 * (XMLHttpRequest in the browser). Check `MAX_SPREADSHEET_BYTES` first to spare a doomed upload.
 */
export function postSpreadsheetPreview(
  client: ApiClient,
  file: File | Blob,
  options?: CallOptions,
): Promise<SpreadsheetPreview> {
  return client.call(spreadsheetPreviewEndpoint, { body: { file: file as File } }, options);
}
