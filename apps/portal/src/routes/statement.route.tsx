import {
  billInfoEndpoint,
  currentDebitBalanceEndpoint,
  getCurrentDebitBalance,
  splitInstallmentRows,
} from '@portal/api';
import { preloadRead, useApiClient, useBillInfo, useCurrentDebitBalance } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import { StatementScreen } from '@portal/ui/screens';
import { lazy, Suspense, useMemo, useState } from 'react';
import { deferredScreen } from '../app/deferred-screen';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useNavigate, useSearchParams } from '../app/navigation/navigation';
import { idParam } from '../app/navigation/report-params';
import { useSession } from '../app/session/use-session';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import {
  documentFiltersOf,
  preloadSignedInCustomer,
  useSignedInCustomer,
} from '../features/customer/use-signed-in-customer';
import {
  preloadStatementSummaries,
  useStatementSummaries,
} from '../features/finance/use-statement-summaries';
import { messages } from '../messages/pt-BR';
import type { PrepaymentStart } from './statement/PrepaymentController';
import { useStatementActions } from './statement/use-statement-actions';

const Screen = deferredScreen(StatementScreen);
/** 'Antecipar parcelas': its state, calls and dialog, fetched on the first press (decision 073). */
const PrepaymentController = lazy(() =>
  import('./statement/PrepaymentController').then((module) => ({ default: module.PrepaymentController })),
);

/** The bill of `?bill=`, or null when it is not an id. */
function billOf(search: URLSearchParams): number | null {
  const raw = idParam(search.get('bill') ?? '');
  return raw === '' ? null : Number(raw);
}

/**
 * The statement's reads, started as its code arrives: the bill's header, the contracts and the
 * customer record at once, and the installments as soon as the record gives the CPF/CNPJ they are
 * asked with — without waiting for the page to be drawn in between. The 'Total a pagar' card is summed
 * from the installments, as the PDF is (docs/product/decisions.md, "Total a pagar").
 */
export function preloadData({ client, user, search }: RouteDataContext): void {
  const bill = billOf(search);
  const customerId = user?.customerId;
  if (bill === null || customerId === undefined) return;
  void preloadRead(client, billInfoEndpoint, { query: { numberTitle: bill } });
  preloadStatementSummaries(client, customerId);
  preloadSignedInCustomer(client, customerId).then(
    (customer) => {
      const documents = documentFiltersOf(customer);
      if (!documents) return;
      void preloadRead(client, currentDebitBalanceEndpoint, { query: { numberTitle: bill, ...documents } });
    },
    // The page reads the record again and says what went wrong.
    () => undefined,
  );
}

/**
 * Route `/financeiro/extrato?bill={bill_id}` (spec section 2, product rule §2): the statement of
 * one bill — info block, 'Total a pagar', installments (sortable, 8 per page), XLS and PDF exports, and
 * on every open row its slip and the proof of payment. A `bill` that is not an id, or not one of the customer's (404), shows a
 * Portuguese message with the way back to the list instead of a broken page.
 */
export function Component() {
  useDocumentTitle(messages.titles.statement);
  const navigate = useNavigate();
  const onNavigate = (href: string) => void navigate(href);
  const toast = useToast();
  const [params] = useSearchParams();
  const bill = billOf(params);

  const customerId = useSession().user?.customerId;
  const customer = useSignedInCustomer();
  const documents = useMemo(() => documentFiltersOf(customer.data), [customer.data]);
  const ready = bill !== null && documents !== null;
  const info = useBillInfo(bill);
  const balance = useCurrentDebitBalance(ready ? { numberTitle: bill, ...documents } : null);
  // The contract's enterprise for the PDF call; cached by SWR when the customer came from the list.
  const summaries = useStatementSummaries();
  const enterpriseId = summaries.data?.find((item) => item.bill_id === bill)?.enterprise.id ?? 0;

  const rows = useMemo(() => {
    const { installments, unreadable } = splitInstallmentRows(balance.data ?? []);
    return { installments, unreadable: unreadable.map((row) => row.installment_number) };
  }, [balance.data]);
  const client = useApiClient();
  // After a stored proof or an anticipation the rows are asked for afresh (the row then says when the
  // proof was sent, or 'Antecipação emitida'), and SWR does not revalidate on its own: its fetcher could
  // be handed a read preloaded before the send (preloadRead keeps an unclaimed answer 10 s), which put
  // the row back to 'A pagar'.
  const refresh = () => {
    if (!ready) return;
    const fresh = getCurrentDebitBalance(client, { numberTitle: bill, ...documents });
    void balance.mutate(fresh, { revalidate: false });
  };
  const copied = (isPix: boolean) =>
    toast.success(isPix ? messages.finance.pixCopied : messageForCode('COPY-CODE-200'));
  const copyFailed = () => toast.danger(messages.finance.copyFailed);
  const actions = useStatementActions({
    bill,
    pdfQuery:
      ready && customerId !== undefined
        ? { customerId, numberTitle: bill, ...documents, enterpriseId }
        : null,
    customer: customer.data,
    slipContext: ready ? { bill, enterpriseId, documents } : null,
    onSent: refresh,
  });
  // 'Antecipar parcelas' (product rule §8): drawn from its own chunk once asked for (decision 073).
  const [prepayment, setPrepayment] = useState<PrepaymentStart | null>(null);

  const isNotFound = bill === null || info.error?.status === 404 || balance.error?.status === 404;
  const loadError = customer.error ?? balance.error;
  return (
    <>
      <Screen
        isNotFound={isNotFound}
        billInfo={info.data}
        // The saldo devedor needs the contract's terms (product rule §8): the total says when they failed.
        isBillInfoFailed={info.error !== undefined && info.error.status !== 404}
        installments={rows.installments}
        unreadableInstallments={rows.unreadable}
        isLoading={!loadError && !balance.data}
        errorMessage={loadError?.message}
        onRetry={() => {
          void customer.mutate();
          void info.mutate();
          void balance.mutate();
        }}
        homeHref={paths.enterprises}
        financeHref={paths.statements}
        onNavigate={onNavigate}
        onExportXls={actions.exportXls}
        onExportPdf={actions.exportPdf}
        isExportingPdf={actions.isExportingPdf}
        isExportingXls={actions.isExportingXls}
        onSendProof={actions.sendProof}
        proofUpload={actions.upload}
        proofInstallment={actions.proofFor}
        onProofInstallmentChange={actions.changeProof}
        // A row held by an anticipation's slip shows that slip (product rule §8, decision 073).
        onOpenSlip={(installment) =>
          installment.prepayment === 'slip'
            ? setPrepayment({ heldInstallmentId: installment.installment_id })
            : actions.openSlip(installment)
        }
        slipInstallment={actions.slipFor}
        slipState={actions.slip}
        onSlipDownload={actions.downloadSlip}
        onSlipClose={actions.closeSlip}
        onCopyCode={(code) => copied(actions.slip.status === 'ready' && actions.slip.pixCode === code)}
        onCopyError={copyFailed}
        // Always drawn (disabled while the rows load): a button that appeared later would push the
        // table down on a phone (layout shift).
        onPrepay={() => {
          if (ready) setPrepayment({ heldInstallmentId: null });
        }}
      />
      {ready && prepayment && (
        <Suspense fallback={null}>
          <PrepaymentController
            bill={bill}
            start={prepayment}
            installments={rows.installments}
            monetaryUnit={rows.installments[0]?.monetary_unit}
            onClosed={() => setPrepayment(null)}
            onIssued={refresh}
            onCopyCode={(_code, isPix) => copied(isPix)}
            onCopyError={copyFailed}
          />
        </Suspense>
      )}
    </>
  );
}
