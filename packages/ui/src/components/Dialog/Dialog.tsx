import { type ReactNode, useId } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Dialog.css';
import { ModalDialog } from './ModalDialog';

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
  /** Called with `false` on Esc, a backdrop click or the close button (and never when not dismissable). */
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
   * `false` for a dialog the person must answer with one of its actions: Esc and backdrop clicks are
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
 * A modal dialog (a native `<dialog>` through {@link ModalDialog}): the page behind is inert, focus
 * starts inside and returns to the opener on close, Esc and the backdrop close it, and title and
 * description name it.
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
  const titleId = useId();
  const descriptionId = useId();
  if (!isOpen) return null;
  return (
    <ModalDialog
      className={css.content({ size })}
      // `<dialog>` is a dialog already; only the alert variant needs saying.
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-tone={tone}
      onDismiss={isDismissable ? () => onOpenChange(false) : undefined}
    >
      <div className={css.header}>
        {tone !== 'neutral' && (
          <span className={css.badge({ tone })}>
            <Icon name={toneIcons[tone]} size="lg" />
          </span>
        )}
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
      </div>
      {description && (
        <p id={descriptionId} className={css.description}>
          {description}
        </p>
      )}
      {children}
      {actions && <div className={css.footer}>{actions}</div>}
      {/* Last in the DOM, drawn in the corner: the first Tab stop is the content (a field, or the
          dialog's main action), not the close icon. */}
      {isDismissable && (
        <IconButton
          icon="close"
          label={closeLabel}
          className={css.close}
          onPress={() => onOpenChange(false)}
        />
      )}
    </ModalDialog>
  );
}
