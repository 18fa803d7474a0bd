import type { RuntimeConfig } from '@portal/api';
import { describe, expect, it } from 'vitest';
import type { BrandImage } from '../config/brand';
import { iconSizes } from './brand-assets';
import { withBrandHead, withRuntimeConfig } from './portal-static';

const BUILT =
  '<html><head><meta name="description" content="Portal do Cliente: …" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>Portal do Cliente</title></head><body></body></html>';

describe("the page's head in the brand", () => {
  it('writes title, description, icon and manifest, escaped, taking a `$` in a name as text', () => {
    const page = withBrandHead(BUILT, {
      title: "Casa $' & <Cia>",
      description: "Casa $& de $'",
      favicon: { href: '/brand/favicon?v=abc', type: 'image/png' },
      manifestHref: '/brand/manifest.webmanifest',
    });
    expect(page).toContain('<title>Casa $&#39; &#38; &#60;Cia&#62;</title>');
    expect(page).toContain('content="Casa $&#38; de $&#39;"');
    expect(page).toContain('<link rel="icon" type="image/png" href="/brand/favicon?v=abc" />');
    expect(page).toContain('<link rel="manifest" href="/brand/manifest.webmanifest" /></head>');
    expect(page).not.toContain('favicon.svg');
  });

  it('keeps the runtime block whole when a value holds a replacement pattern', () => {
    const runtime = { brand: { companyName: "Casa $' $& Ltda" } } as unknown as RuntimeConfig;
    const page = withRuntimeConfig('<head></head><body></body>', runtime);
    expect(page).toContain('"companyName":"Casa $\' $& Ltda"}}</script></head><body></body>');
  });
});

describe('manifest icon sizes', () => {
  const image = (type: BrandImage['type'], hex: string): BrandImage => ({
    bytes: Buffer.from(hex, 'hex'),
    type,
    contentType: 'image/x',
    hash: '0',
  });

  it('reads a PNG header and an ICO directory; an SVG scales', () => {
    const png = image('png', '89504e470d0a1a0a0000000d49484452000000c0000000c00806000000');
    expect(iconSizes(png)).toBe('192x192');
    expect(iconSizes(image('ico', '000001000100' + '3030'))).toBe('48x48');
    expect(iconSizes(image('ico', '000001000100' + '0000'))).toBe('256x256');
    expect(iconSizes(image('svg', '3c737667'))).toBe('any');
  });
});
