import type { UploadProgress } from '@portal/api';
import type { AssistanceMessageInput, UploadProgressView } from '@portal/ui/screens';
import { useRef, useState } from 'react';
import { failureText } from '../../app/failure-text';

/** Sends one message of a request: its text and photos, with the upload's progress. */
export type SendMessageCall = (
  input: AssistanceMessageInput,
  onUploadProgress: (progress: UploadProgress) => void,
) => Promise<unknown>;

/**
 * A message of the conversation of a request, the customer's or the staff's (product rule §9): sends it
 * with its photos, the progress of the one upload for the screen to share among the photos, the
 * server's refusal in Portuguese, and `onSent` (read the request again) once stored. One at a time.
 * Hands back the request screens' message props, by their names.
 */
export function useMessageSend(send: SendMessageCall, onSent: () => void) {
  const [isSending, setSending] = useState(false);
  const [progress, setProgress] = useState<UploadProgressView | null>(null);
  const [error, setError] = useState<string | undefined>();
  const busy = useRef(false);

  const onSend = async (input: AssistanceMessageInput): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSending(true);
    setError(undefined);
    setProgress({ loaded: 0, total: undefined });
    try {
      await send(input, (next) => setProgress({ loaded: next.loaded, total: next.total }));
      onSent();
      return true;
    } catch (caught) {
      setError(failureText(caught, 'ASSISTANCE-MESSAGE-ERROR'));
      return false;
    } finally {
      busy.current = false;
      setSending(false);
      setProgress(null);
    }
  };

  return {
    onSendMessage: onSend,
    isSendingMessage: isSending,
    messageProgress: progress,
    messageError: error,
  };
}
