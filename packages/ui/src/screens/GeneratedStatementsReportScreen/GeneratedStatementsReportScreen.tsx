import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { DateText, MoneyText } from '../../components/MoneyText/MoneyText';
import { reportMessages } from '../../messages/pt-BR-reports';
import { type GenerationReportFilters, generationTextFilters } from '../ReportScreen/generation-filters';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { EmailText, IdText, MomentText } from '../ReportScreen/report-cells';
import { generationRowKey, reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps } from '../ReportScreen/report-types';

/** One generated statement (spec section 3); `name` is the record identifier. */
export interface GeneratedStatementRow {
  contract_id: number;
  /** The contract's 'Título/DOC', as the statement shows it (e.g. CT.2025/00001). */
  contract_document: string;
  name: string;
  customer_email: string;
  /** ISO date. */
  contract_date: string;
  /** ISO instant with offset: when the statement was generated. */
  date: string;
  /** Integer cents. */
  paid_value: number;
  /** Integer cents. */
  due_value: number;
}

/** Props of {@link GeneratedStatementsReportScreen}. */
export interface GeneratedStatementsReportScreenProps extends ReportDataProps<GeneratedStatementRow> {
  onFilter: (filters: GenerationReportFilters) => void;
  initialFilters?: Partial<GenerationReportFilters>;
}

const t = reportMessages.generationReport;
const c = t.columns;

const columns: readonly DataTableColumn<GeneratedStatementRow>[] = [
  {
    id: 'contract_document',
    header: c.contract,
    cardRole: 'title',
    cell: (row) => <IdText value={row.contract_document} />,
  },
  { id: 'name', header: c.record, cell: (row) => row.name },
  { id: 'customer_email', header: c.email, cell: (row) => <EmailText email={row.customer_email} /> },
  { id: 'contract_date', header: c.contractDate, cell: (row) => <DateText iso={row.contract_date} /> },
  { id: 'date', header: c.recordDate, cell: (row) => <MomentText iso={row.date} /> },
  {
    id: 'paid_value',
    header: c.paidValue,
    align: 'end',
    cell: (row) => <MoneyText cents={row.paid_value} />,
  },
  { id: 'due_value', header: c.dueValue, align: 'end', cell: (row) => <MoneyText cents={row.due_value} /> },
];

/** 'Extratos gerados' (/generated-extracts, admin): statements customers generated. */
export function GeneratedStatementsReportScreen(props: GeneratedStatementsReportScreenProps) {
  return (
    <ReportScreen
      {...props}
      {...reportHeading(reportMessages.generatedStatementsReport, t.period)}
      textFilters={generationTextFilters}
      columns={columns}
      getRowKey={generationRowKey}
    />
  );
}
