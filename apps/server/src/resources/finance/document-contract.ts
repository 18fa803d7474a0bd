import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, enterprises } from '../../db/schema/enterprises';
import { contracts } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';
import { callerContracts } from './scope';

/** The selling company of a contract, with the bank data its slips carry. */
export interface DocumentCompany {
  readonly name: string;
  readonly cnpj: string;
  readonly address: string;
  readonly city: string;
  readonly bankCode: string;
  readonly agency: string;
  readonly account: string;
  readonly convenio: string;
  readonly carteira: string;
  readonly pixKey: string;
}

/** One of the caller's contracts with everything its documents print about it. */
export interface DocumentContract {
  readonly id: number;
  readonly customerId: number;
  readonly document: string;
  readonly contractDate: string;
  readonly monetaryUnit: string;
  readonly company: DocumentCompany;
  readonly enterpriseName: string;
}

/**
 * The caller's contract `billId` with its company and enterprise, in one query that is also the
 * ownership check: null for a contract that does not exist and for one of another customer alike, so
 * bill numbers cannot be probed. Administrators hold no contracts.
 */
export async function documentContract(
  db: Db,
  caller: Caller,
  billId: number,
): Promise<DocumentContract | null> {
  const [row] = await db
    .select({
      id: contracts.id,
      customerId: contracts.customerId,
      document: contracts.document,
      contractDate: contracts.contractDate,
      monetaryUnit: contracts.monetaryUnit,
      enterpriseName: enterprises.name,
      company: {
        name: companies.name,
        cnpj: companies.cnpj,
        address: companies.address,
        city: companies.city,
        bankCode: companies.bankCode,
        agency: companies.agency,
        account: companies.account,
        convenio: companies.convenio,
        carteira: companies.carteira,
        pixKey: companies.pixKey,
      },
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(callerContracts(caller, billId));
  return row ?? null;
}
