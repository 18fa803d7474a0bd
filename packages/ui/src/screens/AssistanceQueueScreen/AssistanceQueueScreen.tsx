import { useId, useState } from 'react';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Pagination } from '../../components/Pagination/Pagination';
import { TableSection } from '../../components/TableSection/TableSection';
import { TextLink } from '../../components/TextLink/TextLink';
import { assistanceMessages } from '../../messages/pt-BR-assistance';
import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';
import type { NavigateHandler } from '../../navigation/link-click';
import * as shared from '../AssistanceScreen/AssistanceScreen.css';
import { AssistanceStatusBadge } from '../AssistanceScreen/AssistanceStatusBadge';
import type {
  AssistanceQueueRow,
  AssistanceStatusCounts,
  WarrantySystemOption,
} from '../AssistanceScreen/assistance-types';
import { WarrantyTag } from '../AssistanceScreen/WarrantyTag';
import { AssistanceCounts } from './AssistanceCounts';
import { LazyQueueFilters } from './LazyQueueFilters';
import { type AssistanceQueueFilters, NO_QUEUE_FILTERS } from './queue-filters';

/** Props of {@link AssistanceQueueScreen}. */
export interface AssistanceQueueScreenProps {
  /** The page of requests; null while loading or when loading failed. */
  rows: readonly AssistanceQueueRow[] | null;
  /** How many requests match the filters. */
  total: number;
  /** Requests by status under the other filters. */
  counts: AssistanceStatusCounts | null;
  isLoading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** The filters the page was read with. */
  filters: AssistanceQueueFilters;
  onFilter: (filters: AssistanceQueueFilters) => void;
  /** The enterprises to filter by. */
  enterprises: readonly { readonly id: number; readonly name: string }[];
  systems: readonly WarrantySystemOption[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  requestHref: (row: AssistanceQueueRow) => string;
  onNavigate?: NavigateHandler;
}

const t = s.queue;
const c = assistanceMessages.columns;
/**
 * 'Solicitações de assistência', the staff's queue (/solicitacoes-assistencia, admin; product rule §9): the counts by
 * status (each one filters), filters by status, enterprise, system and age, and the requests, oldest
 * first, in a table that becomes a card per request on a phone.
 */
export function AssistanceQueueScreen({
  rows,
  total,
  counts,
  isLoading = false,
  errorMessage,
  onRetry,
  filters,
  onFilter,
  enterprises,
  systems,
  page,
  pageSize,
  onPageChange,
  requestHref,
  onNavigate,
}: AssistanceQueueScreenProps) {
  const [draft, setDraft] = useState(filters);
  const countsId = useId();
  const columns: readonly DataTableColumn<AssistanceQueueRow>[] = [
    {
      id: 'number',
      header: c.number,
      cardRole: 'title',
      cell: (row) => (
        <TextLink href={requestHref(row)} onNavigate={onNavigate}>
          {row.number}
        </TextLink>
      ),
    },
    { id: 'status', header: c.status, cell: (row) => <AssistanceStatusBadge status={row.status} /> },
    {
      id: 'customer',
      header: t.customer,
      cardRole: 'text',
      cell: (row) => (
        <span className={shared.stacked}>
          <span>{row.customer_name}</span>
          <span className={shared.muted}>{row.customer_email}</span>
        </span>
      ),
    },
    {
      id: 'unit',
      header: t.unit,
      cardRole: 'text',
      cell: (row) => (
        <span className={shared.stacked}>
          <span>{row.unit_name}</span>
          <span className={shared.muted}>{row.enterprise_name}</span>
        </span>
      ),
    },
    {
      id: 'system',
      header: c.systemAndLocation,
      cardRole: 'text',
      cell: (row) => (
        <span className={shared.stacked}>
          <span>{row.system_label}</span>
          <span className={shared.muted}>{row.location}</span>
        </span>
      ),
    },
    {
      id: 'warranty',
      header: c.warranty,
      cell: (row) => <WarrantyTag within={row.within_warranty} until={row.warranty_until} />,
    },
    { id: 'age', header: t.ageColumn, align: 'end', cell: (row) => t.days(row.age_days) },
  ];

  const apply = (next: AssistanceQueueFilters) => {
    setDraft(next);
    onFilter(next);
  };

  return (
    <Page width="wide">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {counts && (
        <PageSection aria-labelledby={countsId}>
          <PageSectionTitle id={countsId}>{t.countsTitle}</PageSectionTitle>
          <AssistanceCounts
            counts={counts}
            current={filters.status}
            onPick={(status) => apply({ ...draft, status })}
          />
        </PageSection>
      )}
      <LazyQueueFilters
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={() => onFilter(draft)}
        onReset={() => apply(NO_QUEUE_FILTERS)}
        isSubmitting={isLoading}
        enterprises={enterprises}
        systems={systems}
      />
      <LoadState
        data={rows}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => (
          <>
            <TableSection
              title={t.listTitle}
              caption={t.caption}
              columns={columns}
              rows={loaded}
              getRowKey={(row) => String(row.id)}
              emptyText={t.empty}
            />
            {total > pageSize && (
              <Pagination
                page={page}
                total={total}
                pageSize={pageSize}
                onPageChange={onPageChange}
                label={t.pages}
              />
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}
