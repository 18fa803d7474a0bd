/** Months counted from year 0 (`year * 12 + month - 1`), so month arithmetic is plain integer math. */
export type MonthIndex = number;

/** The month index of an ISO date or a (year, month) pair. */
export function monthIndexOf(iso: string): MonthIndex {
  return Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
}

/** ISO date of `day` in month `index` (day ≤ 28 always exists). */
export function isoOf(index: MonthIndex, day: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Year and month (1–12) of a month index. */
export function yearMonthOf(index: MonthIndex): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
