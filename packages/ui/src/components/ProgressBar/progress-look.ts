import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The look of every progress bar of the kit, so the construction progress ({@link ProgressBar}) and
 * the uploads ({@link UploadProgressBar}, a native `<progress>`) cannot drift apart: a pale brand
 * track and a brand fill, both fully rounded. Plain rules, spread into each bar's own styles.
 */
export const trackLook = {
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSurface,
} satisfies StyleRule;

/** The filled part of a bar; its width follows the value with the theme's motion. */
export const fillLook = {
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
} satisfies StyleRule;
