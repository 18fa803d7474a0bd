import {
  buildBancoDoBrasilFreeField,
  buildBoleto,
  buildPixPayload,
  formatCpfCnpj,
  formatDateBr,
  formatMoney,
  slipDueDate,
  toPixText,
} from '@portal/domain';
import type { SlipBank } from '../../../config/slip-bank';
import { messages } from '../../../messages/pt-BR';
import type { SlipData } from '../../../pdf/slip-pdf';
import { type DocumentPayer, payerDocument } from '../contracts/document-payer';
import type { SlipSource } from './slip-source';

/** A slip ready to draw and to record. */
export interface SlipModel {
  /** What the PDF prints. */
  readonly pdf: SlipData;
  readonly nossoNumero: string;
  readonly digitableLine: string;
  readonly pixCode: string;
  /** The due date charged: the installment's own, or today once overdue. */
  readonly dueDate: string;
  readonly amountCents: number;
}

/** A rule of the domain refused its input: a programming or data error, never the caller's. */
function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * Builds the slip of an open installment: a FEBRABAN slip of `bank` (barcode, digitable line, due-date
 * factor) for the amount owed today, its PIX "copia e cola" paid to the company, and the texts the
 * PDF prints. Pure: the same source gives the same slip.
 */
export function buildSlipModel(
  source: SlipSource,
  parties: { readonly payer: DocumentPayer; readonly brandName: string; readonly bank: SlipBank },
): SlipModel {
  const { contract, installment, today } = source;
  const { company } = contract;
  const amountCents = installment.balanceCents;
  const dueDate = slipDueDate(installment.dueDate, today);
  // The installment id, zero-padded, is the complement of the company's convênio in the nosso número.
  const complement = String(installment.id).padStart(10, '0');
  const freeField = unwrap(
    buildBancoDoBrasilFreeField({
      convenio: company.convenio,
      nossoNumero: complement,
      carteira: company.carteira,
    }),
  );
  const boleto = unwrap(buildBoleto({ bankCode: company.bankCode, dueDate, amountCents, freeField }));
  const nossoNumero = `${company.convenio}${complement}`;
  const pixCode = unwrap(
    buildPixPayload({
      key: company.pixKey,
      // PIX allows 25 characters of receiver name and 15 of city.
      receiverName: toPixText(parties.brandName).slice(0, 25),
      receiverCity: toPixText(company.city).slice(0, 15),
      amountCents,
      txid: `BOL${nossoNumero}`,
    }),
  );
  const t = messages.documents.slip;
  const payer = payerDocument(parties.payer);
  return {
    pdf: {
      bankName: parties.bank.name,
      bankCodeWithDigit: parties.bank.codeWithDigit,
      formattedLine: boleto.formattedLine,
      barcode: boleto.barcode,
      beneficiary: { name: company.name, document: formatCpfCnpj(company.cnpj), address: company.address },
      agencyCode: `${company.agency} / ${company.account}`,
      payer: { name: parties.payer.name, document: `${payer.label} ${payer.number}` },
      dueDate,
      issueDate: today,
      amountCents,
      nossoNumero,
      documentNumber: `${contract.document}-${String(installment.number).padStart(3, '0')}`,
      carteira: company.carteira,
      description: t.description(contract.enterpriseName, installment.number),
      instructions: [
        t.instructions.installment(installment.number, contract.document, contract.enterpriseName),
        t.instructions.originalDue(formatDateBr(installment.dueDate), formatMoney(amountCents)),
        t.instructions.lateCharges,
        t.instructions.refuseAfter,
      ],
      pixCode,
    },
    nossoNumero,
    digitableLine: boleto.digitableLine,
    pixCode,
    dueDate,
    amountCents,
  };
}
