import type {
  IssuedPrepayment,
  PaymentSlip,
  Prepayment,
  PrepaymentIssueBody,
  PrepaymentKind,
  PrepaymentQuote,
  PrepaymentQuoteBody,
  PrepaymentReportPage,
} from '@portal/api';
import {
  type ErrorCode,
  formatDateBr,
  formatMoney,
  installmentNumbersText,
  prepaymentSlipFileName,
} from '@portal/domain';
import { AppError, notFound } from '../../app-error';
import type { AppContext } from '../../context';
import { prepaymentRequestMail } from '../../mail/templates';
import { messages } from '../../messages/pt-BR';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { type ContractOwner, type DocumentContract, documentContract } from '../finance/contracts/service';
import type { ErpSlipSource } from '../finance/slips/erp-slip-source';
import { renderOwnSlip, storeSlipPdf } from '../finance/slips/service';
import { prepaymentJson, reportRecordJson } from './prepayment-json';
import { type PrepaymentSlipFigures, prepaymentSlipCharge } from './prepayment-slip';
import {
  completeRequest,
  customerExists,
  insertPrepayment,
  nextPrepaymentId,
  type OpenInstallmentRow,
  type PrepaymentLineRow,
  type PrepaymentReportFilters,
  type PrepaymentTermsRow,
  selectContractPrepayments,
  selectCustomerPrepayment,
  selectOpenInstallments,
  selectPrepaymentLines,
  selectPrepaymentReport,
  selectPrepaymentTerms,
} from './queries';
import { buildQuote } from './quote-model';

/** A contract ready to quote: its documents' data, its terms, its open installments and how it pays ahead. */
interface PrepaymentSource {
  readonly contract: DocumentContract;
  readonly terms: PrepaymentTermsRow;
  readonly installments: readonly OpenInstallmentRow[];
  readonly today: string;
  readonly mode: PrepaymentKind;
}

/** The statuses this resource's refusals carry, by the number their code ends with. */
const REFUSAL_STATUS = { 403: 403, 404: 404, 409: 409, 422: 422 } as const;

/** An error answer of this resource, with its code's status ('PREPAYMENT-409' → 409). */
function refused(code: ErrorCode): AppError {
  const status = REFUSAL_STATUS[Number(code.slice(-3)) as keyof typeof REFUSAL_STATUS] ?? 400;
  return new AppError(status, code);
}

/**
 * How the company's anticipations are paid (product rule §8): a request to its finance team when its
 * slips do not come from us — it has no bank data of its own (a company the ERP or an import brought
 * without them), or the ERP slip source (decision 066) claims the contract's installments; our slip
 * otherwise.
 */
function modeOf(
  contract: DocumentContract,
  terms: PrepaymentTermsRow,
  installments: readonly OpenInstallmentRow[],
  erpSlips: ErpSlipSource | undefined,
): PrepaymentKind {
  if (contract.company.bankCode === '' || contract.company.convenio === '') return 'request';
  const erp = erpSlips?.installment.bind(erpSlips);
  if (erp && installments.some((i) => erp({ contract: terms.externalId, installment: i.externalId }))) {
    return 'request';
  }
  return 'slip';
}

/**
 * Reads the owner's contract `billId` through finance's ownership check (another customer's contract
 * is a 404, the same as a missing one), its prepayment terms and its open installments.
 */
async function loadSource(
  ctx: AppContext,
  owner: ContractOwner,
  billId: number,
  erpSlips: ErpSlipSource | undefined,
): Promise<PrepaymentSource> {
  const contract = await documentContract(ctx.db, owner, billId);
  if (!contract) throw notFound();
  const terms = await selectPrepaymentTerms(ctx.db, contract.id);
  if (!terms) throw notFound();
  if (!terms.allowed) throw refused('PREPAYMENT-403');
  const today = ctx.calendar.today();
  const installments = await selectOpenInstallments(ctx.db, contract.id, today);
  return { contract, terms, installments, today, mode: modeOf(contract, terms, installments, erpSlips) };
}

/** The quote of `body` over a loaded contract, or the refusal's error. */
function quoteOf(source: PrepaymentSource, body: PrepaymentQuoteBody): PrepaymentQuote {
  const outcome = buildQuote({
    billId: source.contract.id,
    contractDocument: source.contract.document,
    installments: source.installments,
    selectedIds: body.installment_ids,
    paymentDate: body.payment_date ?? source.today,
    today: source.today,
    monthlyRate: source.terms.monthlyRate,
    mode: source.mode,
  });
  if (!outcome.ok) throw refused(outcome.code);
  return outcome.quote;
}

/** 'Antecipar parcelas': the simulation of one of the caller's contracts. Changes nothing. */
export async function quoteForCaller(
  ctx: AppContext,
  caller: Caller,
  body: PrepaymentQuoteBody,
  erpSlips?: ErpSlipSource,
): Promise<PrepaymentQuote> {
  return quoteOf(await loadSource(ctx, caller, body.bill_id, erpSlips), body);
}

/** The same simulation for one of customer `customerId`'s contracts (the admin's client page). */
export async function quoteForCustomer(
  ctx: AppContext,
  customerId: number,
  body: PrepaymentQuoteBody,
  erpSlips?: ErpSlipSource,
): Promise<PrepaymentQuote> {
  if (!(await customerExists(ctx.db, customerId))) throw new AppError(404, 'CLIENT-404');
  return quoteOf(await loadSource(ctx, { customerId }, body.bill_id, erpSlips), body);
}

/** An anticipation's slip: its PDF stored behind a link, and its codes. */
interface IssuedSlip {
  readonly fileId: number;
  readonly url: string;
  readonly nossoNumero: string;
  readonly digitableLine: string;
  readonly pixCode: string;
}

/**
 * Our slip for an anticipation's total, due on its payment date, drawn and stored like an
 * installment's, under the name of the anticipation's slips.
 */
async function drawSlip(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  contract: DocumentContract,
  today: string,
  figures: PrepaymentSlipFigures,
  now: Date,
): Promise<IssuedSlip> {
  const slip = await renderOwnSlip(ctx, caller, contract, today, prepaymentSlipCharge(contract, figures));
  const name = prepaymentSlipFileName(contract.id, figures.id);
  const stored = await storeSlipPdf(ctx, kit, slip.pdf, name, now);
  return {
    fileId: stored.fileId,
    url: stored.url,
    nossoNumero: slip.nossoNumero,
    digitableLine: slip.digitableLine,
    pixCode: slip.pixCode,
  };
}

/** The finance team's copy of a request (product rule §8); a mail failure is logged, the request stays. */
async function notifyFinance(
  ctx: AppContext,
  caller: Caller,
  source: PrepaymentSource,
  quote: PrepaymentQuote,
  id: number,
): Promise<void> {
  const chosen = quote.installments.filter((line) => line.selected).reverse();
  const t = messages.mail.prepaymentRequest;
  try {
    await ctx.mailer.send(
      prepaymentRequestMail(ctx.brand, {
        customerName: caller.name,
        customerEmail: caller.email,
        contract: source.contract.document,
        installments: installmentNumbersText(chosen.map((line) => line.installment_number)),
        paymentDate: formatDateBr(quote.payment_date),
        value: formatMoney(quote.total_value),
        discount: formatMoney(quote.total_discount),
        total: formatMoney(quote.total),
        lines: chosen.map((line) =>
          t.line(
            line.installment_number,
            formatDateBr(line.due_date),
            formatMoney(line.value),
            formatMoney(line.present_value),
          ),
        ),
      }),
    );
  } catch (error) {
    // Neither sent nor kept for a retry: the request is safe in the database and in the staff's list.
    ctx.logger.error('prepayment request stored but finance not notified', {
      prepayment_id: id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Issues the anticipation the customer chose (product rule §8): the quote is computed again here from
 * the database (amounts from the client are never read), then either our slip for the total, due on
 * the payment date (boleto, PIX, PDF named like the other slips, a 'Boletos gerados' record), or, when
 * the company's slips come from its ERP, a request e-mailed to its finance team. An installment held by
 * an anticipation in progress answers 409 PREPAYMENT-409 and nothing is written; so does the second of
 * two issues racing for it (queries.ts locks the contract; decision 072).
 */
export async function issuePrepayment(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  body: PrepaymentIssueBody,
  erpSlips?: ErpSlipSource,
): Promise<IssuedPrepayment> {
  const source = await loadSource(ctx, caller, body.bill_id, erpSlips);
  const quote = quoteOf(source, body);
  const chosen = quote.installments.filter((line) => line.selected);
  const now = ctx.clock.now();
  const id = await nextPrepaymentId(ctx.db);
  const figures: PrepaymentSlipFigures = {
    id,
    installmentNumbers: chosen.map((line) => line.installment_number),
    paymentDate: quote.payment_date,
    totalValueCents: quote.total_value,
    totalDiscountCents: quote.total_discount,
    totalCents: quote.total,
  };
  const slip =
    source.mode === 'slip'
      ? await drawSlip(ctx, kit, caller, source.contract, source.today, figures, now)
      : null;
  const conflict = await insertPrepayment(ctx.db, source.today, {
    prepayment: {
      id,
      kind: source.mode,
      contractId: source.contract.id,
      customerId: source.contract.customerId,
      accountId: caller.accountId,
      paymentDate: quote.payment_date,
      totalValueCents: quote.total_value,
      totalDiscountCents: quote.total_discount,
      totalCents: quote.total,
      nossoNumero: slip?.nossoNumero ?? null,
      digitableLine: slip?.digitableLine ?? null,
      pixCode: slip?.pixCode ?? null,
      createdAt: now,
    },
    installments: chosen.map((line) => ({
      installmentId: line.installment_id,
      number: line.installment_number,
      dueDate: line.due_date,
      valueCents: line.value,
      presentValueCents: line.present_value,
      discountCents: line.discount,
    })),
    slip: slip ? { fileId: slip.fileId, dueDate: quote.payment_date } : undefined,
  });
  // The slip's PDF, if drawn, stays unreferenced: housekeeping deletes it when its link expires.
  if (conflict === 'held') throw refused('PREPAYMENT-409');
  if (conflict === 'paid') throw refused('PREPAYMENT-INSTALLMENT-422');
  if (source.mode === 'request') await notifyFinance(ctx, caller, source, quote, id);
  // The statement's installments now say 'Antecipação emitida' (a cached read): announced at once, so
  // the next read is fresh on PostgreSQL too (http/invalidate-after-writes.ts does it for the caller).
  ctx.caches.feed.tableChanged('generated_slips');
  return {
    id,
    bill_id: source.contract.id,
    contract_document: source.contract.document,
    kind: source.mode,
    status: source.mode === 'slip' ? 'issued' : 'requested',
    created_at: now.toISOString(),
    payment_date: quote.payment_date,
    installments: chosen
      .map((line) => ({
        installment_id: line.installment_id,
        installment_number: line.installment_number,
        due_date: line.due_date,
        value: line.value,
        present_value: line.present_value,
        discount: line.discount,
      }))
      .sort((a, b) => a.installment_number - b.installment_number),
    total_value: quote.total_value,
    total_discount: quote.total_discount,
    total: quote.total,
    code: slip?.digitableLine ?? null,
    pix_code: slip?.pixCode ?? null,
    completed_at: null,
    url: slip?.url ?? null,
  };
}

/** The installments of each anticipation, by its id. */
async function linesById(ctx: AppContext, ids: readonly number[]): Promise<Map<number, PrepaymentLineRow[]>> {
  const byId = new Map<number, PrepaymentLineRow[]>();
  for (const line of await selectPrepaymentLines(ctx.db, ids)) {
    const list = byId.get(line.prepaymentId) ?? [];
    list.push(line);
    byId.set(line.prepaymentId, list);
  }
  return byId;
}

/** The anticipations of one of the caller's contracts, newest first, each with its status today. */
export async function contractPrepayments(
  ctx: AppContext,
  caller: Caller,
  billId: number,
): Promise<Prepayment[]> {
  const contract = await documentContract(ctx.db, caller, billId);
  if (!contract) throw notFound();
  const rows = await selectContractPrepayments(ctx.db, contract.id, ctx.calendar.today());
  const lines = await linesById(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => prepaymentJson(row, lines.get(row.id) ?? []));
}

/**
 * The slip of one of the caller's anticipations in progress, again: drawn anew from what was recorded
 * (the same nosso número, line and amount) and stored behind a fresh link. A request, another
 * customer's anticipation, or one paid or expired answers 'Boleto indisponível'.
 */
export async function prepaymentSlipAgain(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  id: number,
): Promise<PaymentSlip> {
  const today = ctx.calendar.today();
  const row = await selectCustomerPrepayment(ctx.db, caller.customerId, id, today);
  if (row?.kind !== 'slip' || row.status !== 'issued') throw new AppError(404, 'PAYMENT-SLIP-PDF-404');
  const contract = await documentContract(ctx.db, caller, row.contractId);
  if (!contract) throw new AppError(404, 'PAYMENT-SLIP-PDF-404');
  const lines = (await linesById(ctx, [id])).get(id) ?? [];
  const slip = await drawSlip(
    ctx,
    kit,
    caller,
    contract,
    today,
    {
      id,
      installmentNumbers: lines.map((line) => line.number),
      paymentDate: row.paymentDate,
      totalValueCents: row.totalValueCents,
      totalDiscountCents: row.totalDiscountCents,
      totalCents: row.totalCents,
    },
    ctx.clock.now(),
  );
  return { url: slip.url, code: slip.digitableLine, pix_code: slip.pixCode };
}

/** The anticipations report (admin), newest first, with the generation reports' filters. */
export async function prepaymentReport(
  ctx: AppContext,
  filters: PrepaymentReportFilters,
): Promise<PrepaymentReportPage> {
  const { rows, total } = await selectPrepaymentReport(ctx.db, filters, ctx.calendar.today());
  const lines = await linesById(
    ctx,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => reportRecordJson(row, lines.get(row.id) ?? []));
  return { items, total };
}

/** 'Concluída': the administrator marks a request done, once (who and when are recorded). */
export async function completePrepayment(ctx: AppContext, admin: Caller, id: number): Promise<void> {
  const outcome = await completeRequest(ctx.db, id, admin.accountId, ctx.clock.now());
  if (outcome === 'missing') throw refused('PREPAYMENT-404');
  if (outcome === 'already') throw refused('PREPAYMENT-COMPLETE-409');
}
