import { describe, expect, it } from 'vitest';
import { placeTooltip, TOOLTIP_GAP, TOOLTIP_MARGIN } from './tooltip-placement';

const viewport = { width: 1000, height: 800 };
const bubble = { width: 200, height: 40 };
const trigger = { top: 400, left: 500, width: 100, height: 44 };

describe('placeTooltip', () => {
  it('centres the bubble above the trigger, the arrow at the trigger centre', () => {
    expect(placeTooltip(trigger, bubble, 'top', viewport)).toEqual({
      side: 'top',
      top: 400 - TOOLTIP_GAP - 40,
      left: 450,
      arrow: 100,
    });
  });

  it('places it below, left of and right of the trigger on those sides', () => {
    expect(placeTooltip(trigger, bubble, 'bottom', viewport)).toMatchObject({
      side: 'bottom',
      top: 444 + TOOLTIP_GAP,
    });
    expect(placeTooltip(trigger, bubble, 'left', viewport)).toMatchObject({
      side: 'left',
      left: 500 - TOOLTIP_GAP - 200,
      top: 402,
      arrow: 20,
    });
    expect(placeTooltip(trigger, bubble, 'right', viewport)).toMatchObject({
      side: 'right',
      left: 600 + TOOLTIP_GAP,
    });
  });

  it('flips to the opposite side when the preferred one has no room', () => {
    const nearTop = { ...trigger, top: 10 };
    expect(placeTooltip(nearTop, bubble, 'top', viewport)).toMatchObject({
      side: 'bottom',
      top: 54 + TOOLTIP_GAP,
    });
  });

  it('keeps the preferred side when neither side has room', () => {
    expect(placeTooltip({ ...trigger, top: 10 }, bubble, 'top', { width: 1000, height: 80 }).side).toBe(
      'top',
    );
  });

  it('slides along the edge to stay inside the window, the arrow still on the trigger', () => {
    const atLeftEdge = { ...trigger, left: 0, width: 44 };
    const placed = placeTooltip(atLeftEdge, bubble, 'top', viewport);
    expect(placed.left).toBe(TOOLTIP_MARGIN);
    expect(placed.arrow).toBe(22 - TOOLTIP_MARGIN);
    const atRightEdge = { ...trigger, left: 960, width: 40 };
    expect(placeTooltip(atRightEdge, bubble, 'bottom', viewport).left).toBe(1000 - TOOLTIP_MARGIN - 200);
  });
});
