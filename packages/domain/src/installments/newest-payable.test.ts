import { describe, expect, it } from 'vitest';
import { findNewestPayableSlip } from './newest-payable';

const now = new Date('2026-11-22T12:00:00Z');

describe('findNewestPayableSlip', () => {
  it('returns the first payable installment due this month', () => {
    const rows = [
      { id: 1, status: 'paid', due_date: '2026-11-10' },
      { id: 2, status: 'payable', due_date: '2026-12-10' },
      { id: 3, status: 'payable', due_date: '2025-11-10' },
      { id: 4, status: 'payable', due_date: '2026-11-30' },
      { id: 5, status: 'payable', due_date: '2026-11-05' },
    ];
    expect(findNewestPayableSlip(rows, now)?.id).toBe(4);
  });

  it('returns null when nothing is payable this month', () => {
    expect(findNewestPayableSlip([], now)).toBeNull();
    expect(
      findNewestPayableSlip(
        [
          { status: 'due', due_date: '2026-11-01' },
          { status: 'payable', due_date: 'not a date' },
          { status: 'payable' },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('reads the current month in São Paulo', () => {
    // 1 December 01:00 UTC is still 30 November in São Paulo.
    const edge = new Date('2026-12-01T01:00:00Z');
    const rows = [{ status: 'payable', due_date: '2026-11-28T00:00:00Z' }];
    expect(findNewestPayableSlip(rows, edge)).toBe(rows[0]);
    expect(findNewestPayableSlip(rows, edge, 'UTC')).toBeNull();
  });
});
