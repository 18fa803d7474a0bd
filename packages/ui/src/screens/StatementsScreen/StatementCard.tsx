import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { Card } from '../../components/Card/Card';
import { Icon } from '../../components/Icon/Icon';
import { IconButton } from '../../components/IconButton/IconButton';
import { financeMessages } from '../../messages/pt-BR-finance';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import { IncomeTaxPanel } from './IncomeTaxPanel';
import { LazyContractSummary } from './LazyContractSummary';
import { LazySlipPanel } from './LazySlipPanel';
import * as css from './StatementsScreen.css';
import {
  type ContractSummaryState,
  type IncomeTaxPanelState,
  type SlipPanelState,
  type StatementSummaryItem,
  statementTitle,
} from './statements-types';

/** Which face of the card is showing. */
export type StatementCardView = 'options' | 'slip' | 'incomeTax';

/** Props of {@link StatementCard}. */
export interface StatementCardProps {
  item: StatementSummaryItem;
  view: StatementCardView;
  onViewChange: (view: StatementCardView) => void;
  statementHref: string;
  onNavigate?: NavigateHandler;
  slipState: SlipPanelState;
  /** The money summary under the title; none when the portal does not give one. */
  summaryState?: ContractSummaryState;
  onRetrySummary?: () => void;
  incomeTaxYears: readonly number[];
  incomeTaxState?: IncomeTaxPanelState;
  onDownloadSlip: () => void;
  onDownloadIncomeTax: (year: number) => void;
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
}

/**
 * One contract: its title, its money summary (next installment, overdue alert, paid and remaining)
 * and the buttons Extrato (a link to the statement), Boleto and Rendimento.
 * Boleto and Rendimento turn the card into a panel in place; the close icon brings the buttons back
 * and focus returns to the button that opened the panel.
 */
export function StatementCard({
  item,
  view,
  onViewChange,
  statementHref,
  onNavigate,
  slipState,
  summaryState,
  onRetrySummary,
  incomeTaxYears,
  incomeTaxState,
  onDownloadSlip,
  onDownloadIncomeTax,
  onCopyCode,
  onCopyError,
}: StatementCardProps) {
  const titleId = useId();
  const title = statementTitle(item);
  const closeRef = useRef<HTMLButtonElement>(null);
  const slipRef = useRef<HTMLButtonElement>(null);
  const taxRef = useRef<HTMLButtonElement>(null);
  const previousView = useRef(view);
  // The pressed button disappears when the panel opens: move focus into the panel (its close icon),
  // and back to the opener when the panel closes, so keyboard users never land on <body>.
  useEffect(() => {
    const before = previousView.current;
    previousView.current = view;
    if (before === view) return;
    if (view !== 'options') closeRef.current?.focus();
    else (before === 'slip' ? slipRef : taxRef).current?.focus();
  }, [view]);
  return (
    <Card as="article" aria-labelledby={titleId} elevation="raised" padding="lg">
      <div className={css.cardBody}>
        <div className={css.cardHead}>
          <span className={css.cardIcon}>
            <Icon name="receipt" size="md" />
          </span>
          <div className={css.cardTitles}>
            <h2 id={titleId} className={css.cardTitle}>
              {title}
            </h2>
            {item.enterprise?.name && <p className={css.cardSubtitle}>{item.enterprise.name}</p>}
          </div>
        </div>
        {summaryState && <LazyContractSummary state={summaryState} onRetry={onRetrySummary} />}
        {view === 'options' ? (
          <div className={css.options}>
            <a
              href={statementHref}
              className={button({ variant: 'secondary', size: 'md', fullWidth: true })}
              aria-label={financeMessages.statementOpen(title)}
              onClick={(event) => handleLinkClick(event, statementHref, onNavigate)}
            >
              <Icon name="file" size="sm" />
              {financeMessages.statement}
            </a>
            <Button
              ref={slipRef}
              variant="secondary"
              icon="receipt"
              isFullWidth
              onPress={() => onViewChange('slip')}
              aria-label={financeMessages.slipOpen(title)}
            >
              {financeMessages.slip}
            </Button>
            <Button
              ref={taxRef}
              variant="secondary"
              icon="download"
              isFullWidth
              onPress={() => onViewChange('incomeTax')}
              aria-label={financeMessages.incomeTaxOpen(title)}
            >
              {financeMessages.incomeTax}
            </Button>
          </div>
        ) : (
          <section
            className={css.panel}
            aria-label={
              view === 'slip' ? financeMessages.slipPanelTitle : financeMessages.incomeTaxPanelTitle
            }
          >
            <div className={css.panelHead}>
              <h3 className={css.panelTitle}>
                {view === 'slip' ? financeMessages.slipPanelTitle : financeMessages.incomeTaxPanelTitle}
              </h3>
              <IconButton
                ref={closeRef}
                icon="close"
                label={financeMessages.closePanel}
                onPress={() => onViewChange('options')}
              />
            </div>
            {view === 'slip' ? (
              <LazySlipPanel
                state={slipState}
                onDownload={onDownloadSlip}
                onCopyCode={onCopyCode}
                onCopyError={onCopyError}
              />
            ) : (
              <IncomeTaxPanel
                years={incomeTaxYears}
                state={incomeTaxState}
                onDownload={onDownloadIncomeTax}
              />
            )}
          </section>
        )}
      </div>
    </Card>
  );
}
