import { paginate } from '@portal/domain';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { Pagination } from '../../components/Pagination/Pagination';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import * as css from './ImportDataScreen.css';
import type { ImportPreviewErrorView } from './import-types';

/** Errors shown per page (a refused file may list a thousand). */
export const IMPORT_ERRORS_PAGE_SIZE = 10;

const t = integrationMessages.importDataScreen;

const columns: readonly DataTableColumn<ImportPreviewErrorView>[] = [
  { id: 'sheet', header: t.errorColumns.sheet, cardRole: 'title', cell: (error) => error.sheet },
  {
    id: 'row',
    header: t.errorColumns.row,
    align: 'end',
    cell: (error) => <span className={css.figures}>{error.row}</span>,
  },
  {
    id: 'field',
    header: t.errorColumns.field,
    cell: (error) => error.field || <span className={css.muted}>-</span>,
  },
  { id: 'message', header: t.errorColumns.message, cardRole: 'text', cell: (error) => error.message },
];

/** Props of {@link ImportErrorsTable}. */
export interface ImportErrorsTableProps {
  errors: readonly ImportPreviewErrorView[];
  /** Every row error of the file (the list holds at most the first thousand). */
  total: number;
}

/** Every row error of a preview (Planilha, Linha, Coluna, Mensagem), ten per page. */
export function ImportErrorsTable({ errors, total }: ImportErrorsTableProps) {
  const [page, setPage] = useState(1);
  const current = paginate(errors, page, IMPORT_ERRORS_PAGE_SIZE);
  return (
    <div className={css.tableBlock}>
      <h3 className={css.blockTitle}>{t.errorsCaption}</h3>
      <DataTable
        caption={t.errorsCaption}
        columns={columns}
        rows={current.items}
        getRowKey={(error, index) => `${error.sheet}-${error.row}-${error.field}-${index}`}
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
