import { type InstallmentRow, PrepaymentDialog } from '@portal/ui/screens';
import { useEffect } from 'react';
import { usePrepayment } from './use-prepayment';

/** What opened the dialog: 'Antecipar parcelas' (null), or a held row's 'Boleto' (its installment). */
export interface PrepaymentStart {
  heldInstallmentId: number | null;
}

/** Props of {@link PrepaymentController}. */
export interface PrepaymentControllerProps {
  bill: number;
  start: PrepaymentStart;
  installments: readonly InstallmentRow[];
  monetaryUnit?: string;
  /** The dialog closed: the route stops drawing this. */
  onClosed: () => void;
  /** An anticipation was issued or requested: the statement reads its rows again. */
  onIssued: () => void;
  onCopyCode: (code: string, isPix: boolean) => void;
  onCopyError: () => void;
}

/**
 * 'Antecipar parcelas' of the statement (product rule §8 "Pay ahead"): its state, its calls and the
 * kit's dialog, one chunk the route fetches when the customer presses the button or a held row's
 * 'Boleto' (decision 073), so none of it rides on the statement's first script. Drawn while open.
 */
export function PrepaymentController({
  bill,
  start,
  installments,
  monetaryUnit,
  onClosed,
  onIssued,
  onCopyCode,
  onCopyError,
}: PrepaymentControllerProps) {
  const prepayment = usePrepayment(bill, onIssued);
  const { open, openHeld } = prepayment;
  useEffect(() => {
    if (start.heldInstallmentId === null) open();
    else openHeld(start.heldInstallmentId);
  }, [start, open, openHeld]);
  const { outcome } = prepayment;
  return (
    <PrepaymentDialog
      isOpen
      onClose={() => {
        prepayment.close();
        onClosed();
      }}
      installments={installments}
      monetaryUnit={monetaryUnit}
      today={prepayment.today}
      paymentDate={prepayment.paymentDate}
      onPaymentDateChange={prepayment.changeDate}
      simulation={prepayment.simulation}
      outcome={outcome}
      onSubmit={prepayment.submit}
      onRetry={prepayment.retry}
      onSlipDownload={prepayment.download}
      onCopyCode={(code) =>
        onCopyCode(
          code,
          outcome.status === 'issued' && outcome.slip.status === 'ready' && outcome.slip.pixCode === code,
        )
      }
      onCopyError={onCopyError}
    />
  );
}
