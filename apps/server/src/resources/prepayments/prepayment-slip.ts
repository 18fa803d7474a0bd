import { formatDateBr, formatMoney, installmentNumbersText } from '@portal/domain';
import { messages } from '../../messages/pt-BR';
import type { DocumentContract } from '../finance/contracts/service';
import type { OwnSlipCharge } from '../finance/slips/service';

/** What an anticipation's slip charges and prints (product rule §8). */
export interface PrepaymentSlipFigures {
  readonly id: number;
  readonly installmentNumbers: readonly number[];
  readonly paymentDate: string;
  readonly totalValueCents: number;
  readonly totalDiscountCents: number;
  readonly totalCents: number;
}

/**
 * The nosso número's complement of anticipation `id`: '9' and the id in nine digits. An installment's
 * slip uses its id in ten digits, never above 2147483647, so never starting with 9: the two never meet
 * (decision 072).
 */
export function prepaymentSlipComplement(id: number): string {
  return `9${String(id).padStart(9, '0')}`;
}

/**
 * The charge of an anticipation's slip: the total, due on the payment date, and its texts — the
 * installments as runs ('58 a 60'), their value and discount, and that it is payable only until that
 * day. The same figures give the same slip, so its PDF can be drawn again while it is valid.
 */
export function prepaymentSlipCharge(
  contract: DocumentContract,
  figures: PrepaymentSlipFigures,
): OwnSlipCharge {
  const numbers = installmentNumbersText(figures.installmentNumbers);
  const t = messages.documents.prepaymentSlip;
  return {
    complement: prepaymentSlipComplement(figures.id),
    amountCents: figures.totalCents,
    dueDate: figures.paymentDate,
    documentNumber: `${contract.document}-ANT${figures.id}`,
    description: t.description(contract.enterpriseName, numbers),
    instructions: [
      t.instructions.installments(numbers, contract.document, contract.enterpriseName),
      t.instructions.amounts(formatMoney(figures.totalValueCents), formatMoney(figures.totalDiscountCents)),
      t.instructions.validUntil(formatDateBr(figures.paymentDate)),
      t.instructions.refuseAfter,
    ],
  };
}
