import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import type { ImportRowErrorView } from '../ImportDataScreen/import-types';
import { PagedRowErrors } from '../ImportDataScreen/PagedRowErrors';
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
  return (
    <PagedRowErrors
      className={css.section}
      title={t.errorsCaption}
      columns={columns}
      errors={errors}
      total={total}
      getRowKey={(error, index) => `${error.entity}-${error.row}-${index}`}
      shownText={t.errorsShown}
      paginationLabel={t.errorsPagination}
    />
  );
}
