import type { DocumentDownloadRecord } from '@portal/api';
import { useDocumentDownloadReport } from '@portal/api/react';
import { DOCUMENT_KIND_LABELS } from '@portal/domain';
import {
  type DocumentDownloadRow,
  DocumentDownloadsReportScreen,
  documentsMessages,
} from '@portal/ui/screens';
import { textParamsOf } from '../app/navigation/report-params';
import { useDocumentTitle } from '../app/use-document-title';
import { optional, useReportData, useReportSearch } from '../features/reports/use-report-search';

const readers = textParamsOf(['customerName', 'customerEmail', 'documentTitle']);

/** A record as the report's row: the kind's name, and the contract or the enterprise it belongs to. */
function rowOf(record: DocumentDownloadRecord): DocumentDownloadRow {
  return {
    document_id: record.document_id,
    document_title: record.document_title,
    kind_label: DOCUMENT_KIND_LABELS[record.kind],
    owner_label: record.contract_document ?? record.enterprise_name,
    customer_name: record.customer_name,
    customer_email: record.customer_email,
    date: record.date,
    removed: record.removed,
  };
}

/**
 * Route `/relatorio-documentos` (admin, decision 077): 'Downloads de documentos', who opened which
 * document and when, 8 per page from the server; filters and page live in the query string.
 */
export function Component() {
  useDocumentTitle(documentsMessages.report.title);
  const search = useReportSearch(readers);
  const { filters } = search;
  const read = useDocumentDownloadReport({
    customerName: optional(filters.customerName),
    customerEmail: optional(filters.customerEmail),
    documentTitle: optional(filters.documentTitle),
    dateFrom: optional(filters.dateFrom),
    dateTo: optional(filters.dateTo),
    ...search.paging,
  });
  const data = useReportData(search, read);
  return (
    <DocumentDownloadsReportScreen
      key={search.formKey}
      {...data}
      rows={data.rows.map(rowOf)}
      initialFilters={filters}
      onFilter={search.setFilters}
    />
  );
}
