import type { PDFDocument } from 'pdf-lib';
import type { DocumentBrand } from './document-brand';
import { BRAND, type Canvas, HAIRLINE, MUTED, newDocument, type Rgb, WHITE, ZEBRA } from './pdf-kit';

/** A column of a document table. */
export interface Column {
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
}

/** Pages of a company document: brand header, title, page numbers, and a flowing cursor. */
export interface DocumentFrame {
  readonly doc: PDFDocument;
  /** The brand's colour: header stripe, section titles, table headers. */
  readonly color: Rgb;
  /** The page being written. */
  canvas: Canvas;
  /** Next free y (top-left origin). */
  y: number;
  /** Starts a new page when fewer than `needed` points are left. */
  ensure(needed: number): void;
  /** Draws a table with a repeated header on each page and zebra rows. */
  table(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    options?: { boldLast?: boolean },
  ): void;
  /** Writes the page footers and returns the bytes. */
  finish(footer: string): Promise<Uint8Array>;
}

const LEFT = 36;
const BOTTOM = 800;

/** Height of the logo in the page header, in points. */
const LOGO_HEIGHT = 28;

/**
 * Opens a document with the company header on every page: the brand's logo (when it has one) and name
 * in its colour (decision 049). Without `brand`, the name alone in the documents' default blue.
 */
export async function openDocumentFrame(
  title: string,
  company: string,
  subtitle: string,
  brand?: DocumentBrand,
): Promise<DocumentFrame> {
  const { doc, canvas, addPage } = await newDocument(title);
  const color = brand?.color ?? BRAND;
  const logo = brand?.logoPng ? await doc.embedPng(brand.logoPng) : undefined;
  // At most a third of the width, whatever the logo's proportions.
  const logoSize = logo?.scaleToFit(180, LOGO_HEIGHT);
  const pages: Canvas[] = [];
  const header = (c: Canvas) => {
    c.rect(0, 0, c.width, 6, { fill: color });
    let nameX = LEFT;
    if (logo && logoSize) {
      c.page.drawImage(logo, { x: LEFT, y: c.height - 16 - logoSize.height, ...logoSize });
      nameX += logoSize.width + 8;
    }
    c.text(company, nameX, 24, { size: 13, bold: true, color, maxWidth: c.width / 2 - nameX });
    c.text(title, c.width - LEFT, 24, { size: 13, bold: true, align: 'right' });
    c.text(subtitle, c.width - LEFT, 42, { size: 8, color: MUTED, align: 'right' });
    c.line(LEFT, 58, c.width - LEFT, 58, { color: HAIRLINE });
    pages.push(c);
  };
  header(canvas);
  const frame: DocumentFrame = {
    doc,
    color,
    canvas,
    y: 70,
    ensure(needed) {
      if (frame.y + needed <= BOTTOM) return;
      frame.canvas = addPage();
      header(frame.canvas);
      frame.y = 70;
    },
    table(columns, rows, options = {}) {
      const drawHeader = () => {
        const c = frame.canvas;
        let x = LEFT;
        c.rect(LEFT, frame.y, c.width - 2 * LEFT, 16, { fill: color });
        for (const col of columns) {
          const tx =
            col.align === 'right' ? x + col.width - 4 : col.align === 'center' ? x + col.width / 2 : x + 4;
          c.text(col.title, tx, frame.y + 4, {
            size: 7,
            bold: true,
            align: col.align ?? 'left',
            color: WHITE,
          });
          x += col.width;
        }
        frame.y += 16;
      };
      frame.ensure(40);
      drawHeader();
      for (const [index, row] of rows.entries()) {
        if (frame.y + 13 > BOTTOM) {
          frame.ensure(1000);
          drawHeader();
        }
        const c = frame.canvas;
        const bold = options.boldLast === true && index === rows.length - 1;
        if (index % 2 === 1) c.rect(LEFT, frame.y, c.width - 2 * LEFT, 13, { fill: ZEBRA });
        let x = LEFT;
        for (const [i, col] of columns.entries()) {
          const tx =
            col.align === 'right' ? x + col.width - 4 : col.align === 'center' ? x + col.width / 2 : x + 4;
          c.text(row[i] ?? '', tx, frame.y + 3, {
            size: 7.5,
            bold,
            align: col.align ?? 'left',
            maxWidth: col.width - 6,
          });
          x += col.width;
        }
        frame.y += 13;
      }
      frame.y += 8;
    },
    async finish(footer) {
      for (const [i, c] of pages.entries()) {
        c.line(LEFT, 812, c.width - LEFT, 812, { color: HAIRLINE });
        c.text(footer, LEFT, 818, { size: 7, color: MUTED });
        c.text(`Página ${i + 1} de ${pages.length}`, c.width - LEFT, 818, {
          size: 7,
          color: MUTED,
          align: 'right',
        });
      }
      return doc.save();
    },
  };
  return frame;
}

/** A block of label/value pairs in two columns under a section title. */
export function infoBlock(
  frame: DocumentFrame,
  title: string,
  pairs: readonly (readonly [string, string])[],
): void {
  frame.ensure(20 + Math.ceil(pairs.length / 2) * 24);
  const c = frame.canvas;
  c.text(title, LEFT, frame.y, { size: 9.5, bold: true, color: frame.color });
  frame.y += 16;
  const half = (c.width - 2 * LEFT) / 2;
  for (const [i, [label, value]] of pairs.entries()) {
    const x = LEFT + (i % 2) * half;
    c.text(label, x, frame.y, { size: 6.5, color: MUTED });
    c.text(value, x, frame.y + 9, { size: 9, maxWidth: half - 8 });
    if (i % 2 === 1 || i === pairs.length - 1) frame.y += 24;
  }
  frame.y += 4;
}
