/** One photo of the construction gallery. */
export interface GalleryImage {
  /** Stable key; the API's `filename`, which the delete call needs. */
  id: string;
  /** URL or data URL of the photo (the portal turns the API's base64 `file` into one). */
  src: string;
  /** Description; defaults to "Foto N de M da obra". */
  alt?: string;
}
