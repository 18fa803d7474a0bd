import type { Mailer } from './mailer';

/**
 * A subject that names the company (product rule §3): `<subject> | <company>`, so a buyer's inbox
 * says who writes even when the portal's name is generic. A
 * subject that already names the company is left as it is; line breaks and runs of blanks become one
 * space (a subject is one header line).
 */
export function subjectWithCompany(subject: string, companyName: string): string {
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
  const company = clean(companyName);
  const base = clean(subject);
  if (!company || base.includes(company)) return base;
  return `${base} | ${company}`;
}

/**
 * The mailer every service uses, with the company's name in each subject: applied once where the
 * server builds its mailer, so every template, present and future, gets it without asking.
 */
export function withCompanyInSubjects(mailer: Mailer, companyName: string): Mailer {
  const named = <T extends { subject: string }>(message: T): T => ({
    ...message,
    subject: subjectWithCompany(message.subject, companyName),
  });
  return {
    transport: mailer.transport,
    send: (message) => mailer.send(named(message)),
    sendNow: (message) => mailer.sendNow(named(message)),
    retryKept: () => mailer.retryKept(),
    close: () => mailer.close(),
  };
}
