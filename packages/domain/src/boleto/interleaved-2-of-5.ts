import { BOLETO_MESSAGES } from './boleto-messages';
import { type BoletoResult, fail, ok } from './boleto-types';

/**
 * Interleaved 2 of 5 ("ITF"), the symbology of the bank-slip barcode: each digit is five elements,
 * two of them wide; digits go in pairs, the first drawn by the bars and the second by the spaces
 * between them. Start `nnnn` (bar, space, bar, space) and stop `wnn` (bar, space, bar).
 */

/** Narrow/wide elements of each digit, index = digit. */
const DIGIT_PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];
const START = 'nnnn';
const STOP = 'wnn';

/** One element width: narrow or wide. */
export type Interleaved2of5Element = 'n' | 'w';

/** One bar to draw, in the same unit as `narrowWidth`, measured from the left edge of the start code. */
export interface Interleaved2of5Bar {
  readonly x: number;
  readonly width: number;
}

/** Bars of a symbol and its total width (quiet zones not included). */
export interface Interleaved2of5Bars {
  readonly bars: readonly Interleaved2of5Bar[];
  readonly totalWidth: number;
}

/** Drawing options: narrow element width (default 1) and wide:narrow ratio (default 3, FEBRABAN's 3:1). */
export interface Interleaved2of5Options {
  readonly narrowWidth?: number;
  readonly ratio?: number;
}

/**
 * The elements of the symbol for an even number of digits (a bank-slip barcode has 44), as a string
 * of `n`/`w` that alternates bar, space, bar… starting and ending with a bar. Odd lengths, empty input
 * and non-digits are refused.
 */
export function interleaved2of5Pattern(digits: string): BoletoResult<string> {
  if (!/^\d+$/.test(digits)) return fail('characters', BOLETO_MESSAGES.patternCharacters);
  if (digits.length % 2 !== 0) return fail('odd-length', BOLETO_MESSAGES.oddLength);
  let pattern = START;
  for (let i = 0; i < digits.length; i += 2) {
    const bars = DIGIT_PATTERNS[Number(digits[i])] as string;
    const spaces = DIGIT_PATTERNS[Number(digits[i + 1])] as string;
    for (let k = 0; k < 5; k++) pattern += `${bars[k]}${spaces[k]}`;
  }
  return ok(pattern + STOP);
}

/**
 * The rectangles a PDF renderer draws for the digits: x and width of every bar (spaces are the gaps),
 * narrow elements `narrowWidth` wide and wide elements `ratio` times that (2 ≤ ratio ≤ 3).
 */
export function interleaved2of5Bars(
  digits: string,
  options: Interleaved2of5Options = {},
): BoletoResult<Interleaved2of5Bars> {
  const { narrowWidth = 1, ratio = 3 } = options;
  if (!(Number.isFinite(narrowWidth) && narrowWidth > 0 && ratio >= 2 && ratio <= 3)) {
    return fail('bar-width', BOLETO_MESSAGES.barWidth);
  }
  const pattern = interleaved2of5Pattern(digits);
  if (!pattern.ok) return pattern;
  const bars: Interleaved2of5Bar[] = [];
  let x = 0;
  for (const [index, element] of [...pattern.value].entries()) {
    const width = element === 'w' ? narrowWidth * ratio : narrowWidth;
    // Even positions are bars, odd positions are the spaces between them.
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  }
  return ok({ bars, totalWidth: x });
}
