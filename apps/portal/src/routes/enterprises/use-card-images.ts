import { useDefaultImages } from '@portal/api/react';
import { imageDataUrl } from '@portal/domain';
import { useMemo } from 'react';

/** A card's image: `src` (null = placeholder) once known, `isLoading` while it is being fetched. */
export interface CardImage {
  src: string | null;
  isLoading: boolean;
}

/**
 * The default images of the cards on screen (`GET /api/v1/enterprise/attachments/default/{id}` →
 * `image_default`), read once per enterprise and kept in SWR's cache, emptied at 40 (spec section 7;
 * `useDefaultImages`). Any failure shows the placeholder. Returns a reader for one enterprise id.
 */
export function useCardImages(ids: readonly number[]): (id: number) => CardImage {
  const { entries } = useDefaultImages(ids);
  const byId = useMemo(() => {
    const images = new Map<number, CardImage>();
    ids.forEach((id, index) => {
      const entry = entries[index];
      const src = entry?.data ? imageDataUrl(entry.data.image_default) : null;
      images.set(id, { src, isLoading: entry?.isLoading ?? true });
    });
    return images;
  }, [ids, entries]);
  return (id) => byId.get(id) ?? { src: null, isLoading: true };
}
