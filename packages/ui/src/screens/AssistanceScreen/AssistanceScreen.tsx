import { Alert } from '../../components/Alert/Alert';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { TableSection } from '../../components/TableSection/TableSection';
import { TextLink } from '../../components/TextLink/TextLink';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { NavigateHandler } from '../../navigation/link-click';
import * as css from './AssistanceScreen.css';
import { AssistanceStatusBadge } from './AssistanceStatusBadge';
import { dayOf } from './assistance-format';
import type { AssistanceNotice, AssistanceSummaryView } from './assistance-types';
import { ButtonLink } from './ButtonLink';
import { WarrantyTag } from './WarrantyTag';

/** Props of {@link AssistanceScreen}. */
export interface AssistanceScreenProps {
  /** The customer's requests, newest first; null while loading or when loading failed. */
  requests: readonly AssistanceSummaryView[] | null;
  isLoading?: boolean;
  /** Loading failed: shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** The customer has a delivered unit: 'Nova solicitação' is offered; else why not. */
  canCreate: boolean;
  /** Where 'Nova solicitação' goes. */
  newHref: string;
  /** Where a request opens. */
  requestHref: (request: AssistanceSummaryView) => string;
  /** A request just sent, or another outcome to announce. */
  notice?: AssistanceNotice | undefined;
  onNavigate?: NavigateHandler;
}

/**
 * 'Assistência técnica' (/assistencia-tecnica, customer; product rule §9): the customer's requests
 * with their status and whether they were within warranty, each opening its history and conversation,
 * and 'Nova solicitação' once a unit of theirs has been handed over.
 */
export function AssistanceScreen({
  requests,
  isLoading = false,
  errorMessage,
  onRetry,
  canCreate,
  newHref,
  requestHref,
  notice,
  onNavigate,
}: AssistanceScreenProps) {
  const columns: readonly DataTableColumn<AssistanceSummaryView>[] = [
    {
      id: 'number',
      header: t.columns.number,
      cardRole: 'title',
      cell: (row) => (
        <TextLink href={requestHref(row)} onNavigate={onNavigate}>
          {row.number}
        </TextLink>
      ),
    },
    { id: 'status', header: t.columns.status, cell: (row) => <AssistanceStatusBadge status={row.status} /> },
    {
      id: 'unit',
      header: t.columns.unit,
      cardRole: 'text',
      cell: (row) => (
        <span className={css.stacked}>
          <span>{row.unit_name}</span>
          <span className={css.muted}>{row.enterprise_name}</span>
        </span>
      ),
    },
    {
      id: 'system',
      header: t.columns.systemAndLocation,
      cardRole: 'text',
      cell: (row) => (
        <span className={css.stacked}>
          <span>{row.system_label}</span>
          <span className={css.muted}>{row.location}</span>
        </span>
      ),
    },
    {
      id: 'warranty',
      header: t.columns.warranty,
      cell: (row) => <WarrantyTag within={row.within_warranty} until={row.warranty_until} />,
    },
    { id: 'createdAt', header: t.columns.createdAt, cell: (row) => dayOf(row.created_at) },
  ];

  return (
    <Page>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <LoadState
        data={requests}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => (
          <>
            {canCreate ? (
              <div className={css.actions}>
                <ButtonLink href={newHref} onNavigate={onNavigate} icon="imagePlus">
                  {t.newRequest}
                </ButtonLink>
              </div>
            ) : (
              <Alert tone="info">{t.noDeliveredUnits}</Alert>
            )}
            {loaded.length === 0 ? (
              <EmptyState icon="support" title={t.empty} description={t.emptyHint} />
            ) : (
              <TableSection
                title={t.listTitle}
                caption={t.listCaption}
                columns={columns}
                rows={loaded}
                getRowKey={(row) => String(row.id)}
              />
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}
