import { useStaffAssistanceRequest } from '@portal/api/react';
import { ASSISTANCE_STATUS_LABELS, todayIso } from '@portal/domain';
import {
  type AssistanceStatusInput,
  StaffAssistanceScreen,
  assistanceStaffMessages as s,
} from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { paths } from '../config/paths';
import { useAssistanceRequestPage } from '../features/assistance/use-request-page';

const calls = () => import('./assistance-queue-request/staff-request-calls');

/**
 * Route `/solicitacoes-assistencia/{id}` (admin, product rule §9): one request with its customer,
 * 'Mudar a situação' (each change e-mails the customer and enters the history), the conversation with
 * photos both ways, the rating once given.
 */
export function Component() {
  const { client, id, request, setNotice, screen } = useAssistanceRequestPage(
    useStaffAssistanceRequest,
    s.queue.title,
    async () => (await calls()).postStaffAssistanceMessage,
  );
  const [isChanging, setChanging] = useState(false);
  const [statusError, setStatusError] = useState<string | undefined>();

  const onChangeStatus = async (input: AssistanceStatusInput): Promise<boolean> => {
    setChanging(true);
    setStatusError(undefined);
    setNotice(undefined);
    try {
      const { postAssistanceStatus } = await calls();
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

  return (
    <StaffAssistanceScreen
      {...screen}
      today={todayIso(new Date())}
      onChangeStatus={onChangeStatus}
      isChangingStatus={isChanging}
      statusError={statusError}
      queueHref={paths.assistanceQueue}
    />
  );
}
