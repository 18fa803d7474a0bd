import type { ImportBatch, ImportEntity, SpreadsheetRowError } from '@portal/api';
import { messages } from '../../../messages/pt-BR';
import { readCsv } from './csv-read';
import { SpreadsheetRefused } from './read-limits';
import { newCellBudget, SheetReader, type SheetRow } from './sheet-rows';
import { type Cell, convertCell } from './spreadsheet-cells';
import {
  EXAMPLE_HEADER,
  headerKey,
  IGNORED_SHEETS,
  SHEETS,
  type SheetColumn,
  type SheetLayout,
  sheetNames,
} from './spreadsheet-layout';
import { readXlsx } from './xlsx-read';

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

interface SheetData {
  readonly label: string;
  /** The rows with a value, in order. */
  readonly rows: readonly SheetRow[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

/** CSV text: UTF-8 (with or without BOM), or Windows-1252 as Excel in Portuguese saves it. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The sheets of the file, or why it is no spreadsheet we read. Both formats are read by our own bounded
 * readers (decision 053): an XLSX part by part, only the sheets the import uses; a CSV in one pass.
 */
function sheetsOf(bytes: Uint8Array, fileName: string): { sheets: SheetData[]; csv: boolean } | string {
  if (bytes.length === 0) return text.empty;
  if (startsWith(bytes, OLE)) {
    // A password-protected XLSX is an OLE container holding an 'EncryptionInfo' stream; any other is an old .xls.
    const encrypted = Buffer.from(bytes).includes(Buffer.from('EncryptionInfo', 'utf16le'));
    return encrypted ? text.protected : text.xlsFormat;
  }
  const budget = newCellBudget();
  try {
    if (startsWith(bytes, ZIP)) {
      const ignored = IGNORED_SHEETS.map(headerKey);
      const known = SHEETS.map((layout) => headerKey(layout.name));
      const readers = new Map<string, SheetReader>();
      // Only the template's sheets are unpacked; any other name is refused by its name alone.
      const names = readXlsx(
        bytes,
        (name) => !ignored.includes(headerKey(name)) && known.includes(headerKey(name)),
        (name) => {
          const reader = new SheetReader(name, budget);
          readers.set(name, reader);
          return reader;
        },
      );
      const sheets = names.map((name) => ({ label: name, rows: readers.get(name)?.rows ?? [] }));
      return { sheets, csv: false };
    }
    if (bytes.subarray(0, 65_536).includes(0)) return text.notSpreadsheet;
    const reader = new SheetReader(fileName, budget);
    readCsv(decodeText(bytes).replace(/^\uFEFF/, ''), reader);
    return { sheets: [{ label: fileName, rows: reader.rows }], csv: true };
  } catch (error) {
    if (error instanceof SpreadsheetRefused) return error.problem;
    throw error;
  }
}

const isBlank = (cell: Cell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

const EXAMPLE_KEY = headerKey(EXAMPLE_HEADER);

/** The position of the template's 'Exemplo' column in a header row, or -1. */
const exampleColumnOf = (header: readonly Cell[]) =>
  header.findIndex((cell) => !isBlank(cell) && headerKey(cell) === EXAMPLE_KEY);

/** The layout whose columns a CSV header names best (every required column present), if any. */
function layoutOfHeader(header: readonly Cell[]): SheetLayout | undefined {
  const keys = new Set(header.filter((cell) => !isBlank(cell)).map(headerKey));
  keys.delete(EXAMPLE_KEY);
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
 * (one entity, recognised by its header row) into an import batch. Blank rows are skipped, and so are the
 * template's example rows (anything in the 'Exemplo' column, docs/product/rules.md, "Planilha"): each
 * is a row error saying why, and a file of examples only is refused with that reason. Each batch
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
  let examples = 0;
  for (const { label, rows: sheetRows } of found.sheets) {
    // Rows come with a value only: the first is the header.
    const header = Array.from(sheetRows[0]?.cells ?? []);
    // The 'Exemplo' column is no field: read apart, left out of the columns.
    const exampleAt = exampleColumnOf(header);
    if (exampleAt >= 0) header[exampleAt] = null;
    const headerAt = sheetRows.length > 0 ? 0 : -1;
    if (!found.csv && ignored.includes(headerKey(label))) continue;
    const layout = found.csv
      ? layoutOfHeader(header)
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
    const columns = columnsOf(layout, label, header);
    if (columns.some((column) => typeof column === 'string')) {
      problems.push(...(columns as string[]));
      continue;
    }
    const rows: Record<string, unknown>[] = [];
    const numbers: number[] = [];
    for (let index = 1; index < sheetRows.length; index++) {
      const cells = sheetRows[index]?.cells ?? [];
      const row: Record<string, unknown> = {};
      const rowNumber = sheetRows[index]?.number ?? 0;
      if (exampleAt >= 0 && !isBlank(cells[exampleAt])) {
        examples++;
        errors.push({ sheet: label, row: rowNumber, field: EXAMPLE_HEADER, message: text.exampleRow });
        continue;
      }
      (columns as (SheetColumn | null)[]).forEach((column, position) => {
        if (!column) return;
        const converted = convertCell(cells[position], column.kind);
        if (!converted.ok)
          errors.push({ sheet: label, row: rowNumber, field: column.header, message: converted.message });
        else if (converted.value !== undefined) row[column.field] = converted.value;
        else if (!column.required) row[column.field] = null;
      });
      rows.push(row);
      numbers.push(rowNumber);
    }
    if (rows.length === 0) continue;
    batch[layout.entity] = rows;
    places[layout.entity] = { sheet: label, rows: numbers };
  }
  if (problems.length > 0) return { ok: false, problems };
  if (Object.keys(batch).length === 0)
    return { ok: false, problems: [examples > 0 ? text.onlyExamples : text.empty] };
  return { ok: true, batch: batch as ImportBatch, places, errors };
}
