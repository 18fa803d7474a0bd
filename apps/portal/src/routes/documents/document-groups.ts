import type { CustomerDocument, MyDocuments } from '@portal/api';
import { DOCUMENT_KIND_LABELS } from '@portal/domain';
import type { DocumentGroupView, DocumentView } from '@portal/ui/screens';

/**
 * The groups the 'Documentos' screen draws from the page's read: each contract, then each enterprise.
 * `seenNew` keeps 'Novo' on what was new when the page opened, though the visit already cleared it on
 * the server and a later read (focus, reconnect) no longer says so (decision 077).
 */
export function documentGroups(read: MyDocuments, seenNew: ReadonlySet<number>): DocumentGroupView[] {
  const view = (document: CustomerDocument): DocumentView => ({
    id: document.id,
    title: document.title,
    kind: document.kind,
    kind_label: DOCUMENT_KIND_LABELS[document.kind],
    added_at: document.added_at,
    is_new: document.is_new || seenNew.has(document.id),
  });
  return [
    ...read.contracts.map(
      (contract): DocumentGroupView => ({
        scope: 'contract',
        id: contract.contract_id,
        contract_document: contract.contract_document,
        enterprise_name: contract.enterprise_name,
        unit_name: contract.unit_name,
        documents: contract.documents.map(view),
      }),
    ),
    ...read.enterprises.map(
      (enterprise): DocumentGroupView => ({
        scope: 'enterprise',
        id: enterprise.enterprise_id,
        enterprise_name: enterprise.enterprise_name,
        documents: enterprise.documents.map(view),
      }),
    ),
  ];
}

/** The ids of the documents a read marks new. */
export function newDocumentIds(read: MyDocuments): Set<number> {
  return new Set(
    [...read.contracts, ...read.enterprises].flatMap((group) =>
      group.documents.filter((document) => document.is_new).map((document) => document.id),
    ),
  );
}

/** The same read with nothing new: what the cache keeps once the visit is recorded. */
export function seenRead(read: MyDocuments): MyDocuments {
  const seen = <G extends { documents: CustomerDocument[] }>(group: G): G => ({
    ...group,
    documents: group.documents.map((document) => ({ ...document, is_new: false })),
  });
  return {
    ...read,
    contracts: read.contracts.map(seen),
    enterprises: read.enterprises.map(seen),
    new_count: 0,
  };
}
