import type { BillInfo, InstallmentRow } from './statement-types';

/** Bill info of the demo contract. */
export const demoBillInfo: BillInfo = {
  company: { name: 'Alicerce Incorporadora' },
  document: 'CT-2021/1042',
  unit: [{ name: 'Apto 302 - Torre B' }],
};

function isoMonth(startYear: number, startMonth: number, offset: number, day: number): string {
  const index = startYear * 12 + (startMonth - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Deterministic monthly installments for stories: the first `paid` are paid (with receipts), the next two
 * overdue ('due', with a fine and a month of interest), the rest payable. Amounts vary so that every column sorts visibly.
 */
export function demoInstallments(
  count: number,
  options: { paid?: number; unit?: string } = {},
): InstallmentRow[] {
  const paid = options.paid ?? Math.floor(count / 2);
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    const original = 150_000 + ((index * 7919) % 9) * 1_250;
    const adjusted = original + 500 * index;
    const status = index < paid ? 'paid' : index < paid + 2 ? 'due' : 'payable';
    const isPaid = status === 'paid';
    return {
      installment_number: number,
      installment_id: 50_000 + number,
      due_date: isoMonth(2024, 1, index, 10),
      status,
      original_value: original,
      adjusted_value: adjusted,
      // An overdue installment owes its 2 % fine and interest on top (docs/product/rules.md).
      current_balance: isPaid ? 0 : status === 'due' ? adjusted + Math.round(adjusted * 0.03) : adjusted,
      receipt_date: isPaid ? isoMonth(2024, 1, index, 8) : null,
      receipt_value: isPaid ? adjusted : null,
      receipt_net_value: isPaid ? adjusted - 350 : null,
      proof_of_payment: isPaid,
      monetary_unit: options.unit ?? 'REAL',
    };
  });
}
