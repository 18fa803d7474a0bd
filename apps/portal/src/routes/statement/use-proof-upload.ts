import { type Customer, isApiError } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { messageForCode } from '@portal/domain';
import { useToast } from '@portal/ui';
import type { InstallmentRow, ProofSubmission, ProofUploadState } from '@portal/ui/screens';
import { useCallback, useRef, useState } from 'react';

/** The last send that did not reach a verdict: its file, installment and idempotency key. */
interface PendingAttempt {
  file: File;
  installmentId: number;
  key: string;
}

/** True when the server never answered, or failed on its side: the proof may or may not be stored. */
function isUnsettled(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * The proof-of-payment upload of the statement screen (spec sections 2, 4, 8; decision 018). Streams
 * the PDF with progress and an `Idempotency-Key`: a fresh key per send, the same key when the customer
 * sends the same file again after a send that got no verdict, so the server stores it once. A stored
 * proof closes the dialog with 'Comprovante enviado com sucesso.' (the row then says when it was sent).
 * A refused file ('Formato de arquivo não suportado.', too large, not payable) keeps the dialog open
 * with the notes typed and says why, so another file can be chosen (docs/product/decisions.md, "Proof
 * of payment"); without a verdict (network, 5xx) it stays open too, and 'Enviar' again sends once.
 */
export function useProofUpload(options: {
  bill: number | null;
  customer: Customer | undefined;
  /** Called after a stored proof (the installments are read again). */
  onSent: () => void;
}) {
  const { bill, customer, onSent } = options;
  const client = useApiClient();
  const toast = useToast();
  const [openFor, setOpenFor] = useState<InstallmentRow | null>(null);
  const [upload, setUpload] = useState<ProofUploadState>({ status: 'idle' });
  const pending = useRef<PendingAttempt | null>(null);
  const sending = useRef(false);

  const send = useCallback(
    async ({ installment, file, notes }: ProofSubmission) => {
      if (sending.current || bill === null) return;
      if (!customer) {
        setUpload({ status: 'error', message: messageForCode('NETWORK-ERROR') });
        return;
      }
      const previous = pending.current;
      const key =
        previous && previous.file === file && previous.installmentId === installment.installment_id
          ? previous.key
          : crypto.randomUUID();
      pending.current = { file, installmentId: installment.installment_id, key };
      sending.current = true;
      setUpload({ status: 'sending', progress: 0 });
      try {
        // The call and its schemas load with the first send (statement-calls.ts, decision 038).
        const { sendPaymentProof } = await import('./statement-calls');
        const answer = await sendPaymentProof(
          client,
          { bill, customer, idempotencyKey: key },
          { installment, file, notes },
          (progress) => setUpload({ status: 'sending', progress }),
        );
        pending.current = null;
        setOpenFor(null);
        setUpload({ status: 'idle' });
        toast.success(answer.msg || messageForCode('SEND-PAYMENT-PROOF-200'));
        onSent();
      } catch (error) {
        if (isUnsettled(error)) {
          // Keep the dialog, the file, the notes and the key: 'Enviar' again stores the proof once.
          const text = isApiError(error) ? error.message : messageForCode('NETWORK-ERROR');
          setUpload({ status: 'error', message: text });
          return;
        }
        // A verdict: the next send is a new one (a fresh key), from the same open dialog.
        pending.current = null;
        setUpload({
          status: 'error',
          message: isApiError(error) ? error.message : messageForCode('SEND-PAYMENT-PROOF-421'),
        });
      } finally {
        sending.current = false;
      }
    },
    [bill, client, customer, onSent, toast],
  );

  const change = useCallback((row: InstallmentRow | null) => {
    // Closing while a send runs would hide its outcome: the dialog stays until the verdict.
    if (sending.current) return;
    setOpenFor(row);
    setUpload({ status: 'idle' });
  }, []);

  return { openFor, upload, send, change };
}
