import { parseHex } from '@portal/domain';
import sharp from 'sharp';
import type { Brand } from '../config/brand';
import { MAX_INPUT_PIXELS } from '../images/reencode-image';
import { type Rgb, rgb } from './pdf-kit';

/** How a company document wears the brand: its name, its colour, and its logo as a PNG. */
export interface DocumentBrand {
  readonly name: string;
  readonly color: Rgb;
  /** The logo rasterised to PNG (pdf-lib embeds PNG, not SVG); absent prints the name alone. */
  readonly logoPng?: Uint8Array;
}

/** Height of the logo raster: sharp enough at the 28 pt the documents draw it, small to embed. */
const LOGO_RASTER_HEIGHT = 160;

/**
 * The logo as a small PNG, from an SVG (rendered by sharp's librsvg) or a PNG (scaled down). The SVG was
 * checked at start to hold no script or external reference (config/brand-image.ts). A logo sharp cannot
 * read gives undefined: the documents then print the company name, never fail.
 */
export async function logoRaster(brand: Brand): Promise<Uint8Array | undefined> {
  if (!brand.logo) return undefined;
  try {
    const png = await sharp(brand.logo.bytes, { density: 300, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ height: LOGO_RASTER_HEIGHT, withoutEnlargement: brand.logo.type === 'png' })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    return undefined;
  }
}

const looks = new WeakMap<Brand, Promise<DocumentBrand>>();

/** The brand of the documents, worked out once per brand (the raster is reused by every document). */
export function documentBrandOf(brand: Brand): Promise<DocumentBrand> {
  let look = looks.get(brand);
  if (!look) {
    const [r, g, b] = parseHex(brand.colors.primary);
    look = logoRaster(brand).then((logoPng) => ({
      name: brand.companyName,
      color: rgb(r / 255, g / 255, b / 255),
      ...(logoPng ? { logoPng } : {}),
    }));
    looks.set(brand, look);
  }
  return look;
}
