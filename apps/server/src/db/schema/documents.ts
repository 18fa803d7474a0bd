import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises';
import { storedFiles } from './files';
import { contracts } from './finance';
import { accounts, customers } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The kinds of `documents.kind` (`@portal/domain` DOCUMENT_KINDS; the migration's check lists them too). */
const KINDS = [
  'contract',
  'amendment',
  'deed',
  'discharge',
  'owners_manual',
  'condominium_convention',
  'habite_se',
  'other',
] as const;

/**
 * A paper of a purchase published in 'Documentos' (product rule §9, "Documents"): a PDF of one contract
 * or of one enterprise (exactly one of the two), kept in the file store. A removed document keeps its row
 * (the download audit names it) without its file: `removed_at` set, `file_id` null, bytes deleted.
 * `external_id` is the ERP's id of a document sent through the import API (unique among the present ones).
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').references(() => contracts.id),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id),
    kind: text('kind', { enum: KINDS }).notNull(),
    title: text('title').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id),
    externalId: text('external_id'),
    /** The staff member who sent the current file; null for the ERP, or once that login is gone. */
    uploadedBy: integer('uploaded_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Who sent the current file as the staff read it: the e-mail, or `ERP`; kept when the login goes. */
    uploadedByLabel: text('uploaded_by_label').notNull(),
    createdAt: at('created_at').notNull(),
    replacedAt: at('replaced_at'),
    removedAt: at('removed_at'),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('documents_contract_idx').on(t.contractId).where(sql`${t.removedAt} is null`),
    index('documents_enterprise_idx').on(t.enterpriseId).where(sql`${t.removedAt} is null`),
    index('documents_file_idx').on(t.fileId),
    uniqueIndex('documents_external_id_key').on(t.externalId).where(sql`${t.removedAt} is null`),
    check('documents_one_owner', sql`(${t.contractId} is null) <> (${t.enterpriseId} is null)`),
    check('documents_file_until_removed', sql`(${t.removedAt} is null) = (${t.fileId} is not null)`),
    check('documents_kind', sql`${t.kind} in (${sql.raw(KINDS.map((k) => `'${k}'`).join(', '))})`),
  ],
);

/**
 * Every opening of a document by a customer (a signed link issued): the 'Downloads de documentos' audit,
 * deleted after `AUDIT_RETENTION_DAYS` like the other reports' records (maintenance/audit-retention.ts).
 */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's login that opened it; null once that login is gone. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('document_downloads_created_idx').on(t.createdAt),
    index('document_downloads_document_idx').on(t.documentId),
    index('document_downloads_customer_idx').on(t.customerId),
  ],
);

/** The customer's last visit of 'Documentos': what was added after it is new (the badge). */
export const documentVisits = pgTable('document_visits', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  visitedAt: at('visited_at').notNull(),
});
