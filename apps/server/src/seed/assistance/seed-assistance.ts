import { addYears, DEFAULT_WARRANTY_TABLE, todayIso, warrantyStatus } from '@portal/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  assistanceEvents,
  assistanceMessages,
  assistancePhotos,
  assistanceRatings,
  assistanceRequests,
} from '../../db/schema/assistance';
import { contracts, units } from '../../db/schema/finance';
import { accounts, customers } from '../../db/schema/people';
import { constructionPhotoSvg, renderSvg } from '../../images/procedural-images';
import { DEMO_ANA_EMAIL } from '../demo-people';
import type { SeedStep } from '../seed-step';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff member the demo history names. */
const DEMO_STAFF_NAME = 'Equipe de Assistência Técnica';

/**
 * Fourteen months before `today`: the 90 days of visible defects and the 1-year systems (paint, frames,
 * fixtures) are past, coatings (2 years) and the rest still covered (product rule §9).
 */
export function demoHandoverDate(today: string): string {
  const lastYear = addYears(today, -1);
  const year = Number(lastYear.slice(0, 4));
  const month = Number(lastYear.slice(5, 7)) - 2;
  const [y, m] = month < 1 ? [year - 1, month + 12] : [year, month];
  return `${y}-${String(m).padStart(2, '0')}-10`;
}

/**
 * Demo step: Ana's second contract's first unit is handed over (fourteen months ago) and has three
 * requests of 'Assistência técnica' — one 'Em análise' with a photo and a message from the staff, one
 * 'Concluída' and rated, one 'Improcedente' (its system out of warranty) — so the pages have content.
 */
export const assistanceStep: SeedStep = {
  name: 'assistance-v1',
  async run(ctx) {
    const [unit] = await ctx.db
      .select({
        id: units.id,
        enterpriseId: units.enterpriseId,
        customerId: customers.id,
        name: customers.name,
        accountId: accounts.id,
      })
      .from(units)
      .innerJoin(contracts, eq(contracts.id, units.contractId))
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .innerJoin(accounts, eq(accounts.customerId, customers.id))
      .where(
        and(eq(customers.email, DEMO_ANA_EMAIL), eq(units.demo, true), like(contracts.document, '%/00002')),
      )
      .orderBy(asc(units.id))
      .limit(1);
    if (!unit) return; // a base without the demo people: nothing to hand over
    const now = ctx.clock.now();
    const today = todayIso(now);
    const handover = demoHandoverDate(today);
    await ctx.db.update(units).set({ handoverDate: handover }).where(eq(units.id, unit.id));
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const customer = { role: 'customer' as const, accountId: unit.accountId, name: unit.name };
    const staff = { role: 'staff' as const, accountId: null, name: DEMO_STAFF_NAME };

    const request = async (input: {
      system: string;
      location: string;
      description: string;
      status: 'analysis' | 'done' | 'rejected';
      createdDaysAgo: number;
      closedDaysAgo?: number;
    }) => {
      const row = DEFAULT_WARRANTY_TABLE.find((system) => system.key === input.system);
      const opened = daysAgo(input.createdDaysAgo);
      const warranty = warrantyStatus(input.system, handover, todayIso(opened), DEFAULT_WARRANTY_TABLE);
      if (!row || !warranty) throw new Error(`unknown demo system ${input.system}`);
      const closed = input.closedDaysAgo === undefined ? null : daysAgo(input.closedDaysAgo);
      const [inserted] = await ctx.db
        .insert(assistanceRequests)
        .values({
          customerId: unit.customerId,
          unitId: unit.id,
          enterpriseId: unit.enterpriseId,
          accountId: unit.accountId,
          system: row.key,
          systemLabel: row.label,
          location: input.location,
          description: input.description,
          preferredPeriod: 'morning',
          status: input.status,
          withinWarranty: warranty.within,
          warrantyUntil: warranty.until,
          createdAt: opened,
          updatedAt: closed ?? daysAgo(Math.max(0, input.createdDaysAgo - 1)),
          closedAt: closed,
          demo: true,
        })
        .returning({ id: assistanceRequests.id });
      if (!inserted) throw new Error('assistance request insert failed');
      await ctx.db.insert(assistanceEvents).values({
        requestId: inserted.id,
        kind: 'created',
        status: 'open',
        actorRole: customer.role,
        actorAccountId: customer.accountId,
        actorName: customer.name,
        createdAt: opened,
      });
      return { id: inserted.id, opened };
    };
    const event = (requestId: number, at: Date, values: Partial<typeof assistanceEvents.$inferInsert>) =>
      ctx.db.insert(assistanceEvents).values({
        requestId,
        kind: 'status',
        status: 'analysis',
        actorRole: staff.role,
        actorAccountId: staff.accountId,
        actorName: staff.name,
        createdAt: at,
        ...values,
      });

    const leak = await request({
      system: 'waterproofing',
      location: 'Banheiro social',
      description:
        'Mancha de umidade no teto do banheiro social, perto do box, que aumenta depois de chuva forte.',
      status: 'analysis',
      createdDaysAgo: 3,
    });
    await event(leak.id, daysAgo(2), { status: 'analysis' });
    const photo = await renderSvg(constructionPhotoSvg(['#d9e2ec', '#f0f4f8', '#829ab1'], 0.9, 3), 'jpeg');
    const file = await ctx.files.put(
      ctx.db,
      photo,
      { kind: 'assistance-photo', contentType: 'image/jpeg', downloadName: `assistencia-${unit.id}-1.jpg` },
      leak.opened,
    );
    await ctx.db
      .insert(assistancePhotos)
      .values({ requestId: leak.id, fileId: file.id, createdAt: leak.opened });
    await ctx.db.insert(assistanceMessages).values({
      requestId: leak.id,
      authorRole: staff.role,
      authorAccountId: staff.accountId,
      authorName: staff.name,
      text: 'Recebemos a sua solicitação e as fotos. Nossa equipe técnica vai analisar e entrar em contato para agendar a visita.',
      createdAt: daysAgo(2),
    });

    const floor = await request({
      system: 'coatings',
      location: 'Sala de estar',
      description: 'Três peças do piso cerâmico da sala estão soltas e fazem barulho oco ao pisar.',
      status: 'done',
      createdDaysAgo: 45,
      closedDaysAgo: 30,
    });
    await event(floor.id, daysAgo(44), { status: 'analysis' });
    await event(floor.id, daysAgo(40), {
      status: 'visit_scheduled',
      visitDate: todayIso(daysAgo(36)),
      visitStart: '08:00',
      visitEnd: '12:00',
    });
    await event(floor.id, daysAgo(36), { status: 'in_progress' });
    await event(floor.id, daysAgo(30), { status: 'done', note: 'Peças substituídas e rejuntadas.' });
    await ctx.db
      .update(assistanceRequests)
      .set({ visitDate: todayIso(daysAgo(36)), visitStart: '08:00', visitEnd: '12:00' })
      .where(eq(assistanceRequests.id, floor.id));
    await ctx.db.insert(assistanceRatings).values({
      requestId: floor.id,
      score: 5,
      comment: 'Equipe pontual e cuidadosa.',
      createdAt: daysAgo(29),
    });
    await event(floor.id, daysAgo(29), {
      kind: 'rated',
      status: 'done',
      actorRole: customer.role,
      actorAccountId: customer.accountId,
      actorName: customer.name,
    });

    const paint = await request({
      system: 'paint',
      location: 'Quarto 2',
      description: 'A pintura da parede do quarto está descascando perto da janela.',
      status: 'rejected',
      createdDaysAgo: 20,
      closedDaysAgo: 18,
    });
    await event(paint.id, daysAgo(19), { status: 'analysis' });
    await event(paint.id, daysAgo(18), {
      status: 'rejected',
      reason:
        'A garantia da pintura é de 1 ano a partir da entrega das chaves e já terminou. Recomendamos repintar a área e verificar a vedação da janela.',
    });
  },
};
