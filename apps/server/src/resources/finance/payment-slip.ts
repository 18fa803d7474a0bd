import type { PaymentSlip } from '@portal/api';
import {
  buildBancoDoBrasilFreeField,
  buildBoleto,
  buildPixPayload,
  formatCpfCnpj,
  formatDateBr,
  formatMoney,
  paymentSlipFileName,
  toPixText,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { companies, enterprises } from '../../db/schema/enterprises';
import { generatedSlips, installments } from '../../db/schema/finance';
import { renderSlipPdf } from '../../pdf/slip-pdf';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { currentBalanceSql, statusSql } from './installment-sql';
import { ownedContract } from './scope';

/** What the slip call receives (already validated and checked against the caller). */
export interface SlipRequest {
  readonly billReceivableId: number;
  readonly installmentId: number;
  readonly numberTitle: number;
}

const unavailable = () => new AppError(404, 'PAYMENT-SLIP-PDF-404');

/**
 * Issues the slip of one open installment of the caller: a Banco do Brasil FEBRABAN slip (barcode,
 * digitable line, due-date factor) for the amount owed today, its PIX "copia e cola", a one-page PDF
 * behind a short-lived link, and a record for the 'Boletos gerados' report. A paid installment, or
 * anything not the caller's, answers PAYMENT-SLIP-PDF-404 ('Boleto indisponível').
 */
export async function issuePaymentSlip(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  request: SlipRequest,
): Promise<PaymentSlip> {
  if (request.numberTitle !== request.billReceivableId) throw unavailable();
  const contract = await ownedContract(ctx.db, caller, request.billReceivableId).catch(() => {
    throw unavailable();
  });
  const day = ctx.calendar.today();
  const [row] = await ctx.db
    .select({
      id: installments.id,
      number: installments.number,
      dueDate: installments.dueDate,
      status: statusSql(day),
      balance: currentBalanceSql(day),
    })
    .from(installments)
    .where(and(eq(installments.id, request.installmentId), eq(installments.contractId, contract.id)));
  if (!row || row.status === 'paid') throw unavailable();
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, contract.companyId));
  const [enterprise] = await ctx.db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, contract.enterpriseId));
  if (!company || !enterprise) throw unavailable();
  const amountCents = Number(row.balance);
  // An overdue installment is charged with its fine and interest, payable today.
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings compare as text, Math.max would not work.
  const dueDate = row.dueDate < day ? day : row.dueDate;
  const complement = String(row.id).padStart(10, '0');
  const freeField = buildBancoDoBrasilFreeField({
    convenio: company.convenio,
    nossoNumero: complement,
    carteira: company.carteira,
  });
  if (!freeField.ok) throw new Error(freeField.error.message);
  const boleto = buildBoleto({
    bankCode: company.bankCode,
    dueDate,
    amountCents,
    freeField: freeField.value,
  });
  if (!boleto.ok) throw new Error(boleto.error.message);
  const nossoNumero = `${company.convenio}${complement}`;
  const pix = buildPixPayload({
    key: company.pixKey,
    receiverName: toPixText(ctx.brand.companyName).slice(0, 25),
    receiverCity: toPixText(company.city).slice(0, 15),
    amountCents,
    txid: `BOL${nossoNumero}`,
  });
  if (!pix.ok) throw new Error(pix.error.message);
  const payerDocument = caller.cpf
    ? `CPF ${formatCpfCnpj(caller.cpf)}`
    : `CNPJ ${formatCpfCnpj(caller.cnpj ?? '')}`;
  const pdf = await renderSlipPdf({
    bankName: 'Banco do Brasil',
    bankCodeWithDigit: '001-9',
    formattedLine: boleto.value.formattedLine,
    barcode: boleto.value.barcode,
    beneficiary: { name: company.name, document: formatCpfCnpj(company.cnpj), address: company.address },
    agencyCode: `${company.agency} / ${company.account}`,
    payer: { name: caller.name, document: payerDocument },
    dueDate,
    issueDate: day,
    amountCents,
    nossoNumero,
    documentNumber: `${contract.document}-${String(row.number).padStart(3, '0')}`,
    carteira: company.carteira,
    description: `${enterprise.name} - parcela ${row.number}`,
    instructions: [
      `Parcela ${row.number} do contrato ${contract.document} (${enterprise.name}).`,
      `Vencimento original: ${formatDateBr(row.dueDate)}. Valor já corrigido pelo ${'INCC-M'}: ${formatMoney(amountCents)}.`,
      'Após o vencimento: multa de 2% e juros de 1% ao mês.',
      'Não receber após 60 dias do vencimento.',
    ],
    pixCode: pix.value,
  });
  const now = ctx.clock.now();
  const file = await kit.store.put(
    ctx.db,
    pdf,
    {
      kind: 'slip',
      contentType: 'application/pdf',
      downloadName: paymentSlipFileName(contract.id, row.number),
    },
    now,
  );
  await ctx.db.insert(generatedSlips).values({
    installmentId: row.id,
    contractId: contract.id,
    customerId: contract.customerId,
    fileId: file.id,
    nossoNumero,
    digitableLine: boleto.value.digitableLine,
    dueDate,
    amountCents,
    createdAt: now,
  });
  // A GET that writes: announced here, so a report read right after it is fresh on PostgreSQL too,
  // whose notification comes a moment later (unsafe methods: http/invalidate-after-writes.ts).
  ctx.caches.feed.tableChanged('generated_slips');
  return { url: kit.signer.sign(file.key, now), code: boleto.value.digitableLine, pix_code: pix.value };
}
