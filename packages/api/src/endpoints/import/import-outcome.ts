import * as z from 'zod/mini';
import { described } from '../../schemas/primitives';

/*
 * What an import tells about its rows — the entities, the counts per entity, the row errors — apart
 * from the batch's own row schemas (import-batch.ts): the import history, the spreadsheet preview and
 * the Sienge status show these, and an admin page loading them should not load the whole batch
 * contract (decision 038).
 */

/** The entities of a batch, in the order they are applied (each may refer to those before it). */
export const IMPORT_ENTITIES = [
  'companies',
  'enterprises',
  'customers',
  'contracts',
  'units',
  'installments',
] as const;

/** One entity of a batch (the name of its array). */
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** One failed field of one row: the entity's array, the 1-based row, the field and a Portuguese text. */
export const ImportRowErrorSchema = z.lazy(() =>
  described(
    z.object({
      entity: z.enum(IMPORT_ENTITIES),
      row: described(
        z.int().check(z.gte(1)),
        '1-based index of the row in its array (a spreadsheet adds its header).',
      ),
      field: described(
        z.string(),
        'Field of the row (`external_id`, `cpf_cnpj`, ...); empty for the whole row.',
      ),
      message: described(z.string(), 'What is wrong, in Portuguese.'),
    }),
    'One error of one row of a refused batch.',
  ),
);

/** A row error. */
export type ImportRowError = z.output<typeof ImportRowErrorSchema>;

/** What happened to the rows of one entity. */
export const ImportCountsSchema = z.lazy(() =>
  z.object({
    created: z.int().check(z.gte(0)),
    updated: z.int().check(z.gte(0)),
    unchanged: z.int().check(z.gte(0)),
  }),
);

/** Counts of one entity. */
export type ImportCounts = z.output<typeof ImportCountsSchema>;

/** Counts per entity (every entity present, zero when the batch had none). */
export const ImportCountsByEntitySchema = z.lazy(() =>
  described(
    z.object({
      companies: ImportCountsSchema,
      enterprises: ImportCountsSchema,
      customers: ImportCountsSchema,
      contracts: ImportCountsSchema,
      units: ImportCountsSchema,
      installments: ImportCountsSchema,
    }),
    'Rows created, updated in place and found unchanged, per entity.',
  ),
);

/** Counts per entity. */
export type ImportCountsByEntity = z.output<typeof ImportCountsByEntitySchema>;

/**
 * The answer of an applied batch: the audit record's id and the counts. Here, not in import-batch.ts:
 * the spreadsheet's confirm answers it too, and the import page should not load the batch's row
 * schemas with it (decision 038).
 */
export const ImportResultSchema = z.lazy(() =>
  described(
    z.object({
      run_id: described(z.int(), 'Id of the import record (`GET /api/v1/import/runs`).'),
      counts: ImportCountsByEntitySchema,
    }),
    'An applied batch: counts per entity.',
  ),
);

/** The answer of an applied batch. */
export type ImportResult = z.output<typeof ImportResultSchema>;
