import { useCallback } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import type { ActiveToast } from './active-toast';
import * as css from './Toast.css';
import { type ToastTone, toastDurations } from './toast-context';
import { useAutoDismiss } from './use-auto-dismiss';

const toneIcons: Record<ToastTone, IconName> = { success: 'success', danger: 'alert', info: 'info' };

/** Props of {@link ToastCard}. */
export interface ToastCardProps {
  toast: ActiveToast;
  /** True while the pointer or focus is on the toasts: the countdown waits. */
  isPaused: boolean;
  onDismiss: (id: string) => void;
}

/** One toast: tone icon (named for screen readers), title, optional description and a close button. */
export function ToastCard({ toast, isPaused, onDismiss }: ToastCardProps) {
  const { id, tone, title, description, duration, isOpen } = toast;
  const dismiss = useCallback(() => onDismiss(id), [id, onDismiss]);
  useAutoDismiss(toastDurations[duration], isPaused || !isOpen, dismiss);
  return (
    <li className={css.toast({ tone })} data-state={isOpen ? 'open' : 'closed'} data-tone={tone}>
      <span className={css.icon({ tone })}>
        <Icon name={toneIcons[tone]} size="md" label={messages.toast.tones[tone]} />
      </span>
      <div className={css.text}>
        <div className={css.title}>{title}</div>
        {description && <div className={css.description}>{description}</div>}
      </div>
      <IconButton icon="close" label={messages.toast.close} className={css.close} onPress={dismiss} />
    </li>
  );
}
