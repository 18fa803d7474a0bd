import { createContext, useContext } from 'react';

/** Tones of a toast, reused by stories; each has its own icon (never colour alone). */
export const toastTones = ['success', 'danger', 'info'] as const;
/** A toast tone. */
export type ToastTone = (typeof toastTones)[number];

/**
 * How long a toast stays (spec sections 8 and 9): 5 s by default, 2 s for the sign-up success.
 * The timer pauses while the pointer or focus is on the toasts, so nobody loses a message.
 */
export const toastDurations = { default: 5000, short: 2000 } as const;
/** A named toast duration. */
export type ToastDuration = keyof typeof toastDurations;

/** What to show in one toast. */
export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  duration?: ToastDuration;
}

/** The toast API returned by {@link useToast}; every call returns the toast's id. */
export interface ToastApi {
  show: (options: ToastOptions) => string;
  success: (title: string, options?: Omit<ToastOptions, 'title' | 'tone'>) => string;
  danger: (title: string, options?: Omit<ToastOptions, 'title' | 'tone'>) => string;
  info: (title: string, options?: Omit<ToastOptions, 'title' | 'tone'>) => string;
  dismiss: (id: string) => void;
}

/** Context filled by `ToastRegion`. */
export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts in the surrounding `ToastRegion`:
 * `const toast = useToast(); toast.success('Usuário criado com sucesso.', { duration: 'short' })`.
 * @throws Error when used outside a `ToastRegion` (a programming error, caught in development).
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside <ToastRegion>.');
  return api;
}
