import { type YearOrder, yearsSince } from '../dates/year-range';

/**
 * Years offered by the income-tax panel (spec section 2): from the year the customer was created
 * (`created_at`, ISO date or timestamp) up to the current year, newest first unless `order: 'asc'`.
 * A creation after now or an invalid creation date gives just the current year.
 */
export function incomeTaxYears(
  customerCreatedAt: unknown,
  now: Date,
  options: { timeZone?: string; order?: YearOrder } = {},
): number[] {
  return yearsSince(customerCreatedAt, now, options);
}
