import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { messages } from '../../messages/pt-BR';
import { documentsMessages } from '../../messages/pt-BR-documents';
import { DocumentPdfField } from './DocumentPdfField';
import type { DocumentTransfer, StaffDocumentView } from './staff-documents-types';

const t = documentsMessages.staff;

/** Props of {@link ReplaceDocumentDialog}. */
export interface ReplaceDocumentDialogProps {
  /** The document whose file is replaced; null when closed. */
  document: StaffDocumentView | null;
  maxBytes: number;
  transfer: DocumentTransfer;
  onReplace: (document: StaffDocumentView, file: File) => void;
  onClose: () => void;
}

/**
 * 'Substituir': a new PDF for a published document, same title and kind, with the form's checks and
 * progress (the owner keys it by document, so each opening starts with no file). It cannot be dismissed while the file is on its way; the owner closes it once done.
 */
export function ReplaceDocumentDialog({
  document,
  maxBytes,
  transfer,
  onReplace,
  onClose,
}: ReplaceDocumentDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const sending = transfer.status === 'sending';

  return (
    <Dialog
      isOpen={document !== null}
      onOpenChange={(open) => {
        if (!open && !sending) onClose();
      }}
      isDismissable={!sending}
      title={document ? t.replaceTitle(document.title) : ''}
      description={t.replaceDescription}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={sending}>
            {messages.common.cancel}
          </Button>
          <Button
            icon="upload"
            isLoading={sending}
            onPress={() => {
              if (!document || sending) return;
              if (!file) setMissing(true);
              else onReplace(document, file);
            }}
          >
            {t.replaceConfirm}
          </Button>
        </>
      }
    >
      <DocumentPdfField
        maxBytes={maxBytes}
        transfer={transfer}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setMissing(false);
        }}
        errorMessage={missing ? t.fileRequired : undefined}
      />
    </Dialog>
  );
}
