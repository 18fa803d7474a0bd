import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A white section (progress, photos) with its heading. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[5],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaUp('md')]: { padding: vars.space[7] } },
});

/** Heading row of the photos section: title and, for admins, 'Adicionar imagens'. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/** The admin's 'Mês das fotos' and 'Adicionar imagens': stacked on phones, side by side from 500 px. */
export const uploadBar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[3],
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

/** Year and month selects with the two buttons; one column on phones, a row from 700 px. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  alignItems: 'end',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' },
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 14rem) auto auto' },
  },
});

/** The filter buttons share a row on small screens too. */
export const filterButtons = style({
  display: 'flex',
  gap: vars.space[3],
  gridColumn: '1 / -1',
  '@media': { [mediaUp('lg')]: { gridColumn: 'auto / span 2' } },
});

/** "Previsão de entrega: Dezembro de 2027" beside the progress title. */
export const delivery = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The delivery month, in the text colour. */
export const deliveryMonth = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

/** The hidden native file input behind 'Adicionar imagens'. */
export const fileInput = style({ display: 'none' });

/** Centred spinner while photos load. */
export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' });
