import { type InstallmentListRow, splitInstallmentRows } from '@portal/api';
import { type ContractSummary, contractFirstDate, summarizeContract, todayIso } from '@portal/domain';

/**
 * A contract card's money summary and its first date (the start of its income-tax years) from its
 * installment list (docs/product/rules.md, "Contract summary"). Its own chunk, loaded with the first
 * answer, so the statements page's first load stays in its budget.
 */
export function summarizeInstallments(rows: readonly InstallmentListRow[]): {
  summary: ContractSummary;
  firstDate: string | null;
} {
  const { installments } = splitInstallmentRows(rows);
  return {
    summary: summarizeContract(installments, todayIso(new Date())),
    firstDate: contractFirstDate(installments),
  };
}
