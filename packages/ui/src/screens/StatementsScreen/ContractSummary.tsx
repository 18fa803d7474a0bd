import { formatDateBr, formatMoney, type ContractSummary as Summary } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { contractSummaryMessages } from '../../messages/pt-BR-contract-summary';
import { financeMessages } from '../../messages/pt-BR-finance';
import * as css from './ContractSummary.css';
import { Notice } from './Notice';
import { SummarySkeleton } from './SummarySkeleton';
import type { ContractSummaryState } from './statements-types';

/** Props of {@link ContractSummary}. */
export interface ContractSummaryProps {
  state: ContractSummaryState;
  onRetry?: () => void;
}

/**
 * The money summary of a contract card (docs/product/rules.md, "Contract summary"): the overdue alert
 * with what is due today, fine and interest included ('Pagamentos em dia' in its place when nothing
 * is overdue); the next installment (amount, due date,
 * status); what was paid and what remains (count and amount). A skeleton while the installments load
 * and a clear error with a retry when they fail. Loaded on its own (`LazyContractSummary`).
 */
export function ContractSummary({ state, onRetry }: ContractSummaryProps) {
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <VisuallyHidden>
          <span role="status">{financeMessages.summary.loading}</span>
        </VisuallyHidden>
        <SummarySkeleton />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={css.summary}>
        <div className={css.body}>
          <Notice tone="error">{state.message ?? financeMessages.summary.error}</Notice>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {financeMessages.retry}
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <Figures summary={state.summary} />;
}

/** The overdue alert and the three figures. */
function Figures({ summary }: { summary: Summary }) {
  const t = contractSummaryMessages;
  const { next, overdue, paid, remaining } = summary;
  return (
    <div className={css.summary}>
      <div className={css.body}>
        {overdue.count > 0 ? (
          <div className={css.overdue}>
            <Icon name="alert" size="md" />
            <p className={css.overdueText}>
              <span className={css.overdueTitle}>{t.overdueTitle(overdue.count)}</span>
              <span>
                {t.overdueToday(formatMoney(overdue.amountCents), formatMoney(overdue.chargesCents))}
              </span>
            </p>
          </div>
        ) : (
          <div className={`${css.overdue} ${css.upToDate}`}>
            <Icon name="success" size="md" />
            <p className={css.overdueText}>
              <span className={css.overdueTitle}>{t.upToDateTitle}</span>
              <span>{t.upToDate}</span>
            </p>
          </div>
        )}
        <dl className={css.figures}>
          <div className={`${css.figure} ${css.nextFigure}`}>
            <dt className={css.label}>{t.next}</dt>
            {next ? (
              <>
                <dd className={css.amount}>{formatMoney(next.amountCents)}</dd>
                <dd className={css.detail}>
                  <span>{t.nextDetail(next.number, formatDateBr(next.dueDate), next.pastDue)}</span>
                  <StatusBadge status={next.status} />
                </dd>
              </>
            ) : (
              <dd className={css.amount}>{remaining.count === 0 ? t.allPaid : t.noneAhead}</dd>
            )}
          </div>
          <div className={css.figure}>
            <dt className={css.label}>{t.paid}</dt>
            <dd className={css.amount}>{formatMoney(paid.amountCents)}</dd>
            <dd className={css.detail}>{t.paidCount(paid.count, summary.count)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={css.label}>{t.remaining}</dt>
            <dd className={css.amount}>{formatMoney(remaining.amountCents)}</dd>
            <dd className={css.detail}>
              {remaining.count === 0
                ? t.remainingCount(0)
                : `${t.remainingCount(remaining.count)} · ${t.remainingValidFor(formatDateBr(remaining.validFor))}`}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
