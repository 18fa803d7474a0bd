import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { useTopmostModal } from '../Dialog/modal-stack';
import { Icon } from '../Icon/Icon';
import * as css from './Tooltip.css';
import { TooltipBubble } from './TooltipBubble';
import type { TooltipSide } from './tooltip-side';
import { useTooltipDismissal } from './use-tooltip-dismissal';

export { type TooltipSide, tooltipSides } from './tooltip-side';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The bubble's text; it becomes the trigger's accessible description while open. */
  content: ReactNode;
  /** One focusable element (a button) that passes on `ref`, pointer and focus handlers and aria attributes. */
  children: ReactElement;
  side?: TooltipSide;
  /** Controlled open state (for triggers that also open on tap). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Delay before opening on hover, in ms (focus opens at once). */
  delay?: number;
}

/** Handlers and attributes the tooltip adds to its trigger (merged with the trigger's own). */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  'data-state'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Time to move the pointer from the trigger onto the bubble before it closes (WCAG 1.4.13), ms. */
const HOVER_GRACE_MS = 100;

/** Runs the trigger's own handler, then ours. */
function both<E>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    ours(event);
  };
}

/**
 * A tooltip: opens on hover (after `delay`) and at once on keyboard focus, closes on blur, on Escape
 * (without closing a dialog around it), on a press elsewhere, or when the pointer leaves both the
 * trigger and the bubble; while open the trigger is described by its text (`aria-describedby`). The
 * bubble is a manual popover in the top layer (never clipped by a scrolling table), placed beside the
 * trigger by `placeTooltip`.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  isOpen: controlledOpen,
  onOpenChange,
  delay = 300,
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = controlledOpen ?? uncontrolledOpen;
  const tooltipId = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isPressing = useRef(false);
  const modal = useTopmostModal();

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (controlledOpen === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlledOpen, onOpenChange],
  );
  const setOpenLater = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useTooltipDismissal(isOpen, trigger, tooltipId, close);

  const own = children.props as TriggerProps;
  const triggerProps: TriggerProps = {
    ref: (element: HTMLElement | null) => {
      trigger.current = element;
      if (typeof own.ref === 'function') own.ref(element);
      else if (own.ref) (own.ref as { current: HTMLElement | null }).current = element;
    },
    'aria-describedby': isOpen
      ? [own['aria-describedby'], tooltipId].filter(Boolean).join(' ')
      : own['aria-describedby'],
    'data-state': isOpen ? 'open' : 'closed',
    onPointerEnter: both(own.onPointerEnter, (event) => {
      if (event.pointerType === 'mouse') setOpenLater(true, delay);
    }),
    onPointerLeave: both(own.onPointerLeave, () => setOpenLater(false, HOVER_GRACE_MS)),
    // A press closes it (as radix did); the focus that follows a press does not reopen it.
    onPointerDown: both(own.onPointerDown, () => {
      isPressing.current = true;
      document.addEventListener('pointerup', () => (isPressing.current = false), { once: true });
      setOpen(false);
    }),
    onFocus: both(own.onFocus, () => {
      if (!isPressing.current) setOpen(true);
    }),
    onBlur: both(own.onBlur, () => setOpen(false)),
  };

  const bubble = isOpen && (
    <TooltipBubble
      id={tooltipId}
      side={side}
      trigger={trigger}
      onPointerEnter={() => clearTimeout(timer.current)}
      onPointerLeave={() => setOpenLater(false, HOVER_GRACE_MS)}
    >
      {content}
    </TooltipBubble>
  );
  return (
    <>
      {cloneElement(children as ReactElement<TriggerProps>, triggerProps)}
      {/* Portalled, so the text never joins the accessible name of a table header around the
          trigger; into the open modal dialog if there is one, since outside it everything is inert. */}
      {bubble &&
        (modal
          ? createPortal(bubble, modal)
          : createPortal(<BrandPortalTheme>{bubble}</BrandPortalTheme>, document.body))}
    </>
  );
}

/** Props of {@link InfoTip}. */
export interface InfoTipProps {
  /** Accessible name of the "i" button (e.g. 'Sobre a coluna Parcela'). */
  label: string;
  /** The explanation shown in the bubble. */
  content: ReactNode;
  side?: TooltipSide;
  /** 32 px instead of 44 px from 700 px up (dense table headers; phones keep 44 px). */
  isCompact?: boolean;
}

/**
 * An "i" button with a tooltip. Hover and focus open it like any tooltip; a tap or click toggles it too,
 * because touch screens have no hover and the explanation must still be reachable on a phone.
 */
export function InfoTip({ label, content, side = 'top', isCompact = false }: InfoTipProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Tooltip content={content} side={side} isOpen={isOpen} onOpenChange={setOpen}>
      <button
        type="button"
        className={css.infoTrigger({ compact: isCompact })}
        aria-label={label}
        // A press closes the tooltip; reopening on click makes a tap show the text.
        onClick={() => setOpen(true)}
      >
        <Icon name="info" size="sm" />
      </button>
    </Tooltip>
  );
}
