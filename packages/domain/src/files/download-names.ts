import { FILE_NAME_MESSAGES } from '../messages/pt-BR';

/** File name of the exported statement PDF (spec section 9). */
export const STATEMENT_PDF_FILE_NAME = 'extrato_financeiro.pdf';

/** File name of the installment spreadsheet built in the browser (spec section 9). */
export const PAYMENT_SLIPS_XLSX_FILE_NAME = 'PaymentSlips.xlsx';

/** File name of the yearly income-tax report: '{year}_informe_de_rendimento.pdf' (spec section 9). */
export function incomeTaxFileName(year: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(FILE_NAME_MESSAGES.yearInvalid);
  return `${year}_informe_de_rendimento.pdf`;
}

/** A bill or installment number made safe for a file name: trimmed, path and reserved characters -> '-'. */
function fileNamePart(value: string | number): string {
  const part = String(value)
    .trim()
    .replace(/[\\/:*?"<>|\s]+/g, '-');
  if (part === '') throw new RangeError(FILE_NAME_MESSAGES.slipPartEmpty);
  return part;
}

/**
 * File name of a payment slip: 'boleto{bill}_parcela{installment}.pdf'. The spec observed the name
 * without an extension; we append '.pdf' because browsers save an extension-less download as a file
 * the operating system cannot open by double-click (the `download` attribute does not add one from the
 * MIME type everywhere). Characters that are illegal in file names become '-'.
 * @throws RangeError with a Portuguese message when the bill or installment is empty.
 */
export function paymentSlipFileName(bill: string | number, installment: string | number): string {
  return `boleto${fileNamePart(bill)}_parcela${fileNamePart(installment)}.pdf`;
}

/**
 * File name of an anticipation's slip, one for the total of its installments (product rule §8):
 * 'boleto{bill}_antecipacao{id}.pdf', named like an installment's slip.
 * @throws RangeError with a Portuguese message when the bill or the anticipation is empty.
 */
export function prepaymentSlipFileName(bill: string | number, prepayment: string | number): string {
  return `boleto${fileNamePart(bill)}_antecipacao${fileNamePart(prepayment)}.pdf`;
}
