import { useApiClient, useDeliveredUnits, useWarrantyTable } from '@portal/api/react';
import {
  type NewAssistanceInput,
  NewAssistanceScreen,
  assistanceMessages as t,
  type UploadProgressView,
} from '@portal/ui/screens';
import { useRef, useState } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';

/**
 * Route `/assistencia-tecnica/nova` (customer, product rule §9): the form of a new request for one of
 * the customer's delivered units, with the warranty verdict of each system before sending. The photos
 * go in the same upload, with its progress; once stored, the list says it was sent.
 */
export function Component() {
  useDocumentTitle(t.form.title);
  const client = useApiClient();
  const navigate = useNavigate();
  const units = useDeliveredUnits();
  const table = useWarrantyTable();
  const [isSending, setSending] = useState(false);
  const [progress, setProgress] = useState<UploadProgressView | null>(null);
  const [sendError, setSendError] = useState<string | undefined>();
  const busy = useRef(false);

  const onSubmit = async (input: NewAssistanceInput) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setSendError(undefined);
    try {
      const { postAssistanceRequest } = await import('./assistance-new/assistance-new-calls');
      const created = await postAssistanceRequest(
        client,
        {
          unit_id: input.unitId,
          system: input.system,
          location: input.location,
          description: input.description,
          preferred_period: input.preferredPeriod,
          files: [...input.photos],
        },
        { onUploadProgress: ({ loaded, total }) => setProgress({ loaded, total }) },
      );
      navigate(`${paths.assistance}?enviada=${encodeURIComponent(created.number)}`);
    } catch (error) {
      setSendError(failureText(error, 'ASSISTANCE-ERROR'));
    } finally {
      busy.current = false;
      setSending(false);
      setProgress(null);
    }
  };

  const failed = (units.error && !units.data) || (table.error && !table.data);
  return (
    <NewAssistanceScreen
      units={units.data ?? null}
      systems={table.data?.systems ?? []}
      isLoading={units.isLoading || table.isLoading}
      errorMessage={failed ? failureText(units.error ?? table.error, 'ASSISTANCE-LIST-ERROR') : undefined}
      onRetry={() => {
        void units.mutate();
        void table.mutate();
      }}
      onSubmit={(input) => void onSubmit(input)}
      isSending={isSending}
      progress={progress}
      sendError={sendError}
      backHref={paths.assistance}
      onNavigate={navigate}
    />
  );
}
