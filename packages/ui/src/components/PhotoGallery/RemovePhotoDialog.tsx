import { messages } from '../../messages/pt-BR';
import { ConfirmDialog } from '../Dialog/ConfirmDialog';
import type { GalleryImage } from './gallery-image';
import * as css from './PhotoGallery.css';

/** Props of {@link RemovePhotoDialog}. */
export interface RemovePhotoDialogProps {
  /** The photo to remove; null keeps the dialog closed. */
  image: GalleryImage | null;
  /** The photo's description, as the gallery names it ('Foto 2 de 7 da obra' without its own alt). */
  alt: string;
  onConfirm: (image: GalleryImage) => void;
  onCancel: () => void;
}

const text = messages.photoGallery;

/**
 * 'Remover esta imagem?': shows the photo being removed, so the admin sees which one goes, and
 * removes it only on 'Remover imagem'. 'Cancelar' (focused first), Esc or a click outside keep it.
 */
export function RemovePhotoDialog({ image, alt, onConfirm, onCancel }: RemovePhotoDialogProps) {
  return (
    <ConfirmDialog
      isOpen={image !== null}
      title={text.removeTitle}
      description={text.removeDescription}
      confirmLabel={text.removeConfirm}
      confirmIcon="trash"
      onConfirm={() => image && onConfirm(image)}
      onCancel={onCancel}
    >
      {image && <img className={css.removePreview} src={image.src} alt={alt} />}
    </ConfirmDialog>
  );
}
