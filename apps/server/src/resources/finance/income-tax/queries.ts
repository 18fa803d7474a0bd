import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { companies, enterprises } from '../../../db/schema/enterprises';
import { contracts, installments, units } from '../../../db/schema/finance';
import type { Caller } from '../../../security/caller';
import { callerContracts } from '../contracts/queries';

/** The caller's contracts with one company signed by `end` (an ISO date), each with the company, in id order. */
export function selectCompanyContracts(ctx: AppContext, caller: Caller, companyId: number, end: string) {
  return ctx.db
    .select({
      id: contracts.id,
      document: contracts.document,
      contractDate: contracts.contractDate,
      enterprise: enterprises.name,
      company: { name: companies.name, cnpj: companies.cnpj, address: companies.address },
    })
    .from(contracts)
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .where(and(callerContracts(caller), eq(contracts.companyId, companyId), lte(contracts.contractDate, end)))
    .orderBy(asc(contracts.id));
}

/** Payments received from `start` to `end` (ISO dates) on these contracts, by contract and number. */
export function selectPayments(ctx: AppContext, contractIds: number[], start: string, end: string) {
  return ctx.db
    .select({
      contractId: installments.contractId,
      number: installments.number,
      dueDate: installments.dueDate,
      receiptDate: installments.receiptDate,
      receiptCents: installments.receiptCents,
    })
    .from(installments)
    .where(
      and(
        inArray(installments.contractId, contractIds),
        gte(installments.receiptDate, start),
        lte(installments.receiptDate, end),
      ),
    )
    .orderBy(asc(installments.contractId), asc(installments.number));
}

/** Every installment of these contracts: adjusted value and receipt, for the balance at a year's end. */
export function selectContractInstallments(ctx: AppContext, contractIds: number[]) {
  return ctx.db
    .select({
      contractId: installments.contractId,
      adjustedCents: installments.adjustedCents,
      receiptDate: installments.receiptDate,
      receiptCents: installments.receiptCents,
    })
    .from(installments)
    .where(inArray(installments.contractId, contractIds));
}

/** The units of these contracts. */
export function selectContractUnits(ctx: AppContext, contractIds: number[]) {
  return ctx.db
    .select({ contractId: units.contractId, name: units.name })
    .from(units)
    .where(inArray(units.contractId, contractIds));
}
