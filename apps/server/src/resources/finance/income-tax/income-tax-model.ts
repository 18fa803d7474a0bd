import {
  formatCpfCnpj,
  formatDateBr,
  formatMoney,
  owedAtYearEnd,
  paidUntilYearEnd,
  totalReceived,
} from '@portal/domain';
import { messages } from '../../../messages/pt-BR';
import type { FramedDocumentModel, InfoSection, TableSection } from '../../../pdf/framed-document';
import { type DocumentPayer, payerDocument } from '../contracts/document-payer';
import { generatedAt } from '../contracts/generated-at';
import type { IncomeTaxSource } from './income-tax-source';

/**
 * Builds the yearly 'Informe de rendimentos' (statement of payments for the income-tax return) of the
 * caller's contracts with one company: every installment paid in the calendar year, per contract, with
 * the yearly total and the balance still owed on 31 December; then, for the return, the total paid in
 * the year and what was paid up to 31 December of the year before and of the year (the 'Situação em
 * 31/12' columns of 'Bens e Direitos'; docs/product/rules.md, "Income-tax years"). Pure.
 */
export function buildIncomeTaxModel(
  source: IncomeTaxSource,
  parties: { readonly payer: DocumentPayer; readonly brandName: string; readonly now: Date },
): FramedDocumentModel {
  const t = messages.documents.incomeTax;
  const { year, company } = source;
  const when = generatedAt(parties.now);
  const payer = payerDocument(parties.payer);
  const perContract = source.contracts.flatMap((contract): (InfoSection | TableSection)[] => {
    const paid = source.payments.filter((r) => r.contractId === contract.id);
    const total = totalReceived(paid);
    const owed = owedAtYearEnd(
      source.installments.filter((r) => r.contractId === contract.id),
      year,
    );
    const unitNames = source.units.filter((u) => u.contractId === contract.id).map((u) => u.name);
    return [
      {
        kind: 'info',
        title: t.contractBlock(contract.document),
        pairs: [
          [t.enterprise, contract.enterprise],
          [t.units, unitNames.join(', ') || messages.documents.notAvailable],
          [t.contractDate, formatDateBr(contract.contractDate)],
          [t.owedAtYearEnd, formatMoney(owed)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { title: t.columns.number, width: 70, align: 'center' },
          { title: t.columns.dueDate, width: 110 },
          { title: t.columns.paidOn, width: 130 },
          { title: t.columns.paid, width: 213, align: 'right' },
        ],
        rows: [
          ...paid.map((r) => [
            String(r.number),
            formatDateBr(r.dueDate),
            formatDateBr(r.receiptDate),
            formatMoney(r.receiptCents ?? 0),
          ]),
          ['', '', t.paidInYear(year), formatMoney(total)],
        ],
        boldLast: true,
      },
    ];
  });
  return {
    title: t.title,
    issuer: parties.brandName,
    subtitle: t.subtitle(year, when),
    sections: [
      {
        kind: 'info',
        title: t.sellerBlock,
        pairs: [
          [t.legalName, company.name],
          [messages.documents.cnpjLabel, formatCpfCnpj(company.cnpj)],
          [t.address, company.address],
          [t.calendarYear, String(year)],
        ],
      },
      {
        kind: 'info',
        title: t.buyerBlock,
        pairs: [
          [t.name, parties.payer.name],
          [payer.label, payer.number],
        ],
      },
      ...perContract,
      {
        kind: 'info',
        title: t.summaryBlock,
        pairs: [
          [t.paidInYearAllContracts(year), formatMoney(totalReceived(source.payments))],
          [t.returnSection, t.returnSectionValue],
          [t.paidUntilYearEnd(year - 1), formatMoney(paidUntilYearEnd(source.installments, year - 1))],
          [t.paidUntilYearEnd(year), formatMoney(paidUntilYearEnd(source.installments, year))],
        ],
      },
    ],
    footer: t.footer(company.name, year, when),
  };
}
