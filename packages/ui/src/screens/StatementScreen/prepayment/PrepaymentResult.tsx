import { formatDateBr, formatMoney, installmentNumbersText } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/Alert/Alert';
import { Button } from '../../../components/Button/Button';
import { prepaymentMessages as text } from '../../../messages/pt-BR-prepayment';
import { SlipPanel } from '../../StatementsScreen/SlipPanel';
import * as css from './prepayment.css';
import type { PrepaymentOutcome } from './prepayment-types';

/** Props of {@link PrepaymentResult}. */
export interface PrepaymentResultProps {
  outcome: Extract<PrepaymentOutcome, { status: 'issued' | 'requested' }>;
  monetaryUnit?: string;
  onDownload: () => void;
  onClose: () => void;
  onCopyCode?: (code: string) => void;
  onCopyError?: () => void;
}

/**
 * What the confirmation gave (product rule §8 "Pay ahead"): the slip of the anticipation in the
 * statement's own slip panel (wait, digitable line, PIX, PDF), or in ERP mode 'Solicitação enviada'.
 * The sentence saying what was issued takes the focus when it appears, so a screen reader reads it
 * and the next Tab reaches the slip.
 */
export function PrepaymentResult({
  outcome,
  monetaryUnit,
  onDownload,
  onClose,
  onCopyCode,
  onCopyError,
}: PrepaymentResultProps) {
  const leadRef = useRef<HTMLParagraphElement>(null);
  // Once the receipt is known (at once after issuing; after the look-up for a held row's slip).
  const isKnown = outcome.receipt !== null;
  useEffect(() => {
    if (isKnown) leadRef.current?.focus();
  }, [isKnown]);
  const { receipt } = outcome;
  const count = receipt?.installmentNumbers.length ?? 0;
  const numbers = installmentNumbersText(receipt?.installmentNumbers ?? []);
  const total = formatMoney(receipt?.totalCents ?? 0, monetaryUnit);
  const date = formatDateBr(receipt?.paymentDate);
  return (
    <>
      <div className={css.body}>
        {outcome.status === 'issued' ? (
          <>
            {receipt && (
              <p ref={leadRef} tabIndex={-1} className={css.resultLead}>
                {text.issuedLead(count, numbers, total, date)}
              </p>
            )}
            <h3 className={css.blockTitle}>{text.slipTitle}</h3>
            <SlipPanel
              state={outcome.slip}
              lead={text.slipReady}
              onDownload={onDownload}
              onCopyCode={onCopyCode}
              onCopyError={onCopyError}
            />
          </>
        ) : (
          <Alert tone="success" title={text.requested}>
            <span ref={leadRef} tabIndex={-1} className={css.resultLead}>
              {text.requestedLead(count, numbers, total, date)}
            </span>
          </Alert>
        )}
      </div>
      <div className={css.actions}>
        <Button variant="secondary" onPress={onClose}>
          {text.close}
        </Button>
      </div>
    </>
  );
}
