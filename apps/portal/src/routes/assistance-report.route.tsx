import { useAssistanceReport } from '@portal/api/react';
import { AssistanceReportScreen, assistanceStaffMessages as s } from '@portal/ui/screens';
import { failureText } from '../app/failure-text';
import { useLocation, useNavigate, useSearchParams } from '../app/navigation/navigation';
import { periodParams, reportSearchString } from '../app/navigation/report-params';
import { useDocumentTitle } from '../app/use-document-title';

/**
 * Route `/relatorio-assistencia` (admin, product rule §9): requests by status, the median time to
 * close and the mean rating, overall and per enterprise, for the requests opened in the period of the
 * URL (`?de=…&ate=…`; none for all of them).
 */
export function Component() {
  useDocumentTitle(s.report.title);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const { dateFrom, dateTo } = periodParams(search.get('de'), search.get('ate'));
  const report = useAssistanceReport({
    ...(dateFrom ? { from: dateFrom } : {}),
    ...(dateTo ? { to: dateTo } : {}),
  });
  return (
    <AssistanceReportScreen
      key={search.toString()}
      report={report.data ?? null}
      isLoading={report.isLoading}
      errorMessage={
        report.error && !report.data ? failureText(report.error, 'ASSISTANCE-LIST-ERROR') : undefined
      }
      onRetry={() => void report.mutate()}
      filters={{ from: dateFrom, to: dateTo }}
      onFilter={(next) => {
        const query = reportSearchString({ de: next.from, ate: next.to }, 1);
        navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
      }}
    />
  );
}
