import { type MessageBody, messageBody } from '@portal/api';
import { formatDateBr } from '@portal/domain';
import { AppError } from '../../../app-error';
import type { AppContext } from '../../../context';
import { escapeHtml } from '../../../html/escape-html';
import { isPdfHead } from '../../../images/sniff-image';
import { proofReceiptMail } from '../../../mail/templates';
import type { Caller } from '../../../security/caller';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { FileRejectedError, FileTooLargeError } from '../../../storage/file-store';
import { generatedAt } from '../contracts/generated-at';
import { ownedContract } from '../contracts/service';
import { insertPaymentProof, proofBytesOf, proofKeySeen, selectProofInstallment } from './queries';

/** Thrown inside the proof's transaction when the same Idempotency-Key was stored meanwhile. */
class SameProofStored extends Error {}

/** A refused body is not read to its end: the client must not send its next request on this connection. */
const CLOSE = { Connection: 'close' } as const;

/** The proof call's fields (validated) and its body. */
export interface ProofUpload {
  readonly billReceivableId: number;
  readonly installmentId: number;
  readonly message: string;
  readonly idempotencyKey: string | undefined;
  readonly declaredLength: number | undefined;
  readonly body: AsyncIterable<Uint8Array> | null;
}

/**
 * Stores a proof of payment for one of the caller's open installments, payable or overdue (a paid one →
 * 409 SEND-PAYMENT-PROOF-409; docs/product/decisions.md, "Paying from the statement"): streamed to disk (never held whole in memory), refused with 422 unless the
 * bytes start with `%PDF-`, cut off with 413 past the limit (the partial file is removed), recorded
 * against the installment, e-mailed to the finance team, and acknowledged to the customer by e-mail (the
 * receipt: docs/product/decisions.md, "Proof of payment").
 * A repeated `Idempotency-Key` of the same caller answers the same success without storing again.
 * E-mail and name come from the caller, never from the query.
 */
export async function receivePaymentProof(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  upload: ProofUpload,
): Promise<MessageBody> {
  const contract = await ownedContract(ctx.db, caller, upload.billReceivableId);
  const installment = await selectProofInstallment(
    ctx,
    contract.id,
    upload.installmentId,
    ctx.calendar.today(),
  );
  if (!installment) throw new AppError(404, 'NOT-FOUND-404');
  if (upload.idempotencyKey && (await proofKeySeen(ctx, contract.customerId, upload.idempotencyKey)))
    return messageBody('SEND-PAYMENT-PROOF-200');
  // Only an open installment (payable or overdue) takes a proof, as only its row offers 'Enviar' (after
  // the key check, so a retry of a proof accepted before the installment was paid still answers its success).
  if (installment.status === 'paid') throw new AppError(409, 'SEND-PAYMENT-PROOF-409', CLOSE);
  if (upload.declaredLength !== undefined && upload.declaredLength > kit.maxProofBytes)
    throw new AppError(413, 'SEND-PAYMENT-PROOF-413', CLOSE);
  // The customer's storage quota (decision 016): what is left bounds this upload while it streams.
  const left = kit.proofQuotaBytes - (await proofBytesOf(ctx, contract.customerId));
  const quotaBound = left < kit.maxProofBytes;
  if (left <= 0 || (upload.declaredLength !== undefined && upload.declaredLength > left))
    throw new AppError(413, 'SEND-PAYMENT-PROOF-QUOTA-413', CLOSE);
  if (!upload.body) throw new AppError(422, 'SEND-PAYMENT-PROOF-422');
  const now = ctx.clock.now();
  let file: Awaited<ReturnType<typeof kit.store.put>>;
  try {
    // The proof's row is written with its file's row, in one transaction (a crash between two separate
    // inserts left a file row no proof named: faults-signals.test.ts, decision 037).
    file = await kit.store.put(
      ctx.db,
      upload.body,
      {
        kind: 'proof',
        contentType: 'application/pdf',
        downloadName: `comprovante_${contract.id}_parcela${installment.number}.pdf`,
        maxBytes: Math.min(kit.maxProofBytes, left),
        acceptHead: isPdfHead,
        headBytes: 5,
      },
      now,
      async (tx, stored) => {
        const inserted = await insertPaymentProof(tx, {
          installmentId: installment.id,
          customerId: contract.customerId,
          fileId: stored.id,
          idempotencyKey: upload.idempotencyKey ?? null,
          message: upload.message,
          email: caller.email,
          name: caller.name,
          createdAt: now,
        });
        // A parallel request with the same key won the race: keep its copy only (this one is undone).
        if (!inserted) throw new SameProofStored();
      },
    );
  } catch (error) {
    if (error instanceof SameProofStored) return messageBody('SEND-PAYMENT-PROOF-200');
    if (error instanceof FileTooLargeError)
      throw new AppError(413, quotaBound ? 'SEND-PAYMENT-PROOF-QUOTA-413' : 'SEND-PAYMENT-PROOF-413', CLOSE);
    if (error instanceof FileRejectedError) throw new AppError(422, 'SEND-PAYMENT-PROOF-422');
    throw error;
  }
  await notifyFinance(ctx, caller, {
    bill: contract.document,
    number: installment.number,
    dueDate: installment.dueDate,
    message: upload.message,
    bytes: file.byteSize,
  });
  await ctx.mailer.send(
    proofReceiptMail(ctx.brand, caller.email, caller.name, {
      contract: contract.document,
      installmentNumber: installment.number,
      dueDate: formatDateBr(installment.dueDate),
      sentAt: generatedAt(now),
      bytes: file.byteSize,
      notes: upload.message,
    }),
  );
  return messageBody('SEND-PAYMENT-PROOF-200');
}

async function notifyFinance(
  ctx: AppContext,
  caller: Caller,
  proof: { bill: string; number: number; dueDate: string; message: string; bytes: number },
): Promise<void> {
  const lines = [
    `Cliente: ${caller.name} <${caller.email}>`,
    `Contrato: ${proof.bill}, parcela ${proof.number} (vencimento ${formatDateBr(proof.dueDate)})`,
    `Arquivo: PDF de ${Math.max(1, Math.round(proof.bytes / 1024))} KB, guardado no portal.`,
    `Observações: ${proof.message || '(nenhuma)'}`,
  ];
  await ctx.mailer.send({
    to: ctx.brand.financeEmail,
    subject: `Comprovante de pagamento - ${proof.bill} parcela ${proof.number}`,
    text: `Um comprovante de pagamento foi enviado pelo ${ctx.brand.portalName}.\n\n${lines.join('\n')}\n`,
    html: `<p>Um comprovante de pagamento foi enviado pelo ${escapeHtml(ctx.brand.portalName)}.</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    kind: 'payment-proof',
  });
}
