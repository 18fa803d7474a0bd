import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises';
import { storedFiles } from './files';
import { units } from './finance';
import { accounts, customers } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A request of 'Assistência técnica' (product rule §9): a defect of one of a customer's delivered units.
 * The system's label, whether it was within its warranty and the warranty's last day are fixed when the
 * request is made, so a later change of the company's table does not rewrite it. `visit_*` hold the
 * latest visit scheduled; `closed_at` is set by 'Concluída' or 'Improcedente'.
 */
export const assistanceRequests = pgTable(
  'assistance_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** The customer's login that made it; null once that login is gone. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    system: text('system').notNull(),
    systemLabel: text('system_label').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    preferredPeriod: text('preferred_period', { enum: ['morning', 'afternoon', 'any'] }).notNull(),
    status: text('status', {
      enum: ['open', 'analysis', 'visit_scheduled', 'in_progress', 'done', 'rejected'],
    }).notNull(),
    withinWarranty: boolean('within_warranty').notNull(),
    warrantyUntil: date('warranty_until', { mode: 'string' }).notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    visitStart: text('visit_start'),
    visitEnd: text('visit_end'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    closedAt: at('closed_at'),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('assistance_requests_customer_idx').on(t.customerId, t.createdAt),
    index('assistance_requests_status_idx').on(t.status, t.createdAt),
    index('assistance_requests_enterprise_idx').on(t.enterpriseId),
    index('assistance_requests_unit_idx').on(t.unitId),
    check(
      'assistance_requests_closed',
      sql`(${t.status} in ('done', 'rejected')) = (${t.closedAt} is not null)`,
    ),
  ],
);

/**
 * The history of a request: its opening, every status change (with the reason, the visit, the staff's
 * note) and its rating, oldest first. Who acted is kept by name too, so the entry reads the same after
 * the login is gone; the staff's entries are the audit of what they did.
 */
export const assistanceEvents = pgTable(
  'assistance_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'status', 'rated'] }).notNull(),
    status: text('status', {
      enum: ['open', 'analysis', 'visit_scheduled', 'in_progress', 'done', 'rejected'],
    }).notNull(),
    reason: text('reason'),
    visitDate: date('visit_date', { mode: 'string' }),
    visitStart: text('visit_start'),
    visitEnd: text('visit_end'),
    note: text('note'),
    actorRole: text('actor_role', { enum: ['customer', 'staff'] }).notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('assistance_events_request_idx').on(t.requestId, t.id)],
);

/** The conversation of a request: messages of the customer and of the staff, oldest first. */
export const assistanceMessages = pgTable(
  'assistance_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: ['customer', 'staff'] }).notNull(),
    authorAccountId: integer('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('assistance_messages_request_idx').on(t.requestId, t.id)],
);

/** A photo of a request (`messageId` null: sent with the request) or of one of its messages. */
export const assistancePhotos = pgTable(
  'assistance_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => assistanceMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('assistance_photos_request_idx').on(t.requestId),
    index('assistance_photos_message_idx').on(t.messageId),
    index('assistance_photos_file_idx').on(t.fileId),
  ],
);

/** The customer's rating of a concluded request: one per request. */
export const assistanceRatings = pgTable(
  'assistance_ratings',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('assistance_ratings_score', sql`${t.score} between 1 and 5`)],
);
