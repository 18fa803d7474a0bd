import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The label row: the whole row is the 44 px touch target (clicking the text toggles too). */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** The track: grey when off, brand colour when on; the thumb position also tells the state. */
export const track = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.space[6],
    padding: 0,
    border: 0,
    // An inset ring instead of a border keeps the thumb maths in whole tokens.
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceMuted,
    cursor: 'inherit',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.brand, boxShadow: 'none' },
      '&[data-disabled]': { opacity: 0.55 },
    },
  },
});

/** The round thumb that slides to the end when on. */
export const thumb = style({
  display: 'block',
  width: vars.space[4],
  height: vars.space[4],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${vars.space[1]})`,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    // Off: a grey thumb on the light track (white would vanish); on: white on the brand track.
    '&[data-state="unchecked"]': { backgroundColor: vars.color.borderStrong },
    '&[data-state="checked"]': {
      transform: `translateX(calc(${vars.size.touchTarget} - ${vars.space[4]} - ${vars.space[1]}))`,
    },
  },
});
