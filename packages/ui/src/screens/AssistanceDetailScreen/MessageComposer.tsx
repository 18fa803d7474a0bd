import { ASSISTANCE_LIMITS, ASSISTANCE_MESSAGES } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Textarea } from '../../components/Textarea/Textarea';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { AssistanceMessageInput, UploadProgressView } from '../AssistanceScreen/assistance-types';
import { PhotoPicker } from '../AssistanceScreen/PhotoPicker';
import * as css from './AssistanceDetail.css';

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** Sends a message; resolving to `true` (sent) empties the composer. */
  onSend: (input: AssistanceMessageInput) => Promise<boolean> | undefined;
  isSending?: boolean;
  progress?: UploadProgressView | null | undefined;
  /** The server refused the message: its text. */
  sendError?: string | undefined;
}

/**
 * A message of the conversation (product rule §9): up to 4000 characters with up to 10 photos, each
 * photo's progress while it goes; an empty message says why and is not sent.
 */
export function MessageComposer({ onSend, isSending = false, progress, sendError }: MessageComposerProps) {
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
  );
}
