import { currentDebitBalanceEndpoint, type StatementSummary } from '@portal/api';
import { callOrClaim, queryKey, useApiClient } from '@portal/api/react';
import { contractTermsOf, incomeTaxYears } from '@portal/domain';
import type { ContractSummaryState } from '@portal/ui/screens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';

const LOADING: ContractSummaryState = { status: 'loading' };

/** What one card knows once its installments arrived. */
interface Loaded {
  readonly state: ContractSummaryState;
  /** The contract's earliest due or payment date, once read. */
  readonly firstDate?: string | null;
}

/**
 * The money summary of each contract card of `/financeiro` (docs/product/rules.md, "Contract
 * summary"), read from the installment list the statement page reads (`current_debit_balance`, spec
 * section 7): no call of its own, the fine and interest are the server's `current_balance`, and the
 * answer is put in the SWR cache under the statement page's key, so opening 'Extrato' draws at once.
 * Each card loads, fails and retries on its own. Also gives each card's income-tax years, from its
 * first installment or payment.
 */
export function useContractSummaries(
  statements: readonly StatementSummary[],
  documents: { cpf: string; cnpj: string } | null,
) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [loaded, setLoaded] = useState<Readonly<Record<number, Loaded>>>({});
  const asked = useRef(new Set<number>());
  // Each contract's terms (rate, prepayment) come with the list; its saldo devedor reads them (product rule §8).
  const listed = useRef(statements);
  listed.current = statements;

  const load = useCallback(
    async (bill: number) => {
      if (!documents) return;
      asked.current.add(bill);
      const set = (entry: Loaded) => setLoaded((current) => ({ ...current, [bill]: entry }));
      set({ state: LOADING });
      const input = { query: { numberTitle: bill, ...documents } };
      try {
        const [rows, { summarizeInstallments }] = await Promise.all([
          callOrClaim(client, currentDebitBalanceEndpoint, input),
          import('./summarize-installments'),
        ]);
        void mutate(queryKey(currentDebitBalanceEndpoint, input), rows, { revalidate: false });
        const item = listed.current.find((statement) => statement.bill_id === bill);
        const { summary, firstDate } = summarizeInstallments(rows, contractTermsOf(item));
        set({ state: { status: 'ready', summary }, firstDate });
      } catch {
        set({ state: { status: 'error' } });
      }
    },
    [client, documents, mutate],
  );

  useEffect(() => {
    for (const item of statements) {
      if (!asked.current.has(item.bill_id)) void load(item.bill_id);
    }
  }, [statements, load]);

  // A card not asked yet (the customer record, which the call needs, is still on its way) is loading.
  const states = useMemo(() => {
    const byBill: Record<number, ContractSummaryState> = {};
    for (const item of statements) byBill[item.bill_id] = loaded[item.bill_id]?.state ?? LOADING;
    return byBill;
  }, [statements, loaded]);

  const yearsByBill = useMemo(() => {
    const now = new Date();
    const years: Record<number, readonly number[]> = {};
    for (const [bill, entry] of Object.entries(loaded)) {
      if (entry.firstDate) years[Number(bill)] = incomeTaxYears(entry.firstDate, now);
    }
    return years;
  }, [loaded]);

  return { states, yearsByBill, retry: load };
}
