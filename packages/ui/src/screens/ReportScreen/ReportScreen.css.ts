import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Table (or state) and pagination. */
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

/** Figures (dates, amounts, ids) line up in columns. */
export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A secondary value (the e-mail under a name, a missing value). */
export const muted = style({ color: vars.color.textMuted });

/** Text that may wrap at any character (e-mail addresses have no spaces to wrap at). */
export const breakable = style({ overflowWrap: 'anywhere' });

/** An e-mail address: a plain inline run of its two parts. */
export const email = style({ minWidth: 0, maxWidth: '100%' });

/**
 * The mailbox (with its '@') or the domain. Each is one unit for line breaking, so a line breaks
 * between them before it breaks inside one; inside, the `<wbr>` before each dot comes next, and
 * `anywhere` is only the last resort for a piece wider than the card.
 */
export const emailPart = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  // Top, not baseline: a wrapped part keeps the line's baseline on its first line, so the column
  // name beside a card title lines up with the address's first line, not its last.
  verticalAlign: 'top',
});

// In a wide table an address breaks, if it must, only after its '@': 'financeiro@' / 'construtiva.com.br'.
// The breaks before each dot are for the narrow phone card; in an eight-column table they cut an
// address in three ('financeiro@' / 'construtiva' / '.com.br') while other columns still had room.
globalStyle(`${emailPart} wbr`, { '@media': { [mediaUp('md')]: { display: 'none' } } });
