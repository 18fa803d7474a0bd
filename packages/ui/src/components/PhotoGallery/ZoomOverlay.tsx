import { type KeyboardEvent, useId } from 'react';
import { messages } from '../../messages/pt-BR';
import { ModalDialog } from '../Dialog/ModalDialog';
import { IconButton } from '../IconButton/IconButton';
import type { GalleryImage } from './gallery-image';
import * as css from './ZoomOverlay.css';

/** Props of {@link ZoomOverlay}. */
export interface ZoomOverlayProps {
  images: readonly GalleryImage[];
  /** Index of the photo shown; `null` closes the overlay. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A photo enlarged over the page (a modal `<dialog>` through ModalDialog: the page is inert, Esc
 * closes, focus returns to the thumbnail). Left/Right arrows and the side buttons move between photos; it stops at both ends.
 */
export function ZoomOverlay({ images, index, onIndexChange, onClose }: ZoomOverlayProps) {
  const text = messages.photoGallery;
  const titleId = useId();
  const image = index === null ? undefined : images[index];
  const position = (index ?? 0) + 1;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < images.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(index - 1);
    else if (event.key === 'ArrowRight' && hasNext) onIndexChange(index + 1);
    else return;
    event.preventDefault();
  };
  if (!image) return null;
  return (
    <ModalDialog className={css.content} aria-labelledby={titleId} onDismiss={onClose} onKeyDown={onKeyDown}>
      <div className={css.topBar}>
        <h2 id={titleId} className={css.title} aria-live="polite">
          {text.zoomPosition(position, images.length)}
        </h2>
        <IconButton icon="close" label={text.close} className={css.control} onPress={onClose} />
      </div>
      <div className={css.stage}>
        <IconButton
          icon="chevronLeft"
          label={text.previous}
          className={css.control}
          isDisabled={!hasPrevious}
          onPress={() => index !== null && onIndexChange(index - 1)}
        />
        <img
          className={css.image}
          src={image.src}
          alt={image.alt ?? text.photoAlt(position, images.length)}
        />
        <IconButton
          icon="chevronRight"
          label={text.next}
          className={css.control}
          isDisabled={!hasNext}
          onPress={() => index !== null && onIndexChange(index + 1)}
        />
      </div>
      <p className={css.hint}>{text.zoomHint}</p>
    </ModalDialog>
  );
}
