import type { DemoEnterprise } from './demo-enterprises';
import { isoOf, type MonthIndex } from './months';
import { createPrng, type Prng } from './prng';

/** A customer of the base, as the generator needs it. */
export interface SeedCustomer {
  readonly id: number;
  readonly cpf: string | null;
  readonly cnpj: string | null;
}

/** One generated installment (money in integer cents). */
export interface PlannedInstallment {
  readonly number: number;
  readonly dueDate: string;
  readonly originalCents: number;
  readonly adjustedCents: number;
  readonly receiptDate: string | null;
  readonly receiptCents: number | null;
  readonly receiptNetCents: number | null;
}

/** One generated contract with its units and installments. */
export interface PlannedContract {
  readonly customerId: number;
  /** Index into the enterprise list. */
  readonly enterprise: number;
  readonly document: string;
  readonly contractDate: string;
  readonly correctionIndex: string;
  /** Decimal fraction per month (product rule §8); see `demoContractTerms`. */
  readonly interestMonthlyRate: number;
  readonly prepaymentAllowed: boolean;
  readonly units: readonly string[];
  readonly installments: readonly PlannedInstallment[];
}

/** CPF/CNPJ of the fixed demo customers (product rule §5) and how many contracts they hold. */
const FIXED_CONTRACT_COUNTS: Readonly<Record<string, number>> = {
  '12345678909': 2,
  '11222333000181': 3,
  '98765432100': 1,
};

const TERMS = [36, 48, 60, 72, 84, 96, 120, 150, 180, 240] as const;

/** Monthly interest of the demo contracts, in turn by serial: 1 %, none, 0,8 %, 0,95 % a.m. */
const DEMO_RATES = [0.01, 0, 0.008, 0.0095] as const;

/** The prepayment terms of a demo contract (product rule §8). */
export interface DemoContractTerms {
  readonly interestMonthlyRate: number;
  readonly prepaymentAllowed: boolean;
}

/**
 * The prepayment terms of the demo contract numbered `serial` (the number in its document,
 * `CT.2024/00001` is 1), a function of the serial alone so a start-up step can give them to a demo
 * base seeded before they existed. Ana's first contract (serial 1, with an overdue installment and many
 * future ones) is at 1 % a.m., her second (serial 2) without interest; every tenth, from the 7th, does
 * not allow paying ahead.
 */
export function demoContractTerms(serial: number): DemoContractTerms {
  return {
    interestMonthlyRate: DEMO_RATES[(serial - 1) % DEMO_RATES.length] ?? 0,
    prepaymentAllowed: serial % 10 !== 7,
  };
}

/** The serial of a demo contract's document (`CT.2024/00012` → 12), or null for another document. */
export function demoContractSerial(document: string): number | null {
  const match = /^CT\.\d{4}\/(\d{5})$/.exec(document);
  return match ? Number(match[1]) : null;
}

/**
 * Monthly rate of the demo correction index for a month: 0.20 % to 0.70 %, a plausible INCC-M range,
 * the same for every contract (it is one index), derived from the month so it never changes.
 */
export function monthlyIndexRate(month: MonthIndex): number {
  const h = Math.imul(month ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  return 0.002 + (h % 501) / 100_000;
}

/** Cumulative correction factor from the month after `from` up to and including `to`. */
export function correctionFactor(from: MonthIndex, to: MonthIndex): number {
  let factor = 1;
  for (let m = from + 1; m <= to; m += 1) factor *= 1 + monthlyIndexRate(m);
  return factor;
}

function unitNames(prng: Prng, enterprise: DemoEnterprise, serial: number): string[] {
  const tower = prng.pick(['A', 'B', 'C']);
  const floor = prng.int(1, 22);
  const number = `${floor}${String(prng.int(1, 4)).padStart(2, '0')}`;
  const main =
    enterprise.unitKind === 'Apto'
      ? `Apto ${number} - Torre ${tower}`
      : enterprise.unitKind === 'Sala'
        ? `Sala ${number}`
        : enterprise.unitKind === 'Casa'
          ? `Casa ${10 + serial}`
          : `Lote ${prng.int(1, 60)} - Quadra ${tower}`;
  // Apartments often come with a parking space of their own, sold in the same contract.
  return enterprise.unitKind === 'Apto' && prng.next() < 0.4 ? [main, `Vaga ${prng.int(1, 180)}`] : [main];
}

function installmentsOf(
  prng: Prng,
  startMonth: MonthIndex,
  anchor: MonthIndex,
  count: number,
  financedCents: number,
  overdue: number,
): PlannedInstallment[] {
  const dueDay = prng.pick([5, 10, 15, 20, 25]);
  const originalCents = Math.round(financedCents / count);
  const paidUntil = anchor - startMonth - 1 - overdue; // installments 1..paidUntil are paid
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    const dueMonth = startMonth + number;
    // Future installments are corrected only up to the index known today.
    const adjustedCents = Math.round(
      originalCents * correctionFactor(startMonth, Math.min(dueMonth, anchor)),
    );
    const dueDate = isoOf(dueMonth, dueDay);
    if (number > paidUntil) {
      return {
        number,
        dueDate,
        originalCents,
        adjustedCents,
        receiptDate: null,
        receiptCents: null,
        receiptNetCents: null,
      };
    }
    const late = prng.next() < 0.12;
    const receiptDay = late ? Math.min(28, dueDay + prng.int(1, 3)) : Math.max(1, dueDay - prng.int(0, 4));
    // Paid late: 2 % fine plus 1 % a month pro rata, as the contracts say.
    const receiptCents = late
      ? adjustedCents +
        Math.round(adjustedCents * 0.02) +
        Math.round(adjustedCents * 0.001 * (receiptDay - dueDay) * 3.3)
      : adjustedCents;
    return {
      number,
      dueDate,
      originalCents,
      adjustedCents,
      receiptDate: isoOf(dueMonth, receiptDay),
      receiptCents,
      receiptNetCents: receiptCents,
    };
  });
}

/**
 * Plans every contract of the demo base, anchored at `anchor` (the current month): each contract has
 * its current-month installment unpaid (payable), the earlier ones paid except a few overdue, and the
 * later ones open. Deterministic for the same customers, enterprises and anchor.
 */
export function planContracts(
  customers: readonly SeedCustomer[],
  enterprises: readonly DemoEnterprise[],
  anchor: MonthIndex,
): PlannedContract[] {
  const prng = createPrng(20_260_101);
  const planned: PlannedContract[] = [];
  let serial = 0;
  for (const customer of customers) {
    const document = customer.cpf ?? customer.cnpj ?? '';
    const count = FIXED_CONTRACT_COUNTS[document] ?? prng.int(1, 3);
    const used = new Set<number>();
    for (let c = 0; c < count; c += 1) {
      let enterprise = prng.int(0, enterprises.length - 1);
      while (used.has(enterprise)) enterprise = (enterprise + 1) % enterprises.length;
      used.add(enterprise);
      const info = enterprises[enterprise] as DemoEnterprise;
      serial += 1;
      const monthsAgo = prng.int(3, Math.max(4, Math.min(info.launchedMonthsAgo, 60)));
      const startMonth = anchor - monthsAgo;
      let term: number = prng.pick(TERMS);
      if (term < monthsAgo + 12) term = Math.min(240, monthsAgo + 24);
      const priceCents = Math.round(info.unitPrice * (0.85 + prng.next() * 0.3)) * 100;
      // The down payment is paid at signing; the rest is financed with the developer in installments.
      const financedCents = Math.round(priceCents * (0.55 + prng.next() * 0.25));
      // Ana's first contract shows every status (one overdue); others are overdue now and then.
      const overdue = document === '12345678909' && c === 0 ? 1 : prng.next() < 0.2 ? prng.int(1, 2) : 0;
      const contractDate = isoOf(startMonth, prng.int(1, 28));
      planned.push({
        customerId: customer.id,
        enterprise,
        document: `CT.${contractDate.slice(0, 4)}/${String(serial).padStart(5, '0')}`,
        contractDate,
        correctionIndex: 'INCC-M',
        ...demoContractTerms(serial),
        units: unitNames(prng, info, serial),
        installments: installmentsOf(
          prng,
          startMonth,
          anchor,
          term,
          financedCents,
          Math.min(overdue, monthsAgo - 1),
        ),
      });
    }
  }
  return planned;
}
