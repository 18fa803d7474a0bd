import { type ContractTerms, type StatementTotalsRow, statementTotals } from '@portal/domain';
import { useMemo } from 'react';
import { TotalToPayCard } from './TotalToPayCard';

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
 * 'Total a pagar' with its figures (docs/product/decisions.md, "Total a pagar" and product rule §8):
 * the open installments at their adjusted value, plus the fine and interest of the overdue ones, less
 * the interest taken off the ones due later, make the 'Saldo devedor atual' — what settles the contract
 * today, valid for that day — the figure of the statement PDF, from the same `statementTotals` of
 * `@portal/domain`. The sums and the present value are a chunk of their own, fetched as the statement
 * mounts (decision 017, the route's budget); until it is there the statement draws the same card
 * loading, {@link TotalToPayCard}, so it keeps its place (decision 071).
 */
export function TotalToPayBox({
  installments,
  terms,
  today,
  monetaryUnit,
  errorMessage,
  isLoading = false,
}: TotalToPayBoxProps) {
  const totals = useMemo(
    () => statementTotals(installments, { ...terms, today }),
    [installments, terms, today],
  );
  return (
    <TotalToPayCard
      totals={isLoading ? undefined : totals}
      monetaryUnit={monetaryUnit}
      errorMessage={errorMessage}
    />
  );
}
