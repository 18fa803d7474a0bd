import { inArray, sql } from 'drizzle-orm';
import { companies, enterprises } from '../../../db/schema/enterprises';
import { contracts, installments } from '../../../db/schema/finance';
import { customers } from '../../../db/schema/people';
import { chunks } from '../batch/chunks';
import type { Tx } from '../batch/transaction';

/** Values per `in (...)` look-up. */
const LOOKUP_CHUNK = 5000;

/** Runs a look-up over many values, `LOOKUP_CHUNK` at a time. */
async function lookUp<T>(values: readonly string[], query: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(values)];
  const found: T[] = [];
  for (const chunk of chunks(unique, LOOKUP_CHUNK)) found.push(...(await query(chunk)));
  return found;
}

/** Ids of the rows of a table that carry the given ERP ids. */
export async function idsByExternalId(
  tx: Tx,
  entity: 'companies' | 'enterprises',
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  const table = entity === 'companies' ? companies : enterprises;
  const rows = await lookUp(externalIds, (chunk) =>
    tx
      .select({ id: table.id, externalId: table.externalId })
      .from(table)
      .where(inArray(table.externalId, chunk)),
  );
  return new Map(rows.map((row) => [row.externalId ?? '', row.id]));
}

/** A customer already in the base, found by its ERP id or by its CPF/CNPJ. */
export interface ExistingCustomer {
  readonly id: number;
  readonly externalId: string | null;
  readonly cpf: string | null;
  readonly cnpj: string | null;
}

/** Customers that carry one of the ERP ids, or one of the CPFs or CNPJs. */
export async function existingCustomers(
  tx: Tx,
  externalIds: readonly string[],
  cpfs: readonly string[],
  cnpjs: readonly string[],
): Promise<ExistingCustomer[]> {
  const columns = {
    id: customers.id,
    externalId: customers.externalId,
    cpf: customers.cpf,
    cnpj: customers.cnpj,
  };
  const byId = await lookUp(externalIds, (chunk) =>
    tx.select(columns).from(customers).where(inArray(customers.externalId, chunk)),
  );
  const byCpf = await lookUp(cpfs, (chunk) =>
    tx.select(columns).from(customers).where(inArray(customers.cpf, chunk)),
  );
  const byCnpj = await lookUp(cnpjs, (chunk) =>
    tx.select(columns).from(customers).where(inArray(customers.cnpj, chunk)),
  );
  return [...new Map([...byId, ...byCpf, ...byCnpj].map((row) => [row.id, row])).values()];
}

/** A contract already in the base: its id and the ERP id of its enterprise (null for a demo one). */
export interface ExistingContract {
  readonly id: number;
  readonly enterpriseExternalId: string | null;
}

/** Contracts that carry one of the ERP ids. */
export async function existingContracts(
  tx: Tx,
  externalIds: readonly string[],
): Promise<Map<string, ExistingContract>> {
  const rows = await lookUp(externalIds, (chunk) =>
    tx
      .select({
        id: contracts.id,
        externalId: contracts.externalId,
        enterpriseExternalId: enterprises.externalId,
      })
      .from(contracts)
      .innerJoin(enterprises, sql`${enterprises.id} = ${contracts.enterpriseId}`)
      .where(inArray(contracts.externalId, chunk)),
  );
  return new Map(
    rows.map((row) => [row.externalId ?? '', { id: row.id, enterpriseExternalId: row.enterpriseExternalId }]),
  );
}

/** An installment already in the base, as the number check needs it. */
export interface ExistingInstallment {
  readonly id: number;
  readonly externalId: string | null;
  readonly contractId: number;
  readonly number: number;
}

/** Installments of the given contracts, and those that carry one of the ERP ids. */
export async function existingInstallments(
  tx: Tx,
  contractIds: readonly number[],
  externalIds: readonly string[],
): Promise<ExistingInstallment[]> {
  const columns = {
    id: installments.id,
    externalId: installments.externalId,
    contractId: installments.contractId,
    number: installments.number,
  };
  const byContract: ExistingInstallment[] = [];
  for (const chunk of chunks([...new Set(contractIds)], LOOKUP_CHUNK)) {
    byContract.push(
      ...(await tx.select(columns).from(installments).where(inArray(installments.contractId, chunk))),
    );
  }
  const byId = await lookUp(externalIds, (chunk) =>
    tx.select(columns).from(installments).where(inArray(installments.externalId, chunk)),
  );
  return [...new Map([...byContract, ...byId].map((row) => [row.id, row])).values()];
}
