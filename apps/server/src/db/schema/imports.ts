import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Keys an administrator gives an ERP or an integrator for the import API (decision 026). The secret is
 * shown once; only its SHA-256 is kept, and `prefix` (the first 11 characters, `pk_` and 8 more) finds
 * the row and lets the administrator recognise the key in the list.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text('secret_hash').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('integration_keys_prefix_key').on(t.prefix)],
);

/**
 * Every import that reached validation (the import audit, decision 026): who (an administrator's account or an
 * integration key, or neither for the connector), from where, when, what it changed, or why not.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: ['api', 'spreadsheet', 'sienge'] }).notNull(),
    status: text('status', { enum: ['applied', 'refused', 'failed'] }).notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    integrationKeyId: integer('integration_key_id').references(() => integrationKeys.id),
    /** Who, as the list shows it (`key:<name> (<prefix>)`, an e-mail, `sienge`), kept even if the key goes. */
    actor: text('actor').notNull(),
    /** The uploaded file's name, for a spreadsheet import. */
    fileName: text('file_name'),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    /** Created/updated/unchanged per entity; null when nothing was applied. */
    counts: jsonb('counts'),
    errorCount: integer('error_count').notNull().default(0),
    /** The first row errors (at most 1,000) of a refused batch, or the failure of a failed one. */
    errors: jsonb('errors').notNull().default([]),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt)],
);

/** Raw bytes (`bytea`): PGlite hands back a Uint8Array, node-postgres a Buffer (a Uint8Array too). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Spreadsheets an administrator previewed and may confirm (decision 036): kept in the
 * database, not in DATA_DIR, so a confirm may reach another server process than the preview did
 * (decision 028). A preview with row errors keeps no batch; the housekeeping deletes expired rows.
 */
export const importPreviews = pgTable(
  'import_previews',
  {
    /** Opaque random id (base64url of 16 bytes), the `preview_id` of the contract. */
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['pending', 'confirmed'] }).notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The parsed batch as gzip-compressed JSON; null when the preview has errors. */
    batch: bytes('batch'),
    /** Spreadsheet row of each batch row, per entity (to name rows in errors found at confirm). */
    rowNumbers: bytes('row_numbers'),
    counts: jsonb('counts'),
    errorCount: integer('error_count').notNull().default(0),
    /** The first row errors (at most 1,000) as the preview showed them. */
    errors: jsonb('errors').notNull().default([]),
    runId: integer('run_id').references(() => importRuns.id),
  },
  (t) => [index('import_previews_expires_idx').on(t.expiresAt)],
);
