import { formatDateBr, todayIso } from '@portal/domain';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { AssistanceVisitView } from './assistance-types';

/** The São Paulo day of an instant, 'dd/mm/aaaa' ('-' for anything that is not a date). */
export function dayOf(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '-' : formatDateBr(todayIso(date));
}

/** A visit as people read it: '03/12/2026, das 08:00 às 12:00'. */
export function visitText(visit: AssistanceVisitView): string {
  return t.detail.visitWindow(formatDateBr(visit.date), visit.start, visit.end);
}
