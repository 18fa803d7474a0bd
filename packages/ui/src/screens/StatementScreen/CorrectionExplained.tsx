import { type CorrectionIndexExplanation, correctionIndexExplanation } from '@portal/domain';
import { statementMessages } from '../../messages/pt-BR-statement';
import * as own from './CorrectionExplained.css';
import * as css from './StatementScreen.css';

/** Props of {@link CorrectionExplained}. */
export interface CorrectionExplainedProps {
  /** The contract's index as stored ('INCC-M', 'IPCA', '' for none). */
  index: string;
}

/**
 * 'Correção monetária' of the statement (product rule §8, "Correction explained"): the contract's index
 * by name and one line of plain Portuguese on what it does to the installments, from the domain's
 * `correctionIndexExplanation` (one text per index, one for 'Sem correção', a neutral one otherwise).
 */
export function CorrectionExplained({ index }: CorrectionExplainedProps) {
  const { key, label, explanation }: CorrectionIndexExplanation = correctionIndexExplanation(index);
  // A named index keeps the height `CorrectionPending` reserved; the shorter texts (no correction, an
  // index named as stored) take their own, so no blank lines are left under them.
  const isNamed = key !== 'none' && key !== 'other';
  return (
    <dl className={own.block}>
      <dt className={css.term}>{statementMessages.correctionIndex}</dt>
      <dd className={own.label}>{label}</dd>
      <dd className={isNamed ? `${own.explanation} ${own.explanationReserved}` : own.explanation}>
        {explanation}
      </dd>
    </dl>
  );
}
