import { ASSISTANCE_STATUSES, type AssistanceStatus } from '@portal/domain';
import { assistanceStaffMessages as t } from '../../messages/pt-BR-assistance-staff';
import { AssistanceStatusBadge } from '../AssistanceScreen/AssistanceStatusBadge';
import type { AssistanceStatusCounts } from '../AssistanceScreen/assistance-types';
import * as css from './AssistanceCounts.css';

/** Props of {@link AssistanceCounts}. */
export interface AssistanceCountsProps {
  counts: AssistanceStatusCounts;
  /** The status the queue is filtered by ('' for all): its chip is pressed. */
  current: AssistanceStatus | '';
  /** Filters by a status, or back to all when its chip is pressed again. */
  onPick: (status: AssistanceStatus | '') => void;
}

/**
 * How many requests are in each status, under the other filters. Each count is a toggle (its name the
 * status and the number, as shown): pressed, the queue is filtered by that status.
 */
export function AssistanceCounts({ counts, current, onPick }: AssistanceCountsProps) {
  return (
    <ul className={css.list} aria-label={t.queue.countsLabel}>
      {ASSISTANCE_STATUSES.map((status) => (
        <li key={status}>
          <button
            type="button"
            className={css.chip}
            aria-pressed={current === status}
            onClick={() => onPick(current === status ? '' : status)}
          >
            <AssistanceStatusBadge status={status} /> <span className={css.count}>{counts[status]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
