import { useAssistanceRequests, useDeliveredUnits } from '@portal/api/react';
import { AssistanceScreen, assistanceMessages as t } from '@portal/ui/screens';
import { useEffect } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate, useSearchParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { assistanceRequestHref } from '../features/assistance/assistance-hrefs';

/**
 * Route `/assistencia-tecnica` (customer, product rule §9): the customer's requests and 'Nova
 * solicitação' once a unit of theirs has been handed over. `?enviada=AT-…` says the request just made
 * was sent.
 */
export function Component() {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requests = useAssistanceRequests();
  const units = useDeliveredUnits();
  const sent = search.get('enviada');
  const { mutate } = requests;
  // Just sent from 'Nova solicitação': the cached list predates it.
  useEffect(() => {
    if (sent) void mutate();
  }, [sent, mutate]);
  return (
    <AssistanceScreen
      requests={requests.data ?? null}
      isLoading={requests.isLoading}
      errorMessage={
        requests.error && !requests.data ? failureText(requests.error, 'ASSISTANCE-LIST-ERROR') : undefined
      }
      onRetry={() => void requests.mutate()}
      // Until the units are read (or when they cannot be), the link is offered: the form says why not.
      canCreate={(units.data?.length ?? 1) > 0}
      newHref={paths.assistanceNew}
      requestHref={(request) => assistanceRequestHref(request.id)}
      notice={sent && /^AT-\d{6,}$/.test(sent) ? { tone: 'success', text: t.sent(sent) } : undefined}
      onNavigate={navigate}
    />
  );
}
