import {
  type CorrectionIndexExplanation,
  correctionIndexExplanation,
  correctionIndexLabel,
  formatMoney,
} from '@portal/domain';
import { correctionMessages } from '../../messages/pt-BR-correction';
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
      <dt className={css.term}>{correctionMessages.correctionIndex}</dt>
      <dd className={own.label}>{label}</dd>
      <dd className={isNamed ? `${own.explanation} ${own.explanationReserved}` : own.explanation}>
        {explanation}
      </dd>
    </dl>
  );
}

/** Props of {@link CorrectionText}. */
export interface CorrectionTextProps {
  originalCents: number;
  adjustedCents: number;
  monetaryUnit?: string;
  /** The contract's index as stored; undefined while the bill info is on its way. */
  index?: string;
}

/**
 * A row's 'Valor original R$ … + correção (INCC-M) R$ … = R$ …' (`CorrectionAmount`'s tooltip): the
 * index by name, or a neutral 'índice do contrato' when it is unknown or none.
 */
export function CorrectionText({ originalCents, adjustedCents, monetaryUnit, index }: CorrectionTextProps) {
  const correction = index === undefined ? null : correctionIndexLabel(index);
  const label =
    correction && correction.key !== 'none' ? correction.label : correctionMessages.correctionUnknownIndex;
  const difference = adjustedCents - originalCents;
  const signed = `${difference > 0 ? '+' : ''}${formatMoney(difference, monetaryUnit)}`;
  return correctionMessages.correctionOf(
    formatMoney(originalCents, monetaryUnit),
    label,
    signed,
    formatMoney(adjustedCents, monetaryUnit),
  );
}
