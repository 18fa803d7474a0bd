import { generateCnpj, normalizeForSearch, todayIso } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { companies, enterprisePhotos, enterprises } from '../../db/schema/enterprises';
import { contracts, demoAnchor, installments, units } from '../../db/schema/finance';
import { customers } from '../../db/schema/people';
import { constructionPhotoSvg, enterpriseCardSvg, renderSvg } from '../../images/procedural-images';
import type { FileStore } from '../../storage/file-store';
import type { SeedStep } from '../seed-step';
import { DEMO_ENTERPRISES, type DemoEnterprise } from './demo-enterprises';
import { demoContractSerial, demoContractTerms, planContracts } from './generate-contracts';
import { isoOf, type MonthIndex, monthIndexOf, yearMonthOf } from './months';

/** Months of construction photos per enterprise, and shots per month. */
const PHOTO_MONTHS = 4;
const PHOTOS_PER_MONTH = 2;

/** The month the server considers "now" (São Paulo calendar). */
export function currentMonthIndex(ctx: AppContext): MonthIndex {
  return monthIndexOf(todayIso(ctx.clock.now()));
}

function slug(name: string): string {
  return normalizeForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function insertEnterprise(
  ctx: AppContext,
  store: FileStore,
  info: DemoEnterprise,
  i: number,
  anchor: MonthIndex,
) {
  const now = ctx.clock.now();
  const [company] = await ctx.db
    .insert(companies)
    .values({
      name: `Horizonte ${info.name.replace(/^(Residencial|Edifício|Condomínio|Torre) /, '')} SPE Ltda`,
      cnpj: generateCnpj(`${String(51_230_400 + i * 3_301).padStart(8, '0')}0001`),
      address: `${info.address}, ${info.city} - ${info.state}`,
      city: info.city,
      state: info.state,
      bankCode: '001',
      agency: `${3100 + i * 7}-${(i * 3) % 10}`,
      account: `${41_250 + i * 113}-${(i * 7) % 10}`,
      convenio: String(2_914_560 + i),
      carteira: '17',
      pixKey: '',
      demo: true,
    })
    .returning({ id: companies.id, cnpj: companies.cnpj });
  if (!company) throw new Error('company insert failed');
  await ctx.db.update(companies).set({ pixKey: company.cnpj }).where(eq(companies.id, company.id));
  const card = await renderSvg(enterpriseCardSvg(info.palette, i), 'png');
  const cardFile = await store.put(
    ctx.db,
    card,
    { kind: 'enterprise-image', contentType: 'image/png', downloadName: `${slug(info.name)}.png` },
    now,
  );
  const [p0, p1, p2, p3, p4] = info.progress;
  // Expected delivery: the further from done, the later (a finished one was delivered 2 months ago).
  const monthsLeft =
    p0 + p1 + p2 + p3 + p4 === 500 ? -2 : Math.max(3, Math.round((500 - p0 - p1 - p2 - p3 - p4) / 12));
  const [enterprise] = await ctx.db
    .insert(enterprises)
    .values({
      companyId: company.id,
      name: info.name,
      searchName: normalizeForSearch(info.name),
      address: `${info.address}, ${info.city} - ${info.state}`,
      creation: isoOf(anchor - info.launchedMonthsAgo, 1 + ((i * 5) % 27)),
      deliveryDate: isoOf(anchor + monthsLeft, 28),
      fundationPercent: p0,
      structurePercent: p1,
      masonryPercent: p2,
      instalationPercent: p3,
      finishPercent: p4,
      defaultImageFileId: cardFile.id,
      demo: true,
    })
    .returning({ id: enterprises.id });
  if (!enterprise) throw new Error('enterprise insert failed');
  const overall = (p0 + p1 + p2 + p3 + p4) / 500;
  for (let m = PHOTO_MONTHS - 1; m >= 0; m -= 1) {
    const { year, month } = yearMonthOf(anchor - m);
    for (let shot = 0; shot < PHOTOS_PER_MONTH; shot += 1) {
      const progress = Math.max(0.05, overall - m * 0.04);
      const jpeg = await renderSvg(constructionPhotoSvg(info.palette, progress, shot + m * 2 + i), 'jpeg');
      const filename = `${slug(info.name)}-${year}-${String(month).padStart(2, '0')}-${shot + 1}.jpg`;
      const file = await store.put(
        ctx.db,
        jpeg,
        { kind: 'photo', contentType: 'image/jpeg', downloadName: filename },
        now,
      );
      await ctx.db
        .insert(enterprisePhotos)
        .values({ enterpriseId: enterprise.id, year, month, filename, fileId: file.id, createdAt: now });
    }
  }
  return { enterpriseId: enterprise.id, companyId: company.id };
}

/**
 * Demo step 2: twelve enterprises with their companies, card images and construction photos, and 1–3
 * contracts per customer of the base with 36–240 monthly installments, anchored at the current month.
 */
export const financeStep: SeedStep = {
  name: 'finance-v1',
  async run(ctx) {
    const store = ctx.files;
    const anchor = currentMonthIndex(ctx);
    const created: { enterpriseId: number; companyId: number }[] = [];
    for (const [i, info] of DEMO_ENTERPRISES.entries())
      created.push(await insertEnterprise(ctx, store, info, i, anchor));
    const base = await ctx.db
      .select({ id: customers.id, cpf: customers.cpf, cnpj: customers.cnpj })
      .from(customers)
      .orderBy(asc(customers.id));
    for (const plan of planContracts(base, DEMO_ENTERPRISES, anchor)) {
      const target = created[plan.enterprise] as { enterpriseId: number; companyId: number };
      const [contract] = await ctx.db
        .insert(contracts)
        .values({
          customerId: plan.customerId,
          companyId: target.companyId,
          enterpriseId: target.enterpriseId,
          document: plan.document,
          contractDate: plan.contractDate,
          correctionIndex: plan.correctionIndex,
          interestMonthlyRate: plan.interestMonthlyRate,
          prepaymentAllowed: plan.prepaymentAllowed,
          demo: true,
        })
        .returning({ id: contracts.id });
      if (!contract) throw new Error('contract insert failed');
      await ctx.db.insert(units).values(
        plan.units.map((name) => ({
          enterpriseId: target.enterpriseId,
          contractId: contract.id,
          name,
          demo: true,
        })),
      );
      await ctx.db
        .insert(installments)
        .values(plan.installments.map((p) => ({ ...p, contractId: contract.id, demo: true })));
    }
    // A few unsold units, so "holds units" really filters.
    await ctx.db.insert(units).values(
      created.map((c, i) => ({
        enterpriseId: c.enterpriseId,
        contractId: null,
        name: `Unidade ${900 + i} (disponível)`,
        demo: true,
      })),
    );
    await ctx.db.insert(demoAnchor).values({ id: 1, month: isoOf(anchor, 1) });
  },
};

/**
 * Moves the demo finance dates forward by the months since the anchor (installment due and receipt
 * dates, contract dates), so every demo customer keeps a payable installment in the current month
 * whatever day the server starts. Due days are 5–25, so adding months never clamps a date. Only rows
 * the demo seed wrote (`demo`) move: an imported or Sienge contract keeps its real dates
 * (docs/decisions/047-demo-data-only-when-asked.md). Returns the number of months moved.
 */
export async function reanchorFinance(ctx: AppContext): Promise<number> {
  return ctx.database.exclusive(async () => {
    const [row] = await ctx.db.select().from(demoAnchor).where(eq(demoAnchor.id, 1));
    if (!row) return 0;
    const shift = currentMonthIndex(ctx) - monthIndexOf(row.month);
    if (shift <= 0) return 0;
    await ctx.db.transaction(async (tx) => {
      const months = sql`make_interval(months => ${shift})`;
      await tx.execute(
        sql`update installments set due_date = (due_date + ${months})::date, receipt_date = (receipt_date + ${months})::date where demo`,
      );
      await tx.execute(
        sql`update contracts set contract_date = (contract_date + ${months})::date where demo`,
      );
      // The demo's handover of the keys keeps its distance to today ('Assistência técnica', product rule §9).
      await tx.execute(
        sql`update units set handover_date = (handover_date + ${months})::date where demo and handover_date is not null`,
      );
      await tx
        .update(demoAnchor)
        .set({ month: isoOf(currentMonthIndex(ctx), 1) })
        .where(eq(demoAnchor.id, 1));
    });
    return shift;
  });
}

/** Every start: the demo finance dates follow the calendar (see `reanchorFinance`). */
export const financeReanchorStep: SeedStep = {
  name: 'finance-reanchor',
  when: 'every-start',
  async run(ctx) {
    const moved = await reanchorFinance(ctx);
    if (moved > 0) ctx.logger.info('demo finance data moved to the current month', { months: moved });
  },
};

/**
 * Once: the prepayment terms of the demo contracts (product rule §8) for a demo base seeded before the
 * terms existed, where migration 0016 left every contract at no interest; a base seeded since already
 * has the same terms (`demoContractTerms` reads only the contract's serial), so rewriting them is harmless.
 */
export const financeTermsStep: SeedStep = {
  name: 'finance-terms-v1',
  async run(ctx) {
    const rows = await ctx.db
      .select({ id: contracts.id, document: contracts.document })
      .from(contracts)
      .where(eq(contracts.demo, true));
    for (const row of rows) {
      const serial = demoContractSerial(row.document);
      if (serial === null) continue;
      await ctx.db.update(contracts).set(demoContractTerms(serial)).where(eq(contracts.id, row.id));
    }
  },
};
