import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { reportMessages } from '../../messages/pt-BR-reports';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { EmailText, MomentText, OptionalText } from '../ReportScreen/report-cells';
import { loginRowKey, reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps, ReportFilterValues, ReportTextFilter } from '../ReportScreen/report-types';

/** One successful login (spec section 3, login history record). */
export interface LoginHistoryRow {
  /** Null when the e-mail belongs to no customer record. */
  customer_name: string | null;
  email: string;
  /** ISO instant with offset. */
  date: string;
  ip: string | null;
  message: string;
}

/** Filters of 'Login por cliente': first-access period, client name and e-mail. */
export type LoginReportFilters = ReportFilterValues<'customerName' | 'email'>;

/** Props of {@link LoginReportScreen}. */
export interface LoginReportScreenProps extends ReportDataProps<LoginHistoryRow> {
  onFilter: (filters: LoginReportFilters) => void;
  initialFilters?: Partial<LoginReportFilters>;
}

const t = reportMessages.loginReport;

const textFilters: readonly ReportTextFilter<'customerName' | 'email'>[] = [
  { key: 'customerName', label: t.customerName },
  { key: 'email', label: t.email, type: 'email', inputMode: 'email' },
];

const columns: readonly DataTableColumn<LoginHistoryRow>[] = [
  {
    id: 'customer_name',
    header: t.columns.customer,
    cardRole: 'title',
    cell: (row) => <OptionalText value={row.customer_name} />,
  },
  { id: 'email', header: t.columns.email, cell: (row) => <EmailText email={row.email} /> },
  { id: 'date', header: t.columns.date, cell: (row) => <MomentText iso={row.date} /> },
];

/** 'Login por cliente' (/login-client, admin): successful logins per client. */
export function LoginReportScreen(props: LoginReportScreenProps) {
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
