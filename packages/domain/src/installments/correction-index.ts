import { CORRECTION_INDEX_MESSAGES } from '../messages/pt-BR';

/** The indexes the portal explains by name, `none` for a contract without correction, `other` for the rest. */
export type CorrectionIndexKey = 'incc-m' | 'incc-di' | 'igp-m' | 'ipca' | 'none' | 'other';

/** A contract's correction index as the statement shows it: its name and a plain-Portuguese line. */
export interface CorrectionIndexExplanation {
  readonly key: CorrectionIndexKey;
  /** 'INCC-M', 'IGP-M', …, 'Sem correção', or the index as stored (trimmed) when not known. */
  readonly label: string;
  readonly explanation: string;
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

const TEXTS = {
  'incc-m': CORRECTION_INDEX_MESSAGES.inccM,
  'incc-di': CORRECTION_INDEX_MESSAGES.inccDi,
  'igp-m': CORRECTION_INDEX_MESSAGES.igpM,
  ipca: CORRECTION_INDEX_MESSAGES.ipca,
  none: CORRECTION_INDEX_MESSAGES.none,
} as const;

function normalizeIndex(index: string): string {
  return index
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[\s._-]+/g, '');
}

/**
 * Names a contract's correction index and says what it means (product rule §8 "Pay ahead"): INCC-M,
 * INCC-DI, IGP-M and IPCA by name; an empty index (or 'sem correção') as a contract without
 * correction; any other index with a neutral line that names it as stored.
 */
export function correctionIndexExplanation(index: string | null | undefined): CorrectionIndexExplanation {
  const stored = (index ?? '').trim();
  const normalized = normalizeIndex(stored);
  const key = Object.hasOwn(KNOWN, normalized) ? KNOWN[normalized] : undefined;
  if (key) return { key, ...TEXTS[key] };
  return { key: 'other', label: stored, explanation: CORRECTION_INDEX_MESSAGES.other(stored) };
}
