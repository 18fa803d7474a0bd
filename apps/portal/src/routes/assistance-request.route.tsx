import { useAssistanceRequest } from '@portal/api/react';
import {
  AssistanceDetailScreen,
  type AssistanceRatingInput,
  assistanceMessages as t,
} from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { paths } from '../config/paths';
import { useAssistanceRequestPage } from '../features/assistance/use-request-page';

const calls = () => import('./assistance-request/assistance-request-calls');

/**
 * Route `/assistencia-tecnica/{id}` (customer, product rule §9): one of the customer's requests, its
 * conversation with the staff (messages and photos), the history, and the rating once 'Concluída'.
 * Another customer's request, or an id that is not one, reads as not found.
 */
export function Component() {
  const { client, id, request, setNotice, screen } = useAssistanceRequestPage(
    useAssistanceRequest,
    t.title,
    async () => (await calls()).postAssistanceMessage,
  );
  const [isRating, setRating] = useState(false);
  const [rateError, setRateError] = useState<string | undefined>();

  const onRate = async (input: AssistanceRatingInput) => {
    setRating(true);
    setRateError(undefined);
    try {
      const { postAssistanceRating } = await calls();
      await postAssistanceRating(client, id, {
        score: input.score,
        ...(input.comment ? { comment: input.comment } : {}),
      });
      setNotice({ tone: 'success', text: t.detail.rated(input.score) });
      void request.mutate();
    } catch (error) {
      setRateError(failureText(error, 'ASSISTANCE-RATING-ERROR'));
    } finally {
      setRating(false);
    }
  };

  return (
    <AssistanceDetailScreen
      {...screen}
      onRate={(input) => void onRate(input)}
      isRating={isRating}
      rateError={rateError}
      backHref={paths.assistance}
    />
  );
}
