/**
 * The colour side of the theme contract: the token names and a palette giving each a value. It
 * lives with the theme (which builds one `createTheme` per palette); brands import it from here,
 * so `brand/` depends on `theme/` and never the other way round.
 */

/** Every colour token of the theme contract; a brand must give each one a value (hex or rgba). */
export type ColorToken =
  | 'brand'
  | 'brandStrong'
  | 'brandSurface'
  | 'onBrand'
  | 'surface'
  | 'surfaceMuted'
  | 'surfaceRaised'
  | 'border'
  | 'borderStrong'
  | 'text'
  | 'textMuted'
  | 'danger'
  | 'dangerSurface'
  | 'success'
  | 'successSurface'
  | 'warning'
  | 'warningSurface'
  | 'info'
  | 'infoSurface'
  | 'focusRing'
  | 'overlay'
  | 'statusDue'
  | 'statusPayable'
  | 'statusPaid';

/** The raw colour palette of one brand, token name -> CSS colour. */
export type BrandColors = Readonly<Record<ColorToken, string>>;
