import type { ReportLink } from '@portal/api';
import { incomeTaxFileName, yearEnd } from '@portal/domain';
import { AppError } from '../../../app-error';
import type { AppContext } from '../../../context';
import { documentBrandOf } from '../../../pdf/document-brand';
import type { Caller } from '../../../security/caller';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { runOffThread } from '../../../workers/worker-pool';
import { storeIssuedPdf } from '../contracts/issued-document';
import { buildIncomeTaxModel } from './income-tax-model';
import type { IncomeTaxSource } from './income-tax-source';
import {
  selectCompanyContracts,
  selectContractInstallments,
  selectContractUnits,
  selectPayments,
} from './queries';

/**
 * The yearly 'Informe de rendimentos' of the caller's contracts with one company: loads them with
 * their payments (loadIncomeTaxSource), builds the document (income-tax-model.ts), draws it
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

/**
 * Reads the caller's contracts with one company signed by the end of `year` (with the company, in the
 * same query), then their payments of the year, installments and units. None → GET-INCOME-TAX-404.
 */
export async function loadIncomeTaxSource(
  ctx: AppContext,
  caller: Caller,
  query: { companyId: number; year: number },
): Promise<IncomeTaxSource> {
  const end = yearEnd(query.year);
  const owned = await selectCompanyContracts(ctx, caller, query.companyId, end);
  const company = owned[0]?.company;
  if (!company) throw new AppError(404, 'GET-INCOME-TAX-404');
  const ids = owned.map((c) => c.id);
  const [payments, all, unitRows] = await Promise.all([
    selectPayments(ctx, ids, `${query.year}-01-01`, end),
    selectContractInstallments(ctx, ids),
    selectContractUnits(ctx, ids),
  ]);
  return {
    year: query.year,
    company,
    contracts: owned.map(({ company: _, ...contract }) => contract),
    payments,
    installments: all,
    units: unitRows,
  };
}
