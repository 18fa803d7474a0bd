import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { messages } from '../../messages/pt-BR';
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
 * A photo enlarged over the page (radix Dialog: focus trapped, Esc closes, focus returns to the
 * thumbnail). Left/Right arrows and the side buttons move between photos; it stops at both ends.
 */
export function ZoomOverlay({ images, index, onIndexChange, onClose }: ZoomOverlayProps) {
  const text = messages.photoGallery;
  // No radix Trigger (the thumbnails open it), so remember the opener and give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
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
  return (
    <RadixDialog.Root open={image !== undefined} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <BrandPortalTheme>
          <RadixDialog.Overlay className={css.overlay} />
          <RadixDialog.Content
            className={css.content}
            onKeyDown={onKeyDown}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            <div className={css.topBar}>
              <RadixDialog.Title className={css.title} aria-live="polite">
                {text.zoomPosition(position, images.length)}
              </RadixDialog.Title>
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
              {image && (
                <img
                  className={css.image}
                  src={image.src}
                  alt={image.alt ?? text.photoAlt(position, images.length)}
                />
              )}
              <IconButton
                icon="chevronRight"
                label={text.next}
                className={css.control}
                isDisabled={!hasNext}
                onPress={() => index !== null && onIndexChange(index + 1)}
              />
            </div>
            <p className={css.hint}>{text.zoomHint}</p>
          </RadixDialog.Content>
        </BrandPortalTheme>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
