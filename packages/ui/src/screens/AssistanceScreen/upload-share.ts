import type { UploadProgressView } from './assistance-types';

/**
 * How much of each photo has been sent, 0–100, from the bytes of the whole multipart body: the text
 * fields go first and the photos after them in order, so a photo is full once the bytes before and its
 * own have gone. `null` when nothing is being sent. With the total unknown, the photos' sizes are it.
 */
export function photoPercents(
  sizes: readonly number[],
  progress: UploadProgressView | null | undefined,
): number[] | null {
  if (!progress) return null;
  const photosBytes = sizes.reduce((sum, size) => sum + size, 0);
  const total = progress.total ?? photosBytes;
  let before = Math.max(0, total - photosBytes);
  return sizes.map((size) => {
    const sent = progress.loaded - before;
    before += size;
    if (size <= 0) return sent >= 0 ? 100 : 0;
    return Math.round(Math.min(1, Math.max(0, sent / size)) * 100);
  });
}
