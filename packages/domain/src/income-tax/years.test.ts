import { describe, expect, it } from 'vitest';
import { incomeTaxYears } from './years';

// The product's "today" of the rule's example: 27 November 2026, so 2025 is the last complete year.
const now = new Date('2026-11-27T12:00:00Z');

describe('incomeTaxYears', () => {
  it('runs from the contract start to the last complete year, newest first', () => {
    expect(incomeTaxYears('2022-08-01T13:00:00Z', now)).toEqual([2025, 2024, 2023, 2022]);
    expect(incomeTaxYears('2024-01-01', now, { order: 'asc' })).toEqual([2024, 2025]);
    expect(incomeTaxYears('2025-07-10', now)).toEqual([2025]);
  });

  it('offers nothing for a contract that started this year or later', () => {
    expect(incomeTaxYears('2026-01-10', now)).toEqual([]);
    expect(incomeTaxYears('2027-01-01', now)).toEqual([]);
  });

  it('offers the last complete year for an invalid start', () => {
    expect(incomeTaxYears('', now)).toEqual([2025]);
    expect(incomeTaxYears(null, now)).toEqual([2025]);
  });

  it('turns the year at midnight in São Paulo, not in UTC', () => {
    // 1 January 2027 at 02:00 UTC is still 31 December 2026 in São Paulo.
    expect(incomeTaxYears('2024-03-01', new Date('2027-01-01T02:00:00Z'))).toEqual([2025, 2024]);
    expect(incomeTaxYears('2024-03-01', new Date('2027-01-01T03:00:00Z'))).toEqual([2026, 2025, 2024]);
  });
});
