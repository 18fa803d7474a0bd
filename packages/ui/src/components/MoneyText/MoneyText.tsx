import { EMPTY_DATE_TEXT, formatDateBr, formatMoney } from '@portal/domain';
import { figures } from './MoneyText.css';

/** Props of {@link MoneyText}. */
export interface MoneyTextProps {
  /** Integer cents; null or undefined shows `emptyText`. */
  cents: number | null | undefined;
  /** The statement's monetary unit (`REAL` → R$). */
  monetaryUnit?: string | null;
  /** Shown for a missing amount; '-' by default, as in the statement table. */
  emptyText?: string;
}

/** An amount of money formatted by `formatMoney` of `@portal/domain` (`R$ 1.234,56`). */
export function MoneyText({ cents, monetaryUnit, emptyText = '-' }: MoneyTextProps) {
  const text = cents === null || cents === undefined ? emptyText : formatMoney(cents, monetaryUnit);
  return <span className={figures}>{text}</span>;
}

/** Props of {@link DateText}. */
export interface DateTextProps {
  /** ISO `YYYY-MM-DD`; empty or invalid shows `emptyText`. */
  iso: string | null | undefined;
  emptyText?: string;
}

/**
 * A calendar date shown as dd/mm/yyyy by `formatDateBr` of `@portal/domain`, inside a `<time>` element
 * with the ISO value for machines. The day never shifts with the browser's time zone.
 */
export function DateText({ iso, emptyText = EMPTY_DATE_TEXT }: DateTextProps) {
  const text = formatDateBr(iso);
  if (!iso || text === EMPTY_DATE_TEXT) return <span className={figures}>{emptyText}</span>;
  return (
    <time className={figures} dateTime={iso}>
      {text}
    </time>
  );
}
