import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { messages } from '../../messages/pt-BR';
import { ModalDialog } from '../Dialog/ModalDialog';
import { IconButton } from '../IconButton/IconButton';
import type { GalleryImage } from './gallery-image';
import { photoMonth } from './photo-month';
import * as css from './ZoomOverlay.css';

/** Props of {@link ZoomOverlay}. */
export interface ZoomOverlayProps {
  images: readonly GalleryImage[];
  /** Index of the photo shown; `null` closes the overlay. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A horizontal move at least this long, and longer than the vertical one, is a swipe. */
const SWIPE_PX = 40;

/**
 * A photo enlarged over the page (a modal `<dialog>` through ModalDialog: the page is inert, Esc
 * closes, focus returns to the thumbnail), captioned with its month. Left/Right arrows, the side
 * buttons and a swipe move between photos; it stops at both ends. On a phone the photo takes the
 * whole width and the side buttons sit over it; the keyboard hint shows only where there is a
 * keyboard and a fine pointer, the swipe hint elsewhere (product rule: photos).
 */
export function ZoomOverlay({ images, index, onIndexChange, onClose }: ZoomOverlayProps) {
  const text = messages.photoGallery;
  const titleId = useId();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const image = index === null ? undefined : images[index];
  const position = (index ?? 0) + 1;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < images.length - 1;
  const step = (delta: -1 | 1) => {
    if (index === null || (delta < 0 ? !hasPrevious : !hasNext)) return false;
    onIndexChange(index + delta);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moved = (event.key === 'ArrowLeft' && step(-1)) || (event.key === 'ArrowRight' && step(1));
    if (moved) event.preventDefault();
  };
  // Touch and pen only: a mouse drag over the photo stays a plain click.
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
    // A swipe to the left brings the next photo, as in a phone's own gallery.
    step(dx < 0 ? 1 : -1);
  };
  if (!image) return null;
  const month = photoMonth(image);
  return (
    <ModalDialog className={css.content} aria-labelledby={titleId} onDismiss={onClose} onKeyDown={onKeyDown}>
      <div className={css.topBar}>
        <div className={css.heading}>
          <h2 id={titleId} className={css.title} aria-live="polite">
            {text.zoomPosition(position, images.length)}
          </h2>
          {month && <p className={css.month}>{month}</p>}
        </div>
        <IconButton icon="close" label={text.close} className={css.control} onPress={onClose} />
      </div>
      <div
        className={css.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <IconButton
          icon="chevronLeft"
          label={text.previous}
          className={`${css.control} ${css.previous}`}
          isDisabled={!hasPrevious}
          onPress={() => step(-1)}
        />
        <img
          className={css.image}
          src={image.src}
          alt={image.alt ?? text.photoAlt(position, images.length)}
          draggable={false}
        />
        <IconButton
          icon="chevronRight"
          label={text.next}
          className={`${css.control} ${css.next}`}
          isDisabled={!hasNext}
          onPress={() => step(1)}
        />
      </div>
      <p className={css.keyboardHint}>{text.zoomHint}</p>
      <p className={css.touchHint}>{text.swipeHint}</p>
    </ModalDialog>
  );
}
