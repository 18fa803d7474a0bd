import { ASSISTANCE_STATUS_LABELS, formatDateTimeBr } from '@portal/domain';
import { useId } from 'react';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import { visitText } from '../AssistanceScreen/assistance-format';
import type { AssistanceEventView } from '../AssistanceScreen/assistance-types';
import * as css from './AssistanceDetail.css';

/** What an entry says on its first line. */
function eventTitle(event: AssistanceEventView, ratingScore: number | null | undefined): string {
  if (event.kind === 'created') return t.detail.created;
  if (event.kind === 'rated') return ratingScore ? t.detail.rated(ratingScore) : t.detail.ratedPlain;
  return t.detail.statusChanged(ASSISTANCE_STATUS_LABELS[event.status]);
}

/** Props of {@link AssistanceHistory}. */
export interface AssistanceHistoryProps {
  history: readonly AssistanceEventView[];
  /** The request's rating, for the 'rated' entry's score. */
  ratingScore?: number | null | undefined;
}

/**
 * The history of a request (product rule §9), oldest first on a line: its opening, every status change
 * with who made it, the visit's day and window, the reason of 'Improcedente', the staff's note, and the
 * rating.
 */
export function AssistanceHistory({ history, ratingScore }: AssistanceHistoryProps) {
  const titleId = useId();
  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.detail.history}</PageSectionTitle>
      <ol className={css.timeline}>
        {history.map((event) => (
          <li key={event.id} className={css.event}>
            <p className={css.eventTitle}>{eventTitle(event, ratingScore)}</p>
            {event.visit && <p className={css.value}>{visitText(event.visit)}</p>}
            {event.reason && <p className={css.prose}>{t.detail.reason(event.reason)}</p>}
            {event.note && <p className={css.prose}>{event.note}</p>}
            <p className={css.muted}>
              <time dateTime={event.created_at}>{formatDateTimeBr(event.created_at)}</time>{' '}
              {t.detail.by(event.actor.name)}
            </p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
