import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { DateText, MoneyText } from '../../components/MoneyText/MoneyText';
import { reportMessages } from '../../messages/pt-BR-reports';
import { type GenerationReportFilters, generationTextFilters } from '../ReportScreen/generation-filters';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { EmailText, IdText, MomentText } from '../ReportScreen/report-cells';
import { generationRowKey, reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps } from '../ReportScreen/report-types';

/** One generated payment slip (spec section 3); `name` is the record identifier. */
export interface GeneratedSlipRow {
  contract_id: number;
  /** The contract's 'Título/DOC', as the statement shows it (e.g. CT.2025/00001). */
  contract_document: string;
  name: string;
  enterprise_name: string;
  customer_email: string;
  /** ISO date. */
  contract_date: string;
  /** ISO instant with offset: when the slip was generated. */
  date: string;
  /** ISO date. */
  due_date: string;
  /** Integer cents. */
  due_value: number;
}

/** Props of {@link GeneratedSlipsReportScreen}. */
export interface GeneratedSlipsReportScreenProps extends ReportDataProps<GeneratedSlipRow> {
  onFilter: (filters: GenerationReportFilters) => void;
  initialFilters?: Partial<GenerationReportFilters>;
}

const t = reportMessages.generationReport;
const c = t.columns;

const columns: readonly DataTableColumn<GeneratedSlipRow>[] = [
  {
    id: 'contract_document',
    header: c.contract,
    cardRole: 'title',
    cell: (row) => <IdText value={row.contract_document} />,
  },
  { id: 'name', header: c.record, cell: (row) => row.name },
  { id: 'enterprise_name', header: c.enterprise, cell: (row) => row.enterprise_name },
  { id: 'customer_email', header: c.email, cell: (row) => <EmailText email={row.customer_email} /> },
  { id: 'contract_date', header: c.contractDate, cell: (row) => <DateText iso={row.contract_date} /> },
  { id: 'date', header: c.recordDate, cell: (row) => <MomentText iso={row.date} /> },
  { id: 'due_date', header: c.dueDate, cell: (row) => <DateText iso={row.due_date} /> },
  { id: 'due_value', header: c.dueValue, align: 'end', cell: (row) => <MoneyText cents={row.due_value} /> },
];

/** 'Boletos gerados' (/generated-tickets, admin): payment slips customers generated. */
export function GeneratedSlipsReportScreen(props: GeneratedSlipsReportScreenProps) {
  return (
    <ReportScreen
      {...props}
      {...reportHeading(reportMessages.generatedSlipsReport, t.period)}
      textFilters={generationTextFilters}
      columns={columns}
      getRowKey={generationRowKey}
    />
  );
}
