import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { ActiveToast } from './active-toast';
import { ToastViewport } from './ToastViewport';
import { type ToastApi, ToastContext, type ToastOptions } from './toast-context';

/** Longer than the exit animation (`motion.durationFast`), so the fade-out is never cut. */
const EXIT_DELAY_MS = 400;

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  children: ReactNode;
}

/**
 * Provides `useToast()` to its subtree and draws the toasts in the top right corner
 * ({@link ToastViewport}). Errors are announced assertively, success and info politely; F8 moves
 * focus to the toasts; each closes itself after its duration (paused while the pointer or focus is
 * on them) or by its close button. Put it inside the BrandProvider, around the whole app.
 */
export function ToastRegion({ children }: ToastRegionProps) {
  const [toasts, setToasts] = useState<ActiveToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, isOpen: false } : toast)));
    // Drop it once the exit animation has played (a timer, not animationend, so a toast still
    // leaves when animations are off).
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
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
