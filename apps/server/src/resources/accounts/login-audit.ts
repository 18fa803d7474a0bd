import type { Db } from '../../db/database';
import { loginAudit } from '../../db/schema/operations';

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

/** Appends an attempt to the login audit. */
export async function recordLogin(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginAudit).values({
    occurredAt: attempt.at,
    ip: attempt.ip,
    declaredIp: attempt.declaredIp ?? null,
    email: attempt.email,
    accountId: attempt.accountId,
    customerName: attempt.customerName,
    type: 'Login',
    status: attempt.status,
    description: attempt.description,
  });
}
