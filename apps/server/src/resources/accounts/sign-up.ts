import { isPasswordStrong } from '@portal/domain';
import { and, eq, or } from 'drizzle-orm';
import { AppError, rateLimited } from '../../app-error';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/query-errors';
import { accounts, customers } from '../../db/schema/people';
import { limitAddress } from '../../security/client-ip';
import { RATE_POLICIES, takeAttempt } from '../../security/rate-limiter';
import { findAccountByEmail, normalizeEmail } from './accounts';

/**
 * `POST /api/v1/user` (product rule §3): the e-mail and the CPF/CNPJ must name the same customer
 * of the base (else 400), an administrator's e-mail gets 401, and anything else that prevents a new
 * account — above all an account that already exists — gets 421. The account starts pending.
 */
export async function signUp(
  ctx: AppContext,
  input: { email: string; password: string; cpf: string; cnpj: string },
  ip: string,
): Promise<void> {
  // The route's schema already refused it; the service keeps the domain rule for any other caller.
  if (!isPasswordStrong(input.password)) throw new AppError(400, 'REQUEST-400');
  const now = ctx.clock.now();
  const decision = await takeAttempt(
    ctx.database,
    `signup:ip:${limitAddress(ip)}`,
    RATE_POLICIES.signUpIp,
    now,
  );
  if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);

  const email = normalizeEmail(input.email);
  const existing = await findAccountByEmail(ctx.db, email);
  if (existing?.type === 'admin') throw new AppError(401, 'SIGN-UP-401');

  const document = input.cpf ? eq(customers.cpf, input.cpf) : eq(customers.cnpj, input.cnpj);
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), document));
  if (!customer) throw new AppError(400, 'SIGN-UP-400');
  if (existing) throw new AppError(421, 'SIGN-UP-421');

  const [taken] = await ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.customerId, customer.id), eq(accounts.email, email)));
  if (taken) throw new AppError(421, 'SIGN-UP-421');

  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    await ctx.db.insert(accounts).values({
      customerId: customer.id,
      type: 'user',
      email,
      passwordHash,
      status: 'pending',
      createdAt: now,
    });
  } catch (error) {
    // Two sign-ups of the same person at once: the unique indexes let exactly one win.
    if (isUniqueViolation(error)) throw new AppError(421, 'SIGN-UP-421');
    throw error;
  }
}
