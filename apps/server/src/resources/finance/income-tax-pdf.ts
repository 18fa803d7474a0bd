import type { ReportLink } from '@portal/api';
import { formatCpfCnpj, formatDateBr, formatMoney, incomeTaxFileName } from '@portal/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { companies, enterprises } from '../../db/schema/enterprises';
import { contracts, installments, units } from '../../db/schema/finance';
import { infoBlock, openDocumentFrame } from '../../pdf/document-frame';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { generatedAt } from './statement-pdf';

/**
 * The yearly 'Informe de rendimentos' (statement of payments for the income-tax return) of the
 * caller's contracts with one company: every installment paid in the calendar year, per contract,
 * with the yearly total and the balance still owed on 31 December. No contract with that company
 * signed by the end of the year → GET-INCOME-TAX-404.
 */
export async function issueIncomeTaxPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  query: { companyId: number; year: number },
): Promise<ReportLink> {
  const unavailable = () => new AppError(404, 'GET-INCOME-TAX-404');
  const yearEnd = `${query.year}-12-31`;
  const owned = await ctx.db
    .select({
      id: contracts.id,
      document: contracts.document,
      contractDate: contracts.contractDate,
      enterprise: enterprises.name,
    })
    .from(contracts)
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(
      and(
        eq(contracts.customerId, caller.customerId),
        eq(contracts.companyId, query.companyId),
        lte(contracts.contractDate, yearEnd),
      ),
    )
    .orderBy(asc(contracts.id));
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, query.companyId));
  if (owned.length === 0 || !company) throw unavailable();
  const ids = owned.map((c) => c.id);
  const [paidRows, openRows, unitRows] = await Promise.all([
    ctx.db
      .select({
        contractId: installments.contractId,
        number: installments.number,
        dueDate: installments.dueDate,
        receiptDate: installments.receiptDate,
        receiptCents: installments.receiptCents,
      })
      .from(installments)
      .where(
        and(
          inArray(installments.contractId, ids),
          gte(installments.receiptDate, `${query.year}-01-01`),
          lte(installments.receiptDate, yearEnd),
        ),
      )
      .orderBy(asc(installments.contractId), asc(installments.number)),
    ctx.db
      .select({
        contractId: installments.contractId,
        adjusted: installments.adjustedCents,
        receiptDate: installments.receiptDate,
      })
      .from(installments)
      .where(inArray(installments.contractId, ids)),
    ctx.db
      .select({ contractId: units.contractId, name: units.name })
      .from(units)
      .where(inArray(units.contractId, ids)),
  ]);
  const now = ctx.clock.now();
  const frame = await openDocumentFrame(
    'Informe de Rendimentos',
    ctx.brand.companyName,
    `Ano-calendário ${query.year} · gerado em ${generatedAt(now)}`,
  );
  infoBlock(frame, '1. Fonte pagadora / Vendedora', [
    ['Razão social', company.name],
    ['CNPJ', formatCpfCnpj(company.cnpj)],
    ['Endereço', company.address],
    ['Ano-calendário', String(query.year)],
  ]);
  infoBlock(frame, '2. Adquirente', [
    ['Nome', caller.name],
    [caller.cpf ? 'CPF' : 'CNPJ', formatCpfCnpj(caller.cpf ?? caller.cnpj ?? '')],
  ]);
  let grandTotal = 0;
  for (const contract of owned) {
    const paid = paidRows.filter((r) => r.contractId === contract.id);
    const total = paid.reduce((sum, r) => sum + (r.receiptCents ?? 0), 0);
    grandTotal += total;
    // Owed on 31 December: installments not paid by then, at their adjusted value.
    const owedAtYearEnd = openRows
      .filter((r) => r.contractId === contract.id && (r.receiptDate === null || r.receiptDate > yearEnd))
      .reduce((sum, r) => sum + r.adjusted, 0);
    infoBlock(frame, `3. Contrato ${contract.document}`, [
      ['Empreendimento', contract.enterprise],
      [
        'Unidade(s)',
        unitRows
          .filter((u) => u.contractId === contract.id)
          .map((u) => u.name)
          .join(', ') || 'N/A',
      ],
      ['Data do contrato', formatDateBr(contract.contractDate)],
      ['Saldo devedor em 31/12', formatMoney(owedAtYearEnd)],
    ]);
    frame.table(
      [
        { title: 'Parcela', width: 70, align: 'center' },
        { title: 'Vencimento', width: 110 },
        { title: 'Data do pagamento', width: 130 },
        { title: 'Valor pago', width: 213, align: 'right' },
      ],
      [
        ...paid.map((r) => [
          String(r.number),
          formatDateBr(r.dueDate),
          formatDateBr(r.receiptDate),
          formatMoney(r.receiptCents ?? 0),
        ]),
        ['', '', `Total pago em ${query.year}`, formatMoney(total)],
      ],
      { boldLast: true },
    );
  }
  infoBlock(frame, '4. Resumo para a declaração', [
    [`Total pago em ${query.year} (todos os contratos)`, formatMoney(grandTotal)],
    ['Ficha da declaração', 'Bens e Direitos - grupo 01 (imóveis), valores pagos no ano'],
  ]);
  const pdf = await frame.finish(
    `${company.name} · Informe de rendimentos ${query.year} · gerado em ${generatedAt(now)}`,
  );
  const file = await kit.store.put(
    ctx.db,
    pdf,
    { kind: 'income-tax', contentType: 'application/pdf', downloadName: incomeTaxFileName(query.year) },
    now,
  );
  return { url_report: kit.signer.sign(file.key, now) };
}
