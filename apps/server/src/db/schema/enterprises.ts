import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';

/**
 * The companies (SPEs) that sell the units and issue the slips. Each enterprise is usually its own
 * company, which is why the portal shows 'company name - unit' on every contract card.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's own id (decision 026): the key of idempotent imports; null for rows made here (the demo). */
    externalId: text('external_id'),
    name: text('name').notNull(),
    /** Digits only. */
    cnpj: text('cnpj').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Collection account of the slips (Banco do Brasil, 7-digit agreement). */
    bankCode: text('bank_code').notNull(),
    agency: text('agency').notNull(),
    account: text('account').notNull(),
    convenio: text('convenio').notNull(),
    carteira: text('carteira').notNull(),
    /** PIX key printed on the slips (the company's CNPJ). */
    pixKey: text('pix_key').notNull(),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [uniqueIndex('companies_external_id_key').on(t.externalId)],
);

/** A development (empreendimento) with its address, creation date and construction progress. */
export const enterprises = pgTable(
  'enterprises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's own id (decision 026): the key of idempotent imports; null for rows made here (the demo). */
    externalId: text('external_id'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Lower-case, accents removed: what the accent- and case-insensitive search compares. */
    searchName: text('search_name').notNull(),
    address: text('address').notNull(),
    creation: date('creation', { mode: 'string' }).notNull(),
    /** Expected delivery ("Previsão de entrega"); null when the ERP or the spreadsheet gave none. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    fundationPercent: smallint('fundation_percent').notNull(),
    structurePercent: smallint('structure_percent').notNull(),
    masonryPercent: smallint('masonry_percent').notNull(),
    instalationPercent: smallint('instalation_percent').notNull(),
    finishPercent: smallint('finish_percent').notNull(),
    defaultImageFileId: integer('default_image_file_id').references(() => storedFiles.id),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('enterprises_search_name_idx').on(t.searchName),
    index('enterprises_company_idx').on(t.companyId),
    uniqueIndex('enterprises_external_id_key').on(t.externalId),
  ],
);

/** A construction photo of an enterprise, filed under the year and month it shows. */
export const enterprisePhotos = pgTable(
  'enterprise_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** Unique public name, the key of the delete call. */
    filename: text('filename').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('enterprise_photos_filename_key').on(t.filename),
    index('enterprise_photos_enterprise_idx').on(t.enterpriseId, t.year, t.month),
  ],
);
