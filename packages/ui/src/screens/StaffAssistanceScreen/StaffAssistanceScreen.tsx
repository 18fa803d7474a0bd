import { isAssistanceClosed } from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { assistanceMessages } from '../../messages/pt-BR-assistance';
import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';
import type { NavigateHandler } from '../../navigation/link-click';
import { AssistanceConversation } from '../AssistanceDetailScreen/AssistanceConversation';
import * as css from '../AssistanceDetailScreen/AssistanceDetail.css';
import { AssistanceFacts } from '../AssistanceDetailScreen/AssistanceFacts';
import { AssistanceHistory } from '../AssistanceDetailScreen/AssistanceHistory';
import { AssistanceRating } from '../AssistanceDetailScreen/AssistanceRating';
import type {
  AssistanceMessageInput,
  AssistanceNotice,
  StaffAssistanceDetailView,
  UploadProgressView,
} from '../AssistanceScreen/assistance-types';
import { ButtonLink } from '../AssistanceScreen/ButtonLink';
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
 * One request opened by the staff (/assistencia-tecnica/fila/{id}, admin; product rule §9): the
 * customer and the request, 'Mudar a situação', the conversation (photos both ways), the rating once
 * given, and the history.
 */
export function StaffAssistanceScreen({
  request,
  isLoading = false,
  notFoundMessage,
  errorMessage,
  onRetry,
  today,
  onChangeStatus,
  isChangingStatus = false,
  statusError,
  onSendMessage,
  isSendingMessage = false,
  messageProgress,
  messageError,
  notice,
  queueHref,
  onNavigate,
}: StaffAssistanceScreenProps) {
  const breadcrumbs = (
    <Breadcrumbs
      items={[{ label: s.detail.back, href: queueHref }, { label: request?.number ?? '' }]}
      onNavigate={onNavigate}
    />
  );
  return (
    <Page width="wide">
      <PageHeader
        title={request ? assistanceMessages.detail.title(request.number) : s.queue.title}
        breadcrumbs={request ? breadcrumbs : undefined}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {notFoundMessage ? (
        <EmptyState
          icon="search"
          title={notFoundMessage}
          action={
            <ButtonLink href={queueHref} onNavigate={onNavigate} variant="secondary">
              {s.detail.backToQueue}
            </ButtonLink>
          }
        />
      ) : (
        <LoadState
          data={request}
          isLoading={isLoading}
          errorMessage={errorMessage}
          onRetry={onRetry}
          loadingLabel={assistanceMessages.detail.loading}
        >
          {(loaded) => (
            <div className={css.columns}>
              <div className={css.stack}>
                <AssistanceFacts
                  request={loaded}
                  leading={[
                    { term: s.detail.customer, value: `${loaded.customer_name} · ${loaded.customer_email}` },
                  ]}
                />
                <StatusChangeForm
                  key={loaded.status}
                  current={loaded.status}
                  today={today}
                  onChange={onChangeStatus}
                  isSaving={isChangingStatus}
                  saveError={statusError}
                />
                <AssistanceRating rating={loaded.rating} canRate={false} viewer="staff" />
                <AssistanceConversation
                  messages={loaded.messages}
                  viewer="staff"
                  isClosed={isAssistanceClosed(loaded.status)}
                  onSend={onSendMessage}
                  isSending={isSendingMessage}
                  progress={messageProgress}
                  sendError={messageError}
                />
              </div>
              <AssistanceHistory history={loaded.history} ratingScore={loaded.rating?.score} />
            </div>
          )}
        </LoadState>
      )}
    </Page>
  );
}
