import { lazy, Suspense } from 'react';
import type { ContractSummaryProps } from './ContractSummary';
import { SummarySkeleton } from './SummarySkeleton';

const ContractSummary = lazy(() =>
  import('./ContractSummary').then((module) => ({ default: module.ContractSummary })),
);

/**
 * {@link ContractSummary} in a chunk of its own, asked for with the page: the statements page's first
 * script stays in its budget (decision 038), and the grey block it shows until then is the one the
 * summary shows while the installments load.
 */
export function LazyContractSummary(props: ContractSummaryProps) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <SummarySkeleton />
        </div>
      }
    >
      <ContractSummary {...props} />
    </Suspense>
  );
}
