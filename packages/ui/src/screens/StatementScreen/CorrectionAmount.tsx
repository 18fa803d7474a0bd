import { formatMoney } from '@portal/domain';
import { useState } from 'react';
import { MoneyText } from '../../components/MoneyText/MoneyText';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import { statementMessages } from '../../messages/pt-BR-statement';
import * as own from './CorrectionExplained.css';

/** Props of {@link CorrectionAmount}. */
export interface CorrectionAmountProps {
  originalCents: number;
  adjustedCents: number;
  monetaryUnit?: string;
  /** The index's name as the statement shows it ('INCC-M'), or a neutral 'índice do contrato'. */
  indexLabel: string;
}

/**
 * A row's 'Valor Corrigido' and where it comes from (product rule §8, "Correction explained"): on hover,
 * keyboard focus or a tap, 'Valor original R$ … + correção (INCC-M) R$ … = R$ …', which also describes
 * the amount for a screen reader while open (decision 071). An amount equal to the original has nothing
 * to explain and is plain text.
 */
export function CorrectionAmount({
  originalCents,
  adjustedCents,
  monetaryUnit,
  indexLabel,
}: CorrectionAmountProps) {
  const [isOpen, setOpen] = useState(false);
  const amount = <MoneyText cents={adjustedCents} monetaryUnit={monetaryUnit} />;
  const difference = adjustedCents - originalCents;
  if (difference === 0) return amount;
  const signed = `${difference > 0 ? '+' : ''}${formatMoney(difference, monetaryUnit)}`;
  const text = statementMessages.correctionOf(
    formatMoney(originalCents, monetaryUnit),
    indexLabel,
    signed,
    formatMoney(adjustedCents, monetaryUnit),
  );
  return (
    <Tooltip content={text} isOpen={isOpen} onOpenChange={setOpen}>
      {/* A press closes a tooltip; opening it on click makes a tap on a phone show the text. */}
      <button type="button" className={own.amountTrigger} onClick={() => setOpen(true)}>
        {amount}
      </button>
    </Tooltip>
  );
}
