import { type InstallmentListRow, splitInstallmentRows } from '@portal/api';
import {
  type ContractSummary,
  type ContractTerms,
  contractFirstDate,
  summarizeContract,
  todayIso,
} from '@portal/domain';

/**
 * A contract card's money summary and its first date (the start of its income-tax years) from its
 * installment list (docs/product/rules.md, "Contract summary"), the saldo devedor at the contract's
 * `terms` (product rule §8). Its own chunk, loaded with the first answer, so the statements page's
 * first load stays in its budget.
 */
export function summarizeInstallments(
  rows: readonly InstallmentListRow[],
  terms: ContractTerms,
): {
  summary: ContractSummary;
  firstDate: string | null;
} {
  const { installments } = splitInstallmentRows(rows);
  return {
    summary: summarizeContract(installments, todayIso(new Date()), terms),
    firstDate: contractFirstDate(installments),
  };
}
