import type { Prepayment, PrepaymentRecord } from '@portal/api';
import type { PrepaymentLineRow, PrepaymentReportRow, PrepaymentRow } from './queries';

/** The answer's shape of an anticipation and its installments. */
export function prepaymentJson(row: PrepaymentRow, lines: readonly PrepaymentLineRow[]): Prepayment {
  return {
    id: row.id,
    bill_id: row.contractId,
    contract_document: row.contractDocument,
    kind: row.kind,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    payment_date: row.paymentDate,
    installments: lines.map((line) => ({
      installment_id: line.installmentId,
      installment_number: line.number,
      due_date: line.dueDate,
      value: line.valueCents,
      present_value: line.presentValueCents,
      discount: line.discountCents,
    })),
    total_value: row.totalValueCents,
    total_discount: row.totalDiscountCents,
    total: row.totalCents,
    code: row.digitableLine,
    pix_code: row.pixCode,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** One anticipation as the staff's report answers it; `name` is the slip's nosso número or `ANT-000123`. */
export function reportRecordJson(
  row: PrepaymentReportRow,
  lines: readonly PrepaymentLineRow[],
): PrepaymentRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.nossoNumero ?? `ANT-${String(row.id).padStart(6, '0')}`,
    contract_id: row.contractId,
    contract_document: row.contractDocument,
    contract_date: row.contractDate,
    enterprise_name: row.enterpriseName,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    date: row.createdAt.toISOString(),
    payment_date: row.paymentDate,
    installment_numbers: lines.map((line) => line.number),
    total_value: row.totalValueCents,
    total_discount: row.totalDiscountCents,
    total: row.totalCents,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: row.completedBy,
  };
}
