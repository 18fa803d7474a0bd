import { formatDateTimeBr } from '@portal/domain';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import { ImportCountsTable } from '../ImportDataScreen/ImportCountsTable';
import { RunStatusBadge } from '../ImportDataScreen/RunStatusBadge';
import { SiengeNotConfigured } from './SiengeNotConfigured';
import { SiengeSyncErrors } from './SiengeSyncErrors';
import { SiengeSyncFacts } from './SiengeSyncFacts';
import * as css from './SiengeSyncScreen.css';
import type { SiengeStatusView, SiengeSyncView } from './sienge-types';

/** Props of {@link SiengeSyncScreen}. */
export interface SiengeSyncScreenProps {
  /** The status call's answer (`configured: false` without Sienge); null while loading or on error. */
  status: SiengeStatusView | null;
  isLoading?: boolean;
  /** Loading the status failed: shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** 'Sincronizar agora': the portal starts a full sync, then refreshes the status. */
  onSyncNow: () => void;
  /** The start call is on its way. */
  isStartingSync?: boolean;
  /** The start call failed (e.g. 409 SIENGE-SYNC-409: one is already running). */
  syncErrorMessage?: string;
}

const t = integrationMessages.siengeSyncScreen;

function LastSync({ sync, status }: { sync: SiengeSyncView; status: SiengeStatusView }) {
  const full = status.last_full_sync;
  return (
    <>
      <SiengeSyncFacts sync={sync} />
      {sync.error && (
        <Alert tone="danger" title={t.stopped}>
          {sync.error}
        </Alert>
      )}
      <ImportCountsTable caption={t.changesCaption} counts={sync.counts} tense="applied" />
      {sync.errors.length > 0 && <SiengeSyncErrors errors={sync.errors} total={sync.error_count} />}
      {full && full.run_id !== sync.run_id && (
        <p className={css.muted}>{`${t.lastFullSync}: ${formatDateTimeBr(full.finished_at)}`}</p>
      )}
    </>
  );
}

/**
 * 'Integração Sienge' (admin, decision 024): the last sync — when, what started it, its scope and
 * outcome, what it changed per entity and the records it left out — and 'Sincronizar agora', busy and
 * explained while a sync runs. Not configured, loading and error are states of their own.
 */
export function SiengeSyncScreen({
  status,
  isLoading = false,
  errorMessage,
  onRetry,
  onSyncNow,
  isStartingSync = false,
  syncErrorMessage,
}: SiengeSyncScreenProps) {
  const titleId = useId();
  const hintId = useId();

  return (
    <Page width="wide">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <LoadState
        data={status}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => {
          if (!loaded.configured) return <SiengeNotConfigured />;
          const sync = loaded.last_sync;
          const badge = loaded.running ? 'running' : sync?.status;
          return (
            <PageSection aria-labelledby={titleId}>
              <div className={css.cardHeader}>
                <div className={css.titleLine}>
                  <PageSectionTitle id={titleId}>{t.lastSync}</PageSectionTitle>
                  {/* Announced when a running sync ends and the portal refreshes the status. */}
                  <span role="status">{badge && <RunStatusBadge status={badge} />}</span>
                </div>
                <div className={css.action}>
                  <Button
                    icon="download"
                    onPress={onSyncNow}
                    isLoading={isStartingSync || loaded.running}
                    aria-describedby={loaded.running ? hintId : undefined}
                  >
                    {t.syncNow}
                  </Button>
                  {loaded.running && (
                    <p id={hintId} className={css.muted}>
                      {t.runningHint}
                    </p>
                  )}
                </div>
              </div>
              {syncErrorMessage && <Alert tone="danger">{syncErrorMessage}</Alert>}
              {sync ? (
                <LastSync sync={sync} status={loaded} />
              ) : (
                <EmptyState
                  title={t.never}
                  description={loaded.running ? t.firstRunning : t.neverHint}
                  icon="info"
                />
              )}
              <ul className={css.notes}>
                <li>{t.schedule(loaded.sync_minutes)}</li>
                <li>{loaded.webhook_enabled ? t.webhookOn : t.webhookOff}</li>
              </ul>
            </PageSection>
          );
        }}
      </LoadState>
    </Page>
  );
}
