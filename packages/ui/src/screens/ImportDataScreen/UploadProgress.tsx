import { SpinnerGlyph } from '../../components/Spinner/Spinner';
import { UploadProgressBar } from '../../components/UploadProgressBar/UploadProgressBar';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import * as css from './ImportDataScreen.css';

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps {
  /** Percentage sent, 0–100 (clamped and rounded here). */
  percent: number;
  /** The file is sent and the server reads and validates it: a spinner instead of the bar. */
  isProcessing?: boolean;
}

const t = integrationMessages.importDataScreen;

/**
 * The upload of the spreadsheet: a progress bar with its percentage, then 'Lendo e validando a
 * planilha…' while the server works. A polite live region announces every tenth, not every percent,
 * so a screen reader is not flooded.
 */
export function UploadProgress({ percent, isProcessing = false }: UploadProgressProps) {
  const value = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
  const spoken = isProcessing ? t.processing : t.uploading(Math.floor(value / 10) * 10);
  return (
    <div className={css.progress}>
      <span className={css.progressText} aria-hidden="true">
        {/* The bar shows the upload; the spinner only the server's work, which has no percentage. */}
        {isProcessing && <SpinnerGlyph size="sm" />}
        {isProcessing ? t.processing : t.uploading(value)}
      </span>
      {!isProcessing && <UploadProgressBar value={value} label={t.uploadLabel} />}
      <VisuallyHidden>
        <span role="status">{spoken}</span>
      </VisuallyHidden>
    </div>
  );
}
