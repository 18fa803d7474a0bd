import { formatDateBr, formatMoney } from '@portal/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { prepaymentAdminMessages as t } from '../../messages/pt-BR-prepayments-admin';
import { reportMessages } from '../../messages/pt-BR-reports';
import { type GenerationReportFilters, generationTextFilters } from '../ReportScreen/generation-filters';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps } from '../ReportScreen/report-types';
import { prepaymentColumns, prepaymentRowKey } from './prepayment-columns';
import type { PrepaymentReportRow } from './prepayment-report-types';

/** The confirmation, loaded on the first 'Concluída' (the route's first script stays in its budget). */
const ConfirmDialog = lazy(() =>
  import('../../components/Dialog/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Props of {@link PrepaymentRequestsScreen}. */
export interface PrepaymentRequestsScreenProps extends ReportDataProps<PrepaymentReportRow> {
  onFilter: (filters: GenerationReportFilters) => void;
  initialFilters?: Partial<GenerationReportFilters>;
  /** 'Concluída', once confirmed: finance issued the slip in the ERP and sent it. */
  onComplete: (row: PrepaymentReportRow) => void;
  /** The request being marked: its button is busy. */
  pendingId?: number | null;
  /** The outcome of the last 'Concluída': done, or the server's refusal. */
  notice?: { readonly tone: 'success' | 'danger'; readonly text: string } | undefined;
}

/**
 * 'Antecipações solicitadas' (/antecipacoes-solicitadas, admin; product rule §8): the requests of
 * customers whose slips come from the ERP, waiting for the finance team, with the figures to issue the
 * slip there, and 'Concluída' behind a confirmation. A completed request leaves the list.
 */
export function PrepaymentRequestsScreen({
  onComplete,
  pendingId,
  notice,
  ...props
}: PrepaymentRequestsScreenProps) {
  const [asking, setAsking] = useState<PrepaymentReportRow | null>(null);
  // Mounted from the first 'Concluída' on, so closing it returns the focus to the row's button.
  const [hasAsked, setHasAsked] = useState(false);
  const ask = useCallback((row: PrepaymentReportRow) => {
    setHasAsked(true);
    setAsking(row);
  }, []);
  const columns = useMemo<readonly DataTableColumn<PrepaymentReportRow>[]>(
    () => [
      ...prepaymentColumns,
      {
        id: 'actions',
        header: t.columns.actions,
        cardRole: 'action',
        cell: (row) => (
          <Button
            variant="secondary"
            icon="check"
            isLoading={pendingId === row.id}
            aria-label={t.completeLabel(row.name, row.contract_document)}
            onPress={() => ask(row)}
          >
            {t.complete}
          </Button>
        ),
      },
    ],
    [pendingId, ask],
  );
  return (
    <>
      <ReportScreen
        {...props}
        notice={notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {...reportHeading(t.requests, reportMessages.generationReport.period)}
        textFilters={generationTextFilters}
        columns={columns}
        getRowKey={prepaymentRowKey}
      />
      {hasAsked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={asking !== null}
            tone="neutral"
            title={t.confirmTitle(asking?.contract_document ?? '')}
            description={t.confirmText(
              formatMoney(asking?.total ?? 0),
              formatDateBr(asking?.payment_date ?? ''),
            )}
            confirmLabel={t.complete}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              if (asking) onComplete(asking);
              setAsking(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
