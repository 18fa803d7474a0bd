import { ASSISTANCE_LIMITS, ASSISTANCE_MESSAGES, formatDateTimeBr } from '@portal/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Textarea } from '../../components/Textarea/Textarea';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type {
  AssistanceActorView,
  AssistanceMessageInput,
  AssistanceMessageView,
  UploadProgressView,
} from '../AssistanceScreen/assistance-types';
import { PhotoPicker } from '../AssistanceScreen/PhotoPicker';
import * as css from './AssistanceDetail.css';
import { AssistancePhotos } from './AssistancePhotos';

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
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<readonly File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const length = text.trim().length;
    if (length < ASSISTANCE_LIMITS.message.min || length > ASSISTANCE_LIMITS.message.max) {
      setProblem(ASSISTANCE_MESSAGES.messageLength);
      return;
    }
    setProblem(undefined);
    const sent = await onSend({ text: text.trim(), photos });
    if (sent) {
      setText('');
      setPhotos([]);
    }
  };

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
        <form className={css.composer} onSubmit={submit} noValidate aria-label={t.detail.send}>
          <Textarea
            label={t.detail.message}
            value={text}
            onChange={setText}
            maxLength={ASSISTANCE_LIMITS.message.max}
            showCount
            rows={3}
            errorMessage={problem}
            isDisabled={isSending}
          />
          <PhotoPicker
            label={t.detail.attach}
            files={photos}
            onChange={setPhotos}
            progress={isSending && photos.length > 0 ? (progress ?? { loaded: 0, total: undefined }) : null}
            isDisabled={isSending}
            showHint={false}
          />
          {sendError && <Alert tone="danger">{sendError}</Alert>}
          <div className={css.composerActions}>
            <Button type="submit" icon="mail" isLoading={isSending}>
              {t.detail.send}
            </Button>
          </div>
        </form>
      )}
    </PageSection>
  );
}
