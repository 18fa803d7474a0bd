import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, isoDateTime, limitParam, offsetParam } from '../../schemas/primitives';
import { reportPage } from '../reports/report-query';
import { ImportCountsByEntitySchema, ImportRowErrorSchema } from './import-outcome';

/** Where an import came from. */
export const IMPORT_SOURCES = ['api', 'spreadsheet', 'sienge'] as const;

/** Where an import came from. */
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** One recorded import (the import audit, decision 026): who, when, from where, what it changed or why not. */
export const ImportRunSchema = z.lazy(() =>
  described(
    z.object({
      id: z.int(),
      source: z.enum(IMPORT_SOURCES),
      status: described(
        z.enum(['applied', 'refused', 'failed']),
        'applied; refused (row errors); failed (unexpected).',
      ),
      actor: described(
        z.string(),
        'Who imported: `key:<name> (<prefix>)` for an integration key, the e-mail for an administrator, `sienge` for a batch of the Sienge connector, and `sienge:<full|customer|bill>:<schedule|manual|webhook>[:<Sienge id>]` for the outcome of one of its syncs (counts summed over its batches, errors the rows it left out).',
      ),
      file_name: z.optional(
        z.nullable(
          described(z.string(), 'Name of the uploaded file of a spreadsheet import; null otherwise.'),
        ),
      ),
      started_at: isoDateTime(),
      finished_at: z.nullable(isoDateTime()),
      counts: z.nullable(ImportCountsByEntitySchema),
      error_count: z.int().check(z.gte(0)),
      errors: described(
        z.array(ImportRowErrorSchema),
        'The first row errors (at most 1,000) of a refused batch.',
      ),
    }),
    'One recorded import.',
  ),
);

/** One recorded import. */
export type ImportRun = z.output<typeof ImportRunSchema>;

/** Lists the imports, newest first (admin). */
export const importRunsEndpoint = defineEndpoint({
  id: 'importRuns',
  method: 'GET',
  path: '/api/v1/import/runs',
  summary: 'List the recorded imports, newest first (admin).',
  tag: 'import',
  auth: 'admin',
  query: z.lazy(() => z.object({ limit: limitParam(), offset: offsetParam() })),
  response: z.lazy(() => reportPage(ImportRunSchema)),
  errors: [],
});

/** A page of import runs. */
export type ImportRunsPage = z.output<typeof importRunsEndpoint.response>;

/** Calls `GET /api/v1/import/runs`. */
export function getImportRuns(
  client: ApiClient,
  query: z.input<typeof importRunsEndpoint.query>,
  options?: CallOptions,
): Promise<ImportRunsPage> {
  return client.call(importRunsEndpoint, { query }, options);
}
