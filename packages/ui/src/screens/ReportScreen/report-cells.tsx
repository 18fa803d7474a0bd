import { formatDateTimeBr } from '@portal/domain';
import * as css from './ReportScreen.css';

/** An audit moment (ISO instant with offset) as dd/mm/yyyy HH:mm in São Paulo time, in a `<time>`. */
export function MomentText({ iso }: { iso: string }) {
  return (
    <time className={css.figures} dateTime={iso}>
      {formatDateTimeBr(iso)}
    </time>
  );
}

/** A text value, or a muted '-' when the record has none (a login with an unknown e-mail, no IP). */
export function OptionalText({ value }: { value: string | null | undefined }) {
  return value ? <span>{value}</span> : <span className={css.muted}>-</span>;
}

/** A number that identifies something (contract id): tabular figures, never wrapped. */
export function IdText({ value }: { value: number | string }) {
  return <span className={css.figures}>{value}</span>;
}

/** An e-mail address: may break anywhere, so a long address never widens a phone card past the screen. */
export function EmailText({ email }: { email: string }) {
  return <span className={css.breakable}>{email}</span>;
}
