import { isAssistanceClosed } from '@portal/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page, type PageWidth } from '../../components/Page/Page';
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
import { AssistanceFacts, type AssistanceFactsProps } from './AssistanceFacts';
import { AssistanceHistory } from './AssistanceHistory';

/** Where the page goes back to: the customer's list or the staff's queue. */
export interface AssistanceRequestBack {
  href: string;
  /** Its name: the first breadcrumb, and the page's title until the request is read. */
  title: string;
  /** The link under 'not found'. */
  label: string;
}

/** Props of {@link AssistanceRequestFrame}. */
export interface AssistanceRequestFrameProps<R extends AssistanceDetailView> {
  /** The request; null while loading, when loading failed or when there is none. */
  request: R | null;
  isLoading?: boolean;
  /** No such request for this person: said so, with the way back, instead of the content. */
  notFoundMessage?: string | undefined;
  /** Loading failed: shown with 'Tentar novamente'. */
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** The outcome of the last action. */
  notice?: AssistanceNotice | undefined;
  back: AssistanceRequestBack;
  /** Who reads the page: the conversation names the other side by it. */
  viewer: 'customer' | 'staff';
  width?: PageWidth;
  /** Facts drawn before the request's own (the staff's: the customer). */
  leadingFacts?: (request: R) => AssistanceFactsProps['leading'];
  /** What stands between the facts and the conversation: the rating, the staff's status form. */
  actions: (request: R) => ReactNode;
  onSendMessage: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSendingMessage?: boolean;
  messageProgress?: UploadProgressView | null | undefined;
  messageError?: string | undefined;
  onNavigate?: NavigateHandler | undefined;
}

/**
 * The page of one request, the customer's and the staff's alike (product rule §9): the title
 * 'Solicitação {número}' with the way back, the notice, 'not found' with its link, loading and its
 * failure, then the facts, the actions, the conversation and, beside them, the history.
 */
export function AssistanceRequestFrame<R extends AssistanceDetailView>({
  request,
  isLoading = false,
  notFoundMessage,
  errorMessage,
  onRetry,
  notice,
  back,
  viewer,
  width,
  leadingFacts,
  actions,
  onSendMessage,
  isSendingMessage,
  messageProgress,
  messageError,
  onNavigate,
}: AssistanceRequestFrameProps<R>) {
  const breadcrumbs = (
    <Breadcrumbs
      items={[{ label: back.title, href: back.href }, { label: request?.number ?? '' }]}
      onNavigate={onNavigate}
    />
  );
  return (
    <Page width={width}>
      <PageHeader
        title={request ? t.detail.title(request.number) : back.title}
        breadcrumbs={request ? breadcrumbs : undefined}
      />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {notFoundMessage ? (
        <EmptyState
          icon="search"
          title={notFoundMessage}
          action={
            <ButtonLink href={back.href} onNavigate={onNavigate} variant="secondary">
              {back.label}
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
                <AssistanceFacts request={loaded} leading={leadingFacts?.(loaded)} />
                {actions(loaded)}
                <AssistanceConversation
                  messages={loaded.messages}
                  viewer={viewer}
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
