import { lazy, Suspense, useId } from 'react';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Spinner } from '../../components/Spinner/Spinner';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { AssistanceRatingView } from '../AssistanceScreen/assistance-types';
import * as css from './AssistanceDetail.css';
import type { AssistanceRatingInput } from './RatingForm';

export type { AssistanceRatingInput } from './RatingForm';

/** The form in a chunk of its own: asked for only once a request is 'Concluída' (decision 078). */
const RatingForm = lazy(() => import('./RatingForm').then((module) => ({ default: module.RatingForm })));

/** Props of {@link AssistanceRating}. */
export interface AssistanceRatingProps {
  /** The rating given, or null while it may still be given. */
  rating: AssistanceRatingView | null;
  /** 'Concluída' and not rated: the form is shown. */
  canRate: boolean;
  onRate?: ((input: AssistanceRatingInput) => void) | undefined;
  isRating?: boolean;
  /** The server refused the rating: its text. */
  rateError?: string | undefined;
  /** Who reads: the customer rates, the staff read the score. */
  viewer: 'customer' | 'staff';
}

/**
 * 'Avalie o atendimento' (product rule §9): once a request is 'Concluída' the customer gives it 1 to 5
 * and a comment; given, the rating is shown to both sides. Nothing when there is neither.
 */
export function AssistanceRating({
  rating,
  canRate,
  onRate,
  isRating = false,
  rateError,
  viewer,
}: AssistanceRatingProps) {
  const titleId = useId();
  if (!rating && !(canRate && viewer === 'customer' && onRate)) return null;
  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.detail.rateTitle}</PageSectionTitle>
      {rating ? (
        <>
          <p className={css.eventTitle}>
            {viewer === 'customer' ? t.detail.yourRating(rating.score) : t.detail.ratingOf(rating.score)}
          </p>
          {rating.comment && <p className={css.prose}>{rating.comment}</p>}
        </>
      ) : (
        onRate && (
          <Suspense fallback={<Spinner />}>
            <RatingForm onRate={onRate} isRating={isRating} rateError={rateError} />
          </Suspense>
        )
      )}
    </PageSection>
  );
}
