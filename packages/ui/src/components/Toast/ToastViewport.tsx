import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../messages/pt-BR';
import { topLayerReset } from '../Dialog/ModalDialog.css';
import { useTopmostModal } from '../Dialog/modal-stack';
import type { ActiveToast } from './active-toast';
import * as css from './Toast.css';
import { ToastCard } from './ToastCard';

/** The key that moves focus to the toasts, named in the region's label. */
const HOTKEY = 'F8';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  toasts: readonly ActiveToast[];
  onDismiss: (id: string) => void;
}

/**
 * The toasts' corner (top right): a labelled region holding two live lists, errors in an assertive
 * `alert` one, success and info in a polite `status` one. Both exist before any toast does, so
 * screen readers announce each toast as it is added. The countdowns wait while the pointer or focus
 * is on the region; F8 moves focus there.
 *
 * A manual popover, so it sits in the top layer above the page. While a modal dialog is open it is
 * drawn inside that dialog: everything outside a modal `<dialog>` is inert, and a toast there could
 * be neither read nor closed (the countdowns restart when it moves, so none is cut short).
 */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  const region = useRef<HTMLElement>(null);
  const modal = useTopmostModal();
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  // Shown whenever it is mounted, i.e. again each time it moves: it then comes last in the top layer,
  // above a dialog just opened.
  const showInTopLayer = useCallback((element: HTMLElement | null) => {
    region.current = element;
    if (element?.showPopover && !element.matches(':popover-open')) element.showPopover();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };
  const isPaused = isHovered || hasFocus;
  const list = (tones: (tone: ActiveToast['tone']) => boolean) =>
    toasts
      .filter((toast) => tones(toast.tone))
      .map((toast) => <ToastCard key={toast.id} toast={toast} isPaused={isPaused} onDismiss={onDismiss} />);

  const viewport = (
    <section
      ref={showInTopLayer}
      popover="manual"
      aria-label={messages.toast.viewportLabel.replace('{hotkey}', HOTKEY)}
      tabIndex={-1}
      className={`${topLayerReset} ${css.viewport}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
    >
      <div role="alert" aria-atomic="false" className={css.group}>
        <ol className={css.list}>{list((tone) => tone === 'danger')}</ol>
      </div>
      <div role="status" aria-atomic="false" className={css.group}>
        <ol className={css.list}>{list((tone) => tone !== 'danger')}</ol>
      </div>
    </section>
  );
  return modal ? createPortal(viewport, modal) : viewport;
}
