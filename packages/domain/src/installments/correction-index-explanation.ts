import { CORRECTION_INDEX_MESSAGES } from '../messages/pt-BR-correction-index';
import { type CorrectionIndexKey, type CorrectionIndexLabel, correctionIndexLabel } from './correction-index';

/** A contract's correction index as the statement shows it: its name and a plain-Portuguese line. */
export interface CorrectionIndexExplanation extends CorrectionIndexLabel {
  readonly explanation: string;
}

const TEXTS: Readonly<Record<Exclude<CorrectionIndexKey, 'other'>, string>> = {
  'incc-m': CORRECTION_INDEX_MESSAGES.inccM,
  'incc-di': CORRECTION_INDEX_MESSAGES.inccDi,
  'igp-m': CORRECTION_INDEX_MESSAGES.igpM,
  ipca: CORRECTION_INDEX_MESSAGES.ipca,
  none: CORRECTION_INDEX_MESSAGES.none,
};

/**
 * Names a contract's correction index and says what it means (product rule §8 "Correction
 * explained"): one text per known index, one for a contract without correction, and a neutral line
 * that names any other index as stored.
 */
export function correctionIndexExplanation(index: string | null | undefined): CorrectionIndexExplanation {
  const named = correctionIndexLabel(index);
  const explanation = named.key === 'other' ? CORRECTION_INDEX_MESSAGES.other(named.label) : TEXTS[named.key];
  return { ...named, explanation };
}
