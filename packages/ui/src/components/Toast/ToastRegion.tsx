import { Toast } from 'radix-ui';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import * as css from './Toast.css';
import {
  type ToastApi,
  ToastContext,
  type ToastOptions,
  type ToastTone,
  toastDurations,
} from './toast-context';

/** Longer than the exit animation (`motion.durationFast`), so the fade-out is never cut. */
const EXIT_DELAY_MS = 400;

const toneIcons: Record<ToastTone, IconName> = { success: 'success', danger: 'alert', info: 'info' };

interface ActiveToast extends Required<Pick<ToastOptions, 'title' | 'tone' | 'duration'>> {
  id: string;
  description?: string;
  isOpen: boolean;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  children: ReactNode;
}

/**
 * Provides `useToast()` to its subtree and draws the toasts in the top right corner (radix-ui Toast).
 * Errors are announced assertively (foreground), success and info politely (background); F8 moves
 * focus to the toasts; each closes itself after its duration or by its close button, Esc or a swipe.
 * Put it inside the BrandProvider, around the whole app.
 */
export function ToastRegion({ children }: ToastRegionProps) {
  const [toasts, setToasts] = useState<ActiveToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, isOpen: false } : toast)));
    // Drop it from the list once radix has played the exit animation (a timer, not animationend,
    // so a toast still leaves when animations are off).
    setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), EXIT_DELAY_MS);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = ({ title, description, tone = 'info', duration = 'default' }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => [...list, { id, title, description, tone, duration, isOpen: true }]);
      return id;
    };
    return {
      show,
      dismiss,
      success: (title, options) => show({ ...options, title, tone: 'success' }),
      danger: (title, options) => show({ ...options, title, tone: 'danger' }),
      info: (title, options) => show({ ...options, title, tone: 'info' }),
    };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider label={messages.toast.regionLabel} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            className={css.toast({ tone: toast.tone })}
            type={toast.tone === 'danger' ? 'foreground' : 'background'}
            duration={toastDurations[toast.duration]}
            open={toast.isOpen}
            data-tone={toast.tone}
            onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
          >
            <span className={css.icon({ tone: toast.tone })}>
              <Icon name={toneIcons[toast.tone]} size="md" label={messages.toast.tones[toast.tone]} />
            </span>
            <div className={css.text}>
              <Toast.Title className={css.title}>{toast.title}</Toast.Title>
              {toast.description && (
                <Toast.Description className={css.description}>{toast.description}</Toast.Description>
              )}
            </div>
            <IconButton
              icon="close"
              label={messages.toast.close}
              className={css.close}
              onPress={() => dismiss(toast.id)}
            />
          </Toast.Root>
        ))}
        <Toast.Viewport className={css.viewport} label={messages.toast.viewportLabel} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
