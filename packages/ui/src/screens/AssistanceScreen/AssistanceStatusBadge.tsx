import { ASSISTANCE_STATUS_LABELS, type AssistanceStatus, type StatusTone } from '@portal/domain';
import { badge } from '../../components/StatusBadge/StatusBadge.css';

/**
 * The tone of each status (product rule §9): waiting on the company amber, done green, refused red;
 * 'Aberta', not looked at yet, neutral.
 */
const tones: Readonly<Record<AssistanceStatus, StatusTone>> = {
  open: 'neutral',
  analysis: 'warning',
  visit_scheduled: 'warning',
  in_progress: 'warning',
  done: 'success',
  rejected: 'danger',
};

/** The status of a request as a pill with a dot (text and colour, never colour alone). */
export function AssistanceStatusBadge({ status }: { status: AssistanceStatus }) {
  const tone = tones[status];
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {ASSISTANCE_STATUS_LABELS[status]}
    </span>
  );
}
