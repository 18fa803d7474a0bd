import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { FilePicker } from '../../components/FilePicker/FilePicker';
import { formatFileSize } from '../../components/FilePicker/file-size';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSection } from '../../components/Page/PageSection';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import * as css from './ImportDataScreen.css';
import { ImportHistory } from './ImportHistory';
import { ImportPreviewPanel } from './ImportPreviewPanel';
import { ImportResultPanel } from './ImportResultPanel';
import {
  type ImportHistoryView,
  type ImportPreviewView,
  type ImportResultView,
  importEntityKeys,
} from './import-types';
import { UploadProgress } from './UploadProgress';

/** What the file picker accepts: spreadsheets saved as XLSX or CSV. */
export const IMPORT_FILE_ACCEPT = [
  '.xlsx',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
] as const;

/** Largest spreadsheet accepted before upload (32 MiB; 50,000 installment rows of XLSX take about 4 MiB). */
export const IMPORT_FILE_MAX_BYTES = 32 * 1024 * 1024;

/** Props of {@link ImportDataScreen}. Every call's state comes from the portal; the screen keeps none. */
export interface ImportDataScreenProps {
  /** 'Baixar modelo': the portal downloads the template XLSX. */
  onDownloadTemplate: () => void;
  isDownloadingTemplate?: boolean;
  templateErrorMessage?: string;

  /** The chosen spreadsheet (controlled); null when none. */
  file: File | null;
  /** A file that passed the extension and size checks, or null when cleared. */
  onFileChange: (file: File | null) => void;
  /** Largest file accepted, in bytes (default {@link IMPORT_FILE_MAX_BYTES}). */
  maxFileBytes?: number;
  /** 'Pré-visualizar': the portal uploads `file` and asks for its preview. */
  onPreview: () => void;
  /** Percentage of the file sent (0–100) while uploading; undefined when no upload runs. */
  uploadProgress?: number;
  /** The file is sent and the server is reading it. */
  isProcessing?: boolean;
  /** The upload or the preview failed (e.g. an unreadable file). */
  previewErrorMessage?: string;

  /** The preview of the uploaded file; nothing is written until `onConfirm`. */
  preview?: ImportPreviewView | null;
  /** 'Confirmar importação' (only possible without row errors). */
  onConfirm: () => void;
  isConfirming?: boolean;
  confirmErrorMessage?: string;
  /** 'Cancelar': discard the preview. */
  onCancel: () => void;

  /** The confirmed import; shown in place of the preview. */
  result?: ImportResultView | null;
  /** 'Importar outro arquivo': the portal clears file, preview and result. */
  onImportAnother: () => void;

  /** 'Histórico de importações'. */
  history: ImportHistoryView;
}

const t = integrationMessages.importDataScreen;

function StepTitle({ number, id, children }: { number: number; id: string; children: ReactNode }) {
  return (
    <div className={css.stepHeading}>
      <span className={css.stepNumber} aria-hidden="true">
        {number}
      </span>
      <h2 id={id} tabIndex={-1} className={css.stepTitle}>
        {children}
      </h2>
    </div>
  );
}

/**
 * 'Importar dados' (admin, decision 036): (1) download the template, (2) choose an XLSX or CSV, checked
 * here for type and size, and send it with its progress, (3) review the preview — counts to create and
 * update, every row error — and confirm, then the result; under it the history of every import.
 * Presentational: the portal makes the calls and passes their states and Portuguese errors.
 */
export function ImportDataScreen(props: ImportDataScreenProps) {
  const { file, preview, result, uploadProgress, isProcessing = false } = props;
  const templateId = useId();
  const fileId = useId();
  const reviewId = useId();
  const maxBytes = props.maxFileBytes ?? IMPORT_FILE_MAX_BYTES;
  const sizeText = formatFileSize(maxBytes);
  const isSending = uploadProgress !== undefined || isProcessing;
  const isLocked = isSending || Boolean(preview) || Boolean(result);

  // The review's buttons vanish when it is cancelled or a new import starts: focus goes back to the
  // file step instead of being lost on <body>; a new preview or result takes focus to its heading.
  const hadReview = useRef(Boolean(preview || result));
  useEffect(() => {
    const hasReview = Boolean(preview || result);
    if (hasReview !== hadReview.current) {
      document.getElementById(hasReview ? reviewId : fileId)?.focus();
      hadReview.current = hasReview;
    }
  }, [preview, result, reviewId, fileId]);

  let review: ReactNode;
  if (result) review = <ImportResultPanel result={result} onImportAnother={props.onImportAnother} />;
  else if (preview)
    review = (
      <ImportPreviewPanel
        preview={preview}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
        isConfirming={props.isConfirming}
        confirmErrorMessage={props.confirmErrorMessage}
      />
    );
  else review = <p className={css.text}>{t.reviewHint}</p>;

  return (
    <Page width="wide">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ol className={css.steps}>
        <PageSection as="li" aria-labelledby={templateId}>
          <StepTitle number={1} id={templateId}>
            {t.templateStep}
          </StepTitle>
          <p className={css.text}>{t.templateText}</p>
          <ul className={css.sheets} aria-label={t.sheetsLabel}>
            {importEntityKeys.map((entity) => (
              <li key={entity} className={css.sheet}>
                {integrationMessages.importEntities[entity]}
              </li>
            ))}
          </ul>
          {props.templateErrorMessage && <Alert tone="danger">{props.templateErrorMessage}</Alert>}
          <div className={css.actionsStart}>
            <Button
              variant="secondary"
              icon="download"
              onPress={props.onDownloadTemplate}
              isLoading={props.isDownloadingTemplate}
            >
              {t.downloadTemplate}
            </Button>
          </div>
        </PageSection>

        <PageSection as="li" aria-labelledby={fileId}>
          <StepTitle number={2} id={fileId}>
            {t.fileStep}
          </StepTitle>
          <FilePicker
            label={t.fileLabel}
            accept={IMPORT_FILE_ACCEPT}
            maxBytes={maxBytes}
            description={t.fileHint(sizeText)}
            typeErrorMessage={t.wrongType}
            sizeErrorMessage={t.tooLarge(sizeText)}
            file={file}
            onChange={props.onFileChange}
            isDisabled={isLocked}
            name="spreadsheet"
          />
          {isSending && <UploadProgress percent={uploadProgress ?? 100} isProcessing={isProcessing} />}
          {props.previewErrorMessage && !isSending && (
            <Alert tone="danger">{props.previewErrorMessage}</Alert>
          )}
          <div className={css.actions}>
            <Button
              icon="search"
              onPress={props.onPreview}
              isDisabled={!file || Boolean(preview) || Boolean(result)}
              isLoading={isSending}
            >
              {t.preview}
            </Button>
          </div>
        </PageSection>

        <PageSection as="li" aria-labelledby={reviewId}>
          <StepTitle number={3} id={reviewId}>
            {t.reviewStep}
          </StepTitle>
          {review}
        </PageSection>
      </ol>
      <ImportHistory history={props.history} />
    </Page>
  );
}
