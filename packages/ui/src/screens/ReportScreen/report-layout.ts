import type { ReportLayout } from './report-types';

/** The heading texts every report block of the messages module has. */
export interface ReportTexts {
  title: string;
  subtitle: string;
  caption: string;
}

/** Title, subtitle, table caption and period label of a report, from its messages block. */
export function reportHeading(
  texts: ReportTexts,
  periodLabel?: string,
): Pick<ReportLayout<unknown, never>, 'title' | 'subtitle' | 'caption' | 'periodLabel'> {
  return { title: texts.title, subtitle: texts.subtitle, caption: texts.caption, periodLabel };
}

/** Row key of a login-history record: the moment and e-mail, plus the position for exact repeats. */
export function loginRowKey(row: { date: string; email: string }, index: number): string {
  return `${row.date}-${row.email}-${index}`;
}

/** Row key of a generated slip or statement: contract and record identifier, plus the position. */
export function generationRowKey(row: { contract_id: number; name: string }, index: number): string {
  return `${row.contract_id}-${row.name}-${index}`;
}
