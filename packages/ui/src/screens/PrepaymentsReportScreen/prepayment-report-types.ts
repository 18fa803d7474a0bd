/** How an anticipation is paid: our slip for the total, or a request to the finance team (product rule §8). */
export type PrepaymentKindView = 'slip' | 'request';

/** Where an anticipation stands (product rule §8): issued, requested, completed, paid or expired. */
export type PrepaymentStatusView = 'issued' | 'requested' | 'completed' | 'paid' | 'expired';

/** One anticipation as the staff's report lists it (the `GET /api/v1/reports/prepayments` record). */
export interface PrepaymentReportRow {
  id: number;
  kind: PrepaymentKindView;
  status: PrepaymentStatusView;
  /** The slip's nosso número, or `ANT-` and the id for a request. */
  name: string;
  contract_id: number;
  /** The contract's 'Título/DOC', as the statement shows it. */
  contract_document: string;
  /** ISO date. */
  contract_date: string;
  enterprise_name: string;
  customer_name: string;
  customer_email: string;
  /** ISO instant with offset: when it was issued or requested. */
  date: string;
  /** ISO date: the day the customer pays (a slip's due date). */
  payment_date: string;
  installment_numbers: readonly number[];
  /** Integer cents. */
  total_value: number;
  total_discount: number;
  total: number;
  completed_at: string | null;
  completed_by: string | null;
}
