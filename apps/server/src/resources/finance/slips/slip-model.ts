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
import type { DocumentContract } from '../contracts/service';
import type { SlipSource } from './slip-source';

/** A slip ready to draw and to record. */
export interface SlipModel {
  /** What the PDF prints. */
  readonly pdf: SlipData;
  readonly nossoNumero: string;
  readonly digitableLine: string;
  readonly pixCode: string;
  /** The due date charged: an installment's own, or today once overdue; an anticipation's payment date. */
  readonly dueDate: string;
  readonly amountCents: number;
}

/** A rule of the domain refused its input: a programming or data error, never the caller's. */
function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * What one of our slips charges: the contract's company is the beneficiary; `complement` completes the
 * company's convênio in the nosso número (ten digits, unique among its slips); the rest is what the PDF
 * prints. An installment's slip (buildSlipModel) and an anticipation's (product rule §8, one slip for
 * the total of its installments) are both one charge.
 */
export interface SlipCharge {
  readonly contract: DocumentContract;
  /** Today on the São Paulo calendar: the slip's issue date. */
  readonly today: string;
  readonly complement: string;
  readonly amountCents: number;
  /** The due date the barcode carries. */
  readonly dueDate: string;
  readonly documentNumber: string;
  readonly description: string;
  readonly instructions: readonly string[];
}

/** Who a slip names: the payer, the brand the PIX pays, and the bank of the barcode. */
export interface SlipParties {
  readonly payer: DocumentPayer;
  readonly brandName: string;
  readonly bank: SlipBank;
}

/**
 * Builds one of our slips: a FEBRABAN slip of `bank` (barcode, digitable line, due-date factor) for the
 * charge's amount, its PIX "copia e cola" paid to the company, and the texts the PDF prints. Pure: the
 * same charge gives the same slip.
 */
export function buildChargeSlipModel(charge: SlipCharge, parties: SlipParties): SlipModel {
  const { contract, amountCents, dueDate, complement } = charge;
  const { company } = contract;
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
      issueDate: charge.today,
      amountCents,
      nossoNumero,
      documentNumber: charge.documentNumber,
      carteira: company.carteira,
      description: charge.description,
      instructions: [...charge.instructions],
      pixCode,
    },
    nossoNumero,
    digitableLine: boleto.digitableLine,
    pixCode,
    dueDate,
    amountCents,
  };
}

/**
 * Builds the slip of an open installment: the amount owed today, due on its date or today once
 * overdue; the installment id, zero-padded, completes the company's convênio in the nosso número.
 */
export function buildSlipModel(source: SlipSource, parties: SlipParties): SlipModel {
  const { contract, installment, today } = source;
  const amountCents = installment.balanceCents;
  const t = messages.documents.slip;
  return buildChargeSlipModel(
    {
      contract,
      today,
      complement: String(installment.id).padStart(10, '0'),
      amountCents,
      dueDate: slipDueDate(installment.dueDate, today),
      documentNumber: `${contract.document}-${String(installment.number).padStart(3, '0')}`,
      description: t.description(contract.enterpriseName, installment.number),
      instructions: [
        t.instructions.installment(installment.number, contract.document, contract.enterpriseName),
        t.instructions.originalDue(formatDateBr(installment.dueDate), formatMoney(amountCents)),
        t.instructions.lateCharges,
        t.instructions.refuseAfter,
      ],
    },
    parties,
  );
}
