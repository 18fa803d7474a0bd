import { formatDateTimeBr } from '@portal/domain';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import { ImportCountsTable } from './ImportCountsTable';
import * as css from './ImportDataScreen.css';
import { ImportErrorsTable } from './ImportErrorsTable';
import type { ImportPreviewView } from './import-types';

/** Props of {@link ImportPreviewPanel}. */
export interface ImportPreviewPanelProps {
  preview: ImportPreviewView;
  onConfirm: () => void;
  onCancel: () => void;
  isConfirming?: boolean;
  /** The confirm call failed (the portal passes the catalogue text). */
  confirmErrorMessage?: string;
}

const t = integrationMessages.importDataScreen;

/**
 * What the file would do: its name, the counts per entity and, when it has any, every row error. With
 * errors 'Confirmar importação' stays disabled and says why (its description is the alert).
 */
export function ImportPreviewPanel({
  preview,
  onConfirm,
  onCancel,
  isConfirming = false,
  confirmErrorMessage,
}: ImportPreviewPanelProps) {
  const alertId = useId();
  const hasErrors = preview.error_count > 0 || preview.errors.length > 0;
  const errorCount = Math.max(preview.error_count, preview.errors.length);
  return (
    <div className={css.review}>
      <div className={css.fileLine}>
        <span className={css.fileName}>
          <Icon name="file" size="md" />
          <span>
            <span className={css.muted}>{`${t.fileName}: `}</span>
            {preview.file_name}
          </span>
        </span>
        <span className={css.muted}>{t.expiresAt(formatDateTimeBr(preview.expires_at))}</span>
      </div>

      <div id={alertId}>
        {hasErrors ? (
          <Alert tone="danger" title={t.errorsTitle(errorCount)}>
            {t.errorsText}
          </Alert>
        ) : (
          <Alert tone="success" title={t.readyTitle}>
            {t.readyText}
          </Alert>
        )}
      </div>

      {/* A file with errors has no counts: nothing of it can be applied. */}
      {preview.counts && (
        <ImportCountsTable caption={t.countsCaption} counts={preview.counts} tense="planned" />
      )}
      {hasErrors && <ImportErrorsTable errors={preview.errors} total={errorCount} />}
      {confirmErrorMessage && <Alert tone="danger">{confirmErrorMessage}</Alert>}

      <div className={css.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isConfirming}>
          {t.cancel}
        </Button>
        <Button
          icon="check"
          onPress={onConfirm}
          isDisabled={hasErrors}
          isLoading={isConfirming}
          aria-describedby={hasErrors ? alertId : undefined}
        >
          {t.confirm}
        </Button>
      </div>
    </div>
  );
}
