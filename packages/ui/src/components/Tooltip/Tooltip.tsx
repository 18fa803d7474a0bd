import { Tooltip as RadixTooltip } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { Icon } from '../Icon/Icon';
import * as css from './Tooltip.css';

/** Sides a tooltip may open to, reused by stories. */
export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;
/** A tooltip side. */
export type TooltipSide = (typeof tooltipSides)[number];

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The bubble's text; it becomes the trigger's accessible description while open. */
  content: ReactNode;
  /** One focusable element (a button); radix attaches the handlers to it (`asChild`). */
  children: ReactElement;
  side?: TooltipSide;
  /** Controlled open state (for triggers that also open on tap). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Delay before opening on hover, in ms (focus opens at once). */
  delay?: number;
}

/**
 * A radix-ui tooltip: opens on hover and keyboard focus, closes on Escape or blur, and links its text
 * to the trigger with aria-describedby. It brings its own provider so it works anywhere in the tree.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  isOpen,
  onOpenChange,
  delay = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={isOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          {/* Portals render outside BrandProvider's element: re-apply the brand's tokens. */}
          <BrandPortalTheme>
            <RadixTooltip.Content className={css.tooltip()} side={side} sideOffset={6} collisionPadding={8}>
              {content}
              <RadixTooltip.Arrow className={css.arrow} />
            </RadixTooltip.Content>
          </BrandPortalTheme>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
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
        // radix closes on pointer down; reopening on click makes a tap show the text.
        onClick={() => setOpen(true)}
      >
        <Icon name="info" size="sm" />
      </button>
    </Tooltip>
  );
}
