import type { ReportLink } from '@portal/api';
import { incomeTaxFileName } from '@portal/domain';
import type { AppContext } from '../../context';
import { documentBrandOf } from '../../pdf/document-brand';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { runOffThread } from '../../workers/worker-pool';
import { buildIncomeTaxModel } from './income-tax-model';
import { loadIncomeTaxSource } from './income-tax-source';
import { storeIssuedPdf } from './issued-document';

/**
 * The yearly 'Informe de rendimentos' of the caller's contracts with one company: loads them with
 * their payments (income-tax-source.ts), builds the document (income-tax-model.ts), draws it
 * (pdf/framed-document.ts) and stores it behind a short-lived link. No contract with that company
 * signed by the end of the year → GET-INCOME-TAX-404.
 */
export async function issueIncomeTaxPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  query: { companyId: number; year: number },
): Promise<ReportLink> {
  const source = await loadIncomeTaxSource(ctx, caller, query);
  const now = ctx.clock.now();
  const document = buildIncomeTaxModel(source, { payer: caller, brandName: ctx.brand.companyName, now });
  const pdf = await runOffThread('framedPdf', { model: document, brand: await documentBrandOf(ctx.brand) });
  const { url } = await storeIssuedPdf(
    ctx,
    kit,
    pdf,
    { kind: 'income-tax', downloadName: incomeTaxFileName(query.year) },
    now,
  );
  return { url_report: url };
}
