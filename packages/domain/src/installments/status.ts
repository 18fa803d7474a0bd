import { INSTALLMENT_STATUS_LABELS } from '../messages/pt-BR';

/** Installment statuses the spec names (section 3). The API may send others. */
export const KNOWN_INSTALLMENT_STATUSES = ['due', 'payable', 'paid'] as const;

/** One of the statuses of {@link KNOWN_INSTALLMENT_STATUSES}. */
export type KnownInstallmentStatus = (typeof KNOWN_INSTALLMENT_STATUSES)[number];

/**
 * Semantic tone of a status badge, mapped to theme tokens by the UI, by urgency (docs/product/rules.md,
 * "Status colours"): `danger` = red (due, the strongest), `warning` = amber (payable), `success` =
 * green (paid), `neutral` = anything else.
 */
export type StatusTone = 'warning' | 'danger' | 'success' | 'neutral';

/** Label and tone of an installment status badge. */
export interface StatusBadge {
  label: string;
  tone: StatusTone;
}

const KNOWN: Record<KnownInstallmentStatus, StatusBadge> = {
  due: { label: INSTALLMENT_STATUS_LABELS.due, tone: 'danger' },
  payable: { label: INSTALLMENT_STATUS_LABELS.payable, tone: 'warning' },
  paid: { label: INSTALLMENT_STATUS_LABELS.paid, tone: 'success' },
};

/** The status as a trimmed string ('' for null, undefined or an object without useful text). */
function statusText(status: unknown): string {
  if (typeof status === 'string') return status.trim();
  if (typeof status === 'number' || typeof status === 'boolean') return String(status);
  return '';
}

/** True when the status is one of the spec's three, compared trimmed and case-insensitively. */
export function isKnownInstallmentStatus(status: unknown): status is KnownInstallmentStatus {
  return (KNOWN_INSTALLMENT_STATUSES as readonly string[]).includes(statusText(status).toLowerCase());
}

/** True when the installment is to pay this month (status `payable`): the list's Boleto panel offers its slip. */
export function isPayableStatus(status: unknown): boolean {
  return statusText(status).toLowerCase() === 'payable';
}

/**
 * True when the installment is still open — to pay this month (`payable`) or overdue (`due`): its row
 * offers the slip and the proof of payment (docs/product/decisions.md, "Paying from the statement").
 */
export function isOpenStatus(status: unknown): boolean {
  const text = statusText(status).toLowerCase();
  return text === 'payable' || text === 'due';
}

/**
 * Badge of an installment status: due → 'Vencido'/danger (red), payable → 'A pagar'/warning (amber),
 * paid → 'Pago'/success (green), compared case-insensitively. Any other value gets a readable label
 * (`in_negotiation` → 'In negotiation': underscores and hyphens become spaces, first letter capitalised)
 * and the neutral tone; empty or missing → 'Desconhecido'. Never throws.
 */
export function installmentStatusBadge(status: unknown): StatusBadge {
  const text = statusText(status);
  if (isKnownInstallmentStatus(text)) return { ...KNOWN[text.toLowerCase() as KnownInstallmentStatus] };
  const readable = text.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (readable === '') return { label: INSTALLMENT_STATUS_LABELS.unknown, tone: 'neutral' };
  return { label: readable.charAt(0).toUpperCase() + readable.slice(1), tone: 'neutral' };
}

/** Label of an installment status (see {@link installmentStatusBadge}). */
export function installmentStatusLabel(status: unknown): string {
  return installmentStatusBadge(status).label;
}

/** Tone of an installment status (see {@link installmentStatusBadge}). */
export function installmentStatusTone(status: unknown): StatusTone {
  return installmentStatusBadge(status).tone;
}
