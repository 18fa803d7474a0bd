import { personName } from '../ReportScreen/report-fixtures';
import type { PrepaymentReportRow, PrepaymentStatusView } from './prepayment-report-types';

const pad = (n: number) => String(n).padStart(2, '0');
const enterprises = ['Residencial Jardim das Flores', 'Edifício Horizonte', 'Vila Aurora'];
const statuses: readonly PrepaymentStatusView[] = ['issued', 'paid', 'expired', 'requested', 'completed'];

/**
 * `count` anticipations (stories): slips and requests in turn, of one to a dozen installments, with a
 * discount and a total; `kind` 'request' gives only requests waiting for finance.
 */
export function prepaymentRows(count: number, only?: 'request'): PrepaymentReportRow[] {
  return Array.from({ length: count }, (_, index) => {
    const status = only ? 'requested' : (statuses[index % statuses.length] as PrepaymentStatusView);
    const kind = status === 'requested' || status === 'completed' ? 'request' : 'slip';
    const contract = 1040 + (index % 37);
    const last = 60 - (index % 7);
    const count = 1 + (index % 12);
    const numbers = Array.from({ length: count }, (_, k) => last - count + 1 + k);
    const name = personName(index);
    const totalValue = count * (320_000 + ((index * 7919) % 90_000));
    const discount = Math.round(totalValue * (0.01 + (index % 5) / 100));
    return {
      id: 500 + index,
      kind,
      status,
      name:
        kind === 'slip'
          ? `1234567${String(900000000 + index).padStart(10, '0')}`
          : `ANT-${String(500 + index).padStart(6, '0')}`,
      contract_id: contract,
      contract_document: `CT.20${pad(18 + (index % 6))}/${String(contract).padStart(5, '0')}`,
      contract_date: `20${pad(18 + (index % 6))}-${pad(1 + (index % 12))}-15`,
      enterprise_name: enterprises[index % enterprises.length] as string,
      customer_name: name,
      customer_email: `${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^a-z]+/g, '.')}@demo.com.br`,
      date: `2026-11-${pad(1 + (index % 26))}T${pad(11 + (index % 12))}:${pad((index * 7) % 60)}:00Z`,
      payment_date: `2026-11-${pad(2 + (index % 26))}`,
      installment_numbers: numbers,
      total_value: totalValue,
      total_discount: discount,
      total: totalValue - discount,
      completed_at: status === 'completed' ? `2026-11-${pad(2 + (index % 26))}T15:00:00Z` : null,
      completed_by: status === 'completed' ? 'Marina Financeiro' : null,
    };
  });
}
