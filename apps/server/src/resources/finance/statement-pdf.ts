import type { ReportLink } from '@portal/api';
import {
  formatCpfCnpj,
  formatDateBr,
  formatMoney,
  installmentStatusLabel,
  STATEMENT_PDF_FILE_NAME,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { companies, enterprises } from '../../db/schema/enterprises';
import { generatedStatements } from '../../db/schema/finance';
import { infoBlock, openDocumentFrame } from '../../pdf/document-frame';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { billInfo, billInstallments } from './finance-reads';
import { ownedContract } from './scope';

/** "dd/mm/yyyy às hh:mm" on the São Paulo clock. */
export function generatedAt(now: Date): string {
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  return `${formatDateBr(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now))} às ${time}`;
}

/**
 * The statement PDF of one of the caller's bills ('Extrato financeiro'): company, customer, document
 * and units; every installment; totals paid and still owed; generation date. Recorded for the
 * 'Extratos gerados' report. Not the caller's → EXPORT-TO-PDF-404.
 */
export async function issueStatementPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  billId: number,
): Promise<ReportLink> {
  const notFound = () => new AppError(404, 'EXPORT-TO-PDF-404');
  const contract = await ownedContract(ctx.db, caller, billId).catch(() => {
    throw notFound();
  });
  const [info, rows] = await Promise.all([
    billInfo(ctx, caller, billId),
    billInstallments(ctx, caller, billId),
  ]);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, contract.companyId));
  const [enterprise] = await ctx.db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, contract.enterpriseId));
  const now = ctx.clock.now();
  const unit = contract.monetaryUnit;
  const paid = rows.reduce((sum, r) => sum + (r.receipt_value ?? 0), 0);
  const owed = rows.reduce((sum, r) => sum + r.current_balance, 0);
  const frame = await openDocumentFrame(
    'Extrato Financeiro',
    ctx.brand.companyName,
    `Gerado em ${generatedAt(now)}`,
  );
  infoBlock(frame, 'Dados do contrato', [
    ['Cliente', caller.name],
    [caller.cpf ? 'CPF' : 'CNPJ', formatCpfCnpj(caller.cpf ?? caller.cnpj ?? '')],
    // The company's CNPJ on its own: beside the name it did not fit the half-width column and was cut.
    ['Divisão', info.company.name],
    ['CNPJ da divisão', company ? formatCpfCnpj(company.cnpj) : 'N/A'],
    ['Título/DOC', info.document],
    ['Data do contrato', formatDateBr(contract.contractDate)],
    ['Empreendimento', enterprise?.name ?? 'N/A'],
    ['Unidade/Apartamento', info.unit.map((u) => u.name).join(', ') || 'N/A'],
    ['Posição em', formatDateBr(ctx.calendar.today())],
  ]);
  frame.table(
    [
      { title: 'Parcela', width: 38, align: 'center' },
      { title: 'Vencimento', width: 54 },
      { title: 'Status', width: 44 },
      { title: 'Valor Original', width: 60, align: 'right' },
      { title: 'Valor Corrigido', width: 62, align: 'right' },
      { title: 'Saldo Atual', width: 62, align: 'right' },
      { title: 'Data Baixa', width: 54 },
      { title: 'Valor Baixa', width: 60, align: 'right' },
      { title: 'Recto Líquido', width: 89, align: 'right' },
    ],
    rows.map((r) => [
      String(r.installment_number),
      formatDateBr(r.due_date),
      installmentStatusLabel(r.status),
      formatMoney(r.original_value, unit),
      formatMoney(r.adjusted_value, unit),
      formatMoney(r.current_balance, unit),
      formatDateBr(r.receipt_date),
      r.receipt_value === null ? '-' : formatMoney(r.receipt_value, unit),
      r.receipt_net_value === null ? '-' : formatMoney(r.receipt_net_value, unit),
    ]),
  );
  infoBlock(frame, 'Totais', [
    ['Total pago', formatMoney(paid, unit)],
    ['Saldo devedor atual', formatMoney(owed, unit)],
    ['Parcelas pagas', `${rows.filter((r) => r.status === 'paid').length} de ${rows.length}`],
    ['Parcelas vencidas', String(rows.filter((r) => r.status === 'due').length)],
  ]);
  const pdf = await frame.finish(
    `${ctx.brand.companyName} · Extrato do contrato ${info.document} · gerado em ${generatedAt(now)}`,
  );
  const file = await kit.store.put(
    ctx.db,
    pdf,
    { kind: 'statement', contentType: 'application/pdf', downloadName: STATEMENT_PDF_FILE_NAME },
    now,
  );
  await ctx.db.insert(generatedStatements).values({
    contractId: contract.id,
    customerId: contract.customerId,
    fileId: file.id,
    paidCents: paid,
    dueCents: owed,
    createdAt: now,
  });
  // A GET that writes: announced here, so a report read right after it is fresh on PostgreSQL too,
  // whose notification comes a moment later (unsafe methods: http/invalidate-after-writes.ts).
  ctx.caches.feed.tableChanged('generated_statements');
  return { url_report: kit.signer.sign(file.key, now) };
}
