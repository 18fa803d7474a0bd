import { IMAGE_PAGE_SIZE, paginate } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Pagination } from '../Pagination/Pagination';
import type { GalleryImage } from './gallery-image';
import * as css from './PhotoGallery.css';
import { photoMonth } from './photo-month';
import { RemovePhotoDialog } from './RemovePhotoDialog';
import { ZoomOverlay } from './ZoomOverlay';

/** Props of {@link PhotoGallery}. */
export interface PhotoGalleryProps {
  images: readonly GalleryImage[];
  /** Admin only: draws 'Remover imagem' under each photo. */
  canRemove?: boolean;
  /** Called with the photo to remove, once the admin confirmed 'Remover esta imagem?'. */
  onRemove?: (image: GalleryImage) => void;
  /** Id of a photo being removed: its button shows a spinner. */
  removingId?: string | null;
  /** Photos per page; 3 by default (spec section 9). */
  pageSize?: number;
}

/**
 * The construction photos, three per page with the kit's Pagination, in the order given (the API
 * sends them newest first), each captioned with its month and year; each photo opens the
 * {@link ZoomOverlay}. 'Remover imagem' asks first ({@link RemovePhotoDialog}). The page is clamped by
 * `paginate`, so removing the last photo of the last page shows the page before instead of an empty one.
 */
export function PhotoGallery({
  images,
  canRemove = false,
  onRemove,
  removingId = null,
  pageSize = IMAGE_PAGE_SIZE,
}: PhotoGalleryProps) {
  const [page, setPage] = useState(1);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<GalleryImage | null>(null);
  // The photo removed last and its place on the page, to move focus once it is gone.
  const removed = useRef<{ id: string; slot: number } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const view = paginate(images, page, pageSize);
  const offset = (view.page - 1) * pageSize;
  const text = messages.photoGallery;
  const altOf = (image: GalleryImage) => image.alt ?? text.photoAlt(images.indexOf(image) + 1, images.length);

  useEffect(() => {
    const pending = removed.current;
    if (!pending || images.some((image) => image.id === pending.id)) return;
    removed.current = null;
    // Its button went with the photo, so focus has nowhere to return: put it on the photo now in
    // that place (or the last one of the page). Focus may still be in the closing confirmation (a
    // quick removal) or already on the page; if the admin moved on to something else, leave it.
    const active = list.current?.ownerDocument.activeElement;
    const isLost = !active || active === active.ownerDocument.body || active.closest('[role="alertdialog"]');
    if (!isLost) return;
    const thumbs = list.current?.querySelectorAll<HTMLElement>('[data-thumb]') ?? [];
    thumbs[Math.min(pending.slot, thumbs.length - 1)]?.focus();
  }, [images]);
  return (
    <div className={css.root}>
      <ul ref={list} className={css.grid} aria-label={text.label}>
        {view.items.map((image, index) => {
          const position = offset + index + 1;
          const month = photoMonth(image);
          return (
            <li key={image.id} className={css.item}>
              <button
                type="button"
                className={css.thumb}
                data-thumb
                aria-label={text.open(position, images.length)}
                onClick={() => setZoomed(offset + index)}
              >
                <img
                  className={css.image}
                  src={image.src}
                  alt={image.alt ?? text.photoAlt(position, images.length)}
                  loading="lazy"
                  decoding="async"
                />
                <span className={css.zoomBadge} aria-hidden="true">
                  <Icon name="zoomIn" size="md" />
                </span>
              </button>
              {month && <p className={css.caption}>{month}</p>}
              {canRemove && (
                <Button
                  variant="secondary"
                  icon="trash"
                  isFullWidth
                  isLoading={removingId === image.id}
                  aria-label={`${text.remove}: ${image.alt ?? text.photoAlt(position, images.length)}`}
                  onPress={() => setConfirming(image)}
                >
                  {text.remove}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {images.length > pageSize && (
        <Pagination
          page={view.page}
          total={images.length}
          pageSize={pageSize}
          onPageChange={setPage}
          label={text.paginationLabel}
        />
      )}
      <ZoomOverlay images={images} index={zoomed} onIndexChange={setZoomed} onClose={() => setZoomed(null)} />
      <RemovePhotoDialog
        image={confirming}
        alt={confirming ? altOf(confirming) : ''}
        onCancel={() => setConfirming(null)}
        onConfirm={(image) => {
          removed.current = { id: image.id, slot: view.items.indexOf(image) };
          setConfirming(null);
          onRemove?.(image);
        }}
      />
    </div>
  );
}
