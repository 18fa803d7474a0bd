import { formatDateBr, messageForCode } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { FilePicker } from '../../components/FilePicker/FilePicker';
import { PDF_ACCEPT } from '../../components/FilePicker/file-check';
import { Textarea } from '../../components/Textarea/Textarea';
import { UploadProgressBar } from '../../components/UploadProgressBar/UploadProgressBar';
import { proofMessages } from '../../messages/pt-BR-proof';
import { Notice } from '../StatementsScreen/Notice';
import { MAX_PROOF_FILE_BYTES } from './proof-file';
import * as css from './StatementScreen.css';
import type { InstallmentRow, ProofSubmission, ProofUploadState } from './statement-types';

/** Props of {@link ProofDialog}. */
export interface ProofDialogProps {
  /** The installment the proof is for; null keeps the dialog closed. */
  installment: InstallmentRow | null;
  upload: ProofUploadState;
  onSubmit: (submission: ProofSubmission) => void;
  onClose: () => void;
}

/** The form inside the dialog; remounted per installment so a new opening starts empty. */
function ProofForm({
  installment,
  upload,
  onSubmit,
}: Omit<ProofDialogProps, 'onClose' | 'installment'> & { installment: InstallmentRow }) {
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [missingFile, setMissingFile] = useState(false);
  const isSending = upload.status === 'sending';

  const submit = () => {
    if (!file) {
      setMissingFile(true);
      return;
    }
    onSubmit({ installment, file, notes });
  };

  return (
    <div className={css.dialogBody}>
      <p className={css.dialogContext}>
        {proofMessages.proofInstallment(installment.installment_number, formatDateBr(installment.due_date))}
      </p>
      <FilePicker
        label={proofMessages.proofFile}
        accept={PDF_ACCEPT}
        maxBytes={MAX_PROOF_FILE_BYTES}
        description={proofMessages.proofMaxSize}
        file={file}
        onChange={(next) => {
          setFile(next);
          setMissingFile(false);
        }}
        typeErrorMessage={messageForCode('SEND-PAYMENT-PROOF-422')}
        sizeErrorMessage={messageForCode('SEND-PAYMENT-PROOF-413')}
        errorMessage={missingFile ? proofMessages.proofChooseFirst : undefined}
        isDisabled={isSending}
        isRequired
      />
      <Textarea
        label={proofMessages.proofNotes}
        value={notes}
        onChange={setNotes}
        rows={3}
        maxLength={1000}
        isDisabled={isSending}
      />
      {upload.status === 'sending' && (
        <div className={css.progressField}>
          <span aria-hidden="true">{proofMessages.proofSending}</span>
          <UploadProgressBar label={proofMessages.proofSending} value={upload.progress * 100} />
        </div>
      )}
      {upload.status === 'success' && <Notice tone="success">{upload.message}</Notice>}
      {upload.status === 'error' && <Notice tone="error">{upload.message}</Notice>}
      <Button icon="upload" size="lg" isFullWidth isLoading={isSending} onPress={submit}>
        {proofMessages.proofSend}
      </Button>
    </div>
  );
}

/**
 * 'Enviar comprovante de pagamento': a PDF picker ('Arquivo de comprovante:', 'Tamanho máximo: 1024MB',
 * type and size checked before upload), 'Observações', 'Enviar', the upload progress and its outcome.
 */
export function ProofDialog({ installment, upload, onSubmit, onClose }: ProofDialogProps) {
  return (
    <Dialog
      isOpen={installment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={proofMessages.proofTitle}
    >
      {installment && (
        <ProofForm
          key={installment.installment_id}
          installment={installment}
          upload={upload}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}
