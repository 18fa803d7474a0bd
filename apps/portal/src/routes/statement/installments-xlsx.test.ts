import * as XLSX from '@e965/xlsx';
import type { SpreadsheetInstallment } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  buildInstallmentsWorkbook,
  currencyFormat,
  installmentsXlsxBlob,
  XLSX_DATE_FORMAT,
  XLSX_MIME_TYPE,
} from './installments-xlsx';

const paid: SpreadsheetInstallment = {
  installment_number: 1,
  installment_id: 501,
  due_date: '2025-07-10',
  status: 'paid',
  original_value: 440720,
  adjusted_value: 442924,
  current_balance: 0,
  receipt_date: '2025-07-06',
  receipt_value: 442924,
  receipt_net_value: 442900,
  monetary_unit: 'REAL',
};
const payable: SpreadsheetInstallment = {
  ...paid,
  installment_number: 2,
  installment_id: 502,
  due_date: '2025-08-10',
  status: 'payable',
  current_balance: 445887,
  receipt_date: null,
  receipt_value: null,
  receipt_net_value: null,
};

/** Writes the workbook to .xlsx bytes and reads them back, as a spreadsheet program would. */
async function roundTrip(rows: SpreadsheetInstallment[]) {
  const blob = installmentsXlsxBlob(XLSX, rows);
  expect(blob.type).toBe(XLSX_MIME_TYPE);
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array', cellNF: true });
  const sheet = book.Sheets['Payment Slips'];
  if (!sheet) throw new Error('sheet missing');
  return { book, sheet };
}

describe('installments XLSX export', () => {
  it('has one sheet, the English headers in order, and a row per installment', async () => {
    const { book, sheet } = await roundTrip([paid, payable]);
    expect(book.SheetNames).toEqual(['Payment Slips']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual([
      'Adjusted Value',
      'Current Balance',
      'Due Date',
      'Installment ID',
      'Installment Number',
      'Monetary Unit',
      'Original Value',
      'Receipt Date',
      'Receipt Net Value',
      'Receipt Value',
      'Status',
      'Monetary Correction',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.[4]).toBe(2);
  });

  it('writes amounts as numbers in reais with a currency format, dates as real dates', async () => {
    const { sheet } = await roundTrip([paid]);
    expect(sheet.A2).toMatchObject({ t: 'n', v: 4429.24, z: currencyFormat('R$') });
    expect(sheet.G2).toMatchObject({ t: 'n', v: 4407.2 });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 45848, z: XLSX_DATE_FORMAT });
    // The serial reads back as the same calendar day, whatever the machine's time zone.
    const due = XLSX.SSF.parse_date_code(sheet.C2?.v as number);
    expect([due.y, due.m, due.d]).toEqual([2025, 7, 10]);
    expect(sheet.K2).toMatchObject({ t: 's', v: 'Pago' });
    expect(sheet.F2).toMatchObject({ t: 's', v: 'REAL' });
    // 'Monetary Correction' (product rule §8): adjusted − original, as money.
    expect(sheet.L2).toMatchObject({ t: 'n', v: 22.04, z: currencyFormat('R$') });
  });

  it('leaves the receipt cells of an unpaid installment empty', async () => {
    const { sheet } = await roundTrip([payable]);
    expect(sheet.H2).toBeUndefined();
    expect(sheet.I2).toBeUndefined();
    expect(sheet.J2).toBeUndefined();
    expect(sheet.K2?.v).toBe('A pagar');
  });

  it('keeps a header-only sheet for a bill without installments, with column widths', () => {
    const sheet = buildInstallmentsWorkbook(XLSX, []).Sheets['Payment Slips'];
    expect(sheet?.['!ref']).toBe('A1:L1');
    expect(sheet?.['!cols']).toHaveLength(12);
  });

  it('quotes the currency label safely in the number format', () => {
    expect(currencyFormat('R$')).toBe('"R$" #,##0.00;-"R$" #,##0.00');
    expect(currencyFormat('IG"PM')).toBe('"IGPM" #,##0.00;-"IGPM" #,##0.00');
  });
});
