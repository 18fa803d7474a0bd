import {
  applySort,
  contractTermsOf,
  DEFAULT_PAGE_SIZE,
  INITIAL_SORT_STATE,
  messageForCode,
  paginate,
  resetSort,
  type SortState,
  setSortPage,
  todayIso,
  toggleSort,
} from '@portal/domain';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { DataTable } from '../../components/DataTable/DataTable';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Icon } from '../../components/Icon/Icon';
import { Page } from '../../components/Page/Page';
import { Pagination } from '../../components/Pagination/Pagination';
import { TextLink } from '../../components/TextLink/TextLink';
import { messages } from '../../messages/pt-BR';
import { statementMessages } from '../../messages/pt-BR-statement';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import type { SlipPanelState } from '../StatementsScreen/statements-types';
import { ColumnHelp } from './ColumnHelp';
import { CorrectionPending } from './CorrectionPending';
import { loadCorrectionExplained } from './correction-chunk';
import { installmentColumns } from './installment-columns';
import * as css from './StatementScreen.css';
import type { BillInfo, InstallmentRow, ProofSubmission, ProofUploadState } from './statement-types';
import { TotalToPayPending } from './TotalToPayPending';

/**
 * The proof dialog (its file picker, notes field and dialog frame) is a chunk of its own, off the
 * statement's first script: the page stays within its 140 KiB budget (decision 038). It is fetched
 * once the page is idle and drawn from the first 'Enviar' on, so neither its code nor its frame runs
 * while the statement itself is being drawn (a phone's main thread, decision 039).
 */
const loadProofDialog = () => import('./ProofDialog');
const ProofDialog = lazy(() => loadProofDialog().then((module) => ({ default: module.ProofDialog })));
/**
 * 'Correção monetária' and its plain-Portuguese line (product rule §8): its own small chunk, with the
 * indexes' texts, fetched as the page mounts, so the statement's first script stays in its budget
 * (decision 071). The bill info it waits for is on its way meanwhile.
 */
const CorrectionExplained = lazy(() =>
  loadCorrectionExplained().then((module) => ({ default: module.CorrectionExplained })),
);
/**
 * 'Total a pagar''s figures — the sums and the present value of `statementTotals` (product rule §8) —
 * their own chunk, fetched as the card is first drawn (decision 017, the route's budget): until they are
 * there the card is drawn loading (`TotalToPayPending`), in its place (decision 071).
 */
const TotalToPayBox = lazy(() =>
  import('./TotalToPayBox').then((module) => ({ default: module.TotalToPayBox })),
);
/** The warning about rows that cannot be shown: a rare case, its own small chunk (decision 038). */
const UnreadableNotice = lazy(() =>
  import('./UnreadableNotice').then((module) => ({ default: module.UnreadableNotice })),
);
/** A row's slip dialog, its own chunk too, fetched on the first 'Boleto' (decision 038). */
const SlipDialog = lazy(() => import('./SlipDialog').then((module) => ({ default: module.SlipDialog })));

/** Fetches the proof dialog's chunk when the browser has nothing else to do (soon after the page shows). */
function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 2_000);
    return () => window.clearTimeout(timer);
  }, [load]);
}

/** Props of {@link StatementScreen}. */
export interface StatementScreenProps {
  /**
   * Bill info (Divisão, Título/DOC, Unidade, the correction index and the contract's terms); undefined
   * while loading. 'Total a pagar' waits for it: its saldo devedor depends on the terms (product rule §8).
   */
  billInfo?: BillInfo;
  /** The bill info could not be read: 'Total a pagar' says so instead of waiting for it. */
  isBillInfoFailed?: boolean;
  /** The São Paulo day the saldo devedor is computed for (ISO); today by default. */
  today?: string;
  installments: readonly InstallmentRow[];
  /**
   * Numbers of the rows the api could not read (`null` for a row without a readable number): they are
   * left out of the table and named in a notice above it, so one bad row never hides the others.
   */
  unreadableInstallments?: ReadonlyArray<number | null>;
  isLoading?: boolean;
  /**
   * The bill asked for is not one of the customer's (a malformed or foreign `bill` in the link, a 404):
   * the page says so and leads back to the statements list instead of showing an empty statement.
   */
  isNotFound?: boolean;
  /** Installments could not be loaded. */
  errorMessage?: string;
  /** Shown with `errorMessage` as 'Tentar novamente': the portal asks for the installments again. */
  onRetry?: () => void;
  homeHref: string;
  financeHref: string;
  onNavigate?: NavigateHandler;
  onExportXls: (rows: readonly InstallmentRow[]) => void;
  onExportPdf: () => void;
  isExportingPdf?: boolean;
  isExportingXls?: boolean;
  /** Proof upload; the portal streams the file and reports progress through `proofUpload`. */
  onSendProof: (submission: ProofSubmission) => void;
  proofUpload?: ProofUploadState;
  /** Called when the proof dialog closes, so the portal can reset `proofUpload`. */
  onProofDialogClose?: () => void;
  /**
   * The installment whose proof dialog is open, when the portal controls it (e.g. to close the dialog
   * after a send, spec section 4); left undefined, the screen opens and closes the dialog itself.
   */
  proofInstallment?: InstallmentRow | null;
  /** Called when a row's 'Enviar' opens the dialog (the row) or the dialog is closed (null). */
  onProofInstallmentChange?: (installment: InstallmentRow | null) => void;
  /**
   * A row's 'Boleto' (every open row, overdue ones included: docs/product/decisions.md, "Paying from
   * the statement"): the portal generates the slip and reports it through `slipState`. Absent, the rows
   * offer no slip.
   */
  onOpenSlip?: (installment: InstallmentRow) => void;
  /** The installment whose slip dialog is open; null or absent keeps it closed. */
  slipInstallment?: InstallmentRow | null;
  slipState?: SlipPanelState;
  onSlipDownload?: () => void;
  onSlipClose?: () => void;
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
  /**
   * 'Antecipar parcelas' (product rule §8 "Pay ahead"): the portal draws the kit's `PrepaymentDialog`
   * itself, from a chunk of its own fetched on this press (decision 073). Absent, no button.
   */
  onPrepay?: () => void;
}

const idle: ProofUploadState = { status: 'idle' };
const loadingSlip: SlipPanelState = { status: 'loading' };

/**
 * The statement of one bill (spec section 2): back arrow and company name, breadcrumb, info block,
 * 'Total a pagar', export buttons, the installments table (8 per page, sortable, 'Limpar filtros' when
 * sorted) and the proof-of-payment dialog. Sorting and paging use the rules of `@portal/domain`.
 */
export function StatementScreen({
  billInfo,
  isBillInfoFailed = false,
  today: givenToday,
  installments,
  unreadableInstallments = [],
  isLoading = false,
  errorMessage,
  homeHref,
  financeHref,
  onNavigate,
  onExportXls,
  onExportPdf,
  isExportingPdf = false,
  isExportingXls = false,
  onSendProof,
  proofUpload = idle,
  onProofDialogClose,
  onRetry,
  isNotFound = false,
  proofInstallment,
  onProofInstallmentChange,
  onOpenSlip,
  slipInstallment = null,
  slipState = loadingSlip,
  onSlipDownload,
  onSlipClose,
  onCopyCode,
  onCopyError,
  onPrepay,
}: StatementScreenProps) {
  const infoId = useId();
  const [sort, setSort] = useState<SortState>(INITIAL_SORT_STATE);
  const [ownProofFor, setOwnProofFor] = useState<InstallmentRow | null>(null);
  const proofFor = proofInstallment === undefined ? ownProofFor : proofInstallment;
  // Drawn from its first opening on (and kept, so it can animate closed and open again at once).
  const [proofDialogDrawn, setProofDialogDrawn] = useState(false);
  if (proofFor && !proofDialogDrawn) setProofDialogDrawn(true);
  usePrefetchWhenIdle(loadProofDialog);
  useEffect(() => {
    void loadCorrectionExplained().catch(() => undefined);
  }, []);
  const changeProof = useRef(onProofInstallmentChange);
  changeProof.current = onProofInstallmentChange;
  const setProofFor = useCallback((row: InstallmentRow | null) => {
    setOwnProofFor(row);
    changeProof.current?.(row);
  }, []);
  const [slipDialogDrawn, setSlipDialogDrawn] = useState(false);
  if (slipInstallment && !slipDialogDrawn) setSlipDialogDrawn(true);
  const openSlip = useRef(onOpenSlip);
  openSlip.current = onOpenSlip;
  const hasSlip = onOpenSlip !== undefined;
  const monetaryUnit = installments[0]?.monetary_unit;
  const correctionIndex = billInfo?.correction_index;
  const columns = useMemo(
    () =>
      installmentColumns(
        monetaryUnit,
        {
          onSendProof: setProofFor,
          onOpenSlip: hasSlip ? (row) => openSlip.current?.(row) : undefined,
        },
        correctionIndex,
      ),
    [monetaryUnit, setProofFor, hasSlip, correctionIndex],
  );
  const terms = useMemo(() => contractTermsOf(billInfo), [billInfo]);
  // 'Correção monetária' keeps its place from the first paint while the bill info is on its way
  // (decision 071): a card that grew when it arrived moved everything under it.
  const isCorrectionPending = !billInfo && !isBillInfoFailed && !(errorMessage && !isLoading);
  const today = givenToday ?? todayIso(new Date());
  const totalError =
    (errorMessage && !isLoading) || isBillInfoFailed ? messageForCode('TOTAL-DEBIT-404') : undefined;
  const sorted = useMemo(() => applySort(installments, sort), [installments, sort]);
  const page = useMemo(() => paginate(sorted, sort.page, DEFAULT_PAGE_SIZE), [sorted, sort.page]);
  // The table is most of the page: an answer that changes only the header or the total (they arrive one
  // by one) leaves it as it is instead of drawing it again.
  const table = useMemo(
    () => (
      <DataTable
        caption={statementMessages.installmentsCaption}
        columns={columns}
        rows={page.items}
        getRowKey={(row) => String(row.installment_id)}
        sort={sort}
        onSortToggle={(column) => setSort((state) => toggleSort(state, column))}
        isLoading={isLoading}
        skeletonRows={DEFAULT_PAGE_SIZE}
        emptyText={statementMessages.installmentsEmpty}
        headerHelp="described"
      />
    ),
    [columns, page, sort, isLoading],
  );
  const companyName = billInfo?.company.name ?? '';
  const unitName = billInfo?.unit[0]?.name ?? statementMessages.noUnit;

  const closeProof = () => {
    setProofFor(null);
    onProofDialogClose?.();
  };

  const header = (
    <div className={css.header}>
      <Breadcrumbs
        items={[
          { label: messages.breadcrumbs.home, href: homeHref },
          { label: messages.breadcrumbs.financial, href: financeHref },
          { label: messages.breadcrumbs.statement },
        ]}
        onNavigate={onNavigate}
      />
      <div className={css.titleRow}>
        <a
          href={financeHref}
          className={css.backLink}
          aria-label={statementMessages.back}
          title={statementMessages.back}
          onClick={(event) => handleLinkClick(event, financeHref, onNavigate)}
        >
          <Icon name="back" size="md" />
        </a>
        <h1 className={css.title}>{companyName || statementMessages.statement}</h1>
      </div>
    </div>
  );

  if (isNotFound) {
    return (
      <Page width="wide">
        {header}
        <EmptyState
          tone="error"
          title={statementMessages.billNotFound}
          description={statementMessages.billNotFoundHelp}
          action={
            <TextLink href={financeHref} onNavigate={onNavigate} variant="standalone" icon="back">
              {statementMessages.back}
            </TextLink>
          }
        />
      </Page>
    );
  }

  return (
    <Page width="wide">
      {header}

      <div className={css.summary}>
        <Card as="section" aria-labelledby={infoId} padding="md">
          <h2 id={infoId} className={css.cardHeading}>
            {statementMessages.infoTitle}
          </h2>
          <dl className={css.infoList}>
            {[
              [statementMessages.division, companyName || statementMessages.emptyCell],
              [statementMessages.document, billInfo?.document || statementMessages.emptyCell],
              [statementMessages.unit, billInfo ? unitName : statementMessages.emptyCell],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className={css.term}>{term}</dt>
                <dd className={css.value}>
                  {isLoading && !billInfo ? <span className={css.skeleton} aria-hidden="true" /> : value}
                </dd>
              </div>
            ))}
          </dl>
          {correctionIndex !== undefined ? (
            <Suspense fallback={<CorrectionPending />}>
              <CorrectionExplained index={correctionIndex} />
            </Suspense>
          ) : (
            isCorrectionPending && <CorrectionPending />
          )}
        </Card>
        <Suspense fallback={<TotalToPayPending errorMessage={totalError} />}>
          <TotalToPayBox
            installments={installments}
            terms={terms}
            today={today}
            monetaryUnit={monetaryUnit}
            errorMessage={totalError}
            isLoading={isLoading || !billInfo}
          />
        </Suspense>
      </div>

      <div className={css.toolbar}>
        <Button
          variant="secondary"
          icon="download"
          isDisabled={isLoading || installments.length === 0}
          isLoading={isExportingXls}
          onPress={() => onExportXls(sorted)}
        >
          {statementMessages.exportXls}
        </Button>
        <Button
          variant="secondary"
          icon="file"
          isDisabled={isLoading}
          isLoading={isExportingPdf}
          onPress={onExportPdf}
        >
          {statementMessages.exportPdf}
        </Button>
        {onPrepay && (
          <Button
            variant="secondary"
            icon="wallet"
            isDisabled={isLoading || installments.length === 0}
            onPress={onPrepay}
          >
            {statementMessages.prepaymentOpen}
          </Button>
        )}
        {sort.isOrdered && (
          <span className={css.toolbarEnd}>
            <Button variant="ghost" icon="close" isFullWidth onPress={() => setSort(resetSort(sort))}>
              {statementMessages.clearFilters}
            </Button>
          </span>
        )}
      </div>

      {unreadableInstallments.length > 0 && !errorMessage && (
        <Suspense fallback={null}>
          <UnreadableNotice installments={unreadableInstallments} />
        </Suspense>
      )}

      {errorMessage && !isLoading ? (
        <EmptyState
          tone="error"
          title={errorMessage}
          action={onRetry && <Button onPress={onRetry}>{statementMessages.retry}</Button>}
        />
      ) : (
        <div className={css.tableBlock}>
          <ColumnHelp columns={columns} />
          {table}
          {!isLoading && (
            <Pagination
              page={page.page}
              total={page.total}
              pageSize={DEFAULT_PAGE_SIZE}
              onPageChange={(next) => setSort((state) => setSortPage(state, next))}
            />
          )}
        </div>
      )}

      {slipDialogDrawn && (
        <Suspense fallback={null}>
          <SlipDialog
            installment={slipInstallment}
            state={slipState}
            onDownload={() => onSlipDownload?.()}
            onClose={() => onSlipClose?.()}
            onCopyCode={onCopyCode}
            onCopyError={onCopyError}
          />
        </Suspense>
      )}
      {proofDialogDrawn && (
        <Suspense fallback={null}>
          <ProofDialog
            installment={proofFor}
            upload={proofUpload}
            onSubmit={onSendProof}
            onClose={closeProof}
          />
        </Suspense>
      )}
    </Page>
  );
}
