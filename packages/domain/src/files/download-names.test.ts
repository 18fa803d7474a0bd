import { describe, expect, it } from 'vitest';
import { FILE_NAME_MESSAGES } from '../messages/pt-BR';
import {
  incomeTaxFileName,
  PAYMENT_SLIPS_XLSX_FILE_NAME,
  paymentSlipFileName,
  prepaymentSlipFileName,
  STATEMENT_PDF_FILE_NAME,
} from './download-names';

describe('download file names (spec section 9)', () => {
  it('names the statement PDF and the spreadsheet exactly', () => {
    expect(STATEMENT_PDF_FILE_NAME).toBe('extrato_financeiro.pdf');
    expect(PAYMENT_SLIPS_XLSX_FILE_NAME).toBe('PaymentSlips.xlsx');
  });

  it('names the income-tax report by year', () => {
    expect(incomeTaxFileName(2025)).toBe('2025_informe_de_rendimento.pdf');
  });

  it.each([25, 20251, 2025.5, Number.NaN])('refuses the year %d', (year) => {
    expect(() => incomeTaxFileName(year)).toThrow(FILE_NAME_MESSAGES.yearInvalid);
  });

  it.each([
    [1234, 7, 'boleto1234_parcela7.pdf'],
    ['1234', '12', 'boleto1234_parcela12.pdf'],
    [' 1234 ', ' 3 ', 'boleto1234_parcela3.pdf'],
    ['12/34', '1 de 36', 'boleto12-34_parcela1-de-36.pdf'],
  ])('names the slip of bill %j installment %j as %j', (bill, installment, expected) => {
    expect(paymentSlipFileName(bill, installment)).toBe(expected);
  });

  it.each([
    ['', 1],
    [1234, '  '],
  ])('refuses an empty part (%j, %j)', (bill, installment) => {
    expect(() => paymentSlipFileName(bill, installment)).toThrow(FILE_NAME_MESSAGES.slipPartEmpty);
  });
});

describe('prepaymentSlipFileName', () => {
  it("names an anticipation's slip by its contract and id", () => {
    expect(prepaymentSlipFileName(41, 7)).toBe('boleto41_antecipacao7.pdf');
    expect(() => prepaymentSlipFileName(41, ' ')).toThrow(FILE_NAME_MESSAGES.slipPartEmpty);
  });
});
