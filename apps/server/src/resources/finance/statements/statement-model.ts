import {
  correctionIndexLabel,
  formatCpfCnpj,
  formatDateBr,
  formatMoney,
  installmentStatusLabel,
  statementTotals,
} from '@portal/domain';
import { messages } from '../../../messages/pt-BR';
import type { FramedDocumentModel } from '../../../pdf/framed-document';
import { type DocumentPayer, payerDocument } from '../contracts/document-payer';
import { generatedAt } from '../contracts/generated-at';
import type { StatementSource } from './statement-source';

/** The statement PDF's content, and the totals its 'Extratos gerados' record keeps. */
export interface StatementModel {
  readonly document: FramedDocumentModel;
  readonly paidCents: number;
  readonly owedCents: number;
}

/**
 * Builds the statement of one bill ('Extrato financeiro'): company, customer, document, units and
 * correction index; every installment; totals paid and the saldo devedor — what settles the contract
 * today, future installments at present value (product rule §8), the screen's figure; generation date.
 * Pure.
 */
export function buildStatementModel(
  source: StatementSource,
  parties: { readonly payer: DocumentPayer; readonly brandName: string; readonly now: Date },
): StatementModel {
  const t = messages.documents.statement;
  const notAvailable = messages.documents.notAvailable;
  const { contract, installments: rows } = source;
  const unit = contract.monetaryUnit;
  const totals = statementTotals(rows, { ...source.terms, today: source.today });
  const when = generatedAt(parties.now);
  const payer = payerDocument(parties.payer);
  const c = t.columns;
  return {
    paidCents: totals.paidCents,
    owedCents: totals.owedCents,
    document: {
      title: t.title,
      issuer: parties.brandName,
      subtitle: t.subtitle(when),
      sections: [
        {
          kind: 'info',
          title: t.contractBlock,
          pairs: [
            [t.customer, parties.payer.name],
            [payer.label, payer.number],
            // The company's CNPJ on its own: beside the name it did not fit the half-width column and was cut.
            [t.division, contract.company.name],
            [t.divisionCnpj, formatCpfCnpj(contract.company.cnpj)],
            [t.document, contract.document],
            [t.contractDate, formatDateBr(contract.contractDate)],
            [t.enterprise, contract.enterpriseName],
            [t.units, source.units.join(', ') || notAvailable],
            [t.positionAt, formatDateBr(source.today)],
            [t.correctionIndex, correctionIndexLabel(source.terms.correctionIndex).label],
          ],
        },
        {
          kind: 'table',
          columns: [
            { title: c.number, width: 38, align: 'center' },
            { title: c.dueDate, width: 54 },
            { title: c.status, width: 44 },
            { title: c.original, width: 60, align: 'right' },
            { title: c.adjusted, width: 62, align: 'right' },
            { title: c.balance, width: 62, align: 'right' },
            { title: c.receiptDate, width: 54 },
            { title: c.receipt, width: 60, align: 'right' },
            { title: c.receiptNet, width: 89, align: 'right' },
          ],
          rows: rows.map((r) => [
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
        },
        {
          kind: 'info',
          title: t.totalsBlock,
          pairs: [
            [t.totalPaid, formatMoney(totals.paidCents, unit)],
            [t.owed, formatMoney(totals.owedCents, unit)],
            [t.paidCount, t.paidOf(totals.paidCount, totals.count)],
            [t.overdueCount, String(totals.overdueCount)],
            [t.discount, formatMoney(-totals.discountCents, unit)],
            [t.validFor, formatDateBr(totals.validFor)],
          ],
        },
      ],
      footer: t.footer(parties.brandName, contract.document, when),
    },
  };
}
