/** One photo of the construction gallery. */
export interface GalleryImage {
  /** Stable key; the API's `filename`, which the delete call needs. */
  id: string;
  /** URL or data URL of the photo (the portal turns the API's base64 `file` into one). */
  src: string;
  /** Description; defaults to "Foto N de M da obra". */
  alt?: string;
  /** Year the photo is filed under; with `month`, shown as "Março de 2026" (product rule: photos). */
  year?: number;
  /** Month 1..12 the photo is filed under. */
  month?: number;
}
