import { notFound } from '../../../app-error';
import type { Db } from '../../../db/database';
import type { Caller } from '../../../security/caller';
import {
  type ContractOwner,
  type ContractTermsRow,
  selectDocumentContract,
  selectOwnedContract,
} from './queries';

export type { ContractOwner };

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
  /** Its rate, whether it may be paid ahead and its correction index (product rule §8). */
  readonly terms: ContractTermsRow;
}

/** A contract the caller may read, with what the documents need about it. */
export interface OwnedContract {
  readonly id: number;
  readonly customerId: number;
  readonly companyId: number;
  readonly enterpriseId: number;
  readonly document: string;
  readonly contractDate: string;
  readonly monetaryUnit: string;
}

/**
 * The caller's contract `billId` with its company and enterprise, in one query that is also the
 * ownership check: null for a contract that does not exist and for one of another customer alike, so
 * bill numbers cannot be probed. Administrators hold no contracts.
 */
export async function documentContract(
  db: Db,
  caller: ContractOwner,
  billId: number,
): Promise<DocumentContract | null> {
  return (await selectDocumentContract(db, caller, billId)) ?? null;
}

/**
 * The caller's contract `billId`, or 404 — the same answer for a contract that does not exist and one
 * of another customer, so bill numbers cannot be probed. Administrators hold no contracts.
 */
export async function ownedContract(db: Db, caller: Caller, billId: number): Promise<OwnedContract> {
  const row = await selectOwnedContract(db, caller, billId);
  if (!row) throw notFound();
  return row;
}

/** A contract's rate, whether it may be paid ahead and its correction index (product rule §8). */
export type { ContractTermsRow } from './queries';
