/**
 * The sides a tooltip may open to: their own module because the tooltip, its bubble and the pure
 * placement function all need them (importing them from Tooltip.tsx closed an import loop).
 */
export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
/** A tooltip side. */
export type TooltipSide = (typeof tooltipSides)[number];
