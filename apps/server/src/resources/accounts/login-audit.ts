import type { Database } from '../../db/database';
import { statement } from '../../db/statements';

/** One login attempt to record. */
export interface LoginAttempt {
  readonly at: Date;
  readonly ip: string;
  /** The client's own claim of its public IP (decision 019); null when it sent none. */
  readonly declaredIp?: string | null;
  readonly email: string;
  readonly accountId: number | null;
  readonly customerName: string | null;
  readonly status: 'success' | 'error';
  readonly description: string;
}

/** A named statement (db/statements.ts): every login attempt runs it. */
const RECORD_LOGIN = statement(
  'login_audit_record',
  ['timestamptz', 'text', 'text', 'text', 'int', 'text', 'text', 'text'],
  `insert into login_audit (occurred_at, ip, declared_ip, email, account_id, customer_name, type, status, description)
   values ($1, $2, $3, $4, $5, $6, 'Login', $7, $8)`,
);

/** Appends an attempt to the login audit. */
export async function recordLogin(database: Database, attempt: LoginAttempt): Promise<void> {
  await database.query(RECORD_LOGIN, [
    attempt.at.toISOString(),
    attempt.ip,
    attempt.declaredIp ?? null,
    attempt.email,
    attempt.accountId,
    attempt.customerName,
    attempt.status,
    attempt.description,
  ]);
}
