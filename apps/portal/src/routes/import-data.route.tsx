import { MAX_SPREADSHEET_BYTES } from '@portal/api';
import { useImportRuns } from '@portal/api/react';
import { IMPORT_HISTORY_PAGE_SIZE, ImportDataScreen } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useDocumentTitle } from '../app/use-document-title';
import { messages } from '../messages/pt-BR';
import { useSpreadsheetImport } from './import-data/use-spreadsheet-import';

/**
 * Route `/importar-dados` (admin, decision 036): the staff spreadsheet import — template, upload with
 * progress, preview, confirmation — over the history of every import (spreadsheet, API and Sienge).
 */
export function Component() {
  useDocumentTitle(messages.titles.importData);
  const [page, setPage] = useState(1);
  const runs = useImportRuns({
    limit: IMPORT_HISTORY_PAGE_SIZE,
    offset: (page - 1) * IMPORT_HISTORY_PAGE_SIZE,
  });
  const flow = useSpreadsheetImport(() => {
    setPage(1);
    void runs.mutate();
  });
  const { sending } = flow;
  return (
    <ImportDataScreen
      onDownloadTemplate={flow.downloadTemplate}
      isDownloadingTemplate={flow.template.busy}
      templateErrorMessage={flow.template.error}
      file={flow.file}
      onFileChange={flow.chooseFile}
      maxFileBytes={MAX_SPREADSHEET_BYTES}
      onPreview={flow.requestPreview}
      uploadProgress={sending.status === 'uploading' ? sending.percent : undefined}
      isProcessing={sending.status === 'processing'}
      previewErrorMessage={flow.previewError}
      preview={flow.preview}
      onConfirm={flow.confirm}
      isConfirming={flow.confirming}
      confirmErrorMessage={flow.confirmError}
      onCancel={flow.reset}
      result={flow.result}
      onImportAnother={flow.reset}
      history={{
        rows: runs.data?.items ?? [],
        total: runs.data?.total ?? 0,
        page,
        onPageChange: setPage,
        isLoading: runs.isLoading,
        errorMessage: runs.error && !runs.data ? failureText(runs.error, 'IMPORT-RUNS-ERROR') : undefined,
        onRetry: () => void runs.mutate(),
      }}
    />
  );
}
