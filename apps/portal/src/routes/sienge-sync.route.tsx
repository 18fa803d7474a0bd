import { postSiengeSync } from '@portal/api';
import { onErrorRetry, useApiClient, useSiengeStatus } from '@portal/api/react';
import { SiengeSyncScreen } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useDocumentTitle } from '../app/use-document-title';
import { messages } from '../messages/pt-BR';

/** How often the status is read again while a sync runs, so the page shows its end without a reload. */
const RUNNING_REFRESH_MS = 5_000;

/**
 * Route `/integracao-sienge` (admin, decision 024): the Sienge connector's last sync and 'Sincronizar
 * agora'. Without `SIENGE_BASE_URL` the status answers `configured: false` (no failed call) and the
 * screen says what to ask the portal's technician.
 */
export function Component() {
  useDocumentTitle(messages.titles.siengeSync);
  const client = useApiClient();
  const status = useSiengeStatus({
    refreshInterval: (latest) => (latest?.running ? RUNNING_REFRESH_MS : 0),
    onErrorRetry,
  });
  const [starting, setStarting] = useState(false);
  const [syncError, setSyncError] = useState<string>();

  const syncNow = async () => {
    if (starting) return;
    setStarting(true);
    setSyncError(undefined);
    try {
      await postSiengeSync(client);
    } catch (error) {
      setSyncError(failureText(error, 'SIENGE-SYNC-ERROR'));
    } finally {
      setStarting(false);
      // Running now (or already running when refused with 409): the status says so and starts polling.
      void status.mutate();
    }
  };

  return (
    <SiengeSyncScreen
      status={status.data ?? null}
      isLoading={status.isLoading}
      errorMessage={
        status.error && !status.data ? failureText(status.error, 'SIENGE-STATUS-ERROR') : undefined
      }
      onRetry={() => void status.mutate()}
      onSyncNow={syncNow}
      isStartingSync={starting}
      syncErrorMessage={syncError}
    />
  );
}
