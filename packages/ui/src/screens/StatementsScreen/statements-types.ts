import type { ContractSummary } from '@portal/domain';

/** One contract of the statements list, in the API's shape (spec section 3, statement summary item). */
export interface StatementSummaryItem {
  bill_id: number;
  company: { id?: number; name: string };
  enterprise?: { id?: number; name: string };
  unit: ReadonlyArray<{ name: string }>;
}

/** What the Boleto panel of one card shows (the portal drives it while it looks the slip up). */
export type SlipPanelState =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** Number of the installment of the slip ('A 17ª parcela…'). */
      installmentNumber: number;
      /** ISO due date of the installment itself; its month names the period ('…do período de março…'). */
      periodDate: string;
      /** ISO due date the slip charges ('Vencimento'): today for an overdue installment. */
      dueDate: string;
      /** What the slip charges, in cents (fine and interest included when overdue). */
      amountCents: number;
      /** The 47-digit digitable line, formatted. */
      digitableLine: string;
      /** PIX copia e cola payload of the same slip, when the bank offers one. */
      pixCode?: string;
      isDownloading?: boolean;
    }
  /** No payable slip this month: 'O boleto mais recente deste empreendimento foi quitado.' */
  | { status: 'paid'; message: string }
  /** Lookup failed ('Erro ao procurar boleto mais recente.', 'Boleto indisponível'). */
  | { status: 'error'; message: string };

/** The money summary of one card while its installments load, after they fail, and once read. */
export type ContractSummaryState =
  | { status: 'loading' }
  /** `message` replaces 'Não foi possível carregar o resumo deste contrato.' when given. */
  | { status: 'error'; message?: string }
  | { status: 'ready'; summary: ContractSummary };

/** What the income-tax panel of one card shows. */
export interface IncomeTaxPanelState {
  isDownloading?: boolean;
  /** Outcome text after a download attempt, with its tone. */
  message?: string;
  tone?: 'success' | 'error';
}

/** The title of a card: 'company name - first unit name' (just the company when there is no unit). */
export function statementTitle(item: StatementSummaryItem): string {
  const unit = item.unit[0]?.name;
  return unit ? `${item.company.name} - ${unit}` : item.company.name;
}
