/**
 * Colour arithmetic of a company's brand (WCAG 2.x): parsing opaque hex colours, contrast ratios, and
 * the few tones the portal derives from one brand colour. Pure, so the server can refuse a brand file
 * whose colours cannot be read (product rule "brand from a file") and the kit can test its palettes.
 */

/** An opaque sRGB colour, 0–255 per channel. */
export type Rgb255 = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#RGB` or `#RRGGBB` (opaque colours only: contrast cannot be measured through alpha). */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** Parses `#RGB` or `#RRGGBB` into 0–255 channels; throws on anything else. */
export function parseHex(hex: string): Rgb255 {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`Not an opaque hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb255;
}

/** `#RRGGBB` (upper case) of 0–255 channels, rounded and clamped. */
export function toHex(rgb: Rgb255): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`.toUpperCase();
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb255;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (1–21) between two opaque hex colours, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.x AA minimum for body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** `from` moved towards `to` by `amount` (0 = from, 1 = to), channel by channel in sRGB. */
export function mixHex(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as unknown as Rgb255);
}

/** The tones the portal's theme takes from one brand colour and the text written on it. */
export interface BrandTones {
  /** Buttons, header bar, links on white. */
  readonly brand: string;
  /** Hover and pressed states: the brand colour darkened. */
  readonly brandStrong: string;
  /** A light tint for selected rows and badges. */
  readonly brandSurface: string;
  /** Text on `brand` and `brandStrong`. */
  readonly onBrand: string;
  readonly focusRing: string;
}

/**
 * Derives the theme tones from a brand colour and its text colour. The darker tone goes a fifth of the
 * way to black; the tint is the lightest mix with white at which both brand tones still read as text on
 * it at 4.5:1 (it ends at white when nothing lighter is needed). Assumes both colours already passed
 * {@link brandColorProblems}.
 */
export function brandTones(primary: string, onPrimary: string): BrandTones {
  const brand = toHex(parseHex(primary));
  const brandStrong = mixHex(brand, '#000000', 0.2);
  let brandSurface = '#FFFFFF';
  for (let amount = 0.9; amount < 1; amount += 0.01) {
    const tint = mixHex(brand, '#FFFFFF', amount);
    if (
      contrastRatio(brand, tint) >= AA_TEXT_CONTRAST &&
      contrastRatio(brandStrong, tint) >= AA_TEXT_CONTRAST
    ) {
      brandSurface = tint;
      break;
    }
  }
  return { brand, brandStrong, brandSurface, onBrand: toHex(parseHex(onPrimary)), focusRing: brand };
}

/** Why a brand colour pair cannot be used. */
export type BrandColorProblem = 'primary-not-hex' | 'text-not-hex' | 'text-contrast' | 'white-contrast';

/**
 * What keeps a brand colour and its text colour from an accessible portal: each must be an opaque hex
 * colour, the text must reach 4.5:1 on the brand colour (WCAG AA), and so must the brand colour on white,
 * because the portal also writes links and headings in it on white pages.
 */
export function brandColorProblems(primary: string, onPrimary: string): BrandColorProblem[] {
  const problems: BrandColorProblem[] = [];
  if (!isHexColor(primary)) problems.push('primary-not-hex');
  if (!isHexColor(onPrimary)) problems.push('text-not-hex');
  if (problems.length > 0) return problems;
  if (contrastRatio(primary, onPrimary) < AA_TEXT_CONTRAST) problems.push('text-contrast');
  if (contrastRatio(primary, '#FFFFFF') < AA_TEXT_CONTRAST) problems.push('white-contrast');
  return problems;
}
