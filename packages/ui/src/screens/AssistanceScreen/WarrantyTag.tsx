import { formatDateBr } from '@portal/domain';
import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';

/** Props of {@link WarrantyTag}. */
export interface WarrantyTagProps {
  within: boolean;
  /** The last day of the warranty (ISO). */
  until: string;
  /** `short`: 'Na garantia' / 'Fora da garantia' (a list); `long` adds the date (a request's facts). */
  size?: 'short' | 'long';
}

/**
 * Whether the request's system was within its warranty when it was made (product rule §9): green
 * within, amber out of it — a request out of warranty is still taken, marked so.
 */
export function WarrantyTag({ within, until, size = 'short' }: WarrantyTagProps) {
  const tone = within ? 'success' : 'warning';
  const date = formatDateBr(until);
  const label =
    size === 'long'
      ? within
        ? t.detail.withinUntil(date)
        : t.detail.outSince(date)
      : within
        ? t.withinWarrantyTag
        : t.outOfWarrantyTag;
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {label}
    </span>
  );
}
