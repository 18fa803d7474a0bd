import type { ImportRowError } from '@portal/api';
import { IMPORT_MESSAGES } from '@portal/domain';
import type { ReadRows } from '../batch/validate-rows';
import type { ExistingContract, ExistingCustomer, ExistingInstallment } from './queries';

/** A row of the base without ERP id that takes the ERP id of a batch row (keeping its id and history). */
export interface Adoption {
  readonly id: number;
  readonly externalId: string;
}

/**
 * CPF/CNPJ: the same person keeps one row. A base row without ERP id is adopted (and `customerIds`
 * learns it); one with another id is a conflict, reported in `errors`.
 */
export function customerAdoptions(
  rows: ReadRows,
  found: readonly ExistingCustomer[],
  customerIds: Map<string, number>,
  errors: ImportRowError[],
): Adoption[] {
  const byDocument = new Map<string, ExistingCustomer>();
  for (const row of found) {
    if (row.cpf) byDocument.set(`cpf:${row.cpf}`, row);
    if (row.cnpj) byDocument.set(`cnpj:${row.cnpj}`, row);
  }
  const adoptions: Adoption[] = [];
  rows.customers.forEach((row, index) => {
    if (!row || (!row.cpf && !row.cnpj)) return;
    const holder = byDocument.get(row.cpf ? `cpf:${row.cpf}` : `cnpj:${row.cnpj}`);
    if (!holder || holder.externalId === row.externalId) return;
    if (holder.externalId === null && !customerIds.has(row.externalId)) {
      adoptions.push({ id: holder.id, externalId: row.externalId });
      customerIds.set(row.externalId, holder.id);
      return;
    }
    errors.push({
      entity: 'customers',
      row: index + 1,
      field: 'cpf_cnpj',
      message: IMPORT_MESSAGES.documentTaken(holder.externalId ?? '—'),
    });
  });
  return adoptions;
}

/**
 * Installment numbers: one per contract. Only contracts already in the base can hold a conflicting row
 * (`existing`: their installments, and those carrying the batch's ERP ids): one without ERP id is
 * adopted, one with another id is a conflict, reported in `errors`.
 */
export function installmentAdoptions(
  rows: ReadRows,
  contracts: ReadonlyMap<string, ExistingContract>,
  existing: readonly ExistingInstallment[],
  errors: ImportRowError[],
): Adoption[] {
  const bySlot = new Map(existing.map((row) => [`${row.contractId}:${row.number}`, row]));
  const withId = new Set(existing.flatMap((row) => (row.externalId ? [row.externalId] : [])));
  const adoptions: Adoption[] = [];
  rows.installments.forEach((row, index) => {
    if (!row) return;
    const contract = contracts.get(row.contractRef);
    if (!contract) return;
    const holder = bySlot.get(`${contract.id}:${row.number}`);
    if (!holder || holder.externalId === row.externalId) return;
    if (holder.externalId === null && !withId.has(row.externalId)) {
      adoptions.push({ id: holder.id, externalId: row.externalId });
      return;
    }
    errors.push({
      entity: 'installments',
      row: index + 1,
      field: 'number',
      message: IMPORT_MESSAGES.numberTaken,
    });
  });
  return adoptions;
}
