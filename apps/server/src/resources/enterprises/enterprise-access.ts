import type { Caller } from '../../security/caller';

/**
 * What an enterprise read depends on about the caller, as the reads' `VISIBLE` condition decides it
 * (queries.ts): an administrator sees every enterprise (one answer for all of them), a
 * customer those where they hold a unit.
 */
export function enterpriseScope(caller: Caller): string {
  return caller.type === 'admin' ? 'admin' : `customer-${caller.customerId}`;
}
