import type { DocumentKind } from '@portal/domain';
import type { DocumentView } from '../DocumentsScreen/documents-types';

/** A published document on a staff block. */
export interface StaffDocumentView extends DocumentView {
  /** How many times customers opened it. */
  downloads: number;
  /** A short-lived signed link to the PDF, for the staff to look at it. */
  url?: string;
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
}
