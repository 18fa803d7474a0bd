import sharp from 'sharp';
import { type ImageType, sniffImageType } from './sniff-image';

/** Largest side of a stored photo: enough for a zoomed view, small enough for base64 lists. */
export const MAX_IMAGE_SIDE = 1920;

/**
 * Refuse decoding above this many pixels (≈ 50 megapixels): a tiny file that claims 50 000 × 50 000
 * pixels (a "pixel bomb") would otherwise take gigabytes of memory to decode.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Why an upload was refused. */
export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
}

/** A re-encoded image ready to store. */
export interface CleanImage {
  readonly type: ImageType;
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * Checks the type from the bytes, decodes with a pixel limit, strips metadata (EXIF GPS and the like),
 * shrinks to `MAX_IMAGE_SIDE` and encodes again in the same format. Anything that fails is refused.
 */
export async function reencodeImage(input: Uint8Array): Promise<CleanImage> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRejectedError('tipo de imagem não suportado');
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'png'
        ? pipeline.png({ compressionLevel: 9, palette: false })
        : type === 'jpeg'
          ? pipeline.jpeg({ quality: 82, mozjpeg: true })
          : pipeline.webp({ quality: 80 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { type, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageRejectedError(error instanceof Error ? error.message : 'imagem inválida');
  }
}
