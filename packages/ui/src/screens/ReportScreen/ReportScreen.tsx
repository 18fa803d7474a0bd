import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/DataTable/DataTable';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { Pagination } from '../../components/Pagination/Pagination';
import { messages } from '../../messages/pt-BR';
import { ReportFilters } from './ReportFilters';
import * as css from './ReportScreen.css';
import type { ReportDataProps, ReportFilterValues, ReportLayout } from './report-types';

/** Props of {@link ReportScreen}: what the report shows, its data, and where filters go. */
export interface ReportScreenProps<Row, K extends string> extends ReportLayout<Row, K>, ReportDataProps<Row> {
  onFilter: (values: ReportFilterValues<K>) => void;
  /** Filter values shown at first render (e.g. read back from the URL). */
  initialFilters?: Partial<ReportFilterValues<K>>;
  /** The outcome of a row's action, under the heading (e.g. 'Concluída' on a requested anticipation). */
  notice?: ReactNode;
}

const text = messages.reportScreen;

/**
 * The layout every admin list shares (the four audit reports and the clients list): title, filter
 * bar, a table of 8 rows, 'Mostrando X - Y de N registros' with page buttons, and the loading, empty
 * and error states. The spec only logs load errors and leaves the table empty; here the admin sees
 * what happened and can retry. Each report is a thin screen that configures this one.
 */
export function ReportScreen<Row, K extends string>(props: ReportScreenProps<Row, K>) {
  const { rows, total, page, onPageChange, isLoading = false, errorMessage, onRetry } = props;

  const table = (loading: boolean) => (
    <>
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={rows}
        getRowKey={props.getRowKey}
        sort={props.sort}
        onSortToggle={props.onSortToggle}
        isLoading={loading}
        skeletonRows={DEFAULT_PAGE_SIZE}
      />
      {!loading && <Pagination page={page} total={total} onPageChange={onPageChange} />}
    </>
  );

  return (
    <Page width="full">
      <PageHeader title={props.title} subtitle={props.subtitle} />
      {props.notice}
      <ReportFilters
        periodLabel={props.periodLabel}
        textFilters={props.textFilters}
        initialValues={props.initialFilters}
        onFilter={props.onFilter}
        isSubmitting={isLoading}
      />
      <div className={css.results}>
        <LoadState
          data={rows}
          isLoading={isLoading}
          loading={table(true)}
          errorMessage={errorMessage}
          onRetry={onRetry}
        >
          {(loaded) =>
            loaded.length === 0 ? (
              <EmptyState title={text.empty} description={text.emptyHint} icon="search" />
            ) : (
              table(false)
            )
          }
        </LoadState>
      </div>
    </Page>
  );
}
