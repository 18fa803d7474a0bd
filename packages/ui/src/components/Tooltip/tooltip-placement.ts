import type { TooltipSide } from './tooltip-side';

/** Space between the trigger and the bubble, px (what radix's `sideOffset` was). */
export const TOOLTIP_GAP = 6;
/** The bubble keeps this far from the window's edges, px (radix's `collisionPadding`). */
export const TOOLTIP_MARGIN = 8;

/** A box in viewport coordinates (a DOMRect fits). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where to draw the bubble (viewport px) and where along its edge the arrow points at the trigger. */
export interface TooltipPlacement {
  side: TooltipSide;
  top: number;
  left: number;
  /** Distance from the bubble's left edge (top/bottom sides) or top edge (left/right sides). */
  arrow: number;
}

const opposite: Record<TooltipSide, TooltipSide> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Places a tooltip bubble beside its trigger on the preferred side, flipping to the opposite side
 * when the preferred one lacks room and the opposite has it, then sliding it along that side to stay
 * inside the window. Pure, so it is tested without a browser.
 */
export function placeTooltip(
  trigger: Box,
  bubble: { width: number; height: number },
  preferred: TooltipSide,
  viewport: { width: number; height: number },
): TooltipPlacement {
  const room: Record<TooltipSide, number> = {
    top: trigger.top,
    bottom: viewport.height - (trigger.top + trigger.height),
    left: trigger.left,
    right: viewport.width - (trigger.left + trigger.width),
  };
  const needs = (side: TooltipSide) =>
    (side === 'top' || side === 'bottom' ? bubble.height : bubble.width) + TOOLTIP_GAP + TOOLTIP_MARGIN;
  const flipped = opposite[preferred];
  const side = room[preferred] < needs(preferred) && room[flipped] >= needs(flipped) ? flipped : preferred;

  if (side === 'top' || side === 'bottom') {
    const centre = trigger.left + trigger.width / 2;
    const left = clamp(
      centre - bubble.width / 2,
      TOOLTIP_MARGIN,
      viewport.width - TOOLTIP_MARGIN - bubble.width,
    );
    const top =
      side === 'top' ? trigger.top - TOOLTIP_GAP - bubble.height : trigger.top + trigger.height + TOOLTIP_GAP;
    return { side, top, left, arrow: centre - left };
  }
  const middle = trigger.top + trigger.height / 2;
  const top = clamp(
    middle - bubble.height / 2,
    TOOLTIP_MARGIN,
    viewport.height - TOOLTIP_MARGIN - bubble.height,
  );
  const left =
    side === 'left' ? trigger.left - TOOLTIP_GAP - bubble.width : trigger.left + trigger.width + TOOLTIP_GAP;
  return { side, top, left, arrow: middle - top };
}
