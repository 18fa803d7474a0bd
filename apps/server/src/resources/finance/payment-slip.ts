import type { PaymentSlip } from '@portal/api';
import { paymentSlipFileName } from '@portal/domain';
import { SLIP_BANK } from '../../config/slip-bank';
import type { AppContext } from '../../context';
import { generatedSlips } from '../../db/schema/finance';
import { renderSlipPdf } from '../../pdf/slip-pdf';
import type { Caller } from '../../security/caller';
import type { DocumentsKit } from '../../storage/documents-kit';
import { storeIssuedPdf } from './issued-document';
import { buildSlipModel } from './slip-model';
import { loadSlipSource, type SlipRequest } from './slip-source';

/**
 * Issues the slip of one open installment of the caller: loads the contract and the installment
 * (slip-source.ts), builds the slip and its PIX code (slip-model.ts), draws the one-page PDF
 * (pdf/slip-pdf.ts), then records it: the file behind a short-lived link, and a row for the 'Boletos
 * gerados' report. A paid installment, or anything not the caller's, answers PAYMENT-SLIP-PDF-404
 * ('Boleto indisponível').
 */
export async function issuePaymentSlip(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  request: SlipRequest,
): Promise<PaymentSlip> {
  const source = await loadSlipSource(ctx, caller, request);
  const slip = buildSlipModel(source, { payer: caller, brandName: ctx.brand.companyName, bank: SLIP_BANK });
  const pdf = await renderSlipPdf(slip.pdf);
  const now = ctx.clock.now();
  const { contract, installment } = source;
  const { file, url } = await storeIssuedPdf(
    ctx,
    kit,
    pdf,
    { kind: 'slip', downloadName: paymentSlipFileName(contract.id, installment.number) },
    now,
  );
  await ctx.db.insert(generatedSlips).values({
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
  return { url, code: slip.digitableLine, pix_code: slip.pixCode };
}
