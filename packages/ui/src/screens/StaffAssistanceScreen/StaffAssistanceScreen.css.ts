import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The visit's day and window: stacked on phones, in one row from 700 px. */
export const visit = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

/**
 * The request page's form styles (AssistanceDetail.css), for the lazily loaded StatusChangeForm: taken
 * from here, its chunk carries the class names itself instead of importing the request page's chunk and
 * listing everything that chunk imports (the staff request page's budget, decision 078).
 */
export { composerActions, form, muted } from '../AssistanceDetailScreen/AssistanceDetail.css';
