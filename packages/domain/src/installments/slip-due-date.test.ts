import { describe, expect, it } from 'vitest';
import { slipDueDate } from './slip-due-date';

describe('slipDueDate', () => {
  it('keeps a due date that is today or later', () => {
    expect(slipDueDate('2026-11-25', '2026-11-23')).toBe('2026-11-25');
    expect(slipDueDate('2026-11-23', '2026-11-23')).toBe('2026-11-23');
  });

  it('charges a passed due date today', () => {
    expect(slipDueDate('2026-10-05', '2026-11-23')).toBe('2026-11-23');
  });
});
