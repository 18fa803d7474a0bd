import { totalToPay } from '@portal/domain';
import { useId } from 'react';
import { Card } from '../../components/Card/Card';
import { MoneyText } from '../../components/MoneyText/MoneyText';
import { financeMessages } from '../../messages/pt-BR-finance';
import * as css from './StatementScreen.css';
import type { TotalDebitInput } from './statement-types';

/** Props of {@link TotalToPayBox}. */
export interface TotalToPayBoxProps {
  total?: TotalDebitInput | null;
  /** 'Não foram encontradas informações para o saldo total devedor' when the call failed. */
  errorMessage?: string;
  /** Shows placeholders instead of amounts while the total loads. */
  isLoading?: boolean;
}

/**
 * 'Total a pagar' (spec section 2): 'Valor original' and 'Valor corrigido' both show the total adjusted
 * value and 'Acréscimos' the total additional value, as `totalToPay` of `@portal/domain` computes; in R$.
 */
export function TotalToPayBox({ total, errorMessage, isLoading = false }: TotalToPayBoxProps) {
  const headingId = useId();
  const amounts = totalToPay(total);
  const rows = [
    [financeMessages.totalOriginal, amounts.original],
    [financeMessages.totalCorrected, amounts.corrected],
    [financeMessages.totalAdditions, amounts.additions],
  ] as const;
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
        <dl className={css.totalList}>
          {rows.map(([label, cents]) => (
            <div key={label} className={css.totalRow}>
              <dt className={css.term}>{label}</dt>
              <dd className={css.totalValue}>
                {/* The box is always in reais (spec: "in R$"), whatever the statement's unit. */}
                {isLoading ? (
                  <span className={css.skeleton} aria-hidden="true" />
                ) : (
                  <MoneyText cents={cents} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
