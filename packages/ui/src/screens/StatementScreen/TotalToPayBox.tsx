import {
  type ContractTerms,
  formatDateBr,
  formatMoney,
  type StatementTotalsRow,
  statementTotals,
} from '@portal/domain';
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
  /** The contract's rate and whether it may be paid ahead (product rule §8). */
  terms: ContractTerms;
  /** The São Paulo day the saldo devedor is computed for (ISO). */
  today: string;
  /** The statement's monetary unit, as the table and the PDF show it. */
  monetaryUnit?: string;
  /** 'Não foram encontradas informações para o saldo total devedor' when the installments failed. */
  errorMessage?: string;
  /** Shows placeholders instead of amounts while the installments (or the contract's terms) load. */
  isLoading?: boolean;
}

/**
 * 'Total a pagar' (docs/product/decisions.md, "Total a pagar" and product rule §8): the open
 * installments at their adjusted value, plus the fine and interest of the overdue ones, less the
 * interest taken off the ones due later, make the 'Saldo devedor atual' — what settles the contract
 * today, valid for that day — the figure of the statement PDF, from the same `statementTotals` of
 * `@portal/domain`; then the PDF's summary: installments paid (count and amount) and overdue.
 */
export function TotalToPayBox({
  installments,
  terms,
  today,
  monetaryUnit,
  errorMessage,
  isLoading = false,
}: TotalToPayBoxProps) {
  const headingId = useId();
  const totals = useMemo(
    () => statementTotals(installments, { ...terms, today }),
    [installments, terms, today],
  );
  const skeleton = <span className={css.skeleton} aria-hidden="true" />;
  const amount = (cents: number, className = css.totalValue): ReactNode => (
    <dd className={className}>
      {isLoading ? skeleton : <MoneyText cents={cents} monetaryUnit={monetaryUnit} />}
    </dd>
  );
  const count = (text: string): ReactNode => (
    <dd className={own.summaryValue}>{isLoading ? skeleton : text}</dd>
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
            {/* Only a contract with interest to take off has the line (product rule §8). */}
            {!isLoading && totals.discountCents > 0 && (
              <div className={css.totalRow}>
                <dt className={css.term}>{financeMessages.totalDiscount}</dt>
                {amount(-totals.discountCents)}
              </div>
            )}
            <div className={`${css.totalRow} ${own.owedRow}`}>
              <dt className={css.term}>{financeMessages.totalOwed}</dt>
              {amount(totals.owedCents, own.owedValue)}
            </div>
          </dl>
          <p className={own.validFor}>
            {isLoading ? skeleton : financeMessages.totalValidFor(formatDateBr(totals.validFor))}
          </p>
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
