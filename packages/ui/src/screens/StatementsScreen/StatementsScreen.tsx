import { type ReactNode, useState } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { messages } from '../../messages/pt-BR';
import { financeMessages } from '../../messages/pt-BR-finance';
import type { NavigateHandler } from '../../navigation/link-click';
import { StatementCard, type StatementCardView } from './StatementCard';
import * as css from './StatementsScreen.css';
import type {
  ContractSummaryState,
  IncomeTaxPanelState,
  SlipPanelState,
  StatementSummaryItem,
} from './statements-types';

/** Props of {@link StatementsScreen}. */
export interface StatementsScreenProps {
  /** The customer's contracts; empty shows 'Não existem extratos disponíveis para visualização.'. */
  statements: readonly StatementSummaryItem[];
  isLoading?: boolean;
  /** Load failure other than "no statements" (404 is the empty list). */
  errorMessage?: string;
  onRetry?: () => void;
  /** Hrefs of the breadcrumb and of each card's Extrato link (the portal's typed paths). */
  homeHref: string;
  financeHref: string;
  statementHref: (billId: number) => string;
  onNavigate?: NavigateHandler;
  /** Boleto panel state per bill id; a bill without an entry shows the wait state. */
  slipStates?: Readonly<Record<number, SlipPanelState>>;
  /** Called when a card's Boleto panel opens: the portal looks the newest slip up. */
  onOpenSlip: (billId: number) => void;
  onDownloadSlip: (billId: number) => void;
  /** Called after a code was copied: the portal shows 'Código de boleto copiado.'. */
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
  /** Money summary per bill id (docs/product/rules.md, "Contract summary"); a bill without one shows none. */
  summaryStates?: Readonly<Record<number, ContractSummaryState>>;
  onRetrySummary?: (billId: number) => void;
  /** Years of the income-tax select, newest first (`incomeTaxYears` of `@portal/domain`). */
  incomeTaxYears: readonly number[];
  /** The years of one contract, once its first year is known; `incomeTaxYears` until then. */
  incomeTaxYearsByBill?: Readonly<Record<number, readonly number[]>>;
  incomeTaxStates?: Readonly<Record<number, IncomeTaxPanelState>>;
  onDownloadIncomeTax: (billId: number, year: number) => void;
  /** Opens a card's panel at first render (stories, deep links). */
  initialViews?: Readonly<Record<number, StatementCardView>>;
}

const loadingSlip: SlipPanelState = { status: 'loading' };

/**
 * The statements list ('Extratos', spec section 2): breadcrumb Início > Financeiro and one card per
 * contract with its money summary and Extrato, Boleto and Rendimento. Presentational: data and outcomes come in as props.
 */
export function StatementsScreen({
  statements,
  isLoading = false,
  errorMessage,
  onRetry,
  homeHref,
  financeHref,
  statementHref,
  onNavigate,
  slipStates = {},
  onOpenSlip,
  onDownloadSlip,
  onCopyCode,
  onCopyError,
  summaryStates = {},
  onRetrySummary,
  incomeTaxYears,
  incomeTaxYearsByBill = {},
  incomeTaxStates = {},
  onDownloadIncomeTax,
  initialViews = {},
}: StatementsScreenProps) {
  const [views, setViews] = useState<Readonly<Record<number, StatementCardView>>>(initialViews);
  const changeView = (billId: number, view: StatementCardView) => {
    setViews((current) => ({ ...current, [billId]: view }));
    if (view === 'slip') onOpenSlip(billId);
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div aria-busy="true">
        <VisuallyHidden>
          <span role="status">{messages.common.loading}</span>
        </VisuallyHidden>
        <ul className={css.list} aria-hidden="true">
          <li className={css.skeletonCard} />
          <li className={css.skeletonCard} />
        </ul>
      </div>
    );
  } else if (errorMessage) {
    content = (
      <EmptyState
        tone="error"
        title={errorMessage}
        action={onRetry && <Button onPress={onRetry}>{financeMessages.retry}</Button>}
      />
    );
  } else if (statements.length === 0) {
    content = <EmptyState title={financeMessages.statementsEmpty} />;
  } else {
    content = (
      <ul className={css.list}>
        {statements.map((item) => {
          const view = views[item.bill_id] ?? 'options';
          return (
            <li key={item.bill_id} className={css.item({ open: view !== 'options' })}>
              <StatementCard
                item={item}
                view={view}
                onViewChange={(next) => changeView(item.bill_id, next)}
                statementHref={statementHref(item.bill_id)}
                onNavigate={onNavigate}
                slipState={slipStates[item.bill_id] ?? loadingSlip}
                summaryState={summaryStates[item.bill_id]}
                onRetrySummary={onRetrySummary && (() => onRetrySummary(item.bill_id))}
                incomeTaxYears={incomeTaxYearsByBill[item.bill_id] ?? incomeTaxYears}
                incomeTaxState={incomeTaxStates[item.bill_id]}
                onDownloadSlip={() => onDownloadSlip(item.bill_id)}
                onDownloadIncomeTax={(year) => onDownloadIncomeTax(item.bill_id, year)}
                onCopyCode={onCopyCode}
                onCopyError={onCopyError}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Page>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: messages.breadcrumbs.home, href: homeHref },
              { label: messages.breadcrumbs.financial, href: financeHref },
            ]}
            onNavigate={onNavigate}
          />
        }
        title={financeMessages.statementsTitle}
      />
      {content}
    </Page>
  );
}
