import { yearEnd } from '@portal/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { companies, enterprises } from '../../db/schema/enterprises';
import { contracts, installments, units } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';
import { callerContracts } from './scope';

/** A payment received in the year, as the income-tax statement lists it. */
export interface IncomeTaxPayment {
  readonly contractId: number;
  readonly number: number;
  readonly dueDate: string;
  readonly receiptDate: string | null;
  readonly receiptCents: number | null;
}

/** Everything the income-tax statement of one company and year is built from. */
export interface IncomeTaxSource {
  readonly year: number;
  readonly company: { readonly name: string; readonly cnpj: string; readonly address: string };
  /** The caller's contracts with the company signed by the end of the year, in id order. */
  readonly contracts: readonly {
    readonly id: number;
    readonly document: string;
    readonly contractDate: string;
    readonly enterprise: string;
  }[];
  /** Payments received during the year, by contract and installment number. */
  readonly payments: readonly IncomeTaxPayment[];
  /** Every installment of those contracts, for the balance owed on 31 December. */
  readonly installments: readonly {
    readonly contractId: number;
    readonly adjustedCents: number;
    readonly receiptDate: string | null;
    readonly receiptCents: number | null;
  }[];
  readonly units: readonly { readonly contractId: number | null; readonly name: string }[];
}

/**
 * Reads the caller's contracts with one company signed by the end of `year` (with the company, in the
 * same query), then their payments of the year, installments and units. None → GET-INCOME-TAX-404.
 */
export async function loadIncomeTaxSource(
  ctx: AppContext,
  caller: Caller,
  query: { companyId: number; year: number },
): Promise<IncomeTaxSource> {
  const end = yearEnd(query.year);
  const owned = await ctx.db
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
    .where(
      and(
        callerContracts(caller),
        eq(contracts.companyId, query.companyId),
        lte(contracts.contractDate, end),
      ),
    )
    .orderBy(asc(contracts.id));
  const company = owned[0]?.company;
  if (!company) throw new AppError(404, 'GET-INCOME-TAX-404');
  const ids = owned.map((c) => c.id);
  const [payments, all, unitRows] = await Promise.all([
    ctx.db
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
          inArray(installments.contractId, ids),
          gte(installments.receiptDate, `${query.year}-01-01`),
          lte(installments.receiptDate, end),
        ),
      )
      .orderBy(asc(installments.contractId), asc(installments.number)),
    ctx.db
      .select({
        contractId: installments.contractId,
        adjustedCents: installments.adjustedCents,
        receiptDate: installments.receiptDate,
        receiptCents: installments.receiptCents,
      })
      .from(installments)
      .where(inArray(installments.contractId, ids)),
    ctx.db
      .select({ contractId: units.contractId, name: units.name })
      .from(units)
      .where(inArray(units.contractId, ids)),
  ]);
  return {
    year: query.year,
    company,
    contracts: owned.map(({ company: _, ...contract }) => contract),
    payments,
    installments: all,
    units: unitRows,
  };
}
