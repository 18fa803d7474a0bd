import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLE_LIMITS,
  MAX_DOCUMENT_BYTES,
  PURCHASE_DOCUMENT_MESSAGES,
} from '@portal/domain';
import * as z from 'zod/mini';
import { described, idParam, isoDateTime } from '../../schemas/primitives';

/*
 * The papers of a purchase in 'Documentos' (product rule §9, "Documents"): PDFs the staff publish on one
 * contract (contract, amendment, deed, discharge) or on one enterprise (owner's manual, condominium
 * convention, habite-se); 'Outro' on either. The customer reads those of their contracts and of the
 * enterprises of their contracts; a document of anyone else is a 404, never a 403.
 */

/** A kind of document (`@portal/domain` DOCUMENT_KINDS; labels in DOCUMENT_KIND_LABELS). */
export const documentKind = () =>
  described(
    z.enum(DOCUMENT_KINDS, { error: PURCHASE_DOCUMENT_MESSAGES.kindUnknown }),
    "`contract` 'Contrato', `amendment` 'Aditivo', `deed` 'Escritura', `discharge` 'Termo de quitação' " +
      "(on a contract); `owners_manual` 'Manual do proprietário', `condominium_convention` 'Convenção de " +
      "condomínio', `habite_se` 'Habite-se' (on an enterprise); `other` 'Outro' (on either).",
  );

/** A document's title as the staff write it, trimmed, 2–120 characters. */
export const documentTitle = () =>
  described(
    z
      .string({ error: PURCHASE_DOCUMENT_MESSAGES.titleLength })
      .check(
        z.trim(),
        z.minLength(DOCUMENT_TITLE_LIMITS.min, { error: PURCHASE_DOCUMENT_MESSAGES.titleLength }),
        z.maxLength(DOCUMENT_TITLE_LIMITS.max, { error: PURCHASE_DOCUMENT_MESSAGES.titleLength }),
      ),
    "What the customer reads, e.g. 'Escritura definitiva' or 'Manual do proprietário — Torre A'.",
  );

/** The PDF part of an upload; the server judges it by its bytes (`%PDF-`) and its size. */
export const documentFilePart = () =>
  described(
    z.file({ error: PURCHASE_DOCUMENT_MESSAGES.fileRequired }),
    `The PDF (\`file\` part). Judged by its bytes, not its name or type: not a PDF is 422 DOCUMENT-PDF-422; over ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB, 413 DOCUMENT-PDF-413.`,
  );

/** One document as the customer sees it. */
export const CustomerDocumentSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    kind: documentKind(),
    added_at: described(
      isoDateTime(),
      'When the current file was published: the upload, or the last replacement of the file.',
    ),
    is_new: described(
      z.boolean(),
      "`added_at` is after the caller's last visit of the page (`POST /api/v1/documents/visit`); " +
        'every document is new before the first visit.',
    ),
    size_bytes: z.int().check(z.gte(0)),
  }),
);

/** One document as the customer sees it. */
export type CustomerDocument = z.output<typeof CustomerDocumentSchema>;

/** The documents of one of the caller's contracts. */
export const ContractDocumentsSchema = z.lazy(() =>
  z.object({
    contract_id: z.int(),
    contract_document: described(z.string(), "The contract's 'Título/DOC' as the statement shows it."),
    enterprise_id: z.int(),
    enterprise_name: z.string(),
    unit_name: described(
      z.nullable(z.string()),
      "The contract's unit ('Apto 101, Torre A'; the first one when it has several), null when none is known.",
    ),
    documents: z.array(CustomerDocumentSchema),
  }),
);

/** The documents of one of the caller's contracts. */
export type ContractDocuments = z.output<typeof ContractDocumentsSchema>;

/** The documents of an enterprise the caller bought in. */
export const EnterpriseDocumentsSchema = z.lazy(() =>
  z.object({
    enterprise_id: z.int(),
    enterprise_name: z.string(),
    documents: z.array(CustomerDocumentSchema),
  }),
);

/** The documents of an enterprise the caller bought in. */
export type EnterpriseDocuments = z.output<typeof EnterpriseDocumentsSchema>;

/** The caller's 'Documentos' page. */
export const MyDocumentsSchema = z.lazy(() =>
  z.object({
    contracts: described(
      z.array(ContractDocumentsSchema),
      "Every contract of the caller (also those without documents yet), by 'Título/DOC'; each contract's documents newest first.",
    ),
    enterprises: described(
      z.array(EnterpriseDocumentsSchema),
      "Every enterprise of the caller's contracts, by name; each one's documents newest first.",
    ),
    new_count: described(z.int().check(z.gte(0)), 'How many documents are `is_new` (the menu badge).'),
    last_visit_at: described(
      z.nullable(isoDateTime()),
      'The previous visit of the page, null before the first one.',
    ),
  }),
);

/** The caller's 'Documentos' page. */
export type MyDocuments = z.output<typeof MyDocumentsSchema>;

/** A short-lived signed link to a document's PDF, and the name to save it under. */
export const DocumentLinkSchema = z.lazy(() =>
  z.object({
    url: described(z.string().check(z.minLength(1)), 'Short-lived signed link to the PDF (GET /files/…).'),
    file_name: described(z.string(), 'The name to save it under, e.g. `escritura-definitiva.pdf`.'),
  }),
);

/** A signed link to a document. */
export type DocumentLink = z.output<typeof DocumentLinkSchema>;

/** One document as the staff manage it, with a signed link to open it. */
export const StaffDocumentSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    kind: documentKind(),
    contract_id: described(
      z.nullable(z.int()),
      'The contract it belongs to; null for an enterprise document.',
    ),
    enterprise_id: described(
      z.int(),
      "The enterprise it belongs to (for a contract document, the contract's enterprise).",
    ),
    size_bytes: z.int().check(z.gte(0)),
    created_at: isoDateTime(),
    replaced_at: described(z.nullable(isoDateTime()), 'The last replacement of the file, null if never.'),
    uploaded_by: described(
      z.string(),
      "Who sent the current file: a staff member's e-mail, or `ERP` for the import API.",
    ),
    downloads: described(z.int().check(z.gte(0)), 'How many times customers opened it.'),
    url: described(z.string().check(z.minLength(1)), 'Short-lived signed link to the PDF (GET /files/…).'),
  }),
);

/** One document as the staff manage it. */
export type StaffDocument = z.output<typeof StaffDocumentSchema>;

/** Which documents the staff list: those of one contract, or of one enterprise (exactly one). */
export const DocumentOwnerQuerySchema = z.lazy(() =>
  z
    .object({
      contract_id: z.optional(idParam()),
      enterprise_id: z.optional(idParam()),
    })
    .check(
      z.refine((owner) => (owner.contract_id === undefined) !== (owner.enterprise_id === undefined), {
        error: PURCHASE_DOCUMENT_MESSAGES.ownerChoice,
        path: ['contract_id'],
      }),
    ),
);

/** A new document (multipart): the PDF, its title and kind, and its contract or its enterprise. */
export const UploadDocumentBodySchema = z.lazy(() =>
  z
    .object({
      file: documentFilePart(),
      title: documentTitle(),
      kind: documentKind(),
      contract_id: z.optional(idParam()),
      enterprise_id: z.optional(idParam()),
    })
    .check(
      z.refine((body) => (body.contract_id === undefined) !== (body.enterprise_id === undefined), {
        error: PURCHASE_DOCUMENT_MESSAGES.ownerChoice,
        path: ['contract_id'],
      }),
    ),
);

/** The fields of a new document. */
export type UploadDocumentBody = z.input<typeof UploadDocumentBodySchema>;

/** A new file for a document (multipart), and optionally a new title. */
export const ReplaceDocumentBodySchema = z.lazy(() =>
  z.object({
    file: documentFilePart(),
    title: z.optional(documentTitle()),
  }),
);

/** The fields of a replacement. */
export type ReplaceDocumentBody = z.input<typeof ReplaceDocumentBodySchema>;

/** One opening of a document by a customer, for the download audit. */
export const DocumentDownloadRecordSchema = z.lazy(() =>
  z.object({
    date: described(isoDateTime(), 'When the customer opened it (the signed link was issued).'),
    customer_name: z.string(),
    customer_email: z.string(),
    document_id: z.int(),
    document_title: z.string(),
    kind: documentKind(),
    contract_id: z.nullable(z.int()),
    contract_document: described(
      z.nullable(z.string()),
      "The contract's 'Título/DOC' for a contract document; null for an enterprise document.",
    ),
    enterprise_name: z.string(),
    removed: described(z.boolean(), 'The document was removed since.'),
  }),
);

/** One opening of a document. */
export type DocumentDownloadRecord = z.output<typeof DocumentDownloadRecordSchema>;
