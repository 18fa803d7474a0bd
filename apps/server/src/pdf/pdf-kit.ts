import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export { rgb };

/**
 * Small drawing helpers over pdf-lib with a top-left origin (y grows downwards, like a page is read).
 * The standard Helvetica fonts use WinAnsi encoding, which covers Portuguese (á, ç, ã, õ, ê…); text
 * is cleaned of anything outside it so a stray character can never abort a document.
 */
export interface Canvas {
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly width: number;
  readonly height: number;
  text(
    value: string,
    x: number,
    y: number,
    options?: {
      size?: number;
      bold?: boolean;
      color?: Rgb;
      align?: 'left' | 'right' | 'center';
      maxWidth?: number;
    },
  ): void;
  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    options?: { fill?: Rgb; stroke?: Rgb; lineWidth?: number },
  ): void;
  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    options?: { width?: number; color?: Rgb; dash?: number[] },
  ): void;
  textWidth(value: string, size: number, bold?: boolean): number;
}

/** An RGB colour, each channel 0–1. */
export type Rgb = ReturnType<typeof rgb>;

/** Colours of the documents: ink, grey labels, hairlines, the brand's blue. */
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.44);
export const HAIRLINE = rgb(0.55, 0.57, 0.6);
export const BRAND = rgb(0.043, 0.31, 0.424);
export const ZEBRA = rgb(0.95, 0.96, 0.97);
export const WHITE = rgb(1, 1, 1);

/** Keeps only characters WinAnsi can encode (Latin-1 plus a few), replacing others by '?'. */
export function winAnsi(value: string): string {
  return value.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022\u20ac]/g, '?');
}

/** Creates an A4 document with one page and its canvas. */
export async function newDocument(
  title: string,
): Promise<{ doc: PDFDocument; canvas: Canvas; addPage: () => Canvas }> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setProducer('Portal do Cliente');
  doc.setCreator('Portal do Cliente');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const make = (): Canvas => {
    const page = doc.addPage([595.28, 841.89]);
    const { width, height } = page.getSize();
    const widthOf = (value: string, size: number, isBold = false) =>
      (isBold ? bold : regular).widthOfTextAtSize(winAnsi(value), size);
    return {
      page,
      regular,
      bold,
      width,
      height,
      textWidth: widthOf,
      text(value, x, y, options = {}) {
        const size = options.size ?? 9;
        let text = winAnsi(value);
        const font = options.bold ? bold : regular;
        if (options.maxWidth !== undefined) {
          while (text.length > 1 && font.widthOfTextAtSize(text, size) > options.maxWidth)
            text = `${text.slice(0, -2)}…`.replace('……', '…');
        }
        const w = font.widthOfTextAtSize(text, size);
        const left = options.align === 'right' ? x - w : options.align === 'center' ? x - w / 2 : x;
        page.drawText(text, { x: left, y: height - y - size, size, font, color: options.color ?? INK });
      },
      rect(x, y, w, h, options = {}) {
        page.drawRectangle({
          x,
          y: height - y - h,
          width: w,
          height: h,
          ...(options.fill ? { color: options.fill } : {}),
          ...(options.stroke ? { borderColor: options.stroke, borderWidth: options.lineWidth ?? 0.6 } : {}),
        });
      },
      line(x1, y1, x2, y2, options = {}) {
        page.drawLine({
          start: { x: x1, y: height - y1 },
          end: { x: x2, y: height - y2 },
          thickness: options.width ?? 0.6,
          color: options.color ?? HAIRLINE,
          ...(options.dash ? { dashArray: options.dash } : {}),
        });
      },
    };
  };
  return { doc, canvas: make(), addPage: make };
}

/** A labelled box of a form: small grey label on top, value below (the bank-slip look). */
export function field(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value: string,
  options: { bold?: boolean; align?: 'left' | 'right'; size?: number } = {},
): void {
  canvas.rect(x, y, w, h, { stroke: HAIRLINE });
  canvas.text(label, x + 3, y + 2, { size: 6, color: MUTED });
  const size = options.size ?? 9;
  const vx = options.align === 'right' ? x + w - 4 : x + 3;
  canvas.text(value, vx, y + h - size - 3, {
    size,
    bold: options.bold ?? false,
    align: options.align ?? 'left',
    maxWidth: w - 6,
  });
}
