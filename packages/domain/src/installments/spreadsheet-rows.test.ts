import { describe, expect, it } from 'vitest';
import {
  excelDateSerial,
  PAYMENT_SLIPS_HEADERS,
  PAYMENT_SLIPS_SHEET_NAME,
  paymentSlipSpreadsheetRow,
  paymentSlipSpreadsheetRows,
  type SpreadsheetInstallment,
} from './spreadsheet-rows';

const paid: SpreadsheetInstallment = {
  installment_number: 3,
  installment_id: 9003,
  due_date: '2024-03-10',
  status: 'paid',
  original_value: 150000,
  adjusted_value: 162345,
  current_balance: 0,
  receipt_date: '2024-03-08',
  receipt_value: 162345,
  receipt_net_value: 161000,
  monetary_unit: 'REAL',
};

describe('installments spreadsheet', () => {
  it('names the sheet and the headers in English, in the spec order', () => {
    expect(PAYMENT_SLIPS_SHEET_NAME).toBe('Payment Slips');
    expect(PAYMENT_SLIPS_HEADERS).toEqual([
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
  });

  it('turns ISO dates into Excel serial day numbers without any time zone', () => {
    expect(excelDateSerial('1970-01-01')).toBe(25569);
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial('2024-03-01')).toBe(45352);
    expect(excelDateSerial('2024-02-29')).toBe(45351);
    expect(excelDateSerial('2026-12-31T23:59:00-03:00')).toBe(46387);
    expect(excelDateSerial('1600-03-01')).toBe((excelDateSerial('2000-03-01') ?? 0) - 146097);
    expect(excelDateSerial('2023-02-29')).toBeNull();
    expect(excelDateSerial(null)).toBeNull();
    expect(excelDateSerial(20240301)).toBeNull();
  });

  it('writes a paid installment with amounts in reais, real dates and the status label', () => {
    const money = (value: number) => ({ kind: 'money', value, currency: 'R$' });
    expect(paymentSlipSpreadsheetRow(paid)).toEqual([
      money(1623.45),
      money(0),
      { kind: 'date', serial: 45361, iso: '2024-03-10' },
      { kind: 'integer', value: 9003 },
      { kind: 'integer', value: 3 },
      { kind: 'text', value: 'REAL' },
      money(1500),
      { kind: 'date', serial: 45359, iso: '2024-03-08' },
      money(1610),
      money(1623.45),
      { kind: 'text', value: 'Pago' },
      // Product rule §8: what the correction added, adjusted − original.
      money(123.45),
    ]);
  });

  it('leaves the receipt cells empty until paid and keeps another monetary unit', () => {
    const row = paymentSlipSpreadsheetRow({
      ...paid,
      status: 'payable',
      receipt_date: null,
      receipt_value: null,
      receipt_net_value: Number.NaN,
      monetary_unit: 'IGPM',
      adjusted_value: 12_345_678_901,
    });
    expect(row[0]).toEqual({ kind: 'money', value: 123_456_789.01, currency: 'IGPM' });
    expect(row[7]).toEqual({ kind: 'empty' });
    expect(row[8]).toEqual({ kind: 'empty' });
    expect(row[9]).toEqual({ kind: 'empty' });
    expect(row[10]).toEqual({ kind: 'text', value: 'A pagar' });
  });

  it('leaves a broken date empty instead of writing a wrong day', () => {
    expect(paymentSlipSpreadsheetRow({ ...paid, due_date: 'amanhã' })[2]).toEqual({ kind: 'empty' });
  });

  it('keeps the order of the rows it is given', () => {
    const rows = paymentSlipSpreadsheetRows([paid, { ...paid, installment_number: 1, installment_id: 9001 }]);
    expect(rows.map((row) => row[4])).toEqual([
      { kind: 'integer', value: 3 },
      { kind: 'integer', value: 1 },
    ]);
    expect(rows.every((row) => row.length === PAYMENT_SLIPS_HEADERS.length)).toBe(true);
  });
});
