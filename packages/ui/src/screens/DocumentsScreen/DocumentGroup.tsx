import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { documentsMessages as t } from '../../messages/pt-BR-documents';
import * as css from './DocumentsScreen.css';
import { DocumentTitle } from './DocumentTitle';
import { dayOf } from './document-format';
import type { DocumentGroupView, DocumentOpening, DocumentView } from './documents-types';

/**
 * The heading of a group: 'Residencial Aurora — Apto 101, Torre A' (or '— contrato CT.2024/00017' when
 * the unit is not known), or the enterprise's name.
 */
export function groupTitle(group: DocumentGroupView): string {
  if (group.scope === 'enterprise') return group.enterprise_name;
  return group.unit_name
    ? t.contractGroup(group.enterprise_name, group.unit_name)
    : t.contractGroupByDocument(group.enterprise_name, group.contract_document);
}

/** Props of {@link DocumentGroup}. */
export interface DocumentGroupProps {
  group: DocumentGroupView;
  opening: DocumentOpening | null;
  onOpen: (document: DocumentView) => void;
}

/**
 * One contract's or one enterprise's documents: a card with the name, what it holds, and a table
 * (cards on a phone) of title with 'Novo', kind, date and 'Abrir'. 'Abrir' waits for the signed link
 * with a spinner; a failure is said under the table with 'Tentar novamente'.
 */
export function DocumentGroup({ group, opening, onOpen }: DocumentGroupProps) {
  const titleId = useId();
  const title = groupTitle(group);
  const failed =
    opening?.status === 'error'
      ? group.documents.find((document) => document.id === opening.documentId)
      : undefined;
  const columns: readonly DataTableColumn<DocumentView>[] = [
    {
      id: 'title',
      header: t.columns.title,
      cardRole: 'title',
      cell: (row) => <DocumentTitle document={row} />,
    },
    { id: 'kind', header: t.columns.kind, cell: (row) => row.kind_label },
    { id: 'addedAt', header: t.columns.addedAt, cell: (row) => dayOf(row.added_at) },
    {
      id: 'actions',
      header: t.columns.actions,
      cardRole: 'action',
      cell: (row) => (
        <Button
          variant="secondary"
          icon="download"
          isLoading={opening?.status === 'loading' && opening.documentId === row.id}
          aria-label={t.openLabel(row.title)}
          onPress={() => onOpen(row)}
        >
          {t.open}
        </Button>
      ),
    },
  ];
  return (
    <PageSection aria-labelledby={titleId}>
      <div className={css.groupHead}>
        <PageSectionTitle id={titleId}>{title}</PageSectionTitle>
        <p className={css.muted}>
          {group.scope === 'enterprise'
            ? t.enterpriseGroupHint
            : group.unit_name
              ? t.contractGroupHint(group.contract_document)
              : t.contractGroupHintPlain}
        </p>
      </div>
      <DataTable
        caption={t.caption(title)}
        columns={columns}
        rows={group.documents}
        getRowKey={(row) => String(row.id)}
      />
      {failed && opening?.status === 'error' && (
        <Alert tone="danger">
          <span className={css.openError}>
            <span>
              {t.openError(failed.title)} {opening.message}
            </span>
            <Button
              variant="secondary"
              aria-label={t.openRetryLabel(failed.title)}
              onPress={() => onOpen(failed)}
            >
              {t.retry}
            </Button>
          </span>
        </Alert>
      )}
    </PageSection>
  );
}
