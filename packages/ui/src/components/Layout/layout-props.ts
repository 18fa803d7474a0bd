/** Gaps a layout helper accepts: keys of the space scale (0 = none). */
export const layoutGaps = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** A layout gap (a step of `vars.space`). */
export type LayoutGap = (typeof layoutGaps)[number];

/** Cross-axis alignments. */
export const layoutAligns = ['start', 'center', 'end', 'stretch'] as const;
/** A cross-axis alignment. */
export type LayoutAlign = (typeof layoutAligns)[number];

/** Elements a layout helper may render as, so lists stay lists for screen readers. */
export type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'form' | 'nav';
