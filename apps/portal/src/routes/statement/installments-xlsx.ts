import {
  PAYMENT_SLIPS_HEADERS,
  PAYMENT_SLIPS_SHEET_NAME,
  paymentSlipSpreadsheetRows,
  type SpreadsheetCell,
  type SpreadsheetInstallment,
} from '@portal/domain';

/** The part of SheetJS (`@e965/xlsx`) the export uses; passed in so the library loads only on click. */
export type SheetJs = Pick<typeof import('@e965/xlsx'), 'utils' | 'write'>;
type CellObject = import('@e965/xlsx').CellObject;
type WorkBook = import('@e965/xlsx').WorkBook;

/** Excel date format of the due and receipt dates (spec section 9: dd/mm/yyyy). */
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';

/** MIME type of an .xlsx file. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A currency number format: the label in quotes, thousands grouped, two decimals (`"R$" #,##0.00`). */
export function currencyFormat(label: string): string {
  return `"${label.replace(/"/g, '')}" #,##0.00;-"${label.replace(/"/g, '')}" #,##0.00`;
}

/** A domain cell as a SheetJS cell: numbers stay numbers, dates are serial days with a date format. */
function sheetCell(cell: SpreadsheetCell): CellObject | undefined {
  switch (cell.kind) {
    case 'money':
      return { t: 'n', v: cell.value, z: currencyFormat(cell.currency) };
    case 'date':
      return { t: 'n', v: cell.serial, z: XLSX_DATE_FORMAT };
    case 'integer':
      return { t: 'n', v: cell.value };
    case 'text':
      return { t: 's', v: cell.value };
    default:
      return undefined;
  }
}

/** Column widths in characters: wide enough for the header and for 'R$ 123.456,78'. */
const COLUMN_WIDTHS = PAYMENT_SLIPS_HEADERS.map((header) => ({ wch: Math.max(14, header.length + 2) }));

/**
 * The workbook of the installments export (spec section 3): one sheet 'Payment Slips', the English
 * headers in the spec's order, then one row per installment in the order given (the table's order).
 * Amounts are numbers in reais shown as currency; dates are real dates (serial days, `dd/mm/yyyy`).
 */
export function buildInstallmentsWorkbook(
  xlsx: SheetJs,
  installments: readonly SpreadsheetInstallment[],
): WorkBook {
  const sheet = xlsx.utils.aoa_to_sheet([[...PAYMENT_SLIPS_HEADERS]]);
  const rows = paymentSlipSpreadsheetRows(installments);
  rows.forEach((row, index) => {
    row.forEach((cell, column) => {
      const value = sheetCell(cell);
      if (value) sheet[xlsx.utils.encode_cell({ r: index + 1, c: column })] = value;
    });
  });
  sheet['!ref'] = xlsx.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: rows.length, c: PAYMENT_SLIPS_HEADERS.length - 1 },
  });
  sheet['!cols'] = COLUMN_WIDTHS;
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, PAYMENT_SLIPS_SHEET_NAME);
  return book;
}

/** The .xlsx bytes of the installments export as a Blob, ready for `saveBlob`. */
export function installmentsXlsxBlob(xlsx: SheetJs, installments: readonly SpreadsheetInstallment[]): Blob {
  const bytes = xlsx.write(buildInstallmentsWorkbook(xlsx, installments), {
    bookType: 'xlsx',
    type: 'array',
    compression: true,
  }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_MIME_TYPE });
}

/** Loads SheetJS (only now: it is the heaviest library of the portal) and builds the export. */
export async function exportInstallmentsXlsx(installments: readonly SpreadsheetInstallment[]): Promise<Blob> {
  const xlsx = await import('@e965/xlsx');
  return installmentsXlsxBlob(xlsx, installments);
}
