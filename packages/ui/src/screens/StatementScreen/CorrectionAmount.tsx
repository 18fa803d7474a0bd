import { lazy, Suspense, useState } from 'react';
import { MoneyText } from '../../components/MoneyText/MoneyText';
import { Tooltip } from '../../components/Tooltip/Tooltip';
import * as own from './CorrectionExplained.css';
import { loadCorrectionExplained } from './correction-chunk';

/** The tooltip's text, with the indexes' names: in the chunk of 'Correção monetária' (decision 071). */
const CorrectionText = lazy(() =>
  loadCorrectionExplained().then((module) => ({ default: module.CorrectionText })),
);

/** Props of {@link CorrectionAmount}. */
export interface CorrectionAmountProps {
  originalCents: number;
  adjustedCents: number;
  monetaryUnit?: string;
  /** The contract's index as stored ('INCC-M'); undefined while unknown (a neutral 'índice do contrato'). */
  index?: string;
}

/**
 * A row's 'Valor Corrigido' and where it comes from (product rule §8, "Correction explained"): on hover,
 * keyboard focus or a tap, 'Valor original R$ … + correção (INCC-M) R$ … = R$ …', which also describes
 * the amount for a screen reader while open (decision 071). The text comes with the chunk of 'Correção
 * monetária', fetched as the statement mounts, off its first script (decision 017). An amount equal to
 * the original has nothing to explain and is plain text.
 */
export function CorrectionAmount({
  originalCents,
  adjustedCents,
  monetaryUnit,
  index,
}: CorrectionAmountProps) {
  const [isOpen, setOpen] = useState(false);
  const amount = <MoneyText cents={adjustedCents} monetaryUnit={monetaryUnit} />;
  if (adjustedCents === originalCents) return amount;
  const text = (
    <Suspense fallback={null}>
      <CorrectionText
        originalCents={originalCents}
        adjustedCents={adjustedCents}
        monetaryUnit={monetaryUnit}
        index={index}
      />
    </Suspense>
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
