import { isApiError } from '@portal/api';
import { useApiClient, useStaffAssistanceRequest } from '@portal/api/react';
import { ASSISTANCE_STATUS_LABELS, messageForCode, todayIso } from '@portal/domain';
import {
  type AssistanceNotice,
  type AssistanceStatusInput,
  assistanceMessages,
  StaffAssistanceScreen,
  assistanceStaffMessages as s,
} from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate, useParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { requestIdParam } from '../features/assistance/assistance-hrefs';
import { useMessageSend } from '../features/assistance/use-message-send';

/**
 * Route `/solicitacoes-assistencia/{id}` (admin, product rule §9): one request with its customer,
 * 'Mudar a situação' (each change e-mails the customer and enters the history), the conversation with
 * photos both ways, the rating once given.
 */
export function Component() {
  const client = useApiClient();
  const navigate = useNavigate();
  const id = requestIdParam(useParams<{ requestId: string }>().requestId);
  const request = useStaffAssistanceRequest(id === 0 ? null : id);
  useDocumentTitle(request.data ? assistanceMessages.detail.title(request.data.number) : s.queue.title);
  const [isChanging, setChanging] = useState(false);
  const [statusError, setStatusError] = useState<string | undefined>();
  const [notice, setNotice] = useState<AssistanceNotice>();
  const message = useMessageSend(
    async (input, onUploadProgress) => {
      const { postStaffAssistanceMessage } = await import('./assistance-queue-request/staff-request-calls');
      return postStaffAssistanceMessage(
        client,
        id,
        { text: input.text, files: [...input.photos] },
        { onUploadProgress },
      );
    },
    () => {
      setNotice({ tone: 'success', text: assistanceMessages.detail.messageSent });
      void request.mutate();
    },
  );

  const onChangeStatus = async (input: AssistanceStatusInput): Promise<boolean> => {
    setChanging(true);
    setStatusError(undefined);
    setNotice(undefined);
    try {
      const { postAssistanceStatus } = await import('./assistance-queue-request/staff-request-calls');
      const changed = await postAssistanceStatus(client, id, {
        status: input.status,
        ...(input.reason ? { reason: input.reason } : {}),
        ...(input.visitDate ? { visit_date: input.visitDate } : {}),
        ...(input.visitStart ? { visit_start: input.visitStart } : {}),
        ...(input.visitEnd ? { visit_end: input.visitEnd } : {}),
        ...(input.note ? { note: input.note } : {}),
      });
      setNotice({ tone: 'success', text: s.detail.changed(ASSISTANCE_STATUS_LABELS[changed.status]) });
      void request.mutate(changed, { revalidate: false });
      return true;
    } catch (error) {
      setStatusError(failureText(error, 'ASSISTANCE-STATUS-ERROR'));
      return false;
    } finally {
      setChanging(false);
    }
  };

  // An id that is not one, or a request that is not this person's (a 404): not found, no retry.
  const notFound = id === 0 || (isApiError(request.error) && request.error.status === 404);
  return (
    <StaffAssistanceScreen
      request={notFound ? null : (request.data ?? null)}
      isLoading={!notFound && request.isLoading}
      notFoundMessage={notFound ? messageForCode('ASSISTANCE-404') : undefined}
      errorMessage={
        !notFound && request.error && !request.data
          ? failureText(request.error, 'ASSISTANCE-LIST-ERROR')
          : undefined
      }
      onRetry={notFound ? undefined : () => void request.mutate()}
      today={todayIso(new Date())}
      onChangeStatus={onChangeStatus}
      isChangingStatus={isChanging}
      statusError={statusError}
      onSendMessage={message.onSend}
      isSendingMessage={message.isSending}
      messageProgress={message.progress}
      messageError={message.error}
      notice={notice}
      queueHref={paths.assistanceQueue}
      onNavigate={navigate}
    />
  );
}
