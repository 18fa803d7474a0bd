import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { documentsMessages } from '../../messages/pt-BR-documents';
import { ReportScreen } from '../ReportScreen/ReportScreen';
import { EmailText, MomentText, OptionalText } from '../ReportScreen/report-cells';
import { reportHeading } from '../ReportScreen/report-layout';
import type { ReportDataProps, ReportFilterValues, ReportTextFilter } from '../ReportScreen/report-types';

/** One opening of a document by a customer (the audit of 'Documentos'). */
export interface DocumentDownloadRow {
  document_id: number;
  document_title: string;
  /** 'Escritura', 'Manual do proprietário'… */
  kind_label: string;
  /** The contract's 'Título/DOC' or the enterprise's name the document belongs to. */
  owner_label: string;
  customer_name: string;
  customer_email: string;
  /** ISO instant with offset. */
  date: string;
  /** The document was removed since: said after its title. */
  removed: boolean;
}

type FilterKey = 'customerName' | 'customerEmail' | 'documentTitle';

/** Filters of 'Downloads de documentos': the day range, the customer's name and e-mail, the title. */
export type DocumentDownloadsFilters = ReportFilterValues<FilterKey>;

/** Props of {@link DocumentDownloadsReportScreen}. */
export interface DocumentDownloadsReportScreenProps extends ReportDataProps<DocumentDownloadRow> {
  onFilter: (filters: DocumentDownloadsFilters) => void;
  initialFilters?: Partial<DocumentDownloadsFilters>;
}

const t = documentsMessages.report;

const textFilters: readonly ReportTextFilter<FilterKey>[] = [
  { key: 'customerName', label: t.customerName },
  { key: 'customerEmail', label: t.customerEmail, type: 'email', inputMode: 'email' },
  { key: 'documentTitle', label: t.documentTitle },
];

const columns: readonly DataTableColumn<DocumentDownloadRow>[] = [
  {
    id: 'document_title',
    header: t.columns.document,
    cardRole: 'title',
    cell: (row) => (row.removed ? t.removedTitle(row.document_title) : row.document_title),
  },
  { id: 'kind', header: t.columns.kind, cell: (row) => row.kind_label },
  { id: 'owner', header: t.columns.owner, cell: (row) => row.owner_label },
  {
    id: 'customer_name',
    header: t.columns.customer,
    cell: (row) => <OptionalText value={row.customer_name || null} />,
  },
  { id: 'customer_email', header: t.columns.email, cell: (row) => <EmailText email={row.customer_email} /> },
  { id: 'date', header: t.columns.date, cell: (row) => <MomentText iso={row.date} /> },
];

/** 'Downloads de documentos' (admin): who opened which document and when, like the other audit reports. */
export function DocumentDownloadsReportScreen(props: DocumentDownloadsReportScreenProps) {
  return (
    <ReportScreen
      {...props}
      {...reportHeading(t, t.period)}
      textFilters={textFilters}
      columns={columns}
      getRowKey={(row, index) => `${row.date}-${row.document_id}-${row.customer_email}-${index}`}
    />
  );
}
