import * as XLSX from '@e965/xlsx';
import { type ImportBatch, type ImportEntity, MAX_IMPORT_ROWS, type SpreadsheetRowError } from '@portal/api';
import { messages } from '../../messages/pt-BR';
import { type Cell, convertCell } from './spreadsheet-cells';
import {
  headerKey,
  IGNORED_SHEETS,
  SHEETS,
  type SheetColumn,
  type SheetLayout,
  sheetNames,
} from './spreadsheet-layout';

const text = messages.spreadsheet;

/** Where the rows of one entity came from: the sheet (or CSV file) name and each row's spreadsheet row number. */
export interface SheetPlace {
  readonly sheet: string;
  readonly rows: readonly number[];
}

/** The spreadsheet row of every batch row, per entity. */
export type Places = { readonly [E in ImportEntity]?: SheetPlace };

/** A file read as a batch (with the cells that could not be converted), or why it cannot be read at all. */
export type SpreadsheetReading =
  | { readonly ok: false; readonly problems: readonly string[] }
  | {
      readonly ok: true;
      readonly batch: ImportBatch;
      readonly places: Places;
      readonly errors: readonly SpreadsheetRowError[];
    };

type Grid = readonly (readonly Cell[])[];

interface SheetData {
  readonly label: string;
  readonly grid: Grid;
  /** Spreadsheet row number of the grid's first row. */
  readonly firstRow: number;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** The grid of a sheet: rows of cells, raw values (date cells as serial numbers), blank rows kept. */
function gridOf(sheet: XLSX.WorkSheet, label: string): SheetData {
  const ref = sheet['!ref'];
  if (!ref) return { label, grid: [], firstRow: 1 };
  const grid = XLSX.utils.sheet_to_json<Cell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  return { label, grid, firstRow: XLSX.utils.decode_range(ref).s.r + 1 };
}

/** CSV text: UTF-8 (with or without BOM), or Windows-1252 as Excel in Portuguese saves it. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The sheets of the file, or why it is no spreadsheet we read. */
function sheetsOf(bytes: Uint8Array, fileName: string): { sheets: SheetData[]; csv: boolean } | string {
  if (bytes.length === 0) return text.empty;
  if (startsWith(bytes, OLE)) {
    // A password-protected XLSX is an OLE container holding an 'EncryptionInfo' stream; any other is an old .xls.
    const encrypted = Buffer.from(bytes).includes(Buffer.from('EncryptionInfo', 'utf16le'));
    return encrypted ? text.protected : text.xlsFormat;
  }
  if (startsWith(bytes, ZIP)) {
    let book: XLSX.WorkBook;
    try {
      book = XLSX.read(bytes, {
        type: 'buffer',
        dense: true,
        cellFormula: false,
        cellHTML: false,
        cellText: false,
      });
    } catch {
      // A protected workbook is an OLE container (above); a ZIP that does not open is damaged.
      return text.corrupt;
    }
    const sheets = book.SheetNames.map((name) => {
      const sheet = book.Sheets[name];
      return sheet ? gridOf(sheet, name) : { label: name, grid: [], firstRow: 1 };
    });
    return { sheets, csv: false };
  }
  if (bytes.subarray(0, 65_536).includes(0)) return text.notSpreadsheet;
  const content = decodeText(bytes).replace(/^\uFEFF/, '');
  // raw: every value stays the text that was typed (no guessing of numbers or US dates).
  const book = XLSX.read(content, { type: 'string', raw: true, dense: true });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  return { sheets: sheet ? [gridOf(sheet, fileName)] : [], csv: true };
}

const isBlank = (cell: Cell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** The layout whose columns a CSV header names best (every required column present), if any. */
function layoutOfHeader(header: readonly Cell[]): SheetLayout | undefined {
  const keys = new Set(header.filter((cell) => !isBlank(cell)).map(headerKey));
  let best: { layout: SheetLayout; score: number } | undefined;
  for (const layout of SHEETS) {
    const columns = layout.columns.map((column) => headerKey(column.header));
    const required = layout.columns
      .filter((column) => column.required)
      .map((column) => headerKey(column.header));
    if (!required.every((key) => keys.has(key))) continue;
    const score =
      columns.filter((key) => keys.has(key)).length -
      [...keys].filter((key) => !columns.includes(key)).length;
    if (!best || score > best.score) best = { layout, score };
  }
  return best?.layout;
}

/** The columns of a header row by position, or the problems of the header. */
function columnsOf(
  layout: SheetLayout,
  label: string,
  header: readonly Cell[],
): (SheetColumn | null)[] | string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const columns = header.map((cell) => {
    if (isBlank(cell)) return null;
    const column = layout.columns.find((candidate) => headerKey(candidate.header) === headerKey(cell));
    if (!column) problems.push(text.unknownColumn(label, String(cell).trim()));
    else if (seen.has(column.field)) problems.push(text.repeatedColumn(label, column.header));
    else seen.add(column.field);
    return column ?? null;
  });
  for (const column of layout.columns) {
    if (column.required && !seen.has(column.field)) problems.push(text.missingColumn(label, column.header));
  }
  return problems.length > 0 ? problems : columns;
}

/**
 * Reads an uploaded XLSX (one sheet per entity, named as in the template; 'Instruções' skipped) or CSV
 * (one entity, recognised by its header row) into an import batch. Blank rows are skipped; each batch
 * row remembers its spreadsheet row, so the service's errors can name the sheet, row and column. A cell
 * that cannot be converted (money, date, integer) is a row error and is left out of its row.
 */
export function readSpreadsheet(bytes: Uint8Array, fileName: string): SpreadsheetReading {
  const found = sheetsOf(bytes, fileName);
  if (typeof found === 'string') return { ok: false, problems: [found] };
  const problems: string[] = [];
  const errors: SpreadsheetRowError[] = [];
  const batch: Record<string, Record<string, unknown>[]> = {};
  const places: Partial<Record<ImportEntity, SheetPlace>> = {};
  const ignored = IGNORED_SHEETS.map(headerKey);
  for (const { label, grid, firstRow } of found.sheets) {
    const headerAt = grid.findIndex((row) => row.some((cell) => !isBlank(cell)));
    if (!found.csv && ignored.includes(headerKey(label))) continue;
    const layout = found.csv
      ? layoutOfHeader(grid[headerAt] ?? [])
      : SHEETS.find((candidate) => headerKey(candidate.name) === headerKey(label));
    if (!layout) {
      if (found.csv && headerAt >= 0) problems.push(text.csvUnknown(sheetNames()));
      else if (!found.csv) problems.push(text.unknownSheet(label, sheetNames()));
      continue;
    }
    if (headerAt < 0) continue;
    if (places[layout.entity]) {
      problems.push(text.repeatedSheet(layout.name));
      continue;
    }
    if (grid.length - headerAt - 1 > MAX_IMPORT_ROWS) {
      problems.push(text.tooManyRows(label, MAX_IMPORT_ROWS));
      continue;
    }
    const columns = columnsOf(layout, label, grid[headerAt] ?? []);
    if (columns.some((column) => typeof column === 'string')) {
      problems.push(...(columns as string[]));
      continue;
    }
    const rows: Record<string, unknown>[] = [];
    const numbers: number[] = [];
    for (let index = headerAt + 1; index < grid.length; index++) {
      const cells = grid[index] ?? [];
      if (cells.every(isBlank)) continue;
      const row: Record<string, unknown> = {};
      const rowNumber = firstRow + index;
      (columns as (SheetColumn | null)[]).forEach((column, position) => {
        if (!column) return;
        const converted = convertCell(cells[position], column.kind);
        if (!converted.ok)
          errors.push({ sheet: label, row: rowNumber, field: column.header, message: converted.message });
        else if (converted.value !== undefined) row[column.field] = converted.value;
      });
      rows.push(row);
      numbers.push(rowNumber);
    }
    if (rows.length === 0) continue;
    batch[layout.entity] = rows;
    places[layout.entity] = { sheet: label, rows: numbers };
  }
  if (problems.length > 0) return { ok: false, problems };
  if (Object.keys(batch).length === 0) return { ok: false, problems: [text.empty] };
  return { ok: true, batch: batch as ImportBatch, places, errors };
}
