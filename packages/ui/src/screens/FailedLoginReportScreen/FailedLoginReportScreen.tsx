import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { reportMessages } from '../../messages/pt-BR-reports';
import type { LoginHistoryRow } from '../LoginReportScreen/LoginReportScreen';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { EmailText, MomentText, OptionalText } from '../ReportScreen/report-cells';
import { loginRowKey, reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps, ReportFilterValues, ReportTextFilter } from '../ReportScreen/report-types';

type Key = 'email' | 'description' | 'ip';

/** Filters of 'Falhas no login': period, e-mail, description and IP. */
export type FailedLoginReportFilters = ReportFilterValues<Key>;

/** Props of {@link FailedLoginReportScreen}; rows are login history records with status error. */
export interface FailedLoginReportScreenProps extends ReportDataProps<LoginHistoryRow> {
  onFilter: (filters: FailedLoginReportFilters) => void;
  initialFilters?: Partial<FailedLoginReportFilters>;
}

const t = reportMessages.failedLoginReport;

const textFilters: readonly ReportTextFilter<Key>[] = [
  { key: 'email', label: t.email, type: 'email', inputMode: 'email' },
  { key: 'description', label: t.description },
  { key: 'ip', label: t.ip, inputMode: 'numeric' },
];

const columns: readonly DataTableColumn<LoginHistoryRow>[] = [
  { id: 'email', header: t.columns.email, cardRole: 'title', cell: (row) => <EmailText email={row.email} /> },
  { id: 'date', header: t.columns.date, cell: (row) => <MomentText iso={row.date} /> },
  { id: 'ip', header: t.columns.ip, cell: (row) => <OptionalText value={row.ip} /> },
  { id: 'message', header: t.columns.description, cell: (row) => row.message },
];

/** 'Falhas no login' (/fail-login, admin): refused login attempts. */
export function FailedLoginReportScreen(props: FailedLoginReportScreenProps) {
  return (
    <ReportScreen
      {...props}
      {...reportHeading(t, t.period)}
      textFilters={textFilters}
      columns={columns}
      getRowKey={loginRowKey}
    />
  );
}
