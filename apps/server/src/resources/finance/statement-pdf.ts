import type { ReportLink } from '@portal/api';
import { STATEMENT_PDF_FILE_NAME } from '@portal/domain';
import type { AppContext } from '../../context';
import { generatedStatements } from '../../db/schema/finance';
import { documentBrandOf } from '../../pdf/document-brand';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { runOffThread } from '../../workers/worker-pool';
import { storeIssuedPdf } from './issued-document';
import { loadStatementSource } from './statement-source';

/**
 * The statement PDF of one of the caller's bills ('Extrato financeiro'): loads the contract, its units
 * and installments (statement-source.ts), builds the document (statement-model.ts), draws it
 * (pdf/framed-document.ts) and records it for the 'Extratos gerados' report. Not the caller's →
 * EXPORT-TO-PDF-404.
 */
export async function issueStatementPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  billId: number,
): Promise<ReportLink> {
  const source = await loadStatementSource(ctx, caller, billId);
  const now = ctx.clock.now();
  // Built and drawn off the main thread (decision 054); the payer as plain data, to cross to the worker.
  const { pdf, ...statement } = await runOffThread('statementPdf', {
    source,
    parties: {
      payer: { name: caller.name, cpf: caller.cpf, cnpj: caller.cnpj },
      brandName: ctx.brand.companyName,
      now,
    },
    brand: await documentBrandOf(ctx.brand),
  });
  const { file, url } = await storeIssuedPdf(
    ctx,
    kit,
    pdf,
    { kind: 'statement', downloadName: STATEMENT_PDF_FILE_NAME },
    now,
  );
  await ctx.db.insert(generatedStatements).values({
    contractId: source.contract.id,
    customerId: source.contract.customerId,
    fileId: file.id,
    paidCents: statement.paidCents,
    dueCents: statement.owedCents,
    createdAt: now,
  });
  // A GET that writes: announced here, so a report read right after it is fresh on PostgreSQL too,
  // whose notification comes a moment later (unsafe methods: http/invalidate-after-writes.ts).
  ctx.caches.feed.tableChanged('generated_statements');
  return { url_report: url };
}
