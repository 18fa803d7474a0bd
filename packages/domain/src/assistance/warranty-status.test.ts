import { describe, expect, it } from 'vitest';
import { warrantyStatus, warrantyUntil } from './warranty-status';
import { DEFAULT_WARRANTY_TABLE, type WarrantySystem, warrantyTableProblem } from './warranty-table';

describe('warrantyUntil (Civil Code art. 132)', () => {
  it('ends a period of years on the day of the same number', () => {
    expect(warrantyUntil('2024-03-15', { unit: 'year', count: 5 })).toBe('2029-03-15');
  });

  it('ends a year from 29 February on 1 March when the year has no 29 February', () => {
    expect(warrantyUntil('2024-02-29', { unit: 'year', count: 1 })).toBe('2025-03-01');
    expect(warrantyUntil('2024-02-29', { unit: 'year', count: 4 })).toBe('2028-02-29');
  });

  it('ends a month from 31 January on 1 March, and crosses the year end', () => {
    expect(warrantyUntil('2025-01-31', { unit: 'month', count: 1 })).toBe('2025-03-01');
    expect(warrantyUntil('2025-11-30', { unit: 'month', count: 3 })).toBe('2026-03-01');
    expect(warrantyUntil('2025-12-31', { unit: 'month', count: 2 })).toBe('2026-03-01');
    expect(warrantyUntil('2025-10-31', { unit: 'month', count: 1 })).toBe('2025-12-01');
    expect(warrantyUntil('2025-11-30', { unit: 'month', count: 1 })).toBe('2025-12-30');
  });

  it('counts days leaving the handover day out (90 days across a leap February)', () => {
    expect(warrantyUntil('2024-01-01', { unit: 'day', count: 90 })).toBe('2024-03-31');
    expect(warrantyUntil('2025-01-01', { unit: 'day', count: 90 })).toBe('2025-04-01');
    expect(warrantyUntil('2025-12-15', { unit: 'day', count: 90 })).toBe('2026-03-15');
  });

  it('refuses an invalid handover date or period', () => {
    expect(() => warrantyUntil('2025-02-29', { unit: 'year', count: 1 })).toThrow(RangeError);
    expect(() => warrantyUntil('2025-01-01', { unit: 'year', count: 1.5 })).toThrow(RangeError);
  });
});

describe('warrantyStatus', () => {
  const table = DEFAULT_WARRANTY_TABLE;

  it('is within up to and including the last day, out the day after', () => {
    expect(warrantyStatus('paint', '2024-06-10', '2025-06-10', table)).toEqual({
      within: true,
      until: '2025-06-10',
    });
    expect(warrantyStatus('paint', '2024-06-10', '2025-06-11', table)).toEqual({
      within: false,
      until: '2025-06-10',
    });
  });

  it('gives each system its own period', () => {
    const today = '2027-01-01';
    expect(warrantyStatus('structure', '2024-06-10', today, table)?.within).toBe(true);
    expect(warrantyStatus('electrical', '2024-06-10', today, table)?.within).toBe(true);
    expect(warrantyStatus('coatings', '2024-06-10', today, table)?.within).toBe(false);
    expect(warrantyStatus('visible_defects', '2024-06-10', today, table)).toEqual({
      within: false,
      until: '2024-09-08',
    });
  });

  it('is null for a system the table does not have, or a bad date', () => {
    expect(warrantyStatus('pool', '2024-06-10', '2025-01-01', table)).toBeNull();
    expect(warrantyStatus('paint', '2024-13-10', '2025-01-01', table)).toBeNull();
    expect(warrantyStatus('paint', '2024-06-10', 'today', table)).toBeNull();
  });

  it("reads a company's own table", () => {
    const own: WarrantySystem[] = [{ key: 'paint', label: 'Pintura', unit: 'month', count: 18 }];
    expect(warrantyStatus('paint', '2024-06-10', '2025-12-10', own)).toEqual({
      within: true,
      until: '2025-12-10',
    });
  });
});

describe('warrantyTableProblem', () => {
  it('accepts the default table', () => {
    expect(warrantyTableProblem(DEFAULT_WARRANTY_TABLE)).toBeNull();
  });

  it('names what is wrong with an override, in Portuguese', () => {
    expect(warrantyTableProblem([])).toMatch(/de 1 a 60 sistemas/);
    expect(
      warrantyTableProblem([
        { key: 'paint', label: 'Pintura', unit: 'year', count: 1 },
        { key: 'paint', label: 'Pintura', unit: 'year', count: 2 },
      ]),
    ).toMatch(/repetido/);
    expect(warrantyTableProblem([{ key: 'Paint!', label: 'Pintura', unit: 'year', count: 1 }])).toMatch(
      /Chave de sistema inválida/,
    );
    expect(warrantyTableProblem([{ key: 'paint', label: ' ', unit: 'year', count: 1 }])).toMatch(/nome/);
    expect(warrantyTableProblem([{ key: 'paint', label: 'Pintura', unit: 'year', count: 0 }])).toMatch(
      /Prazo/,
    );
    expect(warrantyTableProblem([{ key: 'paint', label: 'Pintura', unit: 'year', count: 21 }])).toMatch(
      /Prazo/,
    );
  });
});
