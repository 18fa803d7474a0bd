import { installmentNumbersText, type StatusTone } from '@portal/domain';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { DateText, MoneyText } from '../../components/MoneyText/MoneyText';
import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { prepaymentAdminMessages as t } from '../../messages/pt-BR-prepayments-admin';
import { EmailText, IdText, MomentText } from '../ReportScreen/report-cells';
import * as css from './PrepaymentsReportScreen.css';
import type { PrepaymentReportRow, PrepaymentStatusView } from './prepayment-report-types';

const TONES: Record<PrepaymentStatusView, StatusTone> = {
  issued: 'warning',
  requested: 'warning',
  completed: 'success',
  paid: 'success',
  expired: 'neutral',
};

/** The status of an anticipation as a badge: waiting ones stand out, finished ones are calm. */
export function PrepaymentStatusBadge({ status }: { status: PrepaymentStatusView }) {
  const tone = TONES[status];
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {t.statuses[status]}
    </span>
  );
}

const c = t.columns;

/** The customer: name, then the e-mail under it (long ones wrap on a phone's card). */
function CustomerCell({ row }: { row: PrepaymentReportRow }) {
  return (
    <span className={css.person}>
      <span>{row.customer_name}</span>
      <EmailText email={row.customer_email} />
    </span>
  );
}

/** The columns both anticipation pages share: which contract, whose, which installments, when, how much. */
export const prepaymentColumns: readonly DataTableColumn<PrepaymentReportRow>[] = [
  {
    id: 'contract_document',
    header: c.contract,
    cardRole: 'title',
    cell: (row) => <IdText value={row.contract_document} />,
  },
  { id: 'name', header: c.record, cell: (row) => <IdText value={row.name} /> },
  { id: 'customer', header: c.customer, cell: (row) => <CustomerCell row={row} /> },
  {
    id: 'installments',
    header: c.installments,
    cell: (row) => <span className={css.numbers}>{installmentNumbersText(row.installment_numbers)}</span>,
  },
  { id: 'date', header: c.recordDate, cell: (row) => <MomentText iso={row.date} /> },
  { id: 'payment_date', header: c.paymentDate, cell: (row) => <DateText iso={row.payment_date} /> },
  {
    id: 'total_discount',
    header: c.discount,
    align: 'end',
    cell: (row) => <MoneyText cents={row.total_discount} />,
  },
  { id: 'total', header: c.total, align: 'end', cell: (row) => <MoneyText cents={row.total} /> },
];

/** The kind and the status, for the report that lists every anticipation. */
export const kindAndStatusColumns: readonly DataTableColumn<PrepaymentReportRow>[] = [
  { id: 'kind', header: c.kind, cell: (row) => t.kinds[row.kind] },
  { id: 'status', header: c.status, cell: (row) => <PrepaymentStatusBadge status={row.status} /> },
];

/** Row key of an anticipation: its id. */
export function prepaymentRowKey(row: PrepaymentReportRow): string {
  return String(row.id);
}
