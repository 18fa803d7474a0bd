import { IMAGE_PAGE_SIZE, paginate } from '@portal/domain';
import { useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Pagination } from '../Pagination/Pagination';
import type { GalleryImage } from './gallery-image';
import * as css from './PhotoGallery.css';
import { ZoomOverlay } from './ZoomOverlay';

/** Props of {@link PhotoGallery}. */
export interface PhotoGalleryProps {
  images: readonly GalleryImage[];
  /** Admin only: draws 'Remover imagem' under each photo. */
  canRemove?: boolean;
  /** Called with the photo whose 'Remover imagem' was pressed. */
  onRemove?: (image: GalleryImage) => void;
  /** Id of a photo being removed: its button shows a spinner. */
  removingId?: string | null;
  /** Photos per page; 3 by default (spec section 9). */
  pageSize?: number;
}

/**
 * The construction photos, three per page with the kit's Pagination; each photo opens the
 * {@link ZoomOverlay}. The page is clamped by `paginate`, so removing the last photo of the last page
 * shows the page before instead of an empty one.
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
  const view = paginate(images, page, pageSize);
  const offset = (view.page - 1) * pageSize;
  const text = messages.photoGallery;
  return (
    <div className={css.root}>
      <ul className={css.grid} aria-label={text.label}>
        {view.items.map((image, index) => {
          const position = offset + index + 1;
          return (
            <li key={image.id} className={css.item}>
              <button
                type="button"
                className={css.thumb}
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
              {canRemove && (
                <Button
                  variant="secondary"
                  icon="trash"
                  isFullWidth
                  isLoading={removingId === image.id}
                  aria-label={`${text.remove}: ${image.alt ?? text.photoAlt(position, images.length)}`}
                  onPress={() => onRemove?.(image)}
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
    </div>
  );
}
