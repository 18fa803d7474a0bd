/**
 * View types of the import screens (decisions 026 and 036). They mirror `@portal/api`'s import shapes by hand,
 * because the kit may not import the api; apps/portal/src/app/view-types.test.ts checks them.
 */

/** The entities a spreadsheet or a sync carries, in the order of the template's sheets. */
export const importEntityKeys = [
  'companies',
  'enterprises',
  'units',
  'customers',
  'contracts',
  'installments',
] as const;

/** One entity of an import (the name of its sheet's key in `counts`). */
export type ImportEntityKey = (typeof importEntityKeys)[number];

/** What happened (or would happen) to the rows of one entity. */
export interface ImportCountsView {
  created: number;
  updated: number;
  unchanged: number;
}

/** Counts per entity: every entity, zeros for one the file did not carry (as the api sends them). */
export type ImportCountsByEntityView = Record<ImportEntityKey, ImportCountsView>;

/** One error of one spreadsheet row (preview). */
export interface ImportPreviewErrorView {
  /** Sheet name as in the file ('Clientes'), or the CSV file's name. */
  sheet: string;
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  /** Column header ('CPF/CNPJ'); empty for the whole row or sheet. */
  field: string;
  /** What is wrong, in Portuguese. */
  message: string;
}

/**
 * The preview of an uploaded spreadsheet (`SpreadsheetPreview` of the api), nothing written yet. Its
 * `preview_id` is not needed here: the portal keeps it and sends it when `onConfirm` is called.
 */
export interface ImportPreviewView {
  file_name: string;
  /** ISO instant after which the preview can no longer be confirmed. */
  expires_at: string;
  /** What confirming would do; null when the file has row errors. */
  counts: ImportCountsByEntityView | null;
  /** Row errors in all (0: it can be confirmed); `errors` lists the first. */
  error_count: number;
  errors: ImportPreviewErrorView[];
}

/** The answer of a confirmed import. */
export interface ImportResultView {
  run_id: number;
  counts: ImportCountsByEntityView;
}

/** Where an import came from (`ImportRun.source`). */
export const importSources = ['spreadsheet', 'api', 'sienge'] as const;
/** An import source. */
export type ImportSourceView = (typeof importSources)[number];

/** Outcome of a recorded import (`ImportRun.status`). */
export const importRunStatuses = ['applied', 'refused', 'failed'] as const;
/** An import outcome. */
export type ImportRunStatusView = (typeof importRunStatuses)[number];

/** One recorded import of `GET /api/v1/import/runs` (the fields the history shows). */
export interface ImportRunRow {
  id: number;
  source: ImportSourceView;
  status: ImportRunStatusView;
  /** `key:<name> (<prefix>)`, an administrator's e-mail, `sienge` or `sienge:<scope>:<trigger>[:<id>]`. */
  actor: string;
  /** The uploaded file of a spreadsheet import; null or absent otherwise. */
  file_name?: string | null;
  /** ISO instant with offset. */
  started_at: string;
  finished_at: string | null;
  /** Null when nothing was applied (a refused batch). */
  counts: ImportCountsByEntityView | null;
  error_count: number;
}

/** One error of a row left out of a sync or a batch (`ImportRowError` of the api). */
export interface ImportRowErrorView {
  entity: ImportEntityKey;
  row: number;
  field: string;
  message: string;
}

/** The history block of the import screen: one page of runs and its states. */
export interface ImportHistoryView {
  /** The runs of the current page, newest first. */
  rows: readonly ImportRunRow[];
  /** All runs recorded (for the page buttons). */
  total: number;
  /** Current page, 1-based; pages hold `IMPORT_HISTORY_PAGE_SIZE` runs. */
  page: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
  /** Set when loading failed: shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
}
