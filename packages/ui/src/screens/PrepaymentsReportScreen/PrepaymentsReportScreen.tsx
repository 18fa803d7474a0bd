import { prepaymentAdminMessages as t } from '../../messages/pt-BR-prepayments-admin';
import { reportMessages } from '../../messages/pt-BR-reports';
import { type GenerationReportFilters, generationTextFilters } from '../ReportScreen/generation-filters';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps } from '../ReportScreen/report-types';
import { kindAndStatusColumns, prepaymentColumns, prepaymentRowKey } from './prepayment-columns';
import type { PrepaymentReportRow } from './prepayment-report-types';

/** Props of {@link PrepaymentsReportScreen}. */
export interface PrepaymentsReportScreenProps extends ReportDataProps<PrepaymentReportRow> {
  onFilter: (filters: GenerationReportFilters) => void;
  initialFilters?: Partial<GenerationReportFilters>;
}

const [contract, record, ...rest] = prepaymentColumns;
const columns = [...(contract && record ? [contract, record] : []), ...kindAndStatusColumns, ...rest];

/**
 * 'Antecipações' (/antecipacoes, admin; product rule §8): every anticipation, slips issued and
 * requests sent, newest first, with their status today, under the filters of the other generation
 * reports (customer, e-mail, contract, contract date).
 */
export function PrepaymentsReportScreen(props: PrepaymentsReportScreenProps) {
  return (
    <ReportScreen
      {...props}
      {...reportHeading(t.report, reportMessages.generationReport.period)}
      textFilters={generationTextFilters}
      columns={columns}
      getRowKey={prepaymentRowKey}
    />
  );
}
