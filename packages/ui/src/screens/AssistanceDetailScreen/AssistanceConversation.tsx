import { formatDateTimeBr } from '@portal/domain';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type {
  AssistanceActorView,
  AssistanceMessageInput,
  AssistanceMessageView,
  UploadProgressView,
} from '../AssistanceScreen/assistance-types';
import * as css from './AssistanceDetail.css';
import { AssistancePhotos } from './AssistancePhotos';
import { LazyMessageComposer } from './LazyMessageComposer';

/** Props of {@link AssistanceConversation}. */
export interface AssistanceConversationProps {
  messages: readonly AssistanceMessageView[];
  /** Who is reading: their own messages are 'Você', at the end. */
  viewer: 'customer' | 'staff';
  /** 'Concluída' or 'Improcedente': no composer, and why. */
  isClosed: boolean;
  /** Sends a message; resolving to `true` (sent) empties the composer. */
  onSend: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSending?: boolean;
  progress?: UploadProgressView | null | undefined;
  /** The server refused the message: its text. */
  sendError?: string | undefined;
}

/** How an author is named to the viewer. */
function authorName(author: AssistanceActorView, viewer: 'customer' | 'staff'): string {
  if (author.role === viewer) return viewer === 'customer' ? t.detail.you : t.detail.staff(author.name);
  return author.role === 'staff' ? t.detail.staff(author.name) : t.detail.customer(author.name);
}

/**
 * The conversation of a request (product rule §9): messages both ways, oldest first, each with its
 * photos, then a message of up to 4000 characters with up to 10 photos and their progress. A closed
 * request takes no more messages.
 */
export function AssistanceConversation({
  messages,
  viewer,
  isClosed,
  onSend,
  isSending = false,
  progress,
  sendError,
}: AssistanceConversationProps) {
  const titleId = useId();
  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.detail.conversation}</PageSectionTitle>
      {messages.length === 0 ? (
        <p className={css.muted}>{isClosed ? t.detail.noMessagesClosed : t.detail.noMessages}</p>
      ) : (
        <ol className={css.messages}>
          {messages.map((message) => {
            const name = authorName(message.author, viewer);
            return (
              <li
                key={message.id}
                className={css.message}
                data-own={message.author.role === viewer || undefined}
              >
                <div className={css.messageHead}>
                  <span className={css.author}>{name}</span>
                  <time className={css.muted} dateTime={message.created_at}>
                    {formatDateTimeBr(message.created_at)}
                  </time>
                </div>
                <p className={css.prose}>{message.text}</p>
                <AssistancePhotos
                  photos={message.photos}
                  alt={(index) => t.detail.messagePhotoAlt(name, index)}
                />
              </li>
            );
          })}
        </ol>
      )}
      {isClosed ? (
        <Alert tone="info">{t.detail.closed}</Alert>
      ) : (
        <LazyMessageComposer
          onSend={onSend}
          isSending={isSending}
          progress={progress}
          sendError={sendError}
        />
      )}
    </PageSection>
  );
}
