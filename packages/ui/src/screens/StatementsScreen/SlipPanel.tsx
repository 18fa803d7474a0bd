import { formatDateBr, formatMoney, monthNameOfIsoDate, slipCodeShapeError } from '@portal/domain';
import { Button } from '../../components/Button/Button';
import { CopyField } from '../../components/CopyField/CopyField';
import { LazyQrCode } from '../../components/QrCode/LazyQrCode';
import { slipMessages } from '../../messages/pt-BR-slip';
import { Notice } from './Notice';
import { SlipWaiting } from './SlipWaiting';
import * as css from './StatementsScreen.css';
import type { SlipPanelState } from './statements-types';

/** Props of {@link SlipPanel}. */
export interface SlipPanelProps {
  state: SlipPanelState;
  onDownload: () => void;
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
  /**
   * The sentence over the slip, in place of 'A Nª parcela do período de … já está disponível.': the
   * slip of an anticipation pays several installments (product rule §8 "Pay ahead").
   */
  lead?: string;
}

/**
 * The Boleto panel body: the 8-second wait, then the slip (sentence, its amount and due date, the
 * digitable line to copy, PDF download, and the PIX copia e cola with its QR beside it), or the
 * paid/error message. A digitable line of the wrong shape (not 47 digits) is this slip's error: the
 * notice replaces the copy field and the PDF stays downloadable.
 */
export function SlipPanel({ state, onDownload, onCopyCode, onCopyError, lead }: SlipPanelProps) {
  if (state.status === 'loading') return <SlipWaiting />;
  if (state.status === 'paid') return <Notice tone="info">{state.message}</Notice>;
  if (state.status === 'error') return <Notice tone="error">{state.message}</Notice>;
  const codeError = slipCodeShapeError(state.digitableLine);

  return (
    <div className={css.slipGrid}>
      <div className={css.slipColumn}>
        <p className={css.lead} role="status">
          {lead ?? slipMessages.slipReady(state.installmentNumber, monthNameOfIsoDate(state.periodDate))}
        </p>
        <dl className={css.slipFacts}>
          <div>
            <dt>{slipMessages.slipAmount}</dt>
            <dd className={css.slipFact}>{formatMoney(state.amountCents)}</dd>
          </div>
          <div>
            <dt>{slipMessages.slipDueDate}</dt>
            <dd className={css.slipFact}>{formatDateBr(state.dueDate)}</dd>
          </div>
        </dl>
        {codeError ? (
          <Notice tone="error">{`${slipMessages.slipCodeUnusable} ${codeError.message}`}</Notice>
        ) : (
          <CopyField
            label={slipMessages.digitableLine}
            value={state.digitableLine}
            onCopy={onCopyCode}
            onCopyError={onCopyError}
          />
        )}
        <Button
          icon="download"
          size="lg"
          isFullWidth
          isLoading={state.isDownloading}
          onPress={onDownload}
          className={css.slipDownload}
        >
          {slipMessages.slipDownload}
        </Button>
      </div>
      {state.pixCode && (
        <section className={css.pixBox} aria-label={slipMessages.pixTitle}>
          <h4 className={css.pixTitle}>{slipMessages.pixTitle}</h4>
          <LazyQrCode value={state.pixCode} label={slipMessages.pixQr} />
          <div className={css.stretch}>
            <CopyField
              label={slipMessages.pixCode}
              value={state.pixCode}
              isClamped
              onCopy={onCopyCode}
              onCopyError={onCopyError}
            />
          </div>
        </section>
      )}
    </div>
  );
}
