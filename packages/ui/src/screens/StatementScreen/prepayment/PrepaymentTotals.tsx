import { formatDateBr, formatMoney } from '@portal/domain';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden';
import { prepaymentMessages as text } from '../../../messages/pt-BR-prepayment';
import * as css from './prepayment.css';
import type { PrepaymentTotals as Totals } from './prepayment-types';

/** Props of {@link PrepaymentTotals}. */
export interface PrepaymentTotalsProps {
  totals: Totals;
  paymentDate: string;
  /** False for a contract without rate: no discount line (the dialog explains why). */
  showDiscount: boolean;
  monetaryUnit?: string;
}

/**
 * The sums of the choice: how many installments, their corrected value, the discount and the total to
 * pay on the payment date. A visually hidden polite live region repeats the count and the total after
 * each change, so a screen reader hears the new total without leaving the checkbox.
 */
export function PrepaymentTotals({ totals, paymentDate, showDiscount, monetaryUnit }: PrepaymentTotalsProps) {
  const headingId = useId();
  const count = text.selectedCount(totals.count);
  const money = (cents: number) => formatMoney(cents, monetaryUnit);
  const total = money(totals.totalCents);
  const discount = showDiscount ? money(totals.discountCents) : null;
  return (
    <section className={css.totals} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.blockTitle}>
        {text.totalsTitle}
      </h3>
      <p className={css.muted}>{count}</p>
      <dl className={css.totalsList}>
        {showDiscount && (
          <>
            <div className={css.totalsRow}>
              <dt>{text.totalValue}</dt>
              <dd className={css.totalsValue}>{money(totals.valueCents)}</dd>
            </div>
            <div className={css.totalsRow}>
              <dt>{text.totalDiscount}</dt>
              <dd className={`${css.totalsValue} ${css.discount}`}>{`- ${discount}`}</dd>
            </div>
          </>
        )}
        <div className={`${css.totalsRow} ${css.totalsGrand}`}>
          <dt>{text.totalToPay(formatDateBr(paymentDate))}</dt>
          <dd className={css.totalsValue}>{total}</dd>
        </div>
      </dl>
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {totals.count > 0 ? text.announce(count, total, discount) : ''}
        </span>
      </VisuallyHidden>
    </section>
  );
}
