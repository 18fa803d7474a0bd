import { CORRECTION_INDEX_LABELS } from '../messages/pt-BR';

/** The indexes the portal explains by name, `none` for a contract without correction, `other` for the rest. */
export type CorrectionIndexKey = 'incc-m' | 'incc-di' | 'igp-m' | 'ipca' | 'none' | 'other';

/** A contract's correction index as the statement names it. */
export interface CorrectionIndexLabel {
  readonly key: CorrectionIndexKey;
  /** 'INCC-M', 'IGP-M', …, 'Sem correção', or the index as stored (trimmed) when not known. */
  readonly label: string;
}

// Compared without case, accents, spaces, dots, hyphens or underscores: 'igp-m', 'IGPM', 'Igp M' match.
const KNOWN: Readonly<Record<string, Exclude<CorrectionIndexKey, 'other'>>> = {
  INCCM: 'incc-m',
  INCCDI: 'incc-di',
  IGPM: 'igp-m',
  IPCA: 'ipca',
  '': 'none',
  SEMCORRECAO: 'none',
  NENHUM: 'none',
  NENHUMA: 'none',
};

const LABELS: Readonly<Record<Exclude<CorrectionIndexKey, 'other'>, string>> = {
  'incc-m': CORRECTION_INDEX_LABELS.inccM,
  'incc-di': CORRECTION_INDEX_LABELS.inccDi,
  'igp-m': CORRECTION_INDEX_LABELS.igpM,
  ipca: CORRECTION_INDEX_LABELS.ipca,
  none: CORRECTION_INDEX_LABELS.none,
};

function normalizeIndex(index: string): string {
  return index
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[\s._-]+/g, '');
}

/**
 * Names a contract's correction index (product rule §8 "Correction explained"): INCC-M, INCC-DI,
 * IGP-M and IPCA by name, however written ('IGPM', 'igp-m'); an empty index (or 'sem correção') as
 * 'Sem correção'; any other index as stored, trimmed.
 */
export function correctionIndexLabel(index: string | null | undefined): CorrectionIndexLabel {
  const stored = (index ?? '').trim();
  const normalized = normalizeIndex(stored);
  const key = Object.hasOwn(KNOWN, normalized) ? KNOWN[normalized] : undefined;
  return key ? { key, label: LABELS[key] } : { key: 'other', label: stored };
}
