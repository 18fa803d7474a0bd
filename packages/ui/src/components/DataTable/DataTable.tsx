import type { SortDirection } from '@portal/domain';
import { type ReactNode, useId } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import { InfoTip } from '../Tooltip/Tooltip';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as css from './DataTable.css';

/** Horizontal alignments of a column, reused by stories. */
export const dataTableAligns = ['start', 'end'] as const;
/** A column alignment (`end` for amounts). */
export type DataTableAlign = (typeof dataTableAligns)[number];

/** One column of a {@link DataTable}. */
export interface DataTableColumn<T> {
  /** Key of the column; passed to `onSortToggle` and compared with `sort.column`. */
  id: string;
  /** Header text; also the label of the value in the phone card layout. */
  header: string;
  /** Explanation shown in the header's info tooltip. */
  info?: string;
  isSortable?: boolean;
  align?: DataTableAlign;
  /**
   * Place in the phone card: `title` spans the card in bold (the first column), `action` spans the card
   * without a label (a button column), `text` is a labelled value that spans the card and wraps in the
   * table too (a sentence such as an error message). Defaults to a labelled value.
   */
  cardRole?: 'data' | 'title' | 'action' | 'text';
  /** Renders the cell of one row. */
  cell: (row: T) => ReactNode;
  /** Leaves the cell out of a row's phone card (e.g. an action column that has no action for it). */
  isHiddenInCard?: (row: T) => boolean;
}

/** The sort the table shows (the `SortState` of `@portal/domain` fits). */
export interface DataTableSort {
  column: string | null;
  direction: SortDirection;
  isOrdered: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Names the table for screen readers; shown as a heading when `isCaptionVisible`. */
  caption: string;
  isCaptionVisible?: boolean;
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page, already sorted and paginated by the caller. */
  rows: readonly T[];
  getRowKey: (row: T, index: number) => string;
  sort?: DataTableSort;
  /** Called with the column id when its sort toggle is pressed (feed it to `toggleSort`). */
  onSortToggle?: (columnId: string) => void;
  /** Shows skeleton rows and marks the table busy. */
  isLoading?: boolean;
  /** Number of skeleton rows while loading (the page size). */
  skeletonRows?: number;
  /** Text of the row shown when there are no rows. */
  emptyText?: string;
  /**
   * How the columns' `info` reaches people: `tip` (default) an info button in each header; `described`
   * no button — each header is described by its text (`aria-describedby`), and the caller shows the
   * texts once, e.g. one 'Entenda as colunas' beside the table, so a wide table does not cost two Tab
   * stops a column (decision 061).
   */
  headerHelp?: 'tip' | 'described';
}

function ariaSort(column: DataTableColumn<unknown>, sort?: DataTableSort) {
  if (!column.isSortable || !sort?.isOrdered || sort.column !== column.id) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function HeaderCell<T>({
  column,
  sort,
  onSortToggle,
  described,
}: {
  column: DataTableColumn<T>;
  sort?: DataTableSort;
  onSortToggle?: (columnId: string) => void;
  /** Id of the column's help text when the header is described by it instead of an info button. */
  described?: string;
}) {
  const direction = ariaSort(column as DataTableColumn<unknown>, sort);
  const align = column.align ?? 'start';
  const arrow = direction === 'ascending' ? 'arrowUp' : direction === 'descending' ? 'arrowDown' : 'sort';
  return (
    <th
      scope="col"
      className={css.headerCell({ align })}
      aria-sort={direction}
      // A chip that neither sorts nor explains would look pressable and do nothing on a phone.
      data-static={(!(column.isSortable && onSortToggle) && (!column.info || described)) || undefined}
      aria-describedby={column.isSortable && onSortToggle ? undefined : described}
    >
      <div className={css.headerContent({ align })}>
        {column.isSortable && onSortToggle ? (
          <button
            type="button"
            className={css.sortButton}
            onClick={() => onSortToggle(column.id)}
            aria-describedby={described}
          >
            {column.header}
            {direction && (
              <VisuallyHidden>
                {`, ${direction === 'ascending' ? messages.dataTable.sortAscending : messages.dataTable.sortDescending}`}
              </VisuallyHidden>
            )}
            <Icon name={arrow} size="sm" />
          </button>
        ) : (
          <span className={css.headerText}>{column.header}</span>
        )}
        {column.info && !described && (
          <InfoTip label={messages.dataTable.about(column.header)} content={column.info} isCompact />
        )}
      </div>
    </th>
  );
}

/**
 * A presentational table: header tooltips, sort toggles with aria-sort, cell renderers, an empty row
 * and skeleton rows while loading. Sorting and paging are the caller's (state from `@portal/domain`).
 * Below 700 px each row becomes a card and the headers a strip of sort chips.
 */
export function DataTable<T>({
  caption,
  isCaptionVisible = false,
  columns,
  rows,
  getRowKey,
  sort,
  onSortToggle,
  isLoading = false,
  skeletonRows = 8,
  emptyText = messages.dataTable.empty,
  headerHelp = 'tip',
}: DataTableProps<T>) {
  const helpId = useId();
  const describedId = (column: DataTableColumn<T>, index: number) =>
    headerHelp === 'described' && column.info ? `${helpId}-${index}` : undefined;
  return (
    // A wide table scrolls sideways inside this frame: keyboard users must be able to focus it to
    // scroll (axe scrollable-region-focusable), and the region is named after the table.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable
    <section className={css.frame} aria-label={caption} tabIndex={0} data-loading={isLoading || undefined}>
      <table className={css.table} aria-busy={isLoading || undefined}>
        <caption className={css.caption({ visible: isCaptionVisible })}>{caption}</caption>
        <thead className={css.head} data-sortable={columns.some((column) => column.isSortable) || undefined}>
          <tr className={css.headRow}>
            {columns.map((column, index) => (
              <HeaderCell
                key={column.id}
                column={column}
                sort={sort}
                onSortToggle={onSortToggle}
                described={describedId(column, index)}
              />
            ))}
          </tr>
        </thead>
        <tbody className={css.body}>
          {isLoading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              // Skeleton rows have no identity; their position is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
              <tr key={index} className={css.row}>
                {columns.map((column) => (
                  // The bar is the cell's ::after: a page of skeleton rows is half the elements to draw.
                  <td
                    key={column.id}
                    className={`${css.cell({ align: column.align ?? 'start', role: column.cardRole ?? 'data' })} ${css.skeletonCell}`}
                    data-label={column.header}
                  />
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td className={css.emptyCell} colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} className={css.row}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={css.cell({ align: column.align ?? 'start', role: column.cardRole ?? 'data' })}
                    data-label={column.header}
                    data-card-hidden={column.isHiddenInCard?.(row) || undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {headerHelp === 'described' && (
        // Out of the layout (a hidden node still names what it describes): inside the phone's scrolling
        // strip of sort chips, positioned text would widen the page.
        <div hidden>
          {columns.map((column, index) => {
            const id = describedId(column, index);
            return id ? (
              <span key={column.id} id={id}>
                {column.info}
              </span>
            ) : null;
          })}
        </div>
      )}
      {isLoading && (
        <VisuallyHidden>
          <span role="status">{messages.dataTable.loadingRows}</span>
        </VisuallyHidden>
      )}
    </section>
  );
}
