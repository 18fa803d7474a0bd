import { generateCnpj, generateCpf } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { seedSteps } from '../db/schema/operations';
import { accounts, customers } from '../db/schema/people';
import { assistanceStep } from './assistance/seed-assistance';
import {
  DEMO_ADMIN,
  type DemoCustomer,
  FIXED_CUSTOMERS,
  OTHER_COMPANIES,
  OTHER_INDIVIDUALS,
} from './demo-people';
import { documentsStep } from './documents/seed-documents';
import { financeReanchorStep, financeStep, financeTermsStep } from './finance/seed-finance';
import type { SeedStep } from './seed-step';

/** Plain-ASCII mailbox from a name ('João Pedro' -> 'joao.pedro'). */
function mailbox(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** The whole customer base: fixed people first, then generated ones with valid documents. */
export function demoCustomers(): DemoCustomer[] {
  const people = OTHER_INDIVIDUALS.map((name, i) => ({
    name,
    email: `${mailbox(name).split('.').slice(0, 2).join('.')}@exemplo.com.br`,
    cpf: generateCpf(String(314_159_260 + i * 7_919)),
    since: `20${String(18 + (i % 7)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(3 + i).padStart(2, '0')}`,
    // Half of them already use the portal, so the client list and the audit have content.
    ...(i % 2 === 0 ? { password: 'Cliente#2026' } : {}),
  }));
  const companies = OTHER_COMPANIES.map((name, i) => ({
    name,
    email: `financeiro@${mailbox(name).split('.')[0]}.com.br`,
    cnpj: generateCnpj(`${String(40_123_456 + i * 1_111).padStart(8, '0')}0001`),
    since: `20${19 + i}-0${2 + i}-1${i}`,
  }));
  return [...FIXED_CUSTOMERS, ...people, ...companies];
}

/** Step 1: the administrator, the customer base and the accounts of product rule §5. */
export const peopleStep: SeedStep = {
  name: 'people-v1',
  async run(ctx) {
    const base = demoCustomers();
    const inserted = await ctx.db
      .insert(customers)
      .values(
        base.map((c) => ({
          name: c.name,
          email: c.email,
          personType: c.cnpj ? ('company' as const) : ('individual' as const),
          cpf: c.cpf ?? null,
          cnpj: c.cnpj ?? null,
          createdAt: new Date(`${c.since}T12:00:00Z`),
          demo: true,
        })),
      )
      .returning({ id: customers.id, email: customers.email });
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
    const now = ctx.clock.now();
    const withAccounts = base.filter((c) => c.password);
    const hashes = new Map<string, string>();
    for (const password of new Set([DEMO_ADMIN.password, ...withAccounts.map((c) => c.password as string)])) {
      hashes.set(password, await ctx.passwords.hash(password));
    }
    await ctx.db.insert(accounts).values([
      {
        type: 'admin',
        email: DEMO_ADMIN.email,
        passwordHash: hashes.get(DEMO_ADMIN.password) as string,
        status: 'active',
        createdAt: now,
        activatedAt: now,
        demo: true,
      },
      ...withAccounts.map((c) => ({
        type: 'user' as const,
        customerId: idByEmail.get(c.email) as number,
        email: c.email,
        passwordHash: hashes.get(c.password as string) as string,
        status: 'active' as const,
        createdAt: now,
        activatedAt: now,
        demo: true,
      })),
    ]);
  },
};

/**
 * Every step, in order: people, then enterprises and finance, the contracts' prepayment terms (for a base
 * seeded before them), a delivered unit with requests of 'Assistência técnica', the papers of a purchase
 * in 'Documentos', then the finance dates moved to today.
 */
export const SEED_STEPS: readonly SeedStep[] = [
  peopleStep,
  financeStep,
  financeTermsStep,
  assistanceStep,
  documentsStep,
  financeReanchorStep,
];

/**
 * The start-up's seeding: applies the run-once steps this database has not seen yet, then runs the
 * every-start steps. Returns the names of the run-once steps applied.
 */
export async function seedDatabase(
  ctx: AppContext,
  steps: readonly SeedStep[] = SEED_STEPS,
): Promise<string[]> {
  const applied = await applyOnceSteps(
    ctx,
    steps.filter((step) => step.when !== 'every-start'),
  );
  // Outside the lock of the run-once steps: an every-start step takes it itself when it writes.
  for (const step of steps) if (step.when === 'every-start') await step.run(ctx);
  return applied;
}

/**
 * Applies the steps this database has not seen yet, each in the same transaction as its marker row,
 * under the database-wide lock so two instances starting together seed once.
 */
async function applyOnceSteps(ctx: AppContext, steps: readonly SeedStep[]): Promise<string[]> {
  return ctx.database.exclusive(async () => {
    const done = await ctx.db
      .select({ name: seedSteps.name })
      .from(seedSteps)
      .where(
        inArray(
          seedSteps.name,
          steps.map((s) => s.name),
        ),
      );
    const applied: string[] = [];
    for (const step of steps) {
      if (done.some((d) => d.name === step.name)) continue;
      await ctx.db.transaction(async (tx) => {
        await step.run({ ...ctx, db: tx as unknown as AppContext['db'] });
        await tx.insert(seedSteps).values({ name: step.name, appliedAt: ctx.clock.now() });
      });
      applied.push(step.name);
    }
    return applied;
  });
}
