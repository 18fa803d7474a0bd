import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { importRuns } from './imports';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The Sienge connector's own state (decision 024, decision 067). `sienge_lease` holds at most one row
 * per lease (today only `full_sync`): who holds it (a random token of the holding process) and until
 * when, on the database's clock, so one server process at a time runs a full sync.
 */
export const siengeLease = pgTable('sienge_lease', {
  name: text('name').primaryKey(),
  /** The holder's random token; empty once released (nobody may renew it then). */
  holder: text('holder').notNull(),
  takenAt: at('taken_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * What each sync was (decision 067): one row per sync's own `import_runs` row (source `sienge`), with
 * its scope, what started it and the Sienge id it targeted. The rows of the batches a sync applied
 * (actor `sienge`) have none.
 */
export const siengeSyncs = pgTable('sienge_syncs', {
  runId: integer('run_id')
    .primaryKey()
    .references(() => importRuns.id, { onDelete: 'cascade' }),
  scope: text('scope', { enum: ['full', 'customer', 'bill'] }).notNull(),
  trigger: text('trigger', { enum: ['schedule', 'manual', 'webhook'] }).notNull(),
  /** The customer or bill id in Sienge; null for a full sync. */
  target: text('target'),
});
