import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { FilePicker } from '../../components/FilePicker/FilePicker';
import { PDF_ACCEPT } from '../../components/FilePicker/file-check';
import { formatFileSize } from '../../components/FilePicker/file-size';
import { UploadProgressBar } from '../../components/UploadProgressBar/UploadProgressBar';
import { documentsMessages } from '../../messages/pt-BR-documents';
import type { DocumentTransfer } from './staff-documents-types';

const t = documentsMessages.staff;

/** Props of {@link DocumentPdfField}. */
export interface DocumentPdfFieldProps {
  maxBytes: number;
  transfer: DocumentTransfer;
  file: File | null;
  onChange: (file: File | null) => void;
  /** 'Escolha o arquivo PDF.' after a send without a file; undefined otherwise. */
  errorMessage?: string;
  /** What sits between the send's error and its progress bar (the form's submit button). */
  children?: ReactNode;
}

/**
 * The PDF of a document, for 'Enviar documento' and 'Substituir' alike: the picker with its size hint
 * and Portuguese type and size errors, disabled while sending, then the send's error and, while the
 * file goes, the share sent.
 */
export function DocumentPdfField({
  maxBytes,
  transfer,
  file,
  onChange,
  errorMessage,
  children,
}: DocumentPdfFieldProps) {
  const sending = transfer.status === 'sending';
  const size = formatFileSize(maxBytes);
  return (
    <>
      <FilePicker
        label={t.fileField}
        accept={PDF_ACCEPT}
        maxBytes={maxBytes}
        description={t.fileHint(size)}
        file={file}
        onChange={onChange}
        typeErrorMessage={t.wrongType}
        sizeErrorMessage={t.tooLarge(size)}
        errorMessage={errorMessage}
        isDisabled={sending}
        isRequired
      />
      {transfer.status === 'error' && <Alert tone="danger">{transfer.message}</Alert>}
      {children}
      {sending && transfer.progress !== null && (
        <UploadProgressBar value={transfer.progress} label={t.progress} />
      )}
    </>
  );
}
