import { installmentStatusBadge, type StatusTone } from '@portal/domain';
import { badge } from './StatusBadge.css';

/** Tones a badge can take (from `@portal/domain`), reused by stories. */
export const statusBadgeTones = [
  'warning',
  'danger',
  'success',
  'neutral',
] as const satisfies readonly StatusTone[];

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The installment status as the API sends it (`due`, `payable`, `paid`, or anything else). */
  status: unknown;
}

/**
 * Badge of an installment status, coloured by urgency (docs/product/rules.md, "Status colours"):
 * 'Vencido' solid red (the strongest), 'A pagar' amber, 'Pago' green, any other status a readable
 * neutral label. Label and tone come from `installmentStatusBadge` of `@portal/domain`.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { label, tone } = installmentStatusBadge(status);
  return (
    <span className={badge({ tone, isStrong: tone === 'danger' })} data-tone={tone}>
      {label}
    </span>
  );
}
