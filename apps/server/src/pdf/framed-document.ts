import type { DocumentBrand } from './document-brand';
import { type Column, infoBlock, openDocumentFrame } from './document-frame';

/** A block of label/value pairs under a title, two per line. */
export interface InfoSection {
  readonly kind: 'info';
  readonly title: string;
  readonly pairs: readonly (readonly [string, string])[];
}

/** A table whose header repeats on every page; `boldLast` sets a totals row apart. */
export interface TableSection {
  readonly kind: 'table';
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly string[])[];
  readonly boldLast?: boolean;
}

/** Everything printed on a company document (statement, income-tax statement), already worded and formatted. */
export interface FramedDocumentModel {
  readonly title: string;
  /** Who issues it, printed at the top of every page. */
  readonly issuer: string;
  readonly subtitle: string;
  readonly sections: readonly (InfoSection | TableSection)[];
  /** Printed at the bottom of every page, with the page number. */
  readonly footer: string;
}

/** Draws a document model on the company frame, in the brand's colour and logo, and returns the PDF bytes. */
export async function renderFramedDocument(
  model: FramedDocumentModel,
  brand?: DocumentBrand,
): Promise<Uint8Array> {
  const frame = await openDocumentFrame(model.title, model.issuer, model.subtitle, brand);
  for (const section of model.sections) {
    if (section.kind === 'info') infoBlock(frame, section.title, section.pairs);
    else frame.table(section.columns, section.rows, section.boldLast ? { boldLast: true } : {});
  }
  return frame.finish(model.footer);
}
