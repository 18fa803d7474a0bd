import * as XLSX from '@e965/xlsx';
import { messages } from '../../../messages/pt-BR';
import { EXAMPLE_HEADER, EXAMPLE_MARK, IGNORED_SHEETS, SHEETS, type SheetColumn } from './spreadsheet-layout';

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** An ISO date as an Excel serial number (days since 1899-12-30). */
function serialOf(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return (Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - EXCEL_EPOCH) / DAY_MS;
}

/** The example cell of a column: a date cell, a money cell (reais, two decimals), a number or text. */
function exampleCell(column: SheetColumn): XLSX.CellObject {
  const example = column.example;
  if (example === undefined) return { t: 's', v: '' };
  if (column.kind === 'date') return { t: 'n', v: serialOf(String(example)), z: 'dd/mm/yyyy' };
  if (column.kind === 'money') return { t: 'n', v: Number(example), z: '#,##0.00' };
  if (column.kind === 'integer' || column.kind === 'percentPerMonth') return { t: 'n', v: Number(example) };
  return { t: 's', v: String(example) };
}

/**
 * The template of the staff spreadsheet import (decision 036): an 'Instruções' sheet, then one sheet per
 * entity with the Portuguese headers and one example row (the example rows refer to each other), marked
 * EXEMPLO in a last 'Exemplo' column so it is never imported as real data (docs/product/rules.md,
 * "Planilha"). Money cells are reais with two decimals, date cells show dd/mm/aaaa, CPF/CNPJ cells are
 * text (so no leading zero is lost).
 */
export function buildTemplate(): Uint8Array {
  const book = XLSX.utils.book_new();
  const instructions = XLSX.utils.aoa_to_sheet(messages.spreadsheet.instructions.map((line) => [line]));
  instructions['!cols'] = [{ wch: 120 }];
  XLSX.utils.book_append_sheet(book, instructions, IGNORED_SHEETS[0]);
  for (const layout of SHEETS) {
    const width = layout.columns.length;
    const sheet = XLSX.utils.aoa_to_sheet([
      [...layout.columns.map((column) => column.header), EXAMPLE_HEADER],
    ]);
    layout.columns.forEach((column, index) => {
      sheet[XLSX.utils.encode_cell({ r: 1, c: index })] = exampleCell(column);
    });
    sheet[XLSX.utils.encode_cell({ r: 1, c: width })] = { t: 's', v: EXAMPLE_MARK };
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: 1, c: width } });
    sheet['!cols'] = [
      ...layout.columns.map((column) => ({ wch: Math.max(14, column.header.length + 2) })),
      { wch: 12 },
    ];
    XLSX.utils.book_append_sheet(book, sheet, layout.name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
