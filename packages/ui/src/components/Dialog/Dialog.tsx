import { Dialog as RadixDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Dialog.css';

/** Widths of the dialog panel, reused by stories. */
export const dialogSizes = ['sm', 'md', 'lg'] as const;
/** A dialog width. */
export type DialogSize = (typeof dialogSizes)[number];

/** Tones that add an icon badge before the title (success modal, activation notice, warnings). */
export const dialogTones = ['neutral', 'success', 'info', 'danger'] as const;
/** A dialog tone. */
export type DialogTone = (typeof dialogTones)[number];

const toneIcons: Record<Exclude<DialogTone, 'neutral'>, IconName> = {
  success: 'success',
  info: 'mail',
  danger: 'alert',
};

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Controlled open state; pair with `onOpenChange`. */
  isOpen: boolean;
  /** Called with `false` on Esc, overlay click or the close button (and never when not dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  /** The accessible name of the dialog, shown as its heading. */
  title: string;
  /** Text under the title, linked as the dialog's accessible description. */
  description?: ReactNode;
  tone?: DialogTone;
  size?: DialogSize;
  /** Body content (form fields, text). */
  children?: ReactNode;
  /** Buttons of the action row, in reading order (on phones they stack, first on top). */
  actions?: ReactNode;
  /**
   * `false` for a dialog the person must answer with one of its actions: Esc and overlay clicks are
   * ignored and the close icon is not drawn. Defaults to `true`.
   */
  isDismissable?: boolean;
  /** Accessible name of the close icon; defaults to 'Fechar'. */
  closeLabel?: string;
  /**
   * `alertdialog` for a dialog that interrupts to ask about something urgent or destructive (a
   * confirmation), so screen readers announce it as such. Defaults to `dialog`.
   */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (radix-ui): focus is trapped inside and returns to the opener on close, Esc and the
 * overlay close it, the page behind is inert to screen readers, and title and description name it.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  tone = 'neutral',
  size = 'md',
  children,
  actions,
  isDismissable = true,
  closeLabel = messages.common.close,
  role = 'dialog',
}: DialogProps) {
  // Radix returns focus to its own Trigger on close; our dialogs are opened by any button (controlled),
  // so remember what had focus when the dialog opened and give focus back to it.
  const opener = useRef<HTMLElement | null>(null);
  const block = (event: Event) => {
    if (!isDismissable) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <BrandPortalTheme>
          <RadixDialog.Overlay className={css.overlay} />
          <RadixDialog.Content
            className={css.content({ size })}
            role={role}
            data-tone={tone}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            // Radix warns when no description is linked; a dialog without one says so explicitly.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={css.header}>
              {tone !== 'neutral' && (
                <span className={css.badge({ tone })}>
                  <Icon name={toneIcons[tone]} size="lg" />
                </span>
              )}
              <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
            </div>
            {description && (
              <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description>
            )}
            {children}
            {actions && <div className={css.footer}>{actions}</div>}
            {/* Last in the DOM, drawn in the corner: the first Tab stop is the content (a field, or
                the dialog's main action), not the close icon. Not RadixDialog.Close asChild, since
                IconButton takes `onPress`, not a merged `onClick`. */}
            {isDismissable && (
              <IconButton
                icon="close"
                label={closeLabel}
                className={css.close}
                onPress={() => onOpenChange(false)}
              />
            )}
          </RadixDialog.Content>
        </BrandPortalTheme>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
