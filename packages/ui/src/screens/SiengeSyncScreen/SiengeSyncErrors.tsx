import { paginate } from '@portal/domain';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { Pagination } from '../../components/Pagination/Pagination';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import { IMPORT_ERRORS_PAGE_SIZE } from '../ImportDataScreen/ImportErrorsTable';
import type { ImportRowErrorView } from '../ImportDataScreen/import-types';
import * as css from './SiengeSyncScreen.css';

const t = integrationMessages.siengeSyncScreen;

const columns: readonly DataTableColumn<ImportRowErrorView>[] = [
  {
    id: 'entity',
    header: t.errorColumns.entity,
    cardRole: 'title',
    cell: (error) => integrationMessages.importEntities[error.entity],
  },
  {
    id: 'field',
    header: t.errorColumns.field,
    cell: (error) => error.field || <span className={css.muted}>{t.wholeRow}</span>,
  },
  // The message names the record's Sienge id (the api says so), so it is the column to read.
  { id: 'message', header: t.errorColumns.message, cardRole: 'text', cell: (error) => error.message },
];

/** Props of {@link SiengeSyncErrors}. */
export interface SiengeSyncErrorsProps {
  errors: readonly ImportRowErrorView[];
  /** Every row left out (the list may hold only the first). */
  total: number;
}

/** The records a sync left out, ten per page, with how many there were in all. */
export function SiengeSyncErrors({ errors, total }: SiengeSyncErrorsProps) {
  const [page, setPage] = useState(1);
  const current = paginate(errors, page, IMPORT_ERRORS_PAGE_SIZE);
  return (
    <div className={css.section}>
      <h3 className={css.blockTitle}>{t.errorsCaption}</h3>
      <DataTable
        caption={t.errorsCaption}
        columns={columns}
        rows={current.items}
        getRowKey={(error, index) => `${error.entity}-${error.row}-${index}`}
      />
      {total > errors.length && <p className={css.muted}>{t.errorsShown(errors.length, total)}</p>}
      {errors.length > IMPORT_ERRORS_PAGE_SIZE && (
        <Pagination
          page={current.page}
          total={errors.length}
          pageSize={IMPORT_ERRORS_PAGE_SIZE}
          onPageChange={setPage}
          label={t.errorsPagination}
        />
      )}
    </div>
  );
}
