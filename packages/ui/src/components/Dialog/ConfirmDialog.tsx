import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../Button/Button';
import type { IconName } from '../Icon/icons';
import { Dialog, type DialogSize } from './Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, as the dialog's heading and accessible name ('Remover esta imagem?'). */
  title: string;
  /** What happens if the person confirms; read as the dialog's description. */
  description: ReactNode;
  /** The action's own words ('Remover imagem'), never a bare 'OK'. */
  confirmLabel: string;
  /** Icon before the confirm label ('trash' for a removal). */
  confirmIcon?: IconName;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** `danger` (default) for destructive actions: a red badge and a red confirm button. */
  tone?: 'danger' | 'neutral';
  size?: DialogSize;
  /** Pressing the confirm button. The dialog does not close itself: the owner sets `isOpen`. */
  onConfirm: () => void;
  /** 'Cancelar', Esc, the close icon or a click outside. */
  onCancel: () => void;
  /** Extra content between the description and the buttons (e.g. a preview of what is removed). */
  children?: ReactNode;
}

/**
 * Asks before an action that cannot be undone. An `alertdialog`: focus starts on 'Cancelar' (the
 * safe answer, so a stray Enter changes nothing), Tab stays inside, Esc cancels, and focus returns to
 * the button that opened it. 'Cancelar' comes first in reading order; on wide screens the action
 * sits at the right end, on phones it is on top (the {@link Dialog} footer's order).
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  confirmIcon,
  cancelLabel = messages.common.cancel,
  tone = 'danger',
  size = 'sm',
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      role="alertdialog"
      tone={tone}
      size={size}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} icon={confirmIcon} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
