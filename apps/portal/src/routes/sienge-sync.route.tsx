import { isApiError, postSiengeSync } from '@portal/api';
import { onErrorRetry, useApiClient, useSiengeStatus } from '@portal/api/react';
import { SiengeSyncScreen } from '@portal/ui';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useDocumentTitle } from '../app/use-document-title';
import { messages } from '../messages/pt-BR';

const isNotConfigured = (error: unknown) => isApiError(error) && error.code === 'SIENGE-503';

/** How often the status is read again while a sync runs, so the page shows its end without a reload. */
const RUNNING_REFRESH_MS = 5_000;

/**
 * Route `/integracao-sienge` (admin, decision 024): the Sienge connector's last sync and 'Sincronizar
 * agora'. The status answers 503 SIENGE-503 while the server has no `SIENGE_BASE_URL`: the screen then
 * says the integration is not configured instead of showing an error.
 */
export function Component() {
  useDocumentTitle(messages.titles.siengeSync);
  const client = useApiClient();
  const status = useSiengeStatus({
    refreshInterval: (latest) => (latest?.running ? RUNNING_REFRESH_MS : 0),
    // 'Not configured' is the server's settled answer, not a failure worth asking again.
    onErrorRetry: (error, ...rest) => {
      if (!isNotConfigured(error)) onErrorRetry(error, ...rest);
    },
  });
  const [starting, setStarting] = useState(false);
  const [syncError, setSyncError] = useState<string>();
  const notConfigured = isNotConfigured(status.error);

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
      isNotConfigured={notConfigured}
      errorMessage={
        status.error && !status.data && !notConfigured
          ? failureText(status.error, 'SIENGE-STATUS-ERROR')
          : undefined
      }
      onRetry={() => void status.mutate()}
      onSyncNow={syncNow}
      isStartingSync={starting}
      syncErrorMessage={syncError}
    />
  );
}
