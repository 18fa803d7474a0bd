import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fillLook, trackLook } from '../ProgressBar/progress-look';

/**
 * A native `<progress>` drawn like the kit's other bars: the browser's own look is switched off and
 * the track and value pseudo-elements take the shared track and fill (WebKit/Blink and Firefox).
 */
export const bar = style({
  ...trackLook,
  display: 'block',
  width: '100%',
  height: vars.space[2],
  appearance: 'none',
  border: 0,
  overflow: 'hidden',
  // Browsers without the pseudo-elements paint the value in the text colour.
  color: vars.color.brand,
  selectors: {
    '&::-webkit-progress-bar': trackLook,
    '&::-webkit-progress-value': fillLook,
    '&::-moz-progress-bar': fillLook,
  },
});
