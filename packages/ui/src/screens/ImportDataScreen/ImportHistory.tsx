import { useId } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Pagination } from '../../components/Pagination/Pagination';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import { EmailText, MomentText, OptionalText } from '../ReportScreen/report-cells';
import * as css from './ImportDataScreen.css';
import { describeActor, totalCounts } from './import-format';
import type { ImportHistoryView, ImportRunRow } from './import-types';
import { RunStatusBadge } from './RunStatusBadge';

/** Runs per page of the history (send it as the `limit` of `GET /api/v1/import/runs`). */
export const IMPORT_HISTORY_PAGE_SIZE = 8;

const t = integrationMessages.importDataScreen;
const columnsText = t.historyColumns;

function Who({ actor }: { actor: string }) {
  const { who } = describeActor(actor);
  return who.includes('@') ? <EmailText email={who} /> : <span>{who}</span>;
}

/** The run's counts added up, zeros left out, each part kept whole when the line wraps. */
function Changes({ run }: { run: ImportRunRow }) {
  if (!run.counts) return <OptionalText value={null} />;
  const total = totalCounts(run.counts);
  const text = integrationMessages.importCounts;
  const parts = [
    total.created > 0 && text.createdCount(total.created.toLocaleString('pt-BR')),
    total.updated > 0 && text.updatedCount(total.updated.toLocaleString('pt-BR')),
    total.unchanged > 0 && text.unchangedCount(total.unchanged.toLocaleString('pt-BR')),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return <span className={css.muted}>{text.noRows}</span>;
  return (
    <span className={css.changes}>
      {parts.map((part) => (
        <span key={part} className={css.change}>
          {part}
        </span>
      ))}
    </span>
  );
}

const columns: readonly DataTableColumn<ImportRunRow>[] = [
  {
    id: 'date',
    header: columnsText.date,
    cardRole: 'title',
    cell: (run) => <MomentText iso={run.started_at} />,
  },
  { id: 'source', header: columnsText.source, cell: (run) => t.sources[run.source] },
  { id: 'actor', header: columnsText.actor, cell: (run) => <Who actor={run.actor} /> },
  {
    id: 'detail',
    header: columnsText.detail,
    cell: (run) => <OptionalText value={run.file_name || describeActor(run.actor).detail} />,
  },
  { id: 'counts', header: columnsText.counts, cell: (run) => <Changes run={run} /> },
  {
    id: 'status',
    header: columnsText.status,
    cell: (run) => (
      <span className={css.statusCell}>
        <RunStatusBadge status={run.status} />
        {run.error_count > 0 && (
          <span className={css.muted}>{integrationMessages.importRunStatus.errors(run.error_count)}</span>
        )}
      </span>
    ),
  },
];

/** The history's table and its pages; while loading, skeleton rows where the runs will be. */
function HistoryTable({ history }: { history: ImportHistoryView }) {
  const { rows, total, page, onPageChange, isLoading = false } = history;
  return (
    <div className={css.tableBlock}>
      <DataTable
        caption={t.historyCaption}
        columns={columns}
        rows={rows}
        getRowKey={(run) => String(run.id)}
        isLoading={isLoading}
        skeletonRows={IMPORT_HISTORY_PAGE_SIZE}
      />
      {!isLoading && total > IMPORT_HISTORY_PAGE_SIZE && (
        <Pagination
          page={page}
          total={total}
          pageSize={IMPORT_HISTORY_PAGE_SIZE}
          onPageChange={onPageChange}
          label={t.historyPagination}
        />
      )}
    </div>
  );
}

/** 'Histórico de importações': spreadsheet, API and Sienge imports, newest first, with their states. */
export function ImportHistory({ history }: { history: ImportHistoryView }) {
  const titleId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.historyTitle}</PageSectionTitle>
      <LoadState
        data={history}
        isLoading={history.isLoading}
        loading={<HistoryTable history={history} />}
        errorMessage={history.errorMessage}
        onRetry={history.onRetry}
      >
        {(loaded) =>
          loaded.rows.length === 0 ? (
            <EmptyState title={t.historyEmpty} description={t.historyEmptyHint} icon="file" />
          ) : (
            <HistoryTable history={loaded} />
          )
        }
      </LoadState>
    </section>
  );
}
