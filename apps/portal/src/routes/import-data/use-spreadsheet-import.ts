import {
  getSpreadsheetTemplate,
  postSpreadsheetConfirm,
  postSpreadsheetPreview,
  SPREADSHEET_TEMPLATE_FILE_NAME,
  type SpreadsheetPreview,
  saveBlob,
} from '@portal/api';
import { useApiClient } from '@portal/api/react';
import type { ImportResultView } from '@portal/ui/screens';
import { useCallback, useRef, useState } from 'react';
import { failureText } from '../../app/failure-text';

/** Where the upload of the chosen file stands: sending (with its percentage) or read by the server. */
type Sending = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'processing' };

/**
 * The three calls of 'Importar dados' (decision 036) and their states: the template download, the upload
 * of the chosen file for its preview (with progress, then the server's reading), and the confirmation
 * of a preview without errors. Nothing is written before the confirmation; a cancelled preview simply
 * expires on the server. `onImported` runs after every confirmation, answered or failed (the history
 * is read again).
 */
export function useSpreadsheetImport(onImported: () => void) {
  const client = useApiClient();
  const [template, setTemplate] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [previewError, setPreviewError] = useState<string>();
  const [preview, setPreview] = useState<SpreadsheetPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const [result, setResult] = useState<ImportResultView | null>(null);
  // A double click must not send the file twice, nor confirm twice.
  const busy = useRef(false);

  const downloadTemplate = useCallback(async () => {
    setTemplate({ busy: true });
    try {
      saveBlob(await getSpreadsheetTemplate(client), SPREADSHEET_TEMPLATE_FILE_NAME);
      setTemplate({ busy: false });
    } catch (error) {
      setTemplate({ busy: false, error: failureText(error, 'SPREADSHEET-TEMPLATE-ERROR') });
    }
  }, [client]);

  const chooseFile = useCallback((chosen: File | null) => {
    setFile(chosen);
    setPreviewError(undefined);
  }, []);

  const requestPreview = useCallback(async () => {
    if (!file || busy.current) return;
    busy.current = true;
    setPreviewError(undefined);
    setSending({ status: 'uploading', percent: 0 });
    try {
      const answer = await postSpreadsheetPreview(client, file, {
        onUploadProgress: ({ loaded, total }) => {
          const percent = total ? Math.round((loaded / total) * 100) : 0;
          setSending(percent >= 100 ? { status: 'processing' } : { status: 'uploading', percent });
        },
      });
      setPreview(answer);
    } catch (error) {
      setPreviewError(failureText(error, 'SPREADSHEET-PREVIEW-ERROR'));
    } finally {
      setSending({ status: 'idle' });
      busy.current = false;
    }
  }, [client, file]);

  const confirm = useCallback(async () => {
    if (!preview || busy.current) return;
    busy.current = true;
    setConfirming(true);
    setConfirmError(undefined);
    try {
      const answer = await postSpreadsheetConfirm(client, preview.preview_id);
      setResult({ run_id: answer.run_id, counts: answer.counts });
      setPreview(null);
    } catch (error) {
      setConfirmError(failureText(error, 'SPREADSHEET-CONFIRM-ERROR'));
    } finally {
      setConfirming(false);
      busy.current = false;
      // Whatever the answer, the history says what the server has now (a lost answer may hide a success).
      onImported();
    }
  }, [client, preview, onImported]);

  /** Back to an empty step 2: the preview, the result and the chosen file are dropped. */
  const reset = useCallback(() => {
    setPreview(null);
    setResult(null);
    setFile(null);
    setConfirmError(undefined);
    setPreviewError(undefined);
  }, []);

  return {
    template,
    file,
    sending,
    previewError,
    preview,
    confirming,
    confirmError,
    result,
    downloadTemplate,
    chooseFile,
    requestPreview,
    confirm,
    reset,
  };
}
