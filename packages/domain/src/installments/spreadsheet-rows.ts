import { parseIsoDate } from '../dates/iso-date';
import { currencyLabel } from '../money/format-money';
import { installmentStatusLabel } from './status';

/** Name of the one sheet of the exported installments workbook (spec section 3). */
export const PAYMENT_SLIPS_SHEET_NAME = 'Payment Slips';

/**
 * The English headers of the installments spreadsheet, in the spec's order (section 3), then ours:
 * 'Monetary Correction', what the index added to the original value (product rule §8, "Correction
 * explained"), after the spec's eleven so their places do not move.
 */
export const PAYMENT_SLIPS_HEADERS = [
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
] as const;

/** One header of {@link PAYMENT_SLIPS_HEADERS}. */
export type PaymentSlipsHeader = (typeof PAYMENT_SLIPS_HEADERS)[number];

/**
 * A cell of the spreadsheet, typed so the writer can give it a real spreadsheet type: `money` in reais
 * (a number, shown with `currency` before it), `date` as an Excel serial day number (a real date cell),
 * `integer`, `text`, or `empty` (no receipt yet).
 */
export type SpreadsheetCell =
  | { kind: 'money'; value: number; currency: string }
  | { kind: 'date'; serial: number; iso: string }
  | { kind: 'integer'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'empty' };

/** The installment fields the spreadsheet needs (spec section 3; money in integer cents, dates ISO). */
export interface SpreadsheetInstallment {
  installment_number: number;
  installment_id: number;
  due_date: string;
  status: unknown;
  original_value: number;
  adjusted_value: number;
  current_balance: number;
  receipt_date: string | null;
  receipt_value: number | null;
  receipt_net_value: number | null;
  monetary_unit: string;
}

// Days from the civil epoch 1970-01-01 to a date (Howard Hinnant's algorithm): exact integer
// arithmetic, no `Date`, so no time zone can move the day.
function daysFromEpoch(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** 1970-01-01 in Excel's 1900 date system (day 1 = 1900-01-01, with Lotus's phantom 1900-02-29). */
const EXCEL_SERIAL_OF_EPOCH = 25569;

/**
 * The Excel serial day number of an ISO date (`2024-03-01` → 45352), as Excel and LibreOffice store
 * dates from 1900-03-01 on; null for a value that is not a valid date. Never throws.
 */
export function excelDateSerial(iso: unknown): number | null {
  const date = parseIsoDate(iso);
  if (!date) return null;
  return daysFromEpoch(date.year, date.month, date.day) + EXCEL_SERIAL_OF_EPOCH;
}

/** Cents to reais as a number (`123456` → `1234.56`), rounded to the cent. */
function reais(cents: number): number {
  return Math.round(cents) / 100;
}

function money(cents: number | null, currency: string): SpreadsheetCell {
  if (cents === null || !Number.isFinite(cents)) return { kind: 'empty' };
  return { kind: 'money', value: reais(cents), currency };
}

function date(iso: string | null): SpreadsheetCell {
  const serial = excelDateSerial(iso);
  return serial === null || iso === null
    ? { kind: 'empty' }
    : { kind: 'date', serial, iso: iso.slice(0, 10) };
}

/**
 * The cells of one installment in the order of {@link PAYMENT_SLIPS_HEADERS}: amounts in reais
 * (cents / 100) with the statement's currency label (`R$` for REAL), dates as real dates, the status
 * as the customer reads it on screen ('A pagar', 'Pago', 'Vencido'), receipt fields empty until paid,
 * and the correction: adjusted minus original value.
 */
export function paymentSlipSpreadsheetRow(installment: SpreadsheetInstallment): SpreadsheetCell[] {
  const currency = currencyLabel(installment.monetary_unit);
  const cells: Record<PaymentSlipsHeader, SpreadsheetCell> = {
    'Adjusted Value': money(installment.adjusted_value, currency),
    'Current Balance': money(installment.current_balance, currency),
    'Due Date': date(installment.due_date),
    'Installment ID': { kind: 'integer', value: installment.installment_id },
    'Installment Number': { kind: 'integer', value: installment.installment_number },
    'Monetary Unit': { kind: 'text', value: installment.monetary_unit },
    'Original Value': money(installment.original_value, currency),
    'Receipt Date': date(installment.receipt_date),
    'Receipt Net Value': money(installment.receipt_net_value, currency),
    'Receipt Value': money(installment.receipt_value, currency),
    Status: { kind: 'text', value: installmentStatusLabel(installment.status) },
    'Monetary Correction': money(installment.adjusted_value - installment.original_value, currency),
  };
  return PAYMENT_SLIPS_HEADERS.map((header) => cells[header]);
}

/** Every row of the spreadsheet body, in the order given (the table's current order). */
export function paymentSlipSpreadsheetRows(
  installments: readonly SpreadsheetInstallment[],
): SpreadsheetCell[][] {
  return installments.map(paymentSlipSpreadsheetRow);
}
