import { isAssistanceClosed } from '@portal/domain';
import { Alert } from '../../components/Alert/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { NavigateHandler } from '../../navigation/link-click';
import type {
  AssistanceDetailView,
  AssistanceMessageInput,
  AssistanceNotice,
  UploadProgressView,
} from '../AssistanceScreen/assistance-types';
import { ButtonLink } from '../AssistanceScreen/ButtonLink';
import { AssistanceConversation } from './AssistanceConversation';
import * as css from './AssistanceDetail.css';
import { AssistanceFacts } from './AssistanceFacts';
import { AssistanceHistory } from './AssistanceHistory';
import { AssistanceRating, type AssistanceRatingInput } from './AssistanceRating';

/** Props of {@link AssistanceDetailScreen}. */
export interface AssistanceDetailScreenProps {
  /** The request; null while loading or when loading failed. */
  request: AssistanceDetailView | null;
  isLoading?: boolean;
  /**
   * No such request for this person (another customer's reads the same, product rule §9): said so,
   * with the way back, instead of the content.
   */
  notFoundMessage?: string | undefined;
  /** Loading failed (another customer's request reads as not found): shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  onSendMessage: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSendingMessage?: boolean;
  messageProgress?: UploadProgressView | null | undefined;
  messageError?: string | undefined;
  onRate: (input: AssistanceRatingInput) => void;
  isRating?: boolean;
  rateError?: string | undefined;
  /** The outcome of the last action (message sent, rating saved). */
  notice?: AssistanceNotice | undefined;
  /** 'Assistência técnica', for the breadcrumb. */
  backHref: string;
  onNavigate?: NavigateHandler;
}

/**
 * One request of the customer (/assistencia-tecnica/{id}; product rule §9): its facts and photos, the
 * rating once 'Concluída', the conversation with the staff and the history of every change.
 */
export function AssistanceDetailScreen({
  request,
  isLoading = false,
  notFoundMessage,
  errorMessage,
  onRetry,
  onSendMessage,
  isSendingMessage = false,
  messageProgress,
  messageError,
  onRate,
  isRating = false,
  rateError,
  notice,
  backHref,
  onNavigate,
}: AssistanceDetailScreenProps) {
  const title = request ? t.detail.title(request.number) : t.detail.loading;
  const breadcrumbs = (
    <Breadcrumbs
      items={[{ label: t.title, href: backHref }, { label: request?.number ?? '' }]}
      onNavigate={onNavigate}
    />
  );
  return (
    <Page>
      <PageHeader title={request ? title : t.title} breadcrumbs={request ? breadcrumbs : undefined} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {notFoundMessage ? (
        <EmptyState
          icon="search"
          title={notFoundMessage}
          action={
            <ButtonLink href={backHref} onNavigate={onNavigate} variant="secondary">
              {t.form.back}
            </ButtonLink>
          }
        />
      ) : (
        <LoadState
          data={request}
          isLoading={isLoading}
          errorMessage={errorMessage}
          onRetry={onRetry}
          loadingLabel={t.detail.loading}
        >
          {(loaded) => (
            <div className={css.columns}>
              <div className={css.stack}>
                <AssistanceFacts request={loaded} />
                <AssistanceRating
                  rating={loaded.rating}
                  canRate={loaded.can_rate}
                  onRate={onRate}
                  isRating={isRating}
                  rateError={rateError}
                  viewer="customer"
                />
                <AssistanceConversation
                  messages={loaded.messages}
                  viewer="customer"
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
