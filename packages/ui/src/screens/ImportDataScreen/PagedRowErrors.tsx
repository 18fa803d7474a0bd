import { paginate } from '@portal/domain';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable/DataTable';
import { Pagination } from '../../components/Pagination/Pagination';
import * as css from './ImportDataScreen.css';

/** Errors shown per page (a refused file or a sync may list a thousand). */
export const IMPORT_ERRORS_PAGE_SIZE = 10;

/** Props of {@link PagedRowErrors}. */
export interface PagedRowErrorsProps<Row> {
  /** Heading over the table, also its caption. */
  title: string;
  columns: readonly DataTableColumn<Row>[];
  errors: readonly Row[];
  /** Every error there was (the list may hold only the first thousand). */
  total: number;
  getRowKey: (error: Row, index: number) => string;
  /** 'Mostrando os primeiros X de Y …', when the list holds fewer than `total`. */
  shownText: (shown: number, total: number) => string;
  paginationLabel: string;
  className?: string;
}

/**
 * The row errors of an import — a spreadsheet's preview, a Sienge sync — ten per page, with how many
 * there were in all: one block, so both screens page, count and announce them alike.
 */
export function PagedRowErrors<Row>(props: PagedRowErrorsProps<Row>) {
  const { errors, total } = props;
  const [page, setPage] = useState(1);
  const current = paginate(errors, page, IMPORT_ERRORS_PAGE_SIZE);
  return (
    <div className={props.className}>
      <h3 className={css.blockTitle}>{props.title}</h3>
      <DataTable
        caption={props.title}
        columns={props.columns}
        rows={current.items}
        getRowKey={props.getRowKey}
      />
      {total > errors.length && <p className={css.muted}>{props.shownText(errors.length, total)}</p>}
      {errors.length > IMPORT_ERRORS_PAGE_SIZE && (
        <Pagination
          page={current.page}
          total={errors.length}
          pageSize={IMPORT_ERRORS_PAGE_SIZE}
          onPageChange={setPage}
          label={props.paginationLabel}
        />
      )}
    </div>
  );
}
