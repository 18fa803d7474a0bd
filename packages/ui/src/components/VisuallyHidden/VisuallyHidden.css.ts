import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../theme/visually-hidden';

/** Hidden from sight but read by screen readers (the standard clip pattern). */
export const visuallyHidden = style(visuallyHiddenRules);
