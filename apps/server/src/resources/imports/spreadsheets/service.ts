import {
  IMPORT_ENTITIES,
  type ImportCountsByEntity,
  type ImportRowError,
  MAX_REPORTED_ROW_ERRORS,
  type SpreadsheetPreview,
  type SpreadsheetRowError,
} from '@portal/api';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../security/caller';
import { runOffThread } from '../../../workers/worker-pool';
import { ImportAborted, type ImportActor, runImport } from '../batch/service';
import { claimPreview, linkPreviewRun, loadPreview, savePreview } from './queries';
import { headerOf, SHEETS, sheetOf } from './spreadsheet-layout';
import type { Places } from './spreadsheet-read';

export { deleteExpiredPreviews } from './queries';

/** An uploaded file. */
export interface UploadedSpreadsheet {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Why a file or a confirm is refused before or instead of an import. */
export type SpreadsheetFailure =
  | { readonly status: 'unreadable'; readonly problems: readonly string[] }
  | { readonly status: 'not-found' | 'confirmed' | 'expired' }
  | {
      readonly status: 'refused';
      readonly errors: readonly SpreadsheetRowError[];
      readonly errorCount: number;
    };

const actorOf = (caller: Caller, fileName: string): ImportActor => ({
  source: 'spreadsheet',
  label: caller.email,
  accountId: caller.accountId,
  fileName,
});

/** A service row error (entity, index in its array, batch field) named as the spreadsheet shows it. */
function placed(error: ImportRowError, places: Places): SpreadsheetRowError {
  const place = places[error.entity];
  return {
    sheet: place?.sheet ?? sheetOf(error.entity).name,
    row: place?.rows[error.row - 1] ?? error.row + 1,
    field: headerOf(error.entity, error.field),
    message: error.message,
  };
}

const sheetOrder = (places: Places, sheet: string) => {
  const entity = IMPORT_ENTITIES.find((candidate) => places[candidate]?.sheet === sheet);
  return SHEETS.findIndex((layout) => layout.entity === entity);
};

/**
 * Every error of a file once: the cells the reader could not convert first (a blank the service would
 * then call required is the same error), then the service's, in template sheet order and row order.
 */
function mergeErrors(
  cells: readonly SpreadsheetRowError[],
  service: readonly ImportRowError[],
  places: Places,
): SpreadsheetRowError[] {
  const key = (error: SpreadsheetRowError) => `${error.sheet}\u0000${error.row}\u0000${error.field}`;
  const seen = new Set(cells.map(key));
  const all = [
    ...cells,
    ...service.map((error) => placed(error, places)).filter((error) => !seen.has(key(error))),
  ];
  return all.sort((a, b) => sheetOrder(places, a.sheet) - sheetOrder(places, b.sheet) || a.row - b.row);
}

/**
 * Reads an uploaded spreadsheet and asks the one import service what applying it would do (a dry run:
 * its checks and exact counts, then a rollback). The preview is kept in the database for an hour, with
 * its batch when it can be confirmed; nothing else is written.
 */
export async function previewSpreadsheet(
  ctx: AppContext,
  caller: Caller,
  file: UploadedSpreadsheet,
): Promise<SpreadsheetPreview | SpreadsheetFailure> {
  // Off the main thread (decision 054): a large file takes seconds to read even within the limits.
  const read = await runOffThread('spreadsheet', { bytes: file.bytes, fileName: file.fileName });
  if (!read.ok) return { status: 'unreadable', problems: read.problems };
  const outcome = await runImport(ctx, read.batch, actorOf(caller, file.fileName), { dryRun: true });
  if (outcome.status === 'malformed') return { status: 'unreadable', problems: [outcome.problem] };
  const serviceErrors = outcome.status === 'refused' ? outcome.errors : [];
  const errors = mergeErrors(read.errors, serviceErrors, read.places);
  const counts: ImportCountsByEntity | null =
    outcome.status === 'preview' && errors.length === 0 ? outcome.counts : null;
  const shown = errors.slice(0, MAX_REPORTED_ROW_ERRORS);
  const saved = await savePreview(ctx.db, {
    accountId: caller.accountId,
    fileName: file.fileName,
    now: ctx.clock.now(),
    counts,
    errorCount: errors.length,
    errors: shown,
    batch: counts ? read.batch : null,
    places: read.places,
  });
  return {
    preview_id: saved.id,
    file_name: file.fileName,
    expires_at: saved.expiresAt.toISOString(),
    counts,
    error_count: errors.length,
    errors: shown,
  };
}

/**
 * Applies a preview through the import service, in one transaction that also marks the preview
 * confirmed (so it applies once). Only the administrator who previewed it may confirm it.
 */
export async function confirmSpreadsheet(
  ctx: AppContext,
  caller: Caller,
  previewId: string,
): Promise<{ runId: number; counts: ImportCountsByEntity } | SpreadsheetFailure> {
  const preview = await loadPreview(ctx.db, previewId);
  if (!preview || preview.accountId !== caller.accountId) return { status: 'not-found' };
  if (preview.status === 'confirmed') return { status: 'confirmed' };
  if (preview.expiresAt.getTime() <= ctx.clock.now().getTime()) return { status: 'expired' };
  if (!preview.batch) return { status: 'refused', errors: preview.errors, errorCount: preview.errorCount };
  let outcome: Awaited<ReturnType<typeof runImport>>;
  try {
    outcome = await runImport(ctx, preview.batch, actorOf(caller, preview.fileName), {
      claim: async (tx) => {
        if (!(await claimPreview(tx, preview.id))) throw new ImportAborted('preview already confirmed');
      },
    });
  } catch (error) {
    if (error instanceof ImportAborted) return { status: 'confirmed' };
    throw error;
  }
  if (outcome.status === 'applied') {
    await linkPreviewRun(ctx.db, preview.id, outcome.runId);
    return { runId: outcome.runId, counts: outcome.counts };
  }
  if (outcome.status === 'refused') {
    // The base changed since the preview (another import, a customer typed in): nothing was written.
    const errors = mergeErrors([], outcome.errors, preview.places);
    return { status: 'refused', errors: errors.slice(0, MAX_REPORTED_ROW_ERRORS), errorCount: errors.length };
  }
  throw new Error(`unexpected import outcome ${outcome.status}`);
}
