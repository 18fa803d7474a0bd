import { describe, expect, it } from 'vitest';
import { incomeTaxYears } from './years';

const now = new Date('2026-11-22T12:00:00Z');

describe('incomeTaxYears', () => {
  it('runs from the creation year to the current year, newest first', () => {
    expect(incomeTaxYears('2022-08-01T13:00:00Z', now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(incomeTaxYears('2024-01-01', now, { order: 'asc' })).toEqual([2024, 2025, 2026]);
  });

  it('offers only the current year for a future or invalid creation date', () => {
    expect(incomeTaxYears('2027-01-01', now)).toEqual([2026]);
    expect(incomeTaxYears('', now)).toEqual([2026]);
    expect(incomeTaxYears(null, now)).toEqual([2026]);
  });
});
