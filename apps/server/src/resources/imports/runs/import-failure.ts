import type { ImportRowError } from '@portal/api';
import { IMPORT_MESSAGES } from '@portal/domain';

/**
 * Why an import failed: the database, not the data (that was checked). Recorded on its run (status
 * `failed`) as this shape, not as a row error; sending the same batch again completes a partial write,
 * the upserts being idempotent (decision 054).
 */
export interface ImportFailure {
  readonly failure: 'nothing_written' | 'part_written';
  readonly message: string;
}

/** The failure of an import that had (or had not) committed some of its chunks. */
export function importFailure(partWritten: boolean): ImportFailure {
  return partWritten
    ? { failure: 'part_written', message: IMPORT_MESSAGES.failedPartWritten }
    : { failure: 'nothing_written', message: IMPORT_MESSAGES.failedNothingWritten };
}

function isImportFailure(stored: unknown): stored is ImportFailure {
  return typeof stored === 'object' && stored !== null && 'failure' in stored && 'message' in stored;
}

/**
 * The errors a run shows in the runs list. A failure keeps the list's one shape (the API's `errors` are
 * row errors): one entry carrying its message, as the runs recorded before failures had their own shape.
 */
export function shownRunErrors(stored: unknown): ImportRowError[] {
  if (isImportFailure(stored)) return [{ entity: 'companies', row: 1, field: '', message: stored.message }];
  return Array.isArray(stored) ? (stored as ImportRowError[]) : [];
}
