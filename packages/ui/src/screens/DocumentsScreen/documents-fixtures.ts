import type { DocumentGroupView, DocumentView } from './documents-types';

/** Documents of the stories: a contract's papers and an enterprise's, one or two new. */
export const contractDocuments: readonly DocumentView[] = [
  {
    id: 41,
    title: 'Escritura definitiva',
    kind: 'deed',
    kind_label: 'Escritura',
    added_at: '2026-11-25T14:12:00-03:00',
    is_new: true,
  },
  {
    id: 38,
    title: 'Primeiro aditivo — troca de vaga de garagem',
    kind: 'amendment',
    kind_label: 'Aditivo',
    added_at: '2026-03-02T09:30:00-03:00',
    is_new: false,
  },
  {
    id: 12,
    title: 'Contrato de compra e venda',
    kind: 'contract',
    kind_label: 'Contrato',
    added_at: '2024-05-14T10:00:00-03:00',
    is_new: false,
  },
];

export const enterpriseDocuments: readonly DocumentView[] = [
  {
    id: 44,
    title: 'Manual do proprietário — Residencial Aurora',
    kind: 'owners_manual',
    kind_label: 'Manual do proprietário',
    added_at: '2026-11-20T16:45:00-03:00',
    is_new: true,
  },
  {
    id: 43,
    title: 'Habite-se',
    kind: 'habite_se',
    kind_label: 'Habite-se',
    added_at: '2026-10-30T11:00:00-03:00',
    is_new: false,
  },
  {
    id: 20,
    title: 'Convenção de condomínio',
    kind: 'condominium_convention',
    kind_label: 'Convenção de condomínio',
    added_at: '2025-08-11T08:15:00-03:00',
    is_new: false,
  },
];

/** A customer with one contract and its enterprise, and a second contract with no paper yet. */
export const documentGroups: readonly DocumentGroupView[] = [
  {
    scope: 'contract',
    id: 7,
    contract_document: 'CT.2024/00017',
    enterprise_name: 'Residencial Aurora',
    unit_name: 'Apto 101, Torre A',
    documents: contractDocuments,
  },
  {
    scope: 'enterprise',
    id: 3,
    enterprise_name: 'Residencial Aurora',
    documents: enterpriseDocuments,
  },
];

/** The same page after the visit: nothing new any more. */
export const seenDocumentGroups: readonly DocumentGroupView[] = documentGroups.map((group) => ({
  ...group,
  documents: group.documents.map((document) => ({ ...document, is_new: false })),
}));
