import { isApiError } from '@portal/api';
import { useApiClient, useAssistanceRequest } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import {
  AssistanceDetailScreen,
  type AssistanceNotice,
  type AssistanceRatingInput,
  assistanceMessages as t,
} from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate, useParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { requestIdParam } from '../features/assistance/assistance-hrefs';
import { useMessageSend } from '../features/assistance/use-message-send';

/**
 * Route `/assistencia-tecnica/{id}` (customer, product rule §9): one of the customer's requests, its
 * conversation with the staff (messages and photos), the history, and the rating once 'Concluída'.
 * Another customer's request, or an id that is not one, reads as not found.
 */
export function Component() {
  const client = useApiClient();
  const navigate = useNavigate();
  const id = requestIdParam(useParams<{ requestId: string }>().requestId);
  const request = useAssistanceRequest(id === 0 ? null : id);
  useDocumentTitle(request.data ? t.detail.title(request.data.number) : t.title);
  const [isRating, setRating] = useState(false);
  const [rateError, setRateError] = useState<string | undefined>();
  const [notice, setNotice] = useState<AssistanceNotice>();
  const message = useMessageSend(
    async (input, onUploadProgress) => {
      const { postAssistanceMessage } = await import('./assistance-request/assistance-request-calls');
      return postAssistanceMessage(
        client,
        id,
        { text: input.text, files: [...input.photos] },
        { onUploadProgress },
      );
    },
    () => {
      setNotice({ tone: 'success', text: t.detail.messageSent });
      void request.mutate();
    },
  );

  const onRate = async (input: AssistanceRatingInput) => {
    setRating(true);
    setRateError(undefined);
    try {
      const { postAssistanceRating } = await import('./assistance-request/assistance-request-calls');
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

  // An id that is not one, or a request that is not this person's (a 404): not found, no retry.
  const notFound = id === 0 || (isApiError(request.error) && request.error.status === 404);
  return (
    <AssistanceDetailScreen
      request={notFound ? null : (request.data ?? null)}
      isLoading={!notFound && request.isLoading}
      notFoundMessage={notFound ? messageForCode('ASSISTANCE-404') : undefined}
      errorMessage={
        !notFound && request.error && !request.data
          ? failureText(request.error, 'ASSISTANCE-LIST-ERROR')
          : undefined
      }
      onRetry={notFound ? undefined : () => void request.mutate()}
      onSendMessage={message.onSend}
      isSendingMessage={message.isSending}
      messageProgress={message.progress}
      messageError={message.error}
      onRate={(input) => void onRate(input)}
      isRating={isRating}
      rateError={rateError}
      notice={notice}
      backHref={paths.assistance}
      onNavigate={navigate}
    />
  );
}
