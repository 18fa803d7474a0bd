import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Spinner } from '../../../components/Spinner/Spinner';
import { prepaymentMessages as text } from '../../../messages/pt-BR-prepayment';
import type { InstallmentRow } from '../statement-types';
import { PrepaymentForm } from './PrepaymentForm';
import { PrepaymentResult } from './PrepaymentResult';
import * as css from './prepayment.css';
import type { PrepaymentChoice, PrepaymentOutcome, PrepaymentSimulationState } from './prepayment-types';

/** Props of {@link PrepaymentDialog}. */
export interface PrepaymentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The statement's rows: the overdue ones and those due by the payment date are named as left out. */
  installments: readonly InstallmentRow[];
  /** Today in São Paulo, ISO: the dates offered are today to +5 days. */
  today: string;
  paymentDate: string;
  onPaymentDateChange: (date: string) => void;
  simulation: PrepaymentSimulationState;
  outcome?: PrepaymentOutcome;
  monetaryUnit?: string;
  onSubmit: (choice: PrepaymentChoice) => void;
  /** 'Tentar novamente' after the simulation failed. */
  onRetry?: () => void;
  /** The issued slip's PDF; its digitable line or PIX code copied. */
  onSlipDownload?: () => void;
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
}

const idle: PrepaymentOutcome = { status: 'idle' };

/** The closing button of the states that offer nothing else (and 'Tentar novamente' after an error). */
function ActionRow({ onClose, onRetry }: { onClose: () => void; onRetry?: () => void }) {
  return (
    <div className={css.actions}>
      {onRetry && <Button onPress={onRetry}>{text.retry}</Button>}
      <Button variant="secondary" onPress={onClose}>
        {text.close}
      </Button>
    </div>
  );
}

/**
 * 'Antecipar parcelas' (product rule §8 "Pay ahead"): a modal dialog over the statement — the kit's
 * dialog, so focus starts inside, stays there and returns to the button on close. It shows the
 * simulation loading or failing, a contract that does not allow it (and why), the simulation, and
 * then the slip or, in ERP mode, the request sent. Its own chunk: the statement loads it on the first
 * press (decision 073).
 */
export function PrepaymentDialog({
  isOpen,
  onClose,
  installments,
  today,
  paymentDate,
  onPaymentDateChange,
  simulation,
  outcome = idle,
  monetaryUnit,
  onSubmit,
  onRetry,
  onSlipDownload,
  onCopyCode,
  onCopyError,
}: PrepaymentDialogProps) {
  let content: ReactNode;
  if (outcome.status === 'issued' || outcome.status === 'requested') {
    content = (
      <PrepaymentResult
        outcome={outcome}
        monetaryUnit={monetaryUnit}
        onDownload={() => onSlipDownload?.()}
        onClose={onClose}
        onCopyCode={onCopyCode}
        onCopyError={onCopyError}
      />
    );
  } else if (simulation.status === 'loading') {
    content = (
      <div className={css.loading}>
        <Spinner size="lg" label={text.loading} />
        <p aria-hidden="true">{text.loading}</p>
      </div>
    );
  } else if (simulation.status === 'error') {
    content = (
      <>
        <Alert tone="danger">{simulation.message}</Alert>
        <ActionRow onClose={onClose} onRetry={onRetry} />
      </>
    );
  } else if (simulation.status === 'not-allowed') {
    content = (
      <>
        <Alert tone="info">{text.notAllowed}</Alert>
        <ActionRow onClose={onClose} />
      </>
    );
  } else {
    content = (
      <PrepaymentForm
        installments={installments}
        today={today}
        paymentDate={paymentDate}
        onPaymentDateChange={onPaymentDateChange}
        simulation={simulation.simulation}
        isUpdating={simulation.isUpdating}
        outcome={outcome}
        monetaryUnit={monetaryUnit}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    );
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.title}
      size="lg"
    >
      {content}
    </Dialog>
  );
}
