import {
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { topLayerReset } from './ModalDialog.css';
import { registerOpenModal } from './modal-stack';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps
  extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose' | 'className'> {
  /** The panel's class (the `<dialog>` is the panel; style its backdrop with `&::backdrop`). */
  className: string;
  /** Esc or a click on the backdrop. Leave it out for a dialog that only its own buttons close. */
  onDismiss?: () => void;
}

/** Whether a pointer event landed on the backdrop: events there target the dialog, outside its box. */
function isOnBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A native modal `<dialog>` opened with `showModal()`, shown for as long as it is mounted (render it
 * only while open, so its content starts fresh each time, as it did with radix). The browser puts it
 * in the top layer, makes the page inert (focus cannot leave it, screen readers see only it) and moves
 * focus to its first focusable element; this adds what the platform leaves to us: Esc and backdrop
 * clicks go through `onDismiss` (so the owner's state decides), focus goes back to the opener on
 * close, and the page behind does not scroll (ModalDialog.css). Label it with `aria-labelledby`.
 */
export function ModalDialog({ className, onDismiss, onKeyDown, children, ...native }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const isClosingItself = useRef(false);
  const pressStartedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    isClosingItself.current = false;
    dialog.showModal();
    const unregister = registerOpenModal(dialog);
    return () => {
      unregister();
      isClosingItself.current = true;
      dialog.close();
      // The browser restores focus on close() only when it still sits inside the dialog; the opener
      // gets it back either way (a thumbnail, 'Abrir menu', the button that asked).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Esc is handled here, not in `cancel`: Chromium skips `cancel` on a second Esc without a click
    // in between and closes the dialog itself; preventing the keydown stops that close request.
    event.preventDefault();
    onDismiss?.();
  };

  // A close request that did not come through a keydown inside (the Android back button, Esc while
  // focus was on the body): ask the owner instead of letting the browser close it.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onDismiss?.();
  };

  // The browser closed it anyway (a close request it does not let us cancel): tell the owner, or open
  // it again when only its own buttons may close it.
  const handleClose = () => {
    const dialog = ref.current;
    if (!dialog || dialog.open || isClosingItself.current) return;
    if (onDismiss) onDismiss();
    else dialog.showModal();
  };

  return createPortal(
    // Portalled to the end of <body> as radix did: the dialog does not inherit the text styles or the
    // form of wherever it is declared. Custom properties still need the brand's theme around it.
    <BrandPortalTheme>
      <dialog
        {...native}
        ref={ref}
        // Focusable itself, so a click on its padding keeps focus (and Esc) inside.
        tabIndex={-1}
        className={`${topLayerReset} ${className}`}
        onKeyDown={handleKeyDown}
        onCancel={handleCancel}
        onClose={handleClose}
        // A press that starts and ends on the backdrop dismisses; one that starts inside (selecting
        // text) and ends outside does not.
        onPointerDown={(event) => {
          pressStartedOnBackdrop.current = isOnBackdrop(event);
        }}
        onClick={(event) => {
          if (pressStartedOnBackdrop.current && isOnBackdrop(event)) onDismiss?.();
          pressStartedOnBackdrop.current = false;
        }}
      >
        {children}
      </dialog>
    </BrandPortalTheme>,
    document.body,
  );
}
