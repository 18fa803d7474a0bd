import { ASSISTANCE_LIMITS, ASSISTANCE_MESSAGES } from '@portal/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { Textarea } from '../../components/Textarea/Textarea';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { AssistanceRatingView } from '../AssistanceScreen/assistance-types';
import * as css from './AssistanceDetail.css';

/** The customer's rating of a concluded request: a score of 1 to 5 and an optional comment. */
export interface AssistanceRatingInput {
  readonly score: number;
  readonly comment: string;
}

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

const scores = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

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
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  if (!rating && !(canRate && viewer === 'customer' && onRate)) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isRating) return;
    if (score === '') return setProblem(ASSISTANCE_MESSAGES.ratingScore);
    if (comment.trim().length > ASSISTANCE_LIMITS.ratingComment.max) {
      return setProblem(ASSISTANCE_MESSAGES.ratingComment);
    }
    setProblem(undefined);
    onRate?.({ score: Number(score), comment: comment.trim() });
  };

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
        <form className={css.form} onSubmit={submit} noValidate aria-label={t.detail.rateTitle}>
          <p className={css.muted}>{t.detail.rateHint}</p>
          <SegmentedControl
            label={t.detail.score}
            options={scores}
            value={score}
            onChange={setScore}
            isDisabled={isRating}
          />
          <Textarea
            label={t.detail.comment}
            value={comment}
            onChange={setComment}
            maxLength={ASSISTANCE_LIMITS.ratingComment.max}
            showCount
            rows={3}
            isDisabled={isRating}
          />
          {(problem ?? rateError) && <Alert tone="danger">{problem ?? rateError}</Alert>}
          <div className={css.composerActions}>
            <Button type="submit" icon="check" isLoading={isRating}>
              {t.detail.rate}
            </Button>
          </div>
        </form>
      )}
    </PageSection>
  );
}
