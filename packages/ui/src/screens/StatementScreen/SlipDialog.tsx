import { Dialog } from '../../components/Dialog/Dialog';
import { slipMessages } from '../../messages/pt-BR-slip';
import { SlipPanel } from '../StatementsScreen/SlipPanel';
import type { SlipPanelState } from '../StatementsScreen/statements-types';
import * as css from './StatementScreen.css';
import type { InstallmentRow } from './statement-types';

/** Props of {@link SlipDialog}. */
export interface SlipDialogProps {
  /** The installment whose slip is shown; null keeps the dialog closed. */
  installment: InstallmentRow | null;
  state: SlipPanelState;
  onDownload: () => void;
  onClose: () => void;
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
}

/**
 * The slip of one row of the statement (docs/product/decisions.md, "Paying from the statement"): the
 * same body as the statements list's Boleto panel — wait, digitable line, PIX, PDF — for any open
 * installment. An overdue one is issued for today with its fine and interest, and the dialog says so.
 */
export function SlipDialog({
  installment,
  state,
  onDownload,
  onClose,
  onCopyCode,
  onCopyError,
}: SlipDialogProps) {
  return (
    <Dialog
      isOpen={installment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={installment ? slipMessages.rowSlipTitle(installment.installment_number) : slipMessages.rowSlip}
      size="lg"
    >
      {installment && (
        <div className={css.dialogBody}>
          {installment.status.trim().toLowerCase() === 'due' && (
            <p className={css.dialogContext}>{slipMessages.rowSlipOverdue}</p>
          )}
          <SlipPanel
            state={state}
            onDownload={onDownload}
            onCopyCode={onCopyCode}
            onCopyError={onCopyError}
          />
        </div>
      )}
    </Dialog>
  );
}
