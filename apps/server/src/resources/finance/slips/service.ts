import type { PaymentSlip } from '@portal/api';
import { parseDigitableLine, paymentSlipFileName } from '@portal/domain';
import { AppError } from '../../../app-error';
import { SLIP_BANK } from '../../../config/slip-bank';
import type { AppContext } from '../../../context';
import { documentBrandOf } from '../../../pdf/document-brand';
import type { Caller } from '../../../security/caller';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { runOffThread } from '../../../workers/worker-pool';
import { storeIssuedPdf } from '../contracts/issued-document';
import { type DocumentContract, documentContract } from '../contracts/service';
import {
  type ErpInstallment,
  type ErpSlip,
  type ErpSlipSource,
  ErpUnavailableError,
} from './erp-slip-source';
import { insertGeneratedSlip, selectSlipInstallment } from './queries';
import {
  buildChargeSlipModel,
  buildSlipModel,
  type SlipCharge,
  type SlipModel,
  type SlipParties,
} from './slip-model';
import type { SlipRequest, SlipSource } from './slip-source';

/** A slip ready to record: its PDF and what the 'Boletos gerados' row and the answer carry. */
export interface RenderedSlip {
  readonly pdf: Uint8Array;
  readonly nossoNumero: string;
  readonly digitableLine: string;
  readonly dueDate: string;
  readonly amountCents: number;
  readonly pixCode?: string | undefined;
}

/**
 * Issues the slip of one open installment of the caller: loads the contract and the installment
 * (loadSlipSource), then either builds ours (slip-model.ts, its PIX code, the PDF of pdf/slip-pdf.ts)
 * or, with an ERP slip source (the Sienge connector when `SIENGE_TENANT_SLIPS=true`) and an installment
 * the ERP wrote, takes the tenant's registered boleto (its digitable line and PDF, fetched by the
 * server), and records it the same way: the file
 * behind a short-lived link of ours, and a row for the 'Boletos gerados' report. A paid installment,
 * anything not the caller's, or an ERP installment without a registered slip answers
 * PAYMENT-SLIP-PDF-404 ('Boleto indisponível'); the ERP unreachable answers 503.
 */
export async function issuePaymentSlip(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  request: SlipRequest,
  erpSlips?: ErpSlipSource,
): Promise<PaymentSlip> {
  const source = await loadSlipSource(ctx, caller, request);
  const erpInstallment = erpSlips?.installment({
    contract: source.externalIds?.contract ?? null,
    installment: source.externalIds?.installment ?? null,
  });
  const slip = erpInstallment ? await erpSlipOf(erpInstallment, source) : await ourSlip(ctx, caller, source);
  return recordSlip(ctx, kit, source, slip);
}

/** 'Boleto indisponível': a paid installment and anything not the caller's answer alike. */
export const slipUnavailable = () => new AppError(404, 'PAYMENT-SLIP-PDF-404');

/**
 * Reads the caller's contract (with its company and enterprise: the ownership check) and the open
 * installment to charge, or throws PAYMENT-SLIP-PDF-404.
 */
export async function loadSlipSource(
  ctx: AppContext,
  caller: Caller,
  request: SlipRequest,
): Promise<SlipSource> {
  if (request.numberTitle !== request.billReceivableId) throw slipUnavailable();
  const contract = await documentContract(ctx.db, caller, request.billReceivableId);
  if (!contract) throw slipUnavailable();
  const today = ctx.calendar.today();
  const row = await selectSlipInstallment(ctx, contract.id, request.installmentId, today);
  if (!row || row.status === 'paid') throw slipUnavailable();
  // node-postgres returns the bigint balance as a string, PGlite as a number.
  const installment = {
    id: row.id,
    number: row.number,
    dueDate: row.dueDate,
    balanceCents: Number(row.balance),
  };
  const externalIds = { contract: row.contractExternalId, installment: row.externalId };
  return { contract, installment, today, externalIds };
}

/**
 * Our own slip: built from the company's bank data and drawn here. A company imported without a bank
 * or convênio (a Sienge company, an import leaving them empty: "no own slips") has none to offer.
 */
async function ourSlip(ctx: AppContext, caller: Caller, source: SlipSource): Promise<RenderedSlip> {
  return drawOwnSlip(ctx, buildSlipModel(source, slipParties(ctx, caller, source.contract)));
}

/** The parties of our slip: the caller pays, the brand receives the PIX, our bank prints the barcode. */
function slipParties(ctx: AppContext, caller: Caller, contract: DocumentContract): SlipParties {
  const { company } = contract;
  if (company.bankCode === '' || company.convenio === '') throw slipUnavailable();
  return { payer: caller, brandName: ctx.brand.companyName, bank: SLIP_BANK };
}

/** Draws a slip model's PDF in the worker pool. */
async function drawOwnSlip(ctx: AppContext, slip: SlipModel): Promise<RenderedSlip & { pixCode: string }> {
  return {
    pdf: await runOffThread('slipPdf', { data: slip.pdf, brand: await documentBrandOf(ctx.brand) }),
    nossoNumero: slip.nossoNumero,
    digitableLine: slip.digitableLine,
    dueDate: slip.dueDate,
    amountCents: slip.amountCents,
    pixCode: slip.pixCode,
  };
}

/** A charge of our own slip other than one installment's (see `SlipCharge`), before its contract and day. */
export type OwnSlipCharge = Omit<SlipCharge, 'contract' | 'today'>;

/**
 * One of our slips for a charge of the caller's contract that is not one installment's — an
 * anticipation's total (product rule §8) — built and drawn like an installment's: the same FEBRABAN
 * line, PIX and PDF. 'Boleto indisponível' when the company has no bank data of its own. The caller
 * records it (`storeSlipPdf`, and its 'Boletos gerados' row).
 */
export async function renderOwnSlip(
  ctx: AppContext,
  caller: Caller,
  contract: DocumentContract,
  today: string,
  charge: OwnSlipCharge,
): Promise<RenderedSlip & { pixCode: string }> {
  const parties = slipParties(ctx, caller, contract);
  return drawOwnSlip(ctx, buildChargeSlipModel({ ...charge, contract, today }, parties));
}

/** Stores a slip's PDF under its download name behind a short-lived link, as every slip is. */
export async function storeSlipPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  pdf: Uint8Array,
  downloadName: string,
  now: Date,
): Promise<{ fileId: number; url: string }> {
  const { file, url } = await storeIssuedPdf(ctx, kit, pdf, { kind: 'slip', downloadName }, now);
  return { fileId: file.id, url };
}

/**
 * The tenant's registered boleto. Never ours in its place: an unregistered slip is not payable, so no
 * slip in the ERP is 'Boleto indisponível'. The report row takes the line's free field (which holds the
 * bank's nosso número) and amount when the line reads as a boleto, the installment's otherwise.
 */
async function erpSlipOf(erpInstallment: ErpInstallment, source: SlipSource): Promise<RenderedSlip> {
  let slip: ErpSlip | null;
  try {
    slip = await erpInstallment.registeredSlip();
  } catch (error) {
    if (!(error instanceof ErpUnavailableError)) throw error;
    throw new AppError(503, 'SERVICE-UNAVAILABLE-503', { 'Retry-After': '30' });
  }
  if (!slip) throw slipUnavailable();
  const parsed = parseDigitableLine(slip.digitableLine);
  return {
    pdf: slip.pdf,
    nossoNumero: parsed.ok ? parsed.value.freeField : erpInstallment.reference,
    digitableLine: slip.digitableLine,
    dueDate: source.installment.dueDate,
    amountCents:
      parsed.ok && parsed.value.amountCents > 0 ? parsed.value.amountCents : source.installment.balanceCents,
  };
}

/** Stores the PDF behind a link of ours and writes the report row. */
async function recordSlip(
  ctx: AppContext,
  kit: DocumentsKit,
  source: SlipSource,
  slip: RenderedSlip,
): Promise<PaymentSlip> {
  const now = ctx.clock.now();
  const { contract, installment } = source;
  const { file, url } = await storeIssuedPdf(
    ctx,
    kit,
    slip.pdf,
    { kind: 'slip', downloadName: paymentSlipFileName(contract.id, installment.number) },
    now,
  );
  await insertGeneratedSlip(ctx, {
    installmentId: installment.id,
    contractId: contract.id,
    customerId: contract.customerId,
    fileId: file.id,
    nossoNumero: slip.nossoNumero,
    digitableLine: slip.digitableLine,
    dueDate: slip.dueDate,
    amountCents: slip.amountCents,
    createdAt: now,
  });
  // A GET that writes: announced here, so a report read right after it is fresh on PostgreSQL too,
  // whose notification comes a moment later (unsafe methods: http/invalidate-after-writes.ts).
  ctx.caches.feed.tableChanged('generated_slips');
  return { url, code: slip.digitableLine, ...(slip.pixCode !== undefined ? { pix_code: slip.pixCode } : {}) };
}
