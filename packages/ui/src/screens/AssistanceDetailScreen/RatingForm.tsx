import { ASSISTANCE_LIMITS, ASSISTANCE_MESSAGES } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { Textarea } from '../../components/Textarea/Textarea';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import * as css from './AssistanceDetail.css';

/** The customer's rating of a concluded request: a score of 1 to 5 and an optional comment. */
export interface AssistanceRatingInput {
  readonly score: number;
  readonly comment: string;
}

/** Props of {@link RatingForm}. */
export interface RatingFormProps {
  onRate: (input: AssistanceRatingInput) => void;
  isRating?: boolean;
  /** The server refused the rating: its text. */
  rateError?: string | undefined;
}

const scores = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

/** The score (required) and the comment (up to 1000 characters) of 'Avalie o atendimento'. */
export function RatingForm({ onRate, isRating = false, rateError }: RatingFormProps) {
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isRating) return;
    if (score === '') return setProblem(ASSISTANCE_MESSAGES.ratingScore);
    if (comment.trim().length > ASSISTANCE_LIMITS.ratingComment.max) {
      return setProblem(ASSISTANCE_MESSAGES.ratingComment);
    }
    setProblem(undefined);
    onRate({ score: Number(score), comment: comment.trim() });
  };

  return (
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
  );
}
