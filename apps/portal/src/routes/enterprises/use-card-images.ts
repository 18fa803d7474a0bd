import { type ApiClient, getDefaultImage } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { ClearingCache, imageDataUrl } from '@portal/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';

// One cache for the page's life (spec section 7: results cached, cleared at 40 entries). `null` means
// "no image" (none, or any error: the card shows its placeholder), so a failure is not asked again
// until the cache is emptied.
const cache = new ClearingCache<number, string | null>();
const inflight = new Set<number>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(id: number, src: string | null): void {
  inflight.delete(id);
  cache.set(id, src);
  version += 1;
  for (const listener of listeners) listener();
}

/** Fetches the default images of `ids` not yet known or on their way (placeholder on any error). */
export function fetchCardImages(client: ApiClient, ids: readonly number[]): void {
  for (const id of ids) {
    if (cache.has(id) || inflight.has(id)) continue;
    inflight.add(id);
    getDefaultImage(client, { enterpriseId: id }).then(
      (answer) => settle(id, imageDataUrl(answer.image_default)),
      () => settle(id, null),
    );
  }
}

/** A card's image: `src` (null = placeholder) once known, `isLoading` while it is being fetched. */
export interface CardImage {
  src: string | null;
  isLoading: boolean;
}

/**
 * The default images of the cards on screen (`GET /api/v1/enterprise/attachments/default/{id}` →
 * `image_default`), fetched once per enterprise and kept in the 40-entry clearing cache. Returns a
 * reader for one enterprise id.
 */
export function useCardImages(ids: readonly number[]): (id: number) => CardImage {
  const client = useApiClient();
  const current = useSyncExternalStore(subscribe, () => version);
  // The images of the cards on screen, so emptying the cache (a 41st entry) never blanks them.
  const shown = useRef(new Map<number, string | null>());
  const key = ids.join(',');

  useEffect(() => {
    void current;
    const wanted = key.split(',').filter(Boolean).map(Number);
    for (const id of shown.current.keys()) if (!wanted.includes(id)) shown.current.delete(id);
    fetchCardImages(
      client,
      wanted.filter((id) => !shown.current.has(id)),
    );
  }, [client, key, current]);

  return (id) => {
    if (cache.has(id)) {
      const src = cache.get(id) ?? null;
      shown.current.set(id, src);
      return { src, isLoading: false };
    }
    if (shown.current.has(id)) return { src: shown.current.get(id) ?? null, isLoading: false };
    return { src: null, isLoading: true };
  };
}
