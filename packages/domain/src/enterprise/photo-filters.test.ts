import { describe, expect, it } from 'vitest';
import { photoUploadMonths, statusPhotoFilterOptions, statusPhotoYears } from './photo-filters';

const now = new Date('2026-11-22T12:00:00Z');

describe('status-photo filters', () => {
  it('offers the years since the enterprise creation', () => {
    expect(statusPhotoYears('2024-03-15', now)).toEqual([2026, 2025, 2024]);
    expect(statusPhotoYears('2024-03-15', now, { order: 'asc' })).toEqual([2024, 2025, 2026]);
    expect(statusPhotoYears(undefined, now)).toEqual([2026]);
  });

  it('offers years and the twelve months together', () => {
    const options = statusPhotoFilterOptions('2025-01-01', now);
    expect(options.years).toEqual([2026, 2025]);
    expect(options.months).toHaveLength(12);
    expect(options.months[2]).toEqual({ value: 3, label: 'Março' });
  });

  it('offers every year that has photos, also before the creation or without one (spec section 9)', () => {
    expect(statusPhotoYears(undefined, now, { photoYears: [2023, 2025] })).toEqual([2026, 2025, 2024, 2023]);
    expect(statusPhotoYears('2025-06-01', now, { photoYears: [2024] })).toEqual([2026, 2025, 2024]);
    expect(statusPhotoYears('2025-06-01', now, { photoYears: [2027], order: 'asc' })).toEqual([
      2025, 2026, 2027,
    ]);
    expect(statusPhotoYears('2025-06-01', now, { photoYears: [Number.NaN, 20261, 2025.5] })).toEqual([
      2026, 2025,
    ]);
    expect(statusPhotoFilterOptions(null, now, { photoYears: [2022] }).years).toEqual([
      2026, 2025, 2024, 2023, 2022,
    ]);
  });
});

describe('photoUploadMonths', () => {
  it('offers the current month first, back to January of the oldest year, never a future month', () => {
    const months = photoUploadMonths([2026, 2025, 2030], now);
    expect(months[0]).toEqual({ year: 2026, month: 11 });
    expect(months[1]).toEqual({ year: 2026, month: 10 });
    expect(months.at(-1)).toEqual({ year: 2025, month: 1 });
    expect(months).toHaveLength(23);
  });

  it('reads the month in São Paulo: 1 December 01:00 UTC is still November there', () => {
    expect(photoUploadMonths([], new Date('2026-12-01T01:00:00Z'))[0]).toEqual({ year: 2026, month: 11 });
    expect(photoUploadMonths([], new Date('2026-12-01T01:00:00Z'), 'UTC')[0]).toEqual({
      year: 2026,
      month: 12,
    });
  });
});
