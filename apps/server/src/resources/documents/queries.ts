import type { DocumentKind } from '@portal/domain';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentDownloads, documents, documentVisits } from '../../db/schema/documents';
import { enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { contracts, units } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';
import { type ContractReportQuery, containsPattern, reportFilterConditions } from '../reports/queries';

/** What a document belongs to: one contract, or one enterprise. */
export type DocumentOwner = { readonly contractId: number } | { readonly enterpriseId: number };

/** The owner's columns of a `documents` row. */
function ownerColumns(owner: DocumentOwner) {
  return 'contractId' in owner
    ? { contractId: owner.contractId, enterpriseId: null }
    : { contractId: null, enterpriseId: owner.enterpriseId };
}

/** A present (not removed) document's row with its file. */
const documentFields = {
  id: documents.id,
  title: documents.title,
  kind: documents.kind,
  contractId: documents.contractId,
  enterpriseId: documents.enterpriseId,
  externalId: documents.externalId,
  uploadedByLabel: documents.uploadedByLabel,
  createdAt: documents.createdAt,
  replacedAt: documents.replacedAt,
  fileId: storedFiles.id,
  fileKey: storedFiles.key,
  byteSize: storedFiles.byteSize,
  sha256: storedFiles.sha256,
  downloadName: storedFiles.downloadName,
};

const present = isNull(documents.removedAt);

/** The customer's contracts with their enterprise and unit, by 'Título/DOC'. */
export function selectCustomerContracts(db: Db, customerId: number) {
  return db
    .select({
      id: contracts.id,
      document: contracts.document,
      enterpriseId: contracts.enterpriseId,
      enterpriseName: enterprises.name,
      // The contract's first unit (most contracts sell one), null when none is known.
      unitName: sql<
        string | null
      >`(select u.name from ${units} u where u.contract_id = ${contracts.id} order by u.id limit 1)`,
    })
    .from(contracts)
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(eq(contracts.customerId, customerId))
    .orderBy(contracts.document, contracts.id);
}

/** The present documents of these contracts and enterprises, newest file first. */
export function selectDocumentsOf(db: Db, contractIds: readonly number[], enterpriseIds: readonly number[]) {
  const owners: SQL[] = [];
  if (contractIds.length > 0) owners.push(inArray(documents.contractId, [...contractIds]));
  if (enterpriseIds.length > 0) owners.push(inArray(documents.enterpriseId, [...enterpriseIds]));
  if (owners.length === 0) return Promise.resolve([]);
  return db
    .select(documentFields)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(present, or(...owners)))
    .orderBy(desc(sql`coalesce(${documents.replacedAt}, ${documents.createdAt})`), desc(documents.id));
}

/**
 * One present document the customer may open — of one of their contracts, or of the enterprise of one of
 * their contracts — or undefined (anyone else's, removed, missing: the same answer).
 */
export async function selectCustomerDocument(db: Db, customerId: number, documentId: number) {
  const owned = sql`exists (select 1 from ${contracts} c where c.customer_id = ${customerId}
    and (c.id = ${documents.contractId} or c.enterprise_id = ${documents.enterpriseId}))`;
  const [row] = await db
    .select(documentFields)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.id, documentId), present, owned));
  return row;
}

/** One present document (staff), or undefined. */
export async function selectDocument(db: Db, documentId: number) {
  const [row] = await db
    .select(documentFields)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.id, documentId), present));
  return row;
}

/** The present document the ERP sent under this id, or undefined. */
export async function selectImportedDocument(db: Db, externalId: string) {
  const [row] = await db
    .select(documentFields)
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(and(eq(documents.externalId, externalId), present));
  return row;
}

/** The present documents of one owner with how many times customers opened each, newest file first. */
export function selectOwnerDocuments(db: Db, owner: DocumentOwner) {
  // Counted per listed document through the audit's document index, as `countDownloads` counts one: a
  // grouped sub-select joined here would group the whole audit (six months of downloads) each time.
  const downloads = sql<number>`(select count(*)::int from ${documentDownloads} dd where dd.document_id = ${documents.id})`;
  return db
    .select({ ...documentFields, downloads })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(
      and(
        present,
        'contractId' in owner
          ? eq(documents.contractId, owner.contractId)
          : eq(documents.enterpriseId, owner.enterpriseId),
      ),
    )
    .orderBy(desc(sql`coalesce(${documents.replacedAt}, ${documents.createdAt})`), desc(documents.id));
}

/** How many times customers opened this document. */
export async function countDownloads(db: Db, documentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentDownloads)
    .where(eq(documentDownloads.documentId, documentId));
  return Number(row?.n ?? 0);
}

/** The enterprise of an owner (a contract's, or the enterprise itself), undefined when it does not exist. */
export async function selectOwnerEnterprise(db: Db, owner: DocumentOwner): Promise<number | undefined> {
  if ('contractId' in owner) {
    const [row] = await db
      .select({ id: contracts.enterpriseId })
      .from(contracts)
      .where(eq(contracts.id, owner.contractId));
    return row?.id;
  }
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, owner.enterpriseId));
  return row?.id;
}

/** The id of the contract or enterprise the ERP knows by this id, if imported. */
export async function selectOwnerByExternalId(
  db: Db,
  side: 'contract' | 'enterprise',
  externalId: string,
): Promise<DocumentOwner | undefined> {
  if (side === 'contract') {
    const [row] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.externalId, externalId));
    return row ? { contractId: row.id } : undefined;
  }
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.externalId, externalId));
  return row ? { enterpriseId: row.id } : undefined;
}

/** A new document's fields. */
export interface NewDocumentRow {
  readonly owner: DocumentOwner;
  readonly kind: DocumentKind;
  readonly title: string;
  readonly fileId: number;
  readonly externalId: string | null;
  readonly uploadedBy: number | null;
  readonly uploadedByLabel: string;
  readonly createdAt: Date;
}

/** Writes a new document; returns its id. */
export async function insertDocument(db: Db, row: NewDocumentRow): Promise<number> {
  const [inserted] = await db
    .insert(documents)
    .values({
      ...ownerColumns(row.owner),
      kind: row.kind,
      title: row.title,
      fileId: row.fileId,
      externalId: row.externalId,
      uploadedBy: row.uploadedBy,
      uploadedByLabel: row.uploadedByLabel,
      createdAt: row.createdAt,
    })
    .returning({ id: documents.id });
  return (inserted as { id: number }).id;
}

/**
 * Points a present document at a new file (and title, kind, owner when given) and deletes the row of the
 * file it had, under a lock of the document's row, so two replacements at once each let go of the file
 * the other left: the old file's key (its bytes are removed by the caller after the transaction), or
 * undefined when the document was removed meanwhile. Call inside the new file's transaction.
 */
export async function swapDocumentFile(
  db: Db,
  documentId: number,
  change: {
    readonly fileId: number;
    readonly replacedAt: Date;
    readonly uploadedBy: number | null;
    readonly uploadedByLabel: string;
    readonly title?: string;
    readonly kind?: DocumentKind;
    readonly owner?: DocumentOwner;
  },
): Promise<string | undefined> {
  // The lock without a join: PostgreSQL re-reads a row updated meanwhile, but not the file it joined.
  const [locked] = await db
    .select({ fileId: documents.fileId })
    .from(documents)
    .where(and(eq(documents.id, documentId), present))
    .for('update');
  if (!locked?.fileId) return undefined;
  const [old] = await db
    .select({ fileId: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.id, locked.fileId));
  if (!old) return undefined;
  await db
    .update(documents)
    .set({
      fileId: change.fileId,
      replacedAt: change.replacedAt,
      uploadedBy: change.uploadedBy,
      uploadedByLabel: change.uploadedByLabel,
      ...(change.title === undefined ? {} : { title: change.title }),
      ...(change.kind === undefined ? {} : { kind: change.kind }),
      ...(change.owner === undefined ? {} : ownerColumns(change.owner)),
    })
    .where(eq(documents.id, documentId));
  await db.delete(storedFiles).where(eq(storedFiles.id, old.fileId));
  return old.key;
}

/** Changes a present document's title, kind and owner without touching its file (the ERP re-sent it). */
export async function updateDocumentFields(
  db: Db,
  documentId: number,
  change: { readonly title: string; readonly kind: DocumentKind; readonly owner: DocumentOwner },
): Promise<void> {
  await db
    .update(documents)
    .set({ title: change.title, kind: change.kind, ...ownerColumns(change.owner) })
    .where(and(eq(documents.id, documentId), present));
}

/**
 * Marks a present document removed and lets go of its file, in one transaction: the file's key, or
 * undefined when there was no such present document.
 */
export function removeDocumentRow(
  db: Db,
  where: { readonly id: number } | { readonly externalId: string },
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const match = 'id' in where ? eq(documents.id, where.id) : eq(documents.externalId, where.externalId);
    // The lock without a join, as in swapDocumentFile.
    const [doc] = await tx
      .select({ id: documents.id, fileId: documents.fileId })
      .from(documents)
      .where(and(match, present))
      .for('update');
    if (!doc?.fileId) return undefined;
    const [file] = await tx
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.id, doc.fileId));
    await tx.update(documents).set({ removedAt: now, fileId: null }).where(eq(documents.id, doc.id));
    await tx.delete(storedFiles).where(eq(storedFiles.id, doc.fileId));
    return file?.key;
  });
}

/** Records one opening of a document by a customer. */
export async function insertDownload(
  db: Db,
  row: { documentId: number; customerId: number; accountId: number; createdAt: Date },
): Promise<void> {
  await db.insert(documentDownloads).values(row);
}

/** The customer's previous visit of 'Documentos', if any. */
export async function selectLastVisit(db: Db, customerId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: documentVisits.visitedAt })
    .from(documentVisits)
    .where(eq(documentVisits.customerId, customerId));
  return row?.at;
}

/** Records a visit of 'Documentos' now (never moves backwards). */
export async function upsertVisit(db: Db, customerId: number, now: Date): Promise<void> {
  await db
    .insert(documentVisits)
    .values({ customerId, visitedAt: now })
    .onConflictDoUpdate({
      target: documentVisits.customerId,
      set: { visitedAt: sql`greatest(${documentVisits.visitedAt}, excluded.visited_at)` },
    });
}

/**
 * Filters of the download audit, days already turned into moments: the customer who opened the document
 * and its contract filtered as in every report of contracts (resources/reports), then the document's.
 */
export interface DownloadFilters extends Omit<ContractReportQuery, 'contractDateFrom' | 'contractDateTo'> {
  readonly enterpriseId?: number | undefined;
  readonly kind?: DocumentKind | undefined;
  readonly documentTitle?: string | undefined;
  readonly from?: Date | undefined;
  readonly before?: Date | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** The download audit under filters, newest first, and how many match. */
export async function selectDownloads(db: Db, f: DownloadFilters) {
  const enterpriseOf = sql`coalesce(${documents.enterpriseId}, ${contracts.enterpriseId})`;
  const title = containsPattern(f.documentTitle);
  const conditions = [
    // The customer who opened it; the document's contract (an enterprise's document has none).
    ...reportFilterConditions(f),
    f.enterpriseId === undefined ? undefined : sql`${enterpriseOf} = ${f.enterpriseId}`,
    f.kind === undefined ? undefined : eq(documents.kind, f.kind),
    title === null ? undefined : ilike(documents.title, title),
    f.from ? gte(documentDownloads.createdAt, f.from) : undefined,
    f.before ? lt(documentDownloads.createdAt, f.before) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const base = () =>
    db
      .select({
        id: documentDownloads.id,
        createdAt: documentDownloads.createdAt,
        customerName: customers.name,
        customerEmail: customers.email,
        documentId: documents.id,
        title: documents.title,
        kind: documents.kind,
        contractId: documents.contractId,
        contractDocument: contracts.document,
        enterpriseName: enterprises.name,
        removedAt: documents.removedAt,
      })
      .from(documentDownloads)
      .innerJoin(documents, eq(documents.id, documentDownloads.documentId))
      .innerJoin(customers, eq(customers.id, documentDownloads.customerId))
      .leftJoin(contracts, eq(contracts.id, documents.contractId))
      .innerJoin(enterprises, sql`${enterprises.id} = ${enterpriseOf}`);
  const rows = await base()
    .where(where)
    .orderBy(desc(documentDownloads.createdAt), desc(documentDownloads.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db
    .select({ n: count() })
    .from(documentDownloads)
    .innerJoin(documents, eq(documents.id, documentDownloads.documentId))
    .innerJoin(customers, eq(customers.id, documentDownloads.customerId))
    .leftJoin(contracts, eq(contracts.id, documents.contractId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
