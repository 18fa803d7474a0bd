import { formatDateTimeBr } from '@portal/domain';
import { Fragment } from 'react';
import { emailParts } from './email-parts';
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

/** Pieces of one side of an address with a line-break opportunity before each dot. */
function Pieces({ pieces }: { pieces: readonly string[] }) {
  return pieces.map((piece, index) => (
    // The pieces of a part are fixed for a given address, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: a piece may repeat ('.', '.'), its place may not
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/**
 * An e-mail address. On one line in a table; where it must wrap (a phone card) it breaks after the
 * '@' first, then before a dot, and only a single piece longer than the line breaks anywhere, so a
 * long address reads 'gabriela.conceicao@' / 'demo.com.br', never 'demo.c' / 'om.br'. The text stays
 * whole for screen readers and copying (`<wbr>` adds no character).
 */
export function EmailText({ email }: { email: string }) {
  const parts = emailParts(email);
  if (!parts) return <span className={css.breakable}>{email}</span>;
  return (
    <span className={css.email}>
      <span className={css.emailPart}>
        <Pieces pieces={parts.mailbox} />
      </span>
      <wbr />
      <span className={css.emailPart}>
        <Pieces pieces={parts.domain} />
      </span>
    </span>
  );
}
