import {
  type ApiClient,
  type ApiError,
  type AssistanceMessageBody,
  type CallOptions,
  isApiError,
} from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import {
  type AssistanceMessageInput,
  type AssistanceNotice,
  assistanceMessages,
  type UploadProgressView,
} from '@portal/ui/screens';
import { useState } from 'react';
import type { SWRResponse } from 'swr';
import { failureText } from '../../app/failure-text';
import { type Navigate, useNavigate, useParams } from '../../app/navigation/navigation';
import { useDocumentTitle } from '../../app/use-document-title';
import { requestIdParam } from './assistance-hrefs';
import { useMessageSend } from './use-message-send';

/** Reads one request by id (the customer's or the staff's); null waits. */
type RequestHook<R> = (id: number | null) => SWRResponse<R, ApiError>;

/** Posts a message to a request: the customer's endpoint or the staff's. */
export type PostRequestMessage = (
  client: ApiClient,
  id: number,
  body: AssistanceMessageBody,
  options?: CallOptions,
) => Promise<unknown>;

/** What the customer's and the staff's request screens take alike. */
export interface AssistanceRequestPageProps<R> {
  request: R | null;
  isLoading: boolean;
  notFoundMessage: string | undefined;
  errorMessage: string | undefined;
  onRetry: (() => void) | undefined;
  onSendMessage: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSendingMessage: boolean;
  messageProgress: UploadProgressView | null;
  messageError: string | undefined;
  notice: AssistanceNotice | undefined;
  onNavigate: Navigate;
}

/**
 * The page of one request, the customer's (`/assistencia-tecnica/{id}`) and the staff's
 * (`/solicitacoes-assistencia/{id}`) alike (product rule §9): the id from the path, the request read
 * with `useRequest`, the document's title ('Solicitação {número}', `title` until it is read), the
 * conversation's messages sent through `loadPostMessage` (a lazy module of the route, decision 038),
 * the notice of the last action, and not found for an id that is not one or a 404 (no retry).
 * `screen` is what the route hands its screen; `setNotice` and `request` are for its own actions.
 */
export function useAssistanceRequestPage<R extends { number: string }>(
  useRequest: RequestHook<R>,
  title: string,
  loadPostMessage: () => Promise<PostRequestMessage>,
) {
  const client = useApiClient();
  const navigate = useNavigate();
  const id = requestIdParam(useParams<{ requestId: string }>().requestId);
  const request = useRequest(id === 0 ? null : id);
  useDocumentTitle(request.data ? assistanceMessages.detail.title(request.data.number) : title);
  const [notice, setNotice] = useState<AssistanceNotice>();
  const message = useMessageSend(
    async (input, onUploadProgress) => {
      const postMessage = await loadPostMessage();
      return postMessage(client, id, { text: input.text, files: [...input.photos] }, { onUploadProgress });
    },
    () => {
      setNotice({ tone: 'success', text: assistanceMessages.detail.messageSent });
      void request.mutate();
    },
  );

  // An id that is not one, or a request that is not this person's (a 404): not found, no retry.
  const notFound = id === 0 || (isApiError(request.error) && request.error.status === 404);
  const screen: AssistanceRequestPageProps<R> = {
    request: notFound ? null : (request.data ?? null),
    isLoading: !notFound && request.isLoading,
    notFoundMessage: notFound ? messageForCode('ASSISTANCE-404') : undefined,
    errorMessage:
      !notFound && request.error && !request.data
        ? failureText(request.error, 'ASSISTANCE-LIST-ERROR')
        : undefined,
    onRetry: notFound ? undefined : () => void request.mutate(),
    ...message,
    notice,
    onNavigate: navigate,
  };
  return { client, id, request, setNotice, screen };
}
