import type { DocumentBrand } from '../pdf/document-brand';
import { type FramedDocumentModel, renderFramedDocument } from '../pdf/framed-document';
import { renderSlipPdf, type SlipData } from '../pdf/slip-pdf';
import type { DocumentPayer } from '../resources/finance/contracts/document-payer';
import { buildStatementModel } from '../resources/finance/statements/statement-model';
import type { StatementSource } from '../resources/finance/statements/statement-source';
import { readSpreadsheet, type SpreadsheetReading } from '../resources/imports/spreadsheets/spreadsheet-read';

/**
 * The work the pool runs off the main thread (decision 054): CPU-bound, with plain data in and out
 * (structured clone), no database, no context.
 */
export const TASKS = {
  framedPdf: (job: { model: FramedDocumentModel; brand?: DocumentBrand }): Promise<Uint8Array> =>
    renderFramedDocument(job.model, job.brand),
  /** The statement built and drawn in the worker: formatting 10,000 installments is work too. */
  statementPdf: async (job: {
    source: StatementSource;
    parties: { payer: DocumentPayer; brandName: string; now: Date };
    brand?: DocumentBrand;
  }): Promise<{ pdf: Uint8Array; paidCents: number; owedCents: number }> => {
    const statement = buildStatementModel(job.source, job.parties);
    const pdf = await renderFramedDocument(statement.document, job.brand);
    return { pdf, paidCents: statement.paidCents, owedCents: statement.owedCents };
  },
  slipPdf: (job: { data: SlipData; brand?: DocumentBrand }): Promise<Uint8Array> =>
    renderSlipPdf(job.data, job.brand),
  spreadsheet: async (file: { bytes: Uint8Array; fileName: string }): Promise<SpreadsheetReading> =>
    readSpreadsheet(file.bytes, file.fileName),
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<T extends TaskName> = Parameters<(typeof TASKS)[T]>[0];
export type TaskOutput<T extends TaskName> = Awaited<ReturnType<(typeof TASKS)[T]>>;
