import * as XLSX from '@e965/xlsx';
import type { ImportBatch, ImportEntity } from '@portal/api';
import { SHEETS } from './spreadsheet-layout';

/** A batch value as staff type it: cents as reais, ISO dates as dd/mm/aaaa text. */
function cellOf(value: unknown, kind: string): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'money') return Number(value) / 100;
  if (kind === 'date') {
    const [y, m, d] = String(value).split('-');
    return `${d}/${m}/${y}`;
  }
  return value;
}

/** The rows of one entity as a sheet's grid: the template's header row, then one row per batch row. */
export function gridOf(entity: ImportEntity, rows: readonly Record<string, unknown>[]): unknown[][] {
  const layout = SHEETS.find((sheet) => sheet.entity === entity);
  if (!layout) throw new Error(entity);
  return [
    layout.columns.map((column) => column.header),
    ...rows.map((row) => layout.columns.map((column) => cellOf(row[column.field], column.kind))),
  ];
}

/** A batch written as the staff's XLSX: one sheet per entity the batch carries. */
export function workbookOf(batch: ImportBatch): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const layout of SHEETS) {
    const rows = batch[layout.entity] as Record<string, unknown>[] | undefined;
    if (!rows) continue;
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(gridOf(layout.entity, rows)), layout.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

/** One entity's rows as a semicolon CSV, as Excel in Portuguese saves it. */
export function csvOf(entity: ImportEntity, rows: readonly Record<string, unknown>[]): string {
  const quote = (cell: unknown) => {
    const text =
      cell === null || cell === undefined
        ? ''
        : typeof cell === 'number'
          ? String(cell).replace('.', ',')
          : String(cell);
    return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${gridOf(entity, rows)
    .map((row) => row.map(quote).join(';'))
    .join('\r\n')}\r\n`;
}
