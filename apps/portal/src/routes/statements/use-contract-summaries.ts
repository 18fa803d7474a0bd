import type { StatementSummary } from '@portal/api';
import { useInstallmentLists } from '@portal/api/react';
import { contractTermsOf, incomeTaxYears } from '@portal/domain';
import type { ContractSummaryState } from '@portal/ui/screens';
import { useCallback, useEffect, useMemo, useState } from 'react';

const LOADING: ContractSummaryState = { status: 'loading' };

/** The summarizing code: its own chunk, loaded with the first card's read (see summarize-installments). */
type Summarizer = typeof import('./summarize-installments');
type SummarizerState = { status: 'none' } | { status: 'ready'; module: Summarizer } | { status: 'failed' };

/** Loads the summarizing chunk once there is a card to summarize; a failure is tried again by `retry`. */
function useSummarizer(isWanted: boolean) {
  const [state, setState] = useState<SummarizerState>({ status: 'none' });
  const load = useCallback(() => {
    import('./summarize-installments').then(
      (module) => setState({ status: 'ready', module }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  useEffect(() => {
    if (isWanted) load();
  }, [isWanted, load]);
  return { state, reload: load };
}

/**
 * The money summary of each contract card of `/financeiro` (docs/product/rules.md, "Contract
 * summary"), read from the installment list the statement page reads (`current_debit_balance`, spec
 * section 7, through `useInstallmentLists`): no call of its own, the fine and interest are the
 * server's `current_balance`, the saldo devedor is at each contract's terms (product rule §8), and the
 * answer is in SWR's cache under the statement page's key, so opening 'Extrato' draws at once. Each
 * card loads, fails and retries on its own. Also gives each card's income-tax years, from its first
 * installment or payment.
 */
export function useContractSummaries(
  statements: readonly StatementSummary[],
  documents: { cpf: string; cnpj: string } | null,
) {
  // No read until the customer record (whose CPF/CNPJ the call needs) is here: the cards load.
  const queries = useMemo(
    () => (documents ? statements.map((item) => ({ numberTitle: item.bill_id, ...documents })) : []),
    [statements, documents],
  );
  const lists = useInstallmentLists(queries);
  const summarizer = useSummarizer(queries.length > 0);

  const summaries = useMemo(() => {
    const byBill: Record<number, { state: ContractSummaryState; firstDate?: string | null }> = {};
    statements.forEach((item, index) => {
      const entry = lists.entries[index];
      if (!entry || entry.isLoading) byBill[item.bill_id] = { state: LOADING };
      else if (entry.error || summarizer.state.status === 'failed')
        byBill[item.bill_id] = { state: { status: 'error' } };
      else if (summarizer.state.status === 'none' || !entry.data) byBill[item.bill_id] = { state: LOADING };
      else {
        const { summary, firstDate } = summarizer.state.module.summarizeInstallments(
          entry.data,
          contractTermsOf(item),
        );
        byBill[item.bill_id] = { state: { status: 'ready', summary }, firstDate };
      }
    });
    return byBill;
  }, [statements, lists.entries, summarizer.state]);

  const states = useMemo(() => {
    const byBill: Record<number, ContractSummaryState> = {};
    for (const [bill, entry] of Object.entries(summaries)) byBill[Number(bill)] = entry.state;
    return byBill;
  }, [summaries]);

  const yearsByBill = useMemo(() => {
    const now = new Date();
    const years: Record<number, readonly number[]> = {};
    for (const [bill, entry] of Object.entries(summaries)) {
      if (entry.firstDate) years[Number(bill)] = incomeTaxYears(entry.firstDate, now);
    }
    return years;
  }, [summaries]);

  const { retry: retryList } = lists;
  const { state: summarizerState, reload } = summarizer;
  const retry = useCallback(
    (bill: number) => {
      if (summarizerState.status === 'failed') reload();
      const query = queries.find((item) => item.numberTitle === bill);
      if (query && lists.entries[queries.indexOf(query)]?.error) retryList(query);
    },
    [queries, lists.entries, retryList, summarizerState, reload],
  );

  return { states, yearsByBill, retry };
}
