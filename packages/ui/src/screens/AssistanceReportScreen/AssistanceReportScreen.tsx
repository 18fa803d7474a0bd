import { ASSISTANCE_STATUS_LABELS, ASSISTANCE_STATUSES } from '@portal/domain';
import { useId } from 'react';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { TableSection } from '../../components/TableSection/TableSection';
import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';
import { AssistanceStatusBadge } from '../AssistanceScreen/AssistanceStatusBadge';
import { ReportFilters } from '../ReportScreen/ReportFilters';
import * as css from './AssistanceReportScreen.css';
import { daysText, ratingText } from './report-format';
import type {
  AssistanceReportEnterpriseView,
  AssistanceReportFilters,
  AssistanceReportView,
} from './report-types';

/** Props of {@link AssistanceReportScreen}. */
export interface AssistanceReportScreenProps {
  report: AssistanceReportView | null;
  isLoading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** The period the report was read with. */
  filters: AssistanceReportFilters;
  onFilter: (filters: AssistanceReportFilters) => void;
}

const t = s.report;

const closed = (row: AssistanceReportEnterpriseView) => row.counts.done + row.counts.rejected;

const columns: readonly DataTableColumn<AssistanceReportEnterpriseView>[] = [
  { id: 'enterprise', header: t.enterprise, cardRole: 'title', cell: (row) => row.enterprise_name },
  { id: 'total', header: t.total, align: 'end', cell: (row) => row.total },
  { id: 'open', header: t.open, align: 'end', cell: (row) => row.total - closed(row) },
  { id: 'closed', header: t.closed, align: 'end', cell: (row) => closed(row) },
  { id: 'median', header: t.median, align: 'end', cell: (row) => daysText(row.median_days_to_close) },
  {
    id: 'rating',
    header: t.average,
    align: 'end',
    cell: (row) => ratingText(row.average_rating, row.ratings),
  },
];

/**
 * 'Relatório de assistência técnica' (/relatorio-assistencia-tecnica, admin; product rule §9): for the
 * requests opened in a period, how many in each status, the median time to close and the mean rating,
 * overall and per enterprise.
 */
export function AssistanceReportScreen({
  report,
  isLoading = false,
  errorMessage,
  onRetry,
  filters,
  onFilter,
}: AssistanceReportScreenProps) {
  const figuresId = useId();
  const statusesId = useId();

  return (
    <Page width="wide">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ReportFilters<never>
        periodLabel={t.period}
        textFilters={[]}
        initialValues={{ dateFrom: filters.from, dateTo: filters.to }}
        onFilter={(values) => onFilter({ from: values.dateFrom, to: values.dateTo })}
        isSubmitting={isLoading}
      />
      <LoadState
        data={report}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => (
          <>
            <PageSection aria-labelledby={figuresId}>
              <PageSectionTitle id={figuresId}>{t.summary}</PageSectionTitle>
              <dl className={css.figures}>
                <div className={css.figure}>
                  <dt className={css.term}>{t.total}</dt>
                  <dd className={css.value}>{loaded.total}</dd>
                </div>
                <div className={css.figure}>
                  <dt className={css.term}>{t.median}</dt>
                  <dd className={css.value}>{daysText(loaded.median_days_to_close)}</dd>
                </div>
                <div className={css.figure}>
                  <dt className={css.term}>{t.average}</dt>
                  <dd className={css.value}>{ratingText(loaded.average_rating, loaded.ratings)}</dd>
                </div>
              </dl>
            </PageSection>
            <PageSection aria-labelledby={statusesId}>
              <PageSectionTitle id={statusesId}>{t.byStatus}</PageSectionTitle>
              <ul className={css.statuses}>
                {ASSISTANCE_STATUSES.map((status) => (
                  <li
                    key={status}
                    className={css.status}
                    aria-label={`${ASSISTANCE_STATUS_LABELS[status]}: ${loaded.counts[status]}`}
                  >
                    <AssistanceStatusBadge status={status} />
                    <span className={css.count}>{loaded.counts[status]}</span>
                  </li>
                ))}
              </ul>
            </PageSection>
            <TableSection
              title={t.byEnterprise}
              caption={t.byEnterpriseCaption}
              columns={columns}
              rows={loaded.enterprises}
              getRowKey={(row) => String(row.enterprise_id)}
              emptyText={t.empty}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
