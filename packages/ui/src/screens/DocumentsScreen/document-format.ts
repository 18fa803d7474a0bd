import { formatDateBr, todayIso } from '@portal/domain';

/** The São Paulo day of an instant, 'dd/mm/aaaa' ('-' for anything that is not a date). */
export function dayOf(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '-' : formatDateBr(todayIso(date));
}
