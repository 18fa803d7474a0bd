import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import * as css from './ImportDataScreen.css';
import type { ImportPreviewErrorView } from './import-types';
import { PagedRowErrors } from './PagedRowErrors';

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
  return (
    <PagedRowErrors
      className={css.tableBlock}
      title={t.errorsCaption}
      columns={columns}
      errors={errors}
      total={total}
      getRowKey={(error, index) => `${error.sheet}-${error.row}-${error.field}-${index}`}
      shownText={t.errorsShown}
      paginationLabel={t.errorsPagination}
    />
  );
}
