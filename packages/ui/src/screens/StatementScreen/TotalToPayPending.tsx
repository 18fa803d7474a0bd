import { useId } from 'react';
import { Card } from '../../components/Card/Card';
import { statementMessages } from '../../messages/pt-BR-statement';
import * as css from './StatementScreen.css';
import * as own from './TotalToPayBox.css';

/** Props of {@link TotalToPayPending}. */
export interface TotalToPayPendingProps {
  /** 'Não foram encontradas informações para o saldo total devedor': said at once, as the card does. */
  errorMessage?: string;
}

/**
 * 'Total a pagar' while its figures' chunk (`TotalToPayBox`) is on its way: the card loading as
 * `TotalToPayCard` draws it — the same elements, terms and skeletons — without the code that formats
 * figures, so the statement's first script stays in its budget (decision 017) and nothing moves when
 * the chunk arrives (decision 071; the stories compare the two).
 */
export function TotalToPayPending({ errorMessage }: TotalToPayPendingProps) {
  const headingId = useId();
  const line = (term: string, valueClass: string, rowClass: string = css.totalRow) => (
    <div className={rowClass}>
      <dt className={css.term}>{term}</dt>
      <dd className={valueClass}>
        <span className={css.skeleton} aria-hidden="true" />
      </dd>
    </div>
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
            {line(statementMessages.totalOpen, css.totalValue)}
            {line(statementMessages.totalCharges, css.totalValue)}
            {line(statementMessages.totalOwed, own.owedValue, `${css.totalRow} ${own.owedRow}`)}
          </dl>
          <p className={own.validFor}>
            <span className={css.skeleton} aria-hidden="true" />
          </p>
          <dl className={own.summaryList}>
            {line(statementMessages.totalPaid, own.summaryValue)}
            {line(statementMessages.totalPaidAmount, own.summaryValue)}
            {line(statementMessages.totalOverdue, own.summaryValue)}
          </dl>
        </>
      )}
    </Card>
  );
}
