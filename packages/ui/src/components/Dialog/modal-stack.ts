import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open right now, newest last. A modal `<dialog>` makes everything outside it inert
 * (no clicks, hidden from screen readers), so whatever must stay usable above it — the toasts — is
 * drawn inside the topmost one.
 */
const openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Records `dialog` as the topmost open modal; the returned function removes it again. */
export function registerOpenModal(dialog: HTMLDialogElement): () => void {
  openModals.push(dialog);
  notify();
  return () => {
    const index = openModals.lastIndexOf(dialog);
    if (index !== -1) openModals.splice(index, 1);
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function topmost(): HTMLDialogElement | null {
  return openModals.at(-1) ?? null;
}

/** The topmost open modal dialog, or `null` when none is open; re-renders when that changes. */
export function useTopmostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
