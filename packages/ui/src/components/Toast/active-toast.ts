import type { ToastOptions } from './toast-context';

/** A toast on screen (or leaving it: `isOpen` false while its exit animation plays). */
export interface ActiveToast extends Required<Pick<ToastOptions, 'title' | 'tone' | 'duration'>> {
  id: string;
  description?: string;
  isOpen: boolean;
}
