import { createHash } from 'node:crypto';
import type {
  ContractDocuments,
  CustomerDocument,
  DocumentDownloadRecord,
  DocumentDownloadReportQuery,
  DocumentLink,
  EnterpriseDocuments,
  MyDocuments,
  StaffDocument,
} from '@portal/api';
import {
  type DocumentKind,
  type DocumentOwnerType,
  dayRangeIn,
  documentKindFits,
  MAX_DOCUMENT_BYTES,
} from '@portal/domain';
import { AppError, rateLimited } from '../../app-error';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/query-errors';
import { isPdfHead } from '../../images/sniff-image';
import type { Caller } from '../../security/caller';
import { type RatePolicy, takeAttempt } from '../../security/rate-limiter';
import type { DocumentsKit } from '../../storage/documents-kit';
import { FileRejectedError, FileTooLargeError, type StoredFile } from '../../storage/file-store';
import { documentFileName } from './document-file-name';
import {
  countDownloads,
  type DocumentOwner,
  insertDocument,
  insertDownload,
  removeDocumentRow,
  selectCustomerContracts,
  selectCustomerDocument,
  selectDocument,
  selectDocumentsOf,
  selectDownloads,
  selectImportedDocument,
  selectLastVisit,
  selectOwnerByExternalId,
  selectOwnerDocuments,
  selectOwnerEnterprise,
  swapDocumentFile,
  updateDocumentFields,
  upsertVisit,
} from './queries';

export type { DocumentOwner };

/*
 * 'Documentos' (product rule §9, "Documents"): the papers of a purchase the staff publish as PDFs on a
 * contract or an enterprise. A customer reads those of their own contracts and of those contracts'
 * enterprises; anything else is the same 404 as a missing document. Files go through the one file store
 * (local folder or S3), judged by their bytes (`%PDF-`) and their size (20 MB).
 */

/** Openings of documents one login may ask for: 60 in 10 minutes, then growing delays. */
const OPEN_POLICY: RatePolicy = {
  free: 60,
  windowSeconds: 10 * 60,
  baseDelaySeconds: 5,
  maxDelaySeconds: 10 * 60,
};

/** A refused body is not read to its end: the client must not send its next request on this connection. */
const CLOSE = { Connection: 'close' } as const;

/** Who sent a document's file, as the staff read it. */
export interface Uploader {
  readonly accountId: number | null;
  readonly label: string;
}

/** The uploader an ERP import is recorded as. */
export const ERP_UPLOADER: Uploader = { accountId: null, label: 'ERP' };

/** The staff member of a portal session, as an uploader. */
export function staffUploader(caller: Caller): Uploader {
  return { accountId: caller.accountId, label: caller.email };
}

const addedAt = (row: { createdAt: Date; replacedAt: Date | null }) => row.replacedAt ?? row.createdAt;

/** The caller's 'Documentos' page: every contract and enterprise of theirs, with what is new. */
export async function listMyDocuments(ctx: AppContext, caller: Caller): Promise<MyDocuments> {
  const owned = await selectCustomerContracts(ctx.db, caller.customerId);
  const enterpriseNames = new Map(owned.map((c) => [c.enterpriseId, c.enterpriseName]));
  const [rows, lastVisit] = await Promise.all([
    selectDocumentsOf(
      ctx.db,
      owned.map((c) => c.id),
      [...enterpriseNames.keys()],
    ),
    selectLastVisit(ctx.db, caller.customerId),
  ]);
  const toCustomer = (row: (typeof rows)[number]): CustomerDocument => ({
    id: row.id,
    title: row.title,
    kind: row.kind,
    added_at: addedAt(row).toISOString(),
    is_new: !lastVisit || addedAt(row) > lastVisit,
    size_bytes: row.byteSize,
  });
  const contracts: ContractDocuments[] = owned.map((contract) => ({
    contract_id: contract.id,
    contract_document: contract.document,
    enterprise_id: contract.enterpriseId,
    enterprise_name: contract.enterpriseName,
    unit_name: contract.unitName,
    documents: rows.filter((row) => row.contractId === contract.id).map(toCustomer),
  }));
  const enterprises: EnterpriseDocuments[] = [...enterpriseNames]
    .sort(([, a], [, b]) => a.localeCompare(b, 'pt-BR'))
    .map(([id, name]) => ({
      enterprise_id: id,
      enterprise_name: name,
      documents: rows.filter((row) => row.enterpriseId === id).map(toCustomer),
    }));
  const shown = [...contracts, ...enterprises].flatMap((group) => group.documents);
  return {
    contracts,
    enterprises,
    new_count: shown.filter((doc) => doc.is_new).length,
    last_visit_at: lastVisit ? lastVisit.toISOString() : null,
  };
}

/** Records the caller's visit of 'Documentos' now: what was added until now is no longer new. */
export async function markDocumentsVisited(ctx: AppContext, caller: Caller): Promise<void> {
  // An administrator has no customer row (a negative id): nothing of theirs is ever new.
  if (caller.customerId <= 0) return;
  await upsertVisit(ctx.db, caller.customerId, ctx.clock.now());
}

/**
 * A signed link to one of the caller's documents, recorded in the download audit; anyone else's, a
 * removed or a missing one, 404 DOCUMENT-404. Counted per login before any work.
 */
export async function openMyDocument(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  documentId: number,
): Promise<DocumentLink> {
  const now = ctx.clock.now();
  const decision = await takeAttempt(
    ctx.database,
    `open:document:account:${caller.accountId}`,
    OPEN_POLICY,
    now,
  );
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  const doc = await selectCustomerDocument(ctx.db, caller.customerId, documentId);
  if (!doc) throw new AppError(404, 'DOCUMENT-404');
  await insertDownload(ctx.db, {
    documentId: doc.id,
    customerId: caller.customerId,
    accountId: caller.accountId,
    createdAt: now,
  });
  return { url: kit.signer.sign(doc.fileKey, now), file_name: doc.downloadName };
}

/** The owner of a staff call's `contract_id` / `enterprise_id` (the contract checked exactly one). */
export function ownerOf(ids: {
  contract_id?: number | undefined;
  enterprise_id?: number | undefined;
}): DocumentOwner {
  if (ids.contract_id !== undefined) return { contractId: ids.contract_id };
  if (ids.enterprise_id !== undefined) return { enterpriseId: ids.enterprise_id };
  throw new AppError(400, 'REQUEST-400');
}

const sideOf = (owner: DocumentOwner): DocumentOwnerType =>
  'contractId' in owner ? 'contract' : 'enterprise';

/** The enterprise of an existing owner, or 404 DOCUMENT-OWNER-404. */
async function ownerEnterprise(ctx: AppContext, owner: DocumentOwner): Promise<number> {
  const enterpriseId = await selectOwnerEnterprise(ctx.db, owner);
  if (enterpriseId === undefined) throw new AppError(404, 'DOCUMENT-OWNER-404');
  return enterpriseId;
}

type DocumentRow = NonNullable<Awaited<ReturnType<typeof selectDocument>>>;

function staffDocument(
  kit: DocumentsKit,
  row: DocumentRow,
  enterpriseId: number,
  downloads: number,
  now: Date,
): StaffDocument {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    contract_id: row.contractId,
    enterprise_id: enterpriseId,
    size_bytes: row.byteSize,
    created_at: row.createdAt.toISOString(),
    replaced_at: row.replacedAt ? row.replacedAt.toISOString() : null,
    uploaded_by: row.uploadedByLabel,
    downloads,
    url: kit.signer.sign(row.fileKey, now),
  };
}

/** The documents of a contract or an enterprise (staff), each with a signed link; 404 for an unknown owner. */
export async function listOwnerDocuments(
  ctx: AppContext,
  kit: DocumentsKit,
  owner: DocumentOwner,
): Promise<StaffDocument[]> {
  const enterpriseId = await ownerEnterprise(ctx, owner);
  const rows = await selectOwnerDocuments(ctx.db, owner);
  const now = ctx.clock.now();
  return rows.map((row) => staffDocument(kit, row, enterpriseId, row.downloads, now));
}

/** One present document as the staff see it, or 404 DOCUMENT-404. */
async function staffView(ctx: AppContext, kit: DocumentsKit, documentId: number): Promise<StaffDocument> {
  const row = await selectDocument(ctx.db, documentId);
  if (!row) throw new AppError(404, 'DOCUMENT-404');
  const owner: DocumentOwner =
    row.contractId !== null ? { contractId: row.contractId } : { enterpriseId: row.enterpriseId as number };
  const enterpriseId = await ownerEnterprise(ctx, owner);
  return staffDocument(kit, row, enterpriseId, await countDownloads(ctx.db, documentId), ctx.clock.now());
}

/**
 * Stores a document's PDF in the file store — 413 DOCUMENT-PDF-413 past 20 MB, 422 DOCUMENT-PDF-422 unless
 * its bytes start with `%PDF-` — and writes what points at it with `record` in the same transaction.
 */
async function storePdf(
  ctx: AppContext,
  bytes: Uint8Array,
  title: string,
  record: (tx: AppContext['db'], file: StoredFile) => Promise<void>,
): Promise<StoredFile> {
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) throw new AppError(413, 'DOCUMENT-PDF-413');
  try {
    return await ctx.files.put(
      ctx.db,
      bytes,
      {
        kind: 'document',
        contentType: 'application/pdf',
        downloadName: documentFileName(title),
        maxBytes: MAX_DOCUMENT_BYTES,
        acceptHead: isPdfHead,
        headBytes: 5,
      },
      ctx.clock.now(),
      record,
    );
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new AppError(413, 'DOCUMENT-PDF-413');
    if (error instanceof FileRejectedError) throw new AppError(422, 'DOCUMENT-PDF-422');
    throw error;
  }
}

/** Thrown inside a replacement's transaction when the document was removed meanwhile. */
class DocumentGone extends Error {}

/** Refuses a kind that does not belong on this owner (a deed on an enterprise). */
function assertKindFits(kind: DocumentKind, owner: DocumentOwner): void {
  if (!documentKindFits(kind, sideOf(owner))) throw new AppError(422, 'DOCUMENT-KIND-422');
}

/** The bytes of an uploaded part, refused past the limit before they are read. */
async function partBytes(file: File): Promise<Uint8Array> {
  if (file.size > MAX_DOCUMENT_BYTES) throw new AppError(413, 'DOCUMENT-PDF-413', CLOSE);
  return new Uint8Array(await file.arrayBuffer());
}

/** Publishes a PDF on a contract or an enterprise (staff). */
export async function uploadDocument(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  upload: { owner: DocumentOwner; kind: DocumentKind; title: string; file: File },
): Promise<StaffDocument> {
  await ownerEnterprise(ctx, upload.owner);
  assertKindFits(upload.kind, upload.owner);
  const bytes = await partBytes(upload.file);
  let id = 0;
  await storePdf(ctx, bytes, upload.title, async (tx, file) => {
    id = await insertDocument(tx, {
      owner: upload.owner,
      kind: upload.kind,
      title: upload.title,
      fileId: file.id,
      externalId: null,
      uploadedBy: caller.accountId,
      uploadedByLabel: caller.email,
      createdAt: ctx.clock.now(),
    });
  });
  return staffView(ctx, kit, id);
}

/**
 * Points a present document at a new PDF (and title, kind, owner when given), deleting the old file's
 * row in the same transaction and its bytes after; 404 DOCUMENT-404 when it is gone.
 */
async function replaceFile(
  ctx: AppContext,
  doc: DocumentRow,
  bytes: Uint8Array,
  uploader: Uploader,
  change: { title?: string; kind?: DocumentKind; owner?: DocumentOwner },
): Promise<void> {
  let oldKey: string | undefined;
  try {
    await storePdf(ctx, bytes, change.title ?? doc.title, async (tx, file) => {
      oldKey = await swapDocumentFile(tx, doc.id, {
        fileId: file.id,
        replacedAt: ctx.clock.now(),
        uploadedBy: uploader.accountId,
        uploadedByLabel: uploader.label,
        ...change,
      });
      if (oldKey === undefined) throw new DocumentGone();
    });
  } catch (error) {
    if (error instanceof DocumentGone) throw new AppError(404, 'DOCUMENT-404');
    throw error;
  }
  if (oldKey !== undefined) await dropBytes(ctx, oldKey);
}

/**
 * Deletes a file's bytes once nothing names it (its row went in the committed transaction). A store
 * that fails now leaves bytes without a row (the local store's start-up sweep removes them,
 * storage/file-store.ts): the call that let go of them still succeeded, so it is logged, not answered
 * as a failure.
 */
async function dropBytes(ctx: AppContext, key: string): Promise<void> {
  try {
    await ctx.files.remove(key);
  } catch (error) {
    ctx.logger.warn('documents: old file bytes not deleted', {
      key,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Replaces a document's PDF, optionally its title (staff): customers see it as new again. */
export async function replaceDocument(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  documentId: number,
  upload: { file: File; title?: string | undefined },
): Promise<StaffDocument> {
  const doc = await selectDocument(ctx.db, documentId);
  if (!doc) throw new AppError(404, 'DOCUMENT-404');
  const bytes = await partBytes(upload.file);
  await replaceFile(ctx, doc, bytes, staffUploader(caller), upload.title ? { title: upload.title } : {});
  return staffView(ctx, kit, documentId);
}

/** Removes a document (staff or ERP): its file goes, its row stays for the download audit; 404 when absent. */
export async function removeDocument(
  ctx: AppContext,
  which: { readonly id: number } | { readonly externalId: string },
): Promise<void> {
  const key = await removeDocumentRow(ctx.db, which, ctx.clock.now());
  if (key === undefined) throw new AppError(404, 'DOCUMENT-404');
  await dropBytes(ctx, key);
}

/** A document the ERP sends (its bytes already read and within the limit). */
export interface ImportedDocument {
  readonly externalId: string;
  readonly side: DocumentOwnerType;
  readonly ownerExternalId: string;
  readonly kind: DocumentKind;
  readonly title: string;
  readonly bytes: Uint8Array;
}

/**
 * Publishes or replaces the document the ERP knows by `externalId`: the same bytes, title, kind and owner
 * change nothing (`unchanged`); new bytes replace the file (customers see it as new again).
 */
export async function publishImportedDocument(
  ctx: AppContext,
  doc: ImportedDocument,
  retried = false,
): Promise<{ id: number; outcome: 'created' | 'replaced' | 'unchanged' }> {
  const owner = await selectOwnerByExternalId(ctx.db, doc.side, doc.ownerExternalId);
  if (!owner) throw new AppError(404, 'DOCUMENT-OWNER-404');
  assertKindFits(doc.kind, owner);
  if (doc.bytes.byteLength > MAX_DOCUMENT_BYTES) throw new AppError(413, 'DOCUMENT-PDF-413');
  if (!isPdfHead(doc.bytes)) throw new AppError(422, 'DOCUMENT-PDF-422');
  const existing = await selectImportedDocument(ctx.db, doc.externalId);
  if (!existing) {
    let id = 0;
    try {
      await storePdf(ctx, doc.bytes, doc.title, async (tx, file) => {
        id = await insertDocument(tx, {
          owner,
          kind: doc.kind,
          title: doc.title,
          fileId: file.id,
          externalId: doc.externalId,
          uploadedBy: ERP_UPLOADER.accountId,
          uploadedByLabel: ERP_UPLOADER.label,
          createdAt: ctx.clock.now(),
        });
      });
    } catch (error) {
      // The same `external_id` sent twice at once: the other call created it (this file was undone),
      // so this one is a re-send of it.
      if (!retried && isUniqueViolation(error)) return publishImportedDocument(ctx, doc, true);
      throw error;
    }
    return { id, outcome: 'created' };
  }
  const sameOwner =
    'contractId' in owner
      ? existing.contractId === owner.contractId
      : existing.enterpriseId === owner.enterpriseId;
  const sameFields = sameOwner && existing.title === doc.title && existing.kind === doc.kind;
  const sameBytes = createHash('sha256').update(doc.bytes).digest('hex') === existing.sha256;
  if (sameBytes && sameFields) return { id: existing.id, outcome: 'unchanged' };
  if (sameBytes) {
    await updateDocumentFields(ctx.db, existing.id, { title: doc.title, kind: doc.kind, owner });
  } else {
    await replaceFile(ctx, existing, doc.bytes, ERP_UPLOADER, { title: doc.title, kind: doc.kind, owner });
  }
  return { id: existing.id, outcome: 'replaced' };
}

/**
 * 'Downloads de documentos' (admin): who opened which document and when, newest first. Text filters are
 * case-insensitive "contains" (the customer's name also ignores accents); days are São Paulo's.
 */
export async function documentDownloadReport(
  ctx: AppContext,
  query: Required<Pick<DocumentDownloadReportQuery, 'limit' | 'offset'>> &
    Omit<DocumentDownloadReportQuery, 'limit' | 'offset'>,
): Promise<{ items: DocumentDownloadRecord[]; total: number }> {
  const days = dayRangeIn(query.dateFrom, query.dateTo);
  const { rows, total } = await selectDownloads(ctx.db, {
    customerName: query.customerName,
    customerEmail: query.customerEmail,
    contractId: query.contractId,
    contractDocument: query.contractDocument,
    enterpriseId: query.enterpriseId,
    kind: query.kind,
    documentTitle: query.documentTitle,
    from: days.from,
    before: days.before,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    items: rows.map((row) => ({
      date: row.createdAt.toISOString(),
      customer_name: row.customerName,
      customer_email: row.customerEmail,
      document_id: row.documentId,
      document_title: row.title,
      kind: row.kind,
      contract_id: row.contractId,
      contract_document: row.contractDocument,
      enterprise_name: row.enterpriseName,
      removed: row.removedAt !== null,
    })),
    total,
  };
}
