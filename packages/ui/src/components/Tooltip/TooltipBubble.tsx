import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { topLayerReset } from '../Dialog/ModalDialog.css';
import * as css from './Tooltip.css';
import { placeTooltip } from './tooltip-placement';
import type { TooltipSide } from './tooltip-side';

/** Props of {@link TooltipBubble}. */
export interface TooltipBubbleProps {
  id: string;
  side: TooltipSide;
  /** The element it points at; it follows it while the page or a table scrolls. */
  trigger: RefObject<HTMLElement | null>;
  children: ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/**
 * The tooltip's bubble and arrow: a manual popover (top layer, above dialogs and clipping
 * containers), shown while mounted, placed beside the trigger and kept there on scroll and resize.
 */
export function TooltipBubble({
  id,
  side,
  trigger,
  children,
  onPointerEnter,
  onPointerLeave,
}: TooltipBubbleProps) {
  const bubble = useRef<HTMLSpanElement>(null);
  const arrow = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    element.showPopover?.();
    const place = () => {
      const anchor = trigger.current;
      if (!anchor) return;
      const { width, height } = element.getBoundingClientRect();
      const viewport = {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      };
      const placed = placeTooltip(anchor.getBoundingClientRect(), { width, height }, side, viewport);
      // Through the CSSOM, which the page's Content-Security-Policy allows (inline style attributes it would not).
      element.style.top = `${placed.top}px`;
      element.style.left = `${placed.left}px`;
      element.dataset.side = placed.side;
      const isVertical = placed.side === 'top' || placed.side === 'bottom';
      arrow.current?.style.setProperty(isVertical ? 'left' : 'top', `${placed.arrow}px`);
      arrow.current?.style.removeProperty(isVertical ? 'top' : 'left');
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      if (element.matches(':popover-open')) element.hidePopover();
    };
  }, [side, trigger]);

  return (
    <span
      ref={bubble}
      id={id}
      role="tooltip"
      popover="manual"
      className={`${topLayerReset} ${css.tooltip()}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
      <span ref={arrow} className={css.arrow} aria-hidden />
    </span>
  );
}
