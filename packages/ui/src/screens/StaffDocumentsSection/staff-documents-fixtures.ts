import { contractDocuments, enterpriseDocuments } from '../DocumentsScreen/documents-fixtures';
import type { DocumentContractOption, StaffDocumentView } from './staff-documents-types';

/** A client's two contracts, as the client page lists them. */
export const clientContracts: readonly DocumentContractOption[] = [
  { id: 7, label: 'CT.2024/00017 — Residencial Aurora' },
  { id: 9, label: 'CT.2025/00002 — Parque das Águas' },
];

/** What the staff see for the first contract: never 'Novo'; how often each was opened, a link to look. */
export const clientDocuments: readonly StaffDocumentView[] = contractDocuments.map((document, index) => ({
  ...document,
  is_new: false,
  downloads: [0, 3, 12][index] ?? 0,
  url: `/files/documents/${document.id}.pdf?sig=story`,
}));

/** What the staff see on the enterprise's page. */
export const enterpriseStaffDocuments: readonly StaffDocumentView[] = enterpriseDocuments.map(
  (document, index) => ({
    ...document,
    is_new: false,
    downloads: [1, 27, 64][index] ?? 0,
    url: `/files/documents/${document.id}.pdf?sig=story`,
  }),
);

/** 20 MB, the domain's limit (`MAX_DOCUMENT_BYTES`), as the stories show it. */
export const storyMaxBytes = 20 * 1024 * 1024;
