import type { Context, Hono } from 'hono';
import { type Brand, type BrandImage, brandFaviconPath } from '../config/brand';
import { logoRaster } from '../pdf/document-brand';
import type { AppEnv } from './app-env';

/**
 * Policy of the brand's images when opened on their own: nothing runs, nothing loads, and the
 * `sandbox` makes even an SVG that slipped past the file check (config/brand-image.ts) an inert
 * document on an opaque origin.
 */
export const BRAND_IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Answers one brand image: cached for a year when asked by its hash, revalidated otherwise. */
function sendImage(c: Context<AppEnv>, image: BrandImage | undefined) {
  if (!image) return c.notFound();
  const hashed = c.req.query('v') === image.hash;
  c.header('Content-Type', image.contentType);
  c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  c.header('ETag', `"${image.hash}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', BRAND_IMAGE_CONTENT_SECURITY_POLICY);
  if (c.req.header('if-none-match') === `"${image.hash}"`) return c.body(null, 304);
  return c.body(new Uint8Array(image.bytes));
}

/** The `sizes` of an icon in the manifest: read from a PNG's header or an ICO's first image; SVG scales. */
export function iconSizes(image: BrandImage): string {
  const { bytes } = image;
  if (image.type === 'png' && bytes.byteLength >= 24)
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  // An ICO directory entry stores 0 for 256 pixels.
  if (image.type === 'ico' && bytes.byteLength >= 8) return `${bytes[6] || 256}x${bytes[7] || 256}`;
  return 'any';
}

/** The web manifest of the brand (name, colour, icon), so an installed portal wears the company's. */
export function brandManifest(brand: Brand): Record<string, unknown> {
  const favicon = brandFaviconPath(brand);
  const icon =
    favicon && brand.favicon
      ? {
          src: favicon,
          type: brand.favicon.contentType,
          sizes: iconSizes(brand.favicon),
        }
      : { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' };
  return {
    name:
      brand.portalName === brand.companyName
        ? brand.portalName
        : `${brand.portalName} · ${brand.companyName}`,
    short_name: brand.portalName,
    lang: 'pt-BR',
    start_url: '/',
    display: 'standalone',
    background_color: '#FFFFFF',
    theme_color: brand.colors.primary,
    icons: [icon],
  };
}

/**
 * `/brand/logo`, `/brand/favicon` and `/brand/manifest.webmanifest`: the company's images and manifest,
 * from the brand file read at start (decision 049), so one build of the SPA wears any company's.
 */
export function registerBrandAssets(app: Hono<AppEnv>, brand: Brand): void {
  app.get('/brand/logo', (c) => sendImage(c, brand.logo));
  app.get('/brand/favicon', (c) => sendImage(c, brand.favicon));
  // The logo as PNG for e-mails, which show no SVG; rendered once, on the first request.
  let png: Promise<BrandImage | undefined> | undefined;
  app.get('/brand/logo.png', async (c) => {
    const logo = brand.logo;
    png ??= logoRaster(brand).then((bytes) =>
      bytes && logo
        ? { ...logo, bytes: Buffer.from(bytes), type: 'png', contentType: 'image/png' }
        : undefined,
    );
    return sendImage(c, await png);
  });
  const manifest = JSON.stringify(brandManifest(brand));
  app.get('/brand/manifest.webmanifest', (c) => {
    c.header('Content-Type', 'application/manifest+json');
    c.header('Cache-Control', 'no-cache');
    return c.body(manifest);
  });
}
