import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';

const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 0 });

/** A median in days, '12,5 dias'; 'Sem dados' when nothing closed. */
export function daysText(days: number | null): string {
  return days === null ? s.report.noneYet : s.report.days(oneDecimal.format(days));
}

/** A mean rating, '4,3 de 5 (12 avaliações)'; 'Sem dados' when nobody rated. */
export function ratingText(average: number | null, count: number): string {
  return average === null ? s.report.noneYet : s.report.ratingValue(oneDecimal.format(average), count);
}
