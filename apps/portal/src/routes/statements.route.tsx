import type { StatementSummary } from '@portal/api';
import { incomeTaxYears, messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import { StatementsScreen } from '@portal/ui/screens';
import { useMemo } from 'react';
import { deferredScreen } from '../app/deferred-screen';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useNavigate } from '../app/navigation/navigation';
import { useSession } from '../app/session/use-session';
import { useDocumentTitle } from '../app/use-document-title';
import { paths, statementHref } from '../config/paths';
import {
  documentFiltersOf,
  preloadSignedInCustomer,
  useSignedInCustomer,
} from '../features/customer/use-signed-in-customer';
import {
  isNoStatements,
  preloadStatementSummaries,
  useStatementSummaries,
} from '../features/finance/use-statement-summaries';
import { messages } from '../messages/pt-BR';
import { useContractSummaries } from './statements/use-contract-summaries';
import { useIncomeTaxDownloads } from './statements/use-income-tax-downloads';
import { useSlipPanels } from './statements/use-slip-panels';

const Screen = deferredScreen(StatementsScreen);

/** One empty list, so the summaries' effect does not run again on every render while loading. */
const NO_STATEMENTS: readonly StatementSummary[] = [];

/** The contracts and the customer record, asked for as the page's code arrives. */
export function preloadData({ client, user }: RouteDataContext): void {
  if (user?.customerId === undefined) return;
  preloadStatementSummaries(client, user.customerId);
  void preloadSignedInCustomer(client, user.customerId);
}

/**
 * Route `/financeiro`, 'Extratos' (spec section 2): one card per contract of the customer with its
 * money summary (docs/product/rules.md, "Contract summary"), Extrato (the statement route), Boleto
 * (newest payable slip: line, PIX, PDF) and Rendimento (yearly income-tax report). 404 is the empty
 * list ('Não existem extratos disponíveis para visualização.').
 */
export function Component() {
  useDocumentTitle(messages.titles.statements);
  const navigate = useNavigate();
  const toast = useToast();
  const customerId = useSession().user?.customerId;
  const summaries = useStatementSummaries();
  const { data: customer } = useSignedInCustomer();
  const documents = useMemo(() => documentFiltersOf(customer), [customer]);
  const slips = useSlipPanels(documents);
  const incomeTax = useIncomeTaxDownloads(customerId);
  // Until a card's installments arrive its select runs from the customer's creation year; the
  // contract's first year replaces it after (docs/product/rules.md, "Income-tax years").
  const years = useMemo(() => incomeTaxYears(customer?.created_at, new Date()), [customer?.created_at]);

  const statements = summaries.data ?? NO_STATEMENTS;
  const contracts = useContractSummaries(statements, documents);
  const byBill = (bill: number) => statements.find((item) => item.bill_id === bill);
  const failed = summaries.error && !isNoStatements(summaries.error);

  return (
    <Screen
      statements={statements}
      isLoading={summaries.isLoading || (!summaries.data && !summaries.error)}
      errorMessage={failed ? summaries.error?.message : undefined}
      onRetry={() => void summaries.mutate()}
      homeHref={paths.enterprises}
      financeHref={paths.statements}
      statementHref={statementHref}
      onNavigate={(href) => void navigate(href)}
      slipStates={slips.states}
      summaryStates={contracts.states}
      onRetrySummary={contracts.retry}
      onOpenSlip={(bill) => {
        const item = byBill(bill);
        if (item) void slips.open(item);
      }}
      onDownloadSlip={(bill) => void slips.download(bill)}
      onCopyCode={(code) => {
        const isPix = Object.values(slips.states).some((s) => s.status === 'ready' && s.pixCode === code);
        toast.success(isPix ? messages.finance.pixCopied : messageForCode('COPY-CODE-200'));
      }}
      onCopyError={() => toast.danger(messages.finance.copyFailed)}
      incomeTaxYears={years}
      incomeTaxYearsByBill={contracts.yearsByBill}
      incomeTaxStates={incomeTax.states}
      onDownloadIncomeTax={(bill, year) => {
        const item = byBill(bill);
        if (item) void incomeTax.download(item, year);
      }}
    />
  );
}
