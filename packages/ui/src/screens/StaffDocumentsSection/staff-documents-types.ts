import type { DocumentKind } from '@portal/domain';
import type { DocumentView } from '../DocumentsScreen/documents-types';

/** A published document on a staff block; on a client's page it names its contract. */
export interface StaffDocumentView extends DocumentView {
  /** The contract's 'Título/DOC' (CT.2024/00017); absent on an enterprise's block. */
  contract_document?: string;
}

/** A contract the staff may publish to, as the client page lists it. */
export interface DocumentContractOption {
  id: number;
  /** 'CT.2024/00017 — Residencial Aurora'. */
  label: string;
}

/** Where a file's sending stands: idle, on its way (percentage when known), refused, or done. */
export type DocumentTransfer =
  | { status: 'idle' }
  | { status: 'sending'; progress: number | null }
  | { status: 'error'; message: string }
  | { status: 'done' };

/** What 'Enviar documento' hands over: the form's checked fields. */
export interface DocumentUploadInput {
  title: string;
  kind: DocumentKind;
  file: File;
  /** On a client's page, the contract chosen; absent on an enterprise's block. */
  contractId?: number;
}
