import { formatDateBr } from '@portal/domain';

/** "dd/mm/yyyy às hh:mm" on the São Paulo clock: when a document was generated. */
export function generatedAt(now: Date): string {
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  return `${formatDateBr(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now))} às ${time}`;
}
