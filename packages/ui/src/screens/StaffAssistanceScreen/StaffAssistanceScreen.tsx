import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';
import type { NavigateHandler } from '../../navigation/link-click';
import { AssistanceRating } from '../AssistanceDetailScreen/AssistanceRating';
import { AssistanceRequestFrame } from '../AssistanceDetailScreen/AssistanceRequestFrame';
import type {
  AssistanceMessageInput,
  AssistanceNotice,
  StaffAssistanceDetailView,
  UploadProgressView,
} from '../AssistanceScreen/assistance-types';
import { LazyStatusChangeForm as StatusChangeForm } from './LazyStatusChangeForm';
import type { AssistanceStatusInput } from './status-change';

/** Props of {@link StaffAssistanceScreen}. */
export interface StaffAssistanceScreenProps {
  request: StaffAssistanceDetailView | null;
  isLoading?: boolean;
  /** No such request: said so, with the way back to the queue, instead of the content. */
  notFoundMessage?: string | undefined;
  errorMessage?: string;
  onRetry?: () => void;
  /** Today in São Paulo (ISO), for the visit's date. */
  today: string;
  onChangeStatus: (input: AssistanceStatusInput) => Promise<boolean> | undefined;
  isChangingStatus?: boolean;
  statusError?: string | undefined;
  onSendMessage: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSendingMessage?: boolean;
  messageProgress?: UploadProgressView | null | undefined;
  messageError?: string | undefined;
  /** The outcome of the last action (status changed, message sent). */
  notice?: AssistanceNotice | undefined;
  /** The queue, for the breadcrumb. */
  queueHref: string;
  onNavigate?: NavigateHandler;
}

/**
 * One request opened by the staff (/solicitacoes-assistencia/{id}, admin; product rule §9): the
 * customer and the request, 'Mudar a situação', the conversation (photos both ways), the rating once
 * given, and the history.
 */
export function StaffAssistanceScreen({
  today,
  onChangeStatus,
  isChangingStatus,
  statusError,
  queueHref,
  ...frame
}: StaffAssistanceScreenProps) {
  return (
    <AssistanceRequestFrame
      {...frame}
      back={{ href: queueHref, title: s.queue.title, label: s.detail.backToQueue }}
      viewer="staff"
      width="wide"
      leadingFacts={(loaded) => [
        { term: s.detail.customer, value: `${loaded.customer_name} · ${loaded.customer_email}` },
      ]}
      actions={(loaded) => (
        <>
          <StatusChangeForm
            key={loaded.status}
            current={loaded.status}
            today={today}
            onChange={onChangeStatus}
            isSaving={isChangingStatus}
            saveError={statusError}
          />
          <AssistanceRating rating={loaded.rating} canRate={false} viewer="staff" />
        </>
      )}
    />
  );
}
