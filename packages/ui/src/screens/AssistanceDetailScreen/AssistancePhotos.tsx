import type { AssistancePhotoView } from '../AssistanceScreen/assistance-types';
import * as css from './AssistanceDetail.css';

/** Props of {@link AssistancePhotos}. */
export interface AssistancePhotosProps {
  photos: readonly AssistancePhotoView[];
  /** The alternative text of the photo at 1-based `index`. */
  alt: (index: number) => string;
}

/** The photos of a request or a message as thumbnails, each opening full size in a new tab. */
export function AssistancePhotos({ photos, alt }: AssistancePhotosProps) {
  if (photos.length === 0) return null;
  return (
    <ul className={css.photos}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a className={css.photoLink} href={photo.url} target="_blank" rel="noreferrer">
            <img className={css.photo} src={photo.url} alt={alt(index + 1)} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
