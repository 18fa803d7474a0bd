import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BRAND, INK, MUTED, winAnsi } from '../../pdf/pdf-kit';

/**
 * A one-page PDF standing for a paper of the purchase in the demo ('Documentos', product rule §9): its
 * title, whose it is, a few lines, and a notice that it is a demonstration without legal value.
 */
export async function demoDocumentPdf(input: {
  readonly title: string;
  readonly subject: string;
  readonly lines: readonly string[];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(input.title));
  // A fixed date keeps the seeded bytes the same on every run.
  doc.setCreationDate(new Date('2026-01-01T12:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T12:00:00Z'));
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { height } = page.getSize();
  page.drawText(winAnsi(input.title), { x: 56, y: height - 96, size: 20, font: bold, color: BRAND });
  page.drawText(winAnsi(input.subject), { x: 56, y: height - 124, size: 11, font: regular, color: MUTED });
  input.lines.forEach((line, index) => {
    page.drawText(winAnsi(line), {
      x: 56,
      y: height - 170 - index * 18,
      size: 11,
      font: regular,
      color: INK,
    });
  });
  page.drawText(winAnsi('Documento de demonstração, sem valor legal.'), {
    x: 56,
    y: 56,
    size: 9,
    font: regular,
    color: MUTED,
  });
  return doc.save({ useObjectStreams: false });
}
