import { formatDateBr, formatMoney } from '@portal/domain';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { messages } from '../../messages/pt-BR';
import { prepaymentAdminMessages as t } from '../../messages/pt-BR-prepayments-admin';
import { type GenerationReportFilters, generationTextFilters } from '../ReportScreen/generation-filters';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps } from '../ReportScreen/report-types';
import { prepaymentColumns, prepaymentRowKey } from './prepayment-columns';
import type { PrepaymentReportRow } from './prepayment-report-types';

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
            onPress={() => setAsking(row)}
          >
            {t.complete}
          </Button>
        ),
      },
    ],
    [pendingId],
  );
  return (
    <>
      <ReportScreen
        {...props}
        notice={notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {...reportHeading(t.requests, messages.generationReport.period)}
        textFilters={generationTextFilters}
        columns={columns}
        getRowKey={prepaymentRowKey}
      />
      <ConfirmDialog
        isOpen={asking !== null}
        tone="neutral"
        title={t.confirmTitle(asking?.contract_document ?? '')}
        description={t.confirmText(formatMoney(asking?.total ?? 0), formatDateBr(asking?.payment_date ?? ''))}
        confirmLabel={t.complete}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onComplete(asking);
          setAsking(null);
        }}
      />
    </>
  );
}
