import type { StatusTone } from '@portal/domain';
import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { integrationMessages } from '../../messages/pt-BR-integrations';

/** Statuses a badge can show: an import run's, a Sienge sync's, and a sync still running. */
export const runBadgeStatuses = ['applied', 'refused', 'failed', 'ok', 'partial', 'running'] as const;
/** A run status. */
export type RunBadgeStatus = (typeof runBadgeStatuses)[number];

const t = integrationMessages.importRunStatus;

const looks: Record<RunBadgeStatus, { label: string; tone: StatusTone }> = {
  applied: { label: t.applied, tone: 'success' },
  ok: { label: t.applied, tone: 'success' },
  partial: { label: t.partial, tone: 'warning' },
  refused: { label: t.refused, tone: 'danger' },
  failed: { label: t.failed, tone: 'danger' },
  running: { label: t.running, tone: 'neutral' },
};

/** The outcome of an import or a sync as a pill with a dot (text and colour, never colour alone). */
export function RunStatusBadge({ status }: { status: RunBadgeStatus }) {
  const { label, tone } = looks[status];
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {label}
    </span>
  );
}
