import { formatCpfCnpj } from '@portal/domain';
import { messages } from '../../../messages/pt-BR';

/** Who a document is for: the caller's name and CPF or CNPJ. */
export interface DocumentPayer {
  readonly name: string;
  readonly cpf: string | null;
  readonly cnpj: string | null;
}

/** The label and formatted number of the payer's document: a person's CPF, else the company's CNPJ. */
export function payerDocument(payer: DocumentPayer): { label: string; number: string } {
  const t = messages.documents;
  return payer.cpf
    ? { label: t.cpfLabel, number: formatCpfCnpj(payer.cpf) }
    : { label: t.cnpjLabel, number: formatCpfCnpj(payer.cnpj ?? '') };
}
