import { formatMoney, type StatementTotalsRow, statementTotals } from '@portal/domain';
import { type ReactNode, useId, useMemo } from 'react';
import { Card } from '../../components/Card/Card';
import { MoneyText } from '../../components/MoneyText/MoneyText';
import { financeMessages } from '../../messages/pt-BR-finance';
import * as css from './StatementScreen.css';
import * as own from './TotalToPayBox.css';

/** Props of {@link TotalToPayBox}. */
export interface TotalToPayBoxProps {
  /** Every installment of the statement (all pages): the card sums them. */
  installments: readonly StatementTotalsRow[];
  /** The statement's monetary unit, as the table and the PDF show it. */
  monetaryUnit?: string;
  /** 'Não foram encontradas informações para o saldo total devedor' when the installments failed. */
  errorMessage?: string;
  /** Shows placeholders instead of amounts while the installments load. */
  isLoading?: boolean;
}

/**
 * 'Total a pagar' (docs/product/decisions.md, "Total a pagar"): the open installments at their
 * adjusted value, plus the fine and interest of the overdue ones, make the 'Saldo devedor atual' —
 * the figure of the statement PDF, from the same `statementTotals` of `@portal/domain` — followed by
 * the PDF's summary: installments paid (count and amount) and overdue.
 */
export function TotalToPayBox({
  installments,
  monetaryUnit,
  errorMessage,
  isLoading = false,
}: TotalToPayBoxProps) {
  const headingId = useId();
  const totals = useMemo(() => statementTotals(installments), [installments]);
  const amount = (cents: number, className = css.totalValue): ReactNode => (
    <dd className={className}>
      {isLoading ? (
        <span className={css.skeleton} aria-hidden="true" />
      ) : (
        <MoneyText cents={cents} monetaryUnit={monetaryUnit} />
      )}
    </dd>
  );
  const count = (text: string): ReactNode => (
    <dd className={own.summaryValue}>
      {isLoading ? <span className={css.skeleton} aria-hidden="true" /> : text}
    </dd>
  );
  return (
    <Card as="section" aria-labelledby={headingId} padding="md">
      <h2 id={headingId} className={css.cardHeading}>
        {financeMessages.totalTitle}
      </h2>
      {errorMessage ? (
        <p className={css.totalError} role="alert">
          {errorMessage}
        </p>
      ) : (
        <>
          <dl className={css.totalList}>
            <div className={css.totalRow}>
              <dt className={css.term}>{financeMessages.totalOpen}</dt>
              {amount(totals.openCents)}
            </div>
            <div className={css.totalRow}>
              <dt className={css.term}>{financeMessages.totalCharges}</dt>
              {amount(totals.chargesCents)}
            </div>
            <div className={`${css.totalRow} ${own.owedRow}`}>
              <dt className={css.term}>{financeMessages.totalOwed}</dt>
              {amount(totals.owedCents, own.owedValue)}
            </div>
          </dl>
          <dl className={own.summaryList}>
            <div className={css.totalRow}>
              <dt className={css.term}>{financeMessages.totalPaid}</dt>
              {count(financeMessages.totalPaidOf(totals.paidCount, totals.count))}
            </div>
            <div className={css.totalRow}>
              <dt className={css.term}>{financeMessages.totalPaidAmount}</dt>
              {count(formatMoney(totals.paidCents, monetaryUnit))}
            </div>
            <div className={css.totalRow}>
              <dt className={css.term}>{financeMessages.totalOverdue}</dt>
              {count(String(totals.overdueCount))}
            </div>
          </dl>
        </>
      )}
    </Card>
  );
}
