import type { DataTableColumn, DataTableSort } from '../../components/DataTable/DataTable';

/** One free-text filter of a report (client name, e-mail, IP…). */
export interface ReportTextFilter<K extends string> {
  key: K;
  label: string;
  type?: 'text' | 'email';
  inputMode?: 'text' | 'numeric' | 'email';
  /** Returns a Portuguese error for a value that cannot be sent (e.g. letters in a contract id). */
  validate?: (value: string) => string | undefined;
}

/** The values a report's filters emit: the period as ISO dates (null = no limit) and the texts, trimmed. */
export type ReportFilterValues<K extends string> = {
  dateFrom: string | null;
  dateTo: string | null;
} & Record<K, string>;

/** The data side of every report screen: one page of rows and how to move between pages. */
export interface ReportDataProps<Row> {
  /** The rows of the current page (at most 8), as the server sent them. */
  rows: readonly Row[];
  /** How many records match the filters in all (for 'Mostrando X - Y de N registros'). */
  total: number;
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
  /** Set when loading failed: shown with 'Tentar novamente' instead of an empty table. */
  errorMessage?: string;
  onRetry?: () => void;
}

/** What a report screen configures: texts, filter fields and columns. */
export interface ReportLayout<Row, K extends string> {
  title: string;
  subtitle: string;
  /** Accessible name of the table. */
  caption: string;
  /** Label of the date range filter; omit for a report without one. */
  periodLabel?: string;
  textFilters: readonly ReportTextFilter<K>[];
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row, index: number) => string;
  sort?: DataTableSort;
  onSortToggle?: (columnId: string) => void;
}
