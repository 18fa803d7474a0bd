import { monthYearLabel } from '@portal/domain';
import type { GalleryImage } from './gallery-image';

/** "Março de 2026" for a photo filed under a month, '' when the photo carries no month. */
export function photoMonth(image: GalleryImage): string {
  return image.year === undefined || image.month === undefined ? '' : monthYearLabel(image.year, image.month);
}
