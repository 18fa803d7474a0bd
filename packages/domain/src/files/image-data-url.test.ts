import { describe, expect, it } from 'vitest';
import { imageDataUrl } from './image-data-url';

// Node and browsers both have btoa; the domain compiles without DOM or Node types, so name it here.
declare const btoa: (binary: string) => string;
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('imageDataUrl', () => {
  it.each([
    [b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    [b64([0xff, 0xd8, 0xff, 0xe0, 0]), 'image/jpeg'],
    [b64([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]), 'image/webp'],
    [b64([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 'image/gif'],
    ['AAAA', 'image/png'],
  ])('reads the type from the bytes (%s → %s)', (base64, mime) => {
    expect(imageDataUrl(base64)).toBe(`data:${mime};base64,${base64}`);
  });

  it('gives null for nothing to show and keeps a data URL as it is', () => {
    expect(imageDataUrl(null)).toBeNull();
    expect(imageDataUrl(undefined)).toBeNull();
    expect(imageDataUrl('  ')).toBeNull();
    expect(imageDataUrl('data:image/webp;base64,UklGR')).toBe('data:image/webp;base64,UklGR');
  });
});
