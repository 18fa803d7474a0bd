import { formatDateBr, formatMoney, type StatementTotals } from '@portal/domain';
import { type ReactNode, useId } from 'react';
import { Card } from '../../components/Card/Card';
import { MoneyText } from '../../components/MoneyText/MoneyText';
import { statementMessages } from '../../messages/pt-BR-statement';
import { statementTotalsMessages } from '../../messages/pt-BR-statement-totals';
import * as css from './StatementScreen.css';
import * as own from './TotalToPayBox.css';

/** Props of {@link TotalToPayCard}. */
export interface TotalToPayCardProps {
  /** The statement's figures (`statementTotals` of `@portal/domain`); absent, placeholders take their place. */
  totals?: StatementTotals;
  /** The statement's monetary unit, as the table and the PDF show it. */
  monetaryUnit?: string;
  /** 'Não foram encontradas informações para o saldo total devedor' when the installments failed. */
  errorMessage?: string;
}

/**
 * 'Total a pagar' as drawn (docs/product/decisions.md, "Total a pagar" and product rule §8): the open
 * installments at their adjusted value, the fine and interest of the overdue ones, the interest taken
 * off the ones due later, the 'Saldo devedor atual' and the day it is valid for, then the PDF's
 * summary: installments paid (count and amount) and overdue. Without `totals` it is the card loading, as
 * `TotalToPayPending` draws it in the statement's first script while this chunk is on its way.
 */
export function TotalToPayCard({ totals, monetaryUnit, errorMessage }: TotalToPayCardProps) {
  const headingId = useId();
  const skeleton = <span className={css.skeleton} aria-hidden="true" />;
  const amount = (cents: number | undefined, className = css.totalValue): ReactNode => (
    <dd className={className}>
      {cents === undefined ? skeleton : <MoneyText cents={cents} monetaryUnit={monetaryUnit} />}
    </dd>
  );
  const count = (text: string | undefined): ReactNode => (
    <dd className={own.summaryValue}>{text ?? skeleton}</dd>
  );
  return (
    <Card as="section" aria-labelledby={headingId} padding="md">
      <h2 id={headingId} className={css.cardHeading}>
        {statementMessages.totalTitle}
      </h2>
      {errorMessage ? (
        <p className={css.totalError} role="alert">
          {errorMessage}
        </p>
      ) : (
        <>
          <dl className={css.totalList}>
            <div className={css.totalRow}>
              <dt className={css.term}>{statementMessages.totalOpen}</dt>
              {amount(totals?.openCents)}
            </div>
            <div className={css.totalRow}>
              <dt className={css.term}>{statementMessages.totalCharges}</dt>
              {amount(totals?.chargesCents)}
            </div>
            {/* Only a contract with interest to take off has the line (product rule §8). */}
            {totals !== undefined && totals.discountCents > 0 && (
              <div className={css.totalRow}>
                <dt className={css.term}>{statementTotalsMessages.totalDiscount}</dt>
                {amount(-totals.discountCents)}
              </div>
            )}
            <div className={`${css.totalRow} ${own.owedRow}`}>
              <dt className={css.term}>{statementMessages.totalOwed}</dt>
              {amount(totals?.owedCents, own.owedValue)}
            </div>
          </dl>
          <p className={own.validFor}>
            {totals ? statementTotalsMessages.totalValidFor(formatDateBr(totals.validFor)) : skeleton}
          </p>
          <dl className={own.summaryList}>
            <div className={css.totalRow}>
              <dt className={css.term}>{statementMessages.totalPaid}</dt>
              {count(totals && statementTotalsMessages.totalPaidOf(totals.paidCount, totals.count))}
            </div>
            <div className={css.totalRow}>
              <dt className={css.term}>{statementMessages.totalPaidAmount}</dt>
              {count(totals && formatMoney(totals.paidCents, monetaryUnit))}
            </div>
            <div className={css.totalRow}>
              <dt className={css.term}>{statementMessages.totalOverdue}</dt>
              {count(totals && String(totals.overdueCount))}
            </div>
          </dl>
        </>
      )}
    </Card>
  );
}
