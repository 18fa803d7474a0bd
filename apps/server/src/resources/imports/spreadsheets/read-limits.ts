import { MAX_IMPORT_ROWS } from '@portal/api';
import { SHEETS } from './spreadsheet-layout';

/*
 * What an uploaded spreadsheet may hold (decision 053). Every limit is checked while the file is read,
 * so a file that passes one is refused as soon as it does, before it costs more memory or time.
 */

/** Data rows of one sheet (or CSV), the header row not counted. */
export const MAX_SHEET_ROWS = MAX_IMPORT_ROWS;

/**
 * The last column read. The widest sheet of the template has 13 columns ('Exemplo' last); a value further right is a
 * mistake (or an attack), so it is refused rather than read. Empty cells there are ignored.
 */
export const MAX_COLUMNS = 64;

/** Cells with a value in the whole file: every row of the widest sheet, full ('Exemplo' too), at the row limit. */
export const MAX_CELLS = (Math.max(...SHEETS.map((sheet) => sheet.columns.length)) + 1) * MAX_IMPORT_ROWS;

/** Distinct texts of an XLSX (sharedStrings.xml): no workbook within the cell limit needs more. */
export const MAX_SHARED_STRINGS = MAX_CELLS;

/** Unpacked size of one part of an XLSX, and of all the parts read (the others are never unpacked). */
export const MAX_PART_BYTES = 128 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** Entries of the ZIP container (a workbook Excel saves has a few dozen). */
export const MAX_ZIP_ENTRIES = 10_000;

/** A file refused while it is read: the Portuguese reason, shown to the administrator. */
export class SpreadsheetRefused extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'SpreadsheetRefused';
  }
}

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
