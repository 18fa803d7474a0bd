import { useEffect, useId, useState } from 'react';
import type { AlertTone } from '../../components/Alert/Alert';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { Icon } from '../../components/Icon/Icon';
import { LoadState } from '../../components/LoadState/LoadState';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Select } from '../../components/Select/Select';
import { documentsMessages } from '../../messages/pt-BR-documents';
import { dayOf } from '../DocumentsScreen/document-format';
import { DocumentUploadForm } from './DocumentUploadForm';
import { ReplaceDocumentDialog } from './ReplaceDocumentDialog';
import * as css from './StaffDocumentsSection.css';
import type {
  DocumentContractOption,
  DocumentTransfer,
  DocumentUploadInput,
  StaffDocumentView,
} from './staff-documents-types';

const t = documentsMessages.staff;

/** Props of {@link StaffDocumentsSection}. */
export interface StaffDocumentsSectionProps {
  /** A client's contracts (on `/clients/{id}`) or one enterprise (on its status page). */
  scope: 'contract' | 'enterprise';
  /** The client's contracts (scope `contract`): the block lists and publishes to the one chosen. */
  contracts?: readonly DocumentContractOption[];
  /** The contract chosen (scope `contract`); null when the client has none. */
  contractId?: number | null;
  onContractChange?: (contractId: number) => void;
  /** The published documents, newest first; null while loading or when loading failed. */
  documents: readonly StaffDocumentView[] | null;
  isLoading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Largest PDF accepted, in bytes (shown as 'Somente PDF, de até 20 MB.'). */
  maxBytes: number;
  upload: DocumentTransfer;
  onUpload: (input: DocumentUploadInput) => void;
  replace: DocumentTransfer;
  /** 'Substituir' pressed: the owner forgets the last replacement's outcome before the dialog shows. */
  onReplaceOpen?: (document: StaffDocumentView) => void;
  onReplace: (document: StaffDocumentView, file: File) => void;
  /** The document whose removal is on its way. */
  removingId?: number | null;
  onRemove: (document: StaffDocumentView) => void;
  /** The outcome of the last action ('Documento … publicado.', a refusal). */
  notice?: { tone: AlertTone; text: string } | undefined;
}

/**
 * The staff's 'Documentos' block (a client's contracts, one at a time, or an enterprise): the published
 * documents with how often customers opened them, 'Abrir', 'Substituir' (a new PDF, same title and kind) and 'Remover' (asked first), then 'Enviar documento'.
 * Every state is the owner's: this block only draws it and hands the choices over.
 */
export function StaffDocumentsSection({
  scope,
  contracts = [],
  contractId = null,
  onContractChange,
  documents,
  isLoading = false,
  errorMessage,
  onRetry,
  maxBytes,
  upload,
  onUpload,
  replace,
  onReplaceOpen,
  onReplace,
  removingId = null,
  onRemove,
  notice,
}: StaffDocumentsSectionProps) {
  const titleId = useId();
  const [replacing, setReplacing] = useState<StaffDocumentView | null>(null);
  const [removing, setRemoving] = useState<StaffDocumentView | null>(null);
  // A replacement done closes its dialog.
  useEffect(() => {
    if (replace.status === 'done') setReplacing(null);
  }, [replace.status]);

  const columns: readonly DataTableColumn<StaffDocumentView>[] = [
    {
      id: 'title',
      header: documentsMessages.columns.title,
      cardRole: 'title',
      cell: (row) => <span className={css.stacked}>{row.title}</span>,
    },
    { id: 'kind', header: documentsMessages.columns.kind, cell: (row) => row.kind_label },
    { id: 'addedAt', header: documentsMessages.columns.addedAt, cell: (row) => dayOf(row.added_at) },
    { id: 'downloads', header: t.downloads, align: 'end', cell: (row) => row.downloads },
    {
      id: 'actions',
      header: documentsMessages.columns.actions,
      cardRole: 'action',
      cell: (row) => (
        <span className={css.rowActions}>
          {row.url && (
            <a
              href={row.url}
              target="_blank"
              rel="noopener"
              className={button({ variant: 'secondary', size: 'md' })}
              aria-label={t.openLabel(row.title)}
            >
              <Icon name="externalLink" size="sm" />
              {t.open}
            </a>
          )}
          <Button
            variant="secondary"
            icon="upload"
            aria-label={t.replaceLabel(row.title)}
            onPress={() => {
              onReplaceOpen?.(row);
              setReplacing(row);
            }}
          >
            {t.replace}
          </Button>
          <Button
            variant="secondary"
            icon="trash"
            isLoading={removingId === row.id}
            aria-label={t.removeLabel(row.title)}
            onPress={() => setRemoving(row)}
          >
            {t.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <PageSection aria-labelledby={titleId}>
      <div className={css.head}>
        <PageSectionTitle id={titleId}>
          {scope === 'contract' ? t.contractTitle : t.enterpriseTitle}
        </PageSectionTitle>
        <p className={css.muted}>{scope === 'contract' ? t.contractHint : t.enterpriseHint}</p>
      </div>
      {scope === 'contract' && contracts.length > 0 && (
        <div className={css.choice}>
          <Select
            label={t.contract}
            options={contracts.map((contract) => ({ value: String(contract.id), label: contract.label }))}
            value={contractId === null ? '' : String(contractId)}
            onChange={(value) => onContractChange?.(Number(value))}
            description={t.contractHintChoice}
          />
        </div>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {scope === 'contract' && contracts.length === 0 ? (
        <p className={css.muted}>{t.noContracts}</p>
      ) : (
        <>
          <LoadState
            data={documents}
            isLoading={isLoading}
            errorMessage={errorMessage}
            onRetry={onRetry}
            loadingLabel={documentsMessages.loading}
          >
            {(loaded) => (
              <DataTable
                caption={t.listCaption}
                columns={columns}
                rows={loaded}
                getRowKey={(row) => String(row.id)}
                emptyText={t.empty}
              />
            )}
          </LoadState>
          <DocumentUploadForm
            key={contractId ?? 'enterprise'}
            scope={scope}
            maxBytes={maxBytes}
            transfer={upload}
            onUpload={onUpload}
          />
        </>
      )}
      <ReplaceDocumentDialog
        key={replacing?.id ?? 'closed'}
        document={replacing}
        maxBytes={maxBytes}
        transfer={replace}
        onReplace={onReplace}
        onClose={() => setReplacing(null)}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t.removeTitle}
        description={removing ? t.removeDescription(removing.title) : ''}
        confirmLabel={t.removeConfirm}
        confirmIcon="trash"
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </PageSection>
  );
}
