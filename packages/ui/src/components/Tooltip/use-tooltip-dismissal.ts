import { type RefObject, useEffect } from 'react';

/**
 * While a tooltip is open: Escape closes it wherever focus is (WCAG 1.4.13, dismissable without
 * moving the pointer) and is spent on it, so a dialog around the trigger stays open; a press outside
 * the trigger and the bubble closes it too (a tap elsewhere on a phone).
 */
export function useTooltipDismissal(
  isOpen: boolean,
  trigger: RefObject<HTMLElement | null>,
  tooltipId: string,
  close: () => void,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (trigger.current?.contains(target) || document.getElementById(tooltipId)?.contains(target)) return;
      close();
    };
    // Capture phase: before a dialog's own Escape handling sees the key.
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [isOpen, trigger, tooltipId, close]);
}
