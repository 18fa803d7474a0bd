import type { AssistanceStatus, PreferredPeriod } from '@portal/domain';
import { and, asc, count, desc, eq, isNotNull, lte, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  assistanceEvents,
  assistanceMessages,
  assistancePhotos,
  assistanceRatings,
  assistanceRequests,
} from '../../db/schema/assistance';
import { enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { contracts, units } from '../../db/schema/finance';
import { accounts, customers } from '../../db/schema/people';
import type { RequestFacts } from './assistance-model';

/** Who acted or wrote: the customer or someone of the staff. */
export type AssistanceRole = 'customer' | 'staff';

/** A unit of a customer whose keys were handed over on or before the day asked. */
export interface DeliveredUnitRow {
  readonly id: number;
  readonly name: string;
  readonly enterpriseId: number;
  readonly enterpriseName: string;
  readonly contractDocument: string;
  readonly handoverDate: string;
}

const deliveredUnitFields = {
  id: units.id,
  name: units.name,
  enterpriseId: units.enterpriseId,
  enterpriseName: enterprises.name,
  contractDocument: contracts.document,
  handoverDate: sql<string>`${units.handoverDate}::text`,
};

/** The customer's units (through their contracts) handed over on or before `today`, by enterprise and name. */
export async function selectDeliveredUnits(
  db: Db,
  customerId: number,
  today: string,
): Promise<DeliveredUnitRow[]> {
  return db
    .select(deliveredUnitFields)
    .from(units)
    .innerJoin(contracts, eq(contracts.id, units.contractId))
    .innerJoin(enterprises, eq(enterprises.id, units.enterpriseId))
    .where(
      and(
        eq(contracts.customerId, customerId),
        isNotNull(units.handoverDate),
        lte(units.handoverDate, today),
      ),
    )
    .orderBy(asc(enterprises.name), asc(units.name), asc(units.id));
}

/** One delivered unit of the customer, or undefined (someone else's, unknown or not handed over). */
export async function selectDeliveredUnit(
  db: Db,
  customerId: number,
  unitId: number,
  today: string,
): Promise<DeliveredUnitRow | undefined> {
  const [row] = await db
    .select(deliveredUnitFields)
    .from(units)
    .innerJoin(contracts, eq(contracts.id, units.contractId))
    .innerJoin(enterprises, eq(enterprises.id, units.enterpriseId))
    .where(
      and(
        eq(units.id, unitId),
        eq(contracts.customerId, customerId),
        isNotNull(units.handoverDate),
        lte(units.handoverDate, today),
      ),
    );
  return row;
}

/** A request with its unit, enterprise, customer and rating, as every answer reads it (the model's facts). */
export interface RequestRow extends RequestFacts {
  readonly closedAt: Date | null;
}

/** The customer's e-mail: their login's when they have one, else the base's. */
const customerEmail = sql<string>`coalesce((select a.email from accounts a where a.customer_id = ${customers.id} limit 1), ${customers.email})`;

function requestFields(today: string) {
  return {
    id: assistanceRequests.id,
    customerId: assistanceRequests.customerId,
    customerName: customers.name,
    customerEmail,
    unitId: assistanceRequests.unitId,
    unitName: units.name,
    enterpriseId: assistanceRequests.enterpriseId,
    enterpriseName: enterprises.name,
    system: assistanceRequests.system,
    systemLabel: assistanceRequests.systemLabel,
    location: assistanceRequests.location,
    description: assistanceRequests.description,
    preferredPeriod: assistanceRequests.preferredPeriod,
    status: assistanceRequests.status,
    withinWarranty: assistanceRequests.withinWarranty,
    warrantyUntil: sql<string>`${assistanceRequests.warrantyUntil}::text`,
    visitDate: sql<string | null>`${assistanceRequests.visitDate}::text`,
    visitStart: assistanceRequests.visitStart,
    visitEnd: assistanceRequests.visitEnd,
    createdAt: assistanceRequests.createdAt,
    updatedAt: assistanceRequests.updatedAt,
    closedAt: assistanceRequests.closedAt,
    ratingScore: assistanceRatings.score,
    ratingComment: assistanceRatings.comment,
    ratedAt: assistanceRatings.createdAt,
    ageDays: sql<number>`(${today}::date - (${assistanceRequests.createdAt} at time zone 'America/Sao_Paulo')::date)::int`,
  };
}

function requestsFrom(db: Db, today: string) {
  return db
    .select(requestFields(today))
    .from(assistanceRequests)
    .innerJoin(customers, eq(customers.id, assistanceRequests.customerId))
    .innerJoin(units, eq(units.id, assistanceRequests.unitId))
    .innerJoin(enterprises, eq(enterprises.id, assistanceRequests.enterpriseId))
    .leftJoin(assistanceRatings, eq(assistanceRatings.requestId, assistanceRequests.id));
}

/** The customer's requests, newest first. */
export async function selectCustomerRequests(
  db: Db,
  customerId: number,
  today: string,
): Promise<RequestRow[]> {
  const rows = await requestsFrom(db, today)
    .where(eq(assistanceRequests.customerId, customerId))
    .orderBy(desc(assistanceRequests.createdAt), desc(assistanceRequests.id));
  return rows.map(normalise);
}

/** One request; with `customerId`, only when it is that customer's (anyone else's reads as missing). */
export async function selectRequest(
  db: Db,
  id: number,
  customerId: number | null,
  today: string,
): Promise<RequestRow | undefined> {
  const [row] = await requestsFrom(db, today).where(
    customerId === null
      ? eq(assistanceRequests.id, id)
      : and(eq(assistanceRequests.id, id), eq(assistanceRequests.customerId, customerId)),
  );
  return row && normalise(row);
}

function normalise<R extends { ageDays: unknown; ratingScore: unknown }>(row: R): R {
  return {
    ...row,
    ageDays: Number(row.ageDays),
    ratingScore: row.ratingScore === null ? null : Number(row.ratingScore),
  };
}

/** A history entry. */
export type EventRow = typeof assistanceEvents.$inferSelect;

/** The history of a request, oldest first. */
export async function selectEvents(db: Db, requestId: number): Promise<EventRow[]> {
  const rows = await db
    .select({
      ...ownColumnsOf(assistanceEvents),
      visitDate: sql<string | null>`${assistanceEvents.visitDate}::text`,
    })
    .from(assistanceEvents)
    .where(eq(assistanceEvents.requestId, requestId))
    .orderBy(asc(assistanceEvents.id));
  return rows as EventRow[];
}

function ownColumnsOf(table: typeof assistanceEvents) {
  return {
    id: table.id,
    requestId: table.requestId,
    kind: table.kind,
    status: table.status,
    reason: table.reason,
    visitStart: table.visitStart,
    visitEnd: table.visitEnd,
    note: table.note,
    actorRole: table.actorRole,
    actorAccountId: table.actorAccountId,
    actorName: table.actorName,
    createdAt: table.createdAt,
  };
}

/** A message. */
export type MessageRow = typeof assistanceMessages.$inferSelect;

/** The conversation of a request, oldest first. */
export async function selectMessages(db: Db, requestId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(assistanceMessages)
    .where(eq(assistanceMessages.requestId, requestId))
    .orderBy(asc(assistanceMessages.id));
}

/** A photo with the key and type of its stored file. */
export interface PhotoRow {
  readonly id: number;
  readonly messageId: number | null;
  readonly key: string;
  readonly contentType: string;
}

/** The photos of a request and of its messages, in the order they were sent. */
export async function selectPhotos(db: Db, requestId: number): Promise<PhotoRow[]> {
  return db
    .select({
      id: assistancePhotos.id,
      messageId: assistancePhotos.messageId,
      key: storedFiles.key,
      contentType: storedFiles.contentType,
    })
    .from(assistancePhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, assistancePhotos.fileId))
    .where(eq(assistancePhotos.requestId, requestId))
    .orderBy(asc(assistancePhotos.id));
}

/** How many photos a request holds in all. */
export async function countPhotos(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(assistancePhotos)
    .where(eq(assistancePhotos.requestId, requestId));
  return Number(row?.n ?? 0);
}

/** A new request and its first history entry. */
export interface NewRequest {
  readonly customerId: number;
  readonly unitId: number;
  readonly enterpriseId: number;
  readonly accountId: number;
  readonly system: string;
  readonly systemLabel: string;
  readonly location: string;
  readonly description: string;
  readonly preferredPeriod: PreferredPeriod;
  readonly withinWarranty: boolean;
  readonly warrantyUntil: string;
  readonly actorName: string;
  readonly now: Date;
}

/** Inserts a request 'Aberta', its 'created' entry and its photos (stored files) in one transaction. */
export async function insertRequest(db: Db, input: NewRequest, fileIds: readonly number[]): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .insert(assistanceRequests)
      .values({
        customerId: input.customerId,
        unitId: input.unitId,
        enterpriseId: input.enterpriseId,
        accountId: input.accountId,
        system: input.system,
        systemLabel: input.systemLabel,
        location: input.location,
        description: input.description,
        preferredPeriod: input.preferredPeriod,
        status: 'open',
        withinWarranty: input.withinWarranty,
        warrantyUntil: input.warrantyUntil,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: assistanceRequests.id });
    const id = Number(row?.id);
    await tx.insert(assistanceEvents).values({
      requestId: id,
      kind: 'created',
      status: 'open',
      actorRole: 'customer',
      actorAccountId: input.accountId,
      actorName: input.actorName,
      createdAt: input.now,
    });
    if (fileIds.length > 0) {
      await tx
        .insert(assistancePhotos)
        .values(fileIds.map((fileId) => ({ requestId: id, fileId, createdAt: input.now })));
    }
    return id;
  });
}

/** A message to add. */
export interface NewMessage {
  readonly requestId: number;
  readonly role: AssistanceRole;
  readonly accountId: number;
  readonly name: string;
  readonly text: string;
  readonly now: Date;
}

/**
 * Adds a message and its photos, and touches the request, in one transaction — only while the request
 * is still open (not 'Concluída' nor 'Improcedente'). False when it was closed meanwhile.
 */
export async function insertMessage(db: Db, input: NewMessage, fileIds: readonly number[]): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const touched = await tx
      .update(assistanceRequests)
      .set({ updatedAt: input.now })
      .where(and(eq(assistanceRequests.id, input.requestId), sql`${assistanceRequests.closedAt} is null`))
      .returning({ id: assistanceRequests.id });
    if (touched.length === 0) return false;
    const [message] = await tx
      .insert(assistanceMessages)
      .values({
        requestId: input.requestId,
        authorRole: input.role,
        authorAccountId: input.accountId,
        authorName: input.name,
        text: input.text,
        createdAt: input.now,
      })
      .returning({ id: assistanceMessages.id });
    if (fileIds.length > 0) {
      await tx.insert(assistancePhotos).values(
        fileIds.map((fileId) => ({
          requestId: input.requestId,
          messageId: Number(message?.id),
          fileId,
          createdAt: input.now,
        })),
      );
    }
    return true;
  });
}

/** A status change as stored. */
export interface StatusChangeRow {
  readonly requestId: number;
  readonly from: AssistanceStatus;
  readonly status: AssistanceStatus;
  readonly reason: string | null;
  readonly visitDate: string | null;
  readonly visitStart: string | null;
  readonly visitEnd: string | null;
  readonly note: string | null;
  readonly accountId: number;
  readonly actorName: string;
  readonly now: Date;
}

/**
 * Changes the status and writes the history entry in one transaction, only if the status is still
 * `from` (two people changing it at once: the second finds it moved and gets a 409). A visit is kept
 * once scheduled; closing sets `closed_at`.
 */
export async function updateStatus(db: Db, change: StatusChangeRow): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const closes = change.status === 'done' || change.status === 'rejected';
    const visit =
      change.status === 'visit_scheduled'
        ? { visitDate: change.visitDate, visitStart: change.visitStart, visitEnd: change.visitEnd }
        : {};
    const updated = await tx
      .update(assistanceRequests)
      .set({ status: change.status, updatedAt: change.now, closedAt: closes ? change.now : null, ...visit })
      .where(and(eq(assistanceRequests.id, change.requestId), eq(assistanceRequests.status, change.from)))
      .returning({ id: assistanceRequests.id });
    if (updated.length === 0) return false;
    await tx.insert(assistanceEvents).values({
      requestId: change.requestId,
      kind: 'status',
      status: change.status,
      reason: change.reason,
      visitDate: change.visitDate,
      visitStart: change.visitStart,
      visitEnd: change.visitEnd,
      note: change.note,
      actorRole: 'staff',
      actorAccountId: change.accountId,
      actorName: change.actorName,
      createdAt: change.now,
    });
    return true;
  });
}

/**
 * Records the customer's rating of a 'Concluída' request and its history entry, once: false when the
 * request is not 'Concluída' or already rated (two clicks at once: the second finds the first).
 */
export async function insertRating(
  db: Db,
  input: {
    requestId: number;
    score: number;
    comment: string;
    accountId: number;
    actorName: string;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [request] = await tx
      .select({ status: assistanceRequests.status })
      .from(assistanceRequests)
      .where(eq(assistanceRequests.id, input.requestId))
      .for('update');
    if (request?.status !== 'done') return false;
    const inserted = await tx
      .insert(assistanceRatings)
      .values({
        requestId: input.requestId,
        score: input.score,
        comment: input.comment,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ requestId: assistanceRatings.requestId });
    if (inserted.length === 0) return false;
    await tx
      .update(assistanceRequests)
      .set({ updatedAt: input.now })
      .where(eq(assistanceRequests.id, input.requestId));
    await tx.insert(assistanceEvents).values({
      requestId: input.requestId,
      kind: 'rated',
      status: 'done',
      actorRole: 'customer',
      actorAccountId: input.accountId,
      actorName: input.actorName,
      createdAt: input.now,
    });
    return true;
  });
}

/** The filters of the staff's queue. */
export interface QueueFilters {
  readonly status?: AssistanceStatus;
  readonly enterpriseId?: number;
  readonly system?: string;
  readonly minAgeDays?: number;
}

function queueWhere(filters: QueueFilters, today: string, withStatus: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    withStatus && filters.status ? eq(assistanceRequests.status, filters.status) : undefined,
    filters.enterpriseId ? eq(assistanceRequests.enterpriseId, filters.enterpriseId) : undefined,
    filters.system ? eq(assistanceRequests.system, filters.system) : undefined,
    filters.minAgeDays !== undefined
      ? sql`(${assistanceRequests.createdAt} at time zone 'America/Sao_Paulo')::date <= ${today}::date - ${filters.minAgeDays}::int`
      : undefined,
  ];
  return and(...parts);
}

/**
 * A page of the queue, oldest first (the longest waiting on top). How many match is read from
 * `countByStatus`, which counts them under the same filters.
 */
export async function selectQueue(
  db: Db,
  filters: QueueFilters,
  today: string,
  page: { limit: number; offset: number },
): Promise<RequestRow[]> {
  const rows = await requestsFrom(db, today)
    .where(queueWhere(filters, today, true))
    .orderBy(asc(assistanceRequests.createdAt), asc(assistanceRequests.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(normalise);
}

/** How many requests have each status under the filters other than the status. */
export async function countByStatus(
  db: Db,
  filters: QueueFilters,
  today: string,
): Promise<{ status: AssistanceStatus; n: number }[]> {
  const rows = await db
    .select({ status: assistanceRequests.status, n: count() })
    .from(assistanceRequests)
    .where(queueWhere(filters, today, false))
    .groupBy(assistanceRequests.status);
  return rows.map((row) => ({ status: row.status, n: Number(row.n) }));
}

/**
 * The queue's filter options: the enterprises and the warranty systems of at least one request,
 * whatever the filters. A system's label is the one its requests were made with (one of them, the
 * greatest, if the company's table renamed it meanwhile).
 */
export async function selectQueueOptions(db: Db): Promise<{
  enterprises: { id: number; name: string }[];
  systems: { key: string; label: string }[];
}> {
  const [enterpriseRows, systemRows] = await Promise.all([
    db
      .selectDistinct({ id: enterprises.id, name: enterprises.name })
      .from(assistanceRequests)
      .innerJoin(enterprises, eq(enterprises.id, assistanceRequests.enterpriseId)),
    db
      .select({ key: assistanceRequests.system, label: max(assistanceRequests.systemLabel) })
      .from(assistanceRequests)
      .groupBy(assistanceRequests.system),
  ]);
  return {
    enterprises: enterpriseRows,
    systems: systemRows.map((row) => ({ key: row.key, label: row.label ?? row.key })),
  };
}

/** One enterprise's line of the report. */
export interface ReportRow {
  readonly enterpriseId: number;
  readonly enterpriseName: string;
  readonly status: AssistanceStatus;
  readonly n: number;
}

/** Requests made between two São Paulo days (inclusive, either open), by enterprise and status. */
export async function selectReportCounts(
  db: Db,
  range: { from?: string; to?: string },
): Promise<ReportRow[]> {
  const rows = await db
    .select({
      enterpriseId: assistanceRequests.enterpriseId,
      enterpriseName: enterprises.name,
      status: assistanceRequests.status,
      n: count(),
    })
    .from(assistanceRequests)
    .innerJoin(enterprises, eq(enterprises.id, assistanceRequests.enterpriseId))
    .where(rangeWhere(range))
    .groupBy(assistanceRequests.enterpriseId, enterprises.name, assistanceRequests.status);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** Median days to close and the ratings, per enterprise (null enterprise id: all of them). */
export interface ReportMeasures {
  readonly enterpriseId: number | null;
  readonly medianDays: number | null;
  readonly averageRating: number | null;
  readonly ratings: number;
}

/** The measures of the report, per enterprise and for all (grouping sets), over the same range. */
export async function selectReportMeasures(
  db: Db,
  range: { from?: string; to?: string },
): Promise<ReportMeasures[]> {
  const rows = await db
    .select({
      enterpriseId: assistanceRequests.enterpriseId,
      grouped: sql<number>`grouping(${assistanceRequests.enterpriseId})`,
      medianDays: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${assistanceRequests.closedAt} - ${assistanceRequests.createdAt})) / 86400.0)`,
      averageRating: sql<number | null>`avg(${assistanceRatings.score})`,
      ratings: sql<number>`count(${assistanceRatings.score})`,
    })
    .from(assistanceRequests)
    .leftJoin(assistanceRatings, eq(assistanceRatings.requestId, assistanceRequests.id))
    .where(rangeWhere(range))
    .groupBy(sql`grouping sets ((${assistanceRequests.enterpriseId}), ())`);
  return rows.map((row) => ({
    enterpriseId: Number(row.grouped) === 1 ? null : Number(row.enterpriseId),
    medianDays: row.medianDays === null ? null : Number(row.medianDays),
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    ratings: Number(row.ratings),
  }));
}

function rangeWhere(range: { from?: string; to?: string }): SQL | undefined {
  const day = sql`(${assistanceRequests.createdAt} at time zone 'America/Sao_Paulo')::date`;
  return and(
    range.from ? sql`${day} >= ${range.from}::date` : undefined,
    range.to ? sql`${day} <= ${range.to}::date` : undefined,
  );
}

/** A staff member's own name (decision 051), or null when the account has none. */
export async function selectStaffName(db: Db, accountId: number): Promise<string | null> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? null;
}
