import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// Panel widths change at the spec's 550, 810 and 1200 px (spec section 2, sign-up):
// < 550 a full-width sheet under a short image band; 550–809 a centred card over the band;
// 810–1199 image 40 % / form 60 %; from 1200 image 58 % / form 42 %.
const narrow = mediaUp('signUpNarrow');
const medium = mediaUp('signUpMedium');
const wide = mediaUp('signUpWide');

/** The page: stacked on phones, two columns from 810 px. */
export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100dvh',
  backgroundColor: vars.color.surface,
  '@media': {
    [narrow]: { backgroundColor: vars.color.surfaceMuted },
    [medium]: {
      gridTemplateRows: '1fr',
      gridTemplateColumns: '2fr 3fr',
      backgroundColor: vars.color.surface,
    },
    [wide]: { gridTemplateColumns: '7fr 5fr' },
  },
});

/** The image panel: a short band on phones, the full-height left column from 810 px. */
export const art = style({
  position: 'relative',
  overflow: 'hidden',
  minHeight: `calc(${vars.space[10]} * 2)`,
  backgroundColor: vars.color.brandStrong,
  backgroundImage: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)`,
  color: vars.color.onBrand,
  '@media': {
    [narrow]: { minHeight: `calc(${vars.space[10]} * 3)` },
    [medium]: { minHeight: 'auto' },
  },
});

/** Headline and subtitle: only where the panel is a column (from 810 px); the band is image only. */
export const artText = style({
  position: 'relative',
  display: 'none',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: `calc(${vars.space[10]} * 9)`,
  padding: vars.space[9],
  '@media': {
    [medium]: { display: 'flex' },
    [wide]: { padding: vars.space[10] },
  },
});

/** The big line of the image panel. */
export const headline = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onBrand,
  '@media': { [wide]: { fontSize: vars.fontSize.display } },
});

/** The line under the headline. */
export const subtitle = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.onBrand,
});

/** The skyline, anchored to the bottom of the panel. */
export const illustration = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  width: '100%',
  height: '100%',
  maxHeight: '100%',
  '@media': { [medium]: { height: '55%' } },
});

/** Shapes of the illustration: the brand's on-colour at several strengths (decorative only). */
export const buildingBack = style({ fill: vars.color.onBrand, fillOpacity: 0.14 });
export const buildingFront = style({ fill: vars.color.onBrand, fillOpacity: 0.22 });
export const window = style({ fill: vars.color.onBrand, fillOpacity: 0.32 });
export const ground = style({ fill: vars.color.onBrand, fillOpacity: 0.4 });
export const sun = style({ fill: vars.color.onBrand, fillOpacity: 0.18 });
export const crane = style({
  fill: vars.color.onBrand,
  fillOpacity: 0.4,
  stroke: vars.color.onBrand,
  strokeOpacity: 0.5,
  strokeWidth: 2,
  strokeLinecap: 'round',
});

/** The form panel: a sheet over the band on phones, a card from 550 px, a white column from 810 px. */
export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[7],
  marginTop: `calc(${vars.space[5]} * -1)`,
  padding: `${vars.space[7]} ${vars.space[5]} ${vars.space[8]}`,
  backgroundColor: vars.color.surface,
  borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
  '@media': {
    [narrow]: {
      width: `calc(100% - ${vars.space[8]})`,
      maxWidth: `calc(${vars.space[10]} * 8.5)`,
      alignSelf: 'start',
      justifySelf: 'center',
      marginTop: `calc(${vars.space[9]} * -1)`,
      marginBottom: vars.space[9],
      padding: vars.space[8],
      borderRadius: vars.radius.xl,
      boxShadow: vars.shadow.lg,
    },
    [medium]: {
      width: 'auto',
      maxWidth: 'none',
      alignSelf: 'stretch',
      justifySelf: 'stretch',
      justifyContent: 'center',
      margin: 0,
      padding: `${vars.space[9]} ${vars.space[8]}`,
      borderRadius: 0,
      boxShadow: 'none',
    },
    [wide]: { padding: `${vars.space[9]} ${vars.space[10]}` },
  },
});

/** Keeps the form at a readable width inside the panel. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[7],
  width: '100%',
  maxWidth: `calc(${vars.space[10]} * 7)`,
  marginInline: 'auto',
});

/** Logo, company name and the 'Portal do cliente' tagline. */
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

/** The logo box. */
export const logo = style({ width: vars.space[8], height: vars.space[8], flexShrink: 0 });

/** Company name over the tagline. */
export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The company name. */
export const companyName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** 'Portal do cliente'. */
export const tagline = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Title and intro of the form. */
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** The page's h1. */
export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The intro under the title. */
export const intro = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });
