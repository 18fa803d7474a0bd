import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { jsonObjectSql } from '../../../db/json-object-sql';
import { generatedStatements, installments, units } from '../../../db/schema/finance';
import { statement } from '../../../db/statements';
import { currentBalanceSql, currentBalanceText, monthOf, statusSql, statusText } from '../contracts/queries';

// The four statement reads are one named statement each, the answer's JSON built by the database:
// one round trip, no plan after the first call, no row mapped or serialised here (docs/benchmarks.md,
// "API reads": on PGlite a read cost as much per query as its work, and the installments answer's
// rows cost more to map and serialise than to select).

/** A JSON array of the rows of `select`, in `order`, or null when it has none (`r` is the row alias). */
const jsonRows = (select: string, order: string) =>
  `select '[' || string_agg(row_to_json(r)::text, ',' order by ${order}) || ']' as body from (${select}) r`;

/** A contract's units, `[{ name }]` in id order (alias `c` is the contract). */
const UNITS_JSON = `coalesce((select json_agg(json_build_object('name', u.name) order by u.id) from units u where u.contract_id = c.id), '[]'::json)`;

const USER_DEBITS_INFO = statement(
  'finance_user_debits_info',
  ['int', 'date', 'date'],
  jsonRows(
    `select c.id as bill_id,
       (select row_to_json(x) from (select co.id, co.name) x) as company,
       (select row_to_json(x) from (select e.id, e.name) x) as enterprise,
       ${UNITS_JSON} as unit,
       c.interest_monthly_rate, c.prepayment_allowed
     from contracts c
     join companies co on co.id = c.company_id
     join enterprises e on e.id = c.enterprise_id
     where c.customer_id = $1::int
       and exists (select 1 from installments i where i.contract_id = c.id and i.due_date >= $2::date and i.due_date <= $3::date)`,
    'r.bill_id',
  ),
);

const BILL_INFO = statement(
  'finance_bill_info',
  ['int', 'int'],
  `select row_to_json(r)::text as body from (
     select json_build_object('name', co.name) as company, c.document, ${UNITS_JSON} as unit,
       c.correction_index, c.interest_monthly_rate, c.prepayment_allowed
     from contracts c join companies co on co.id = c.company_id
     where c.id = $1::int and c.customer_id = $2::int
   ) r`,
);

const THIS_MONTH = monthOf('$3::date');

// Written by concatenation (db/json-object-sql.ts) rather than row_to_json, keys in the same order and
// the same texts: the heaviest uncached read, 290 rows of a long contract.
const INSTALLMENT_JSON = jsonObjectSql([
  ['installment_number', 'i.number::text'],
  ['installment_id', 'i.id::text'],
  ['due_date', 'to_json(i.due_date)::text'],
  // One of three plain words: quoted as is.
  ['status', `'"' || ${statusText('i', THIS_MONTH)} || '"'`],
  ['original_value', 'i.original_cents::text'],
  ['adjusted_value', 'i.adjusted_cents::text'],
  ['current_balance', `${currentBalanceText('i', THIS_MONTH)}::text`],
  ['receipt_date', 'to_json(i.receipt_date)::text'],
  ['receipt_value', 'i.receipt_cents::text'],
  ['receipt_net_value', 'i.receipt_net_cents::text'],
  // `pr.sent` is the latest proof's time (lateral join below); its São Paulo day lets the row say
  // 'Comprovante enviado em dd/mm' (docs/product/decisions.md, "Proof of payment").
  ['proof_of_payment', `case when pr.sent is not null then 'true' else 'false' end`],
  ['proof_sent_at', `to_json((pr.sent at time zone 'America/Sao_Paulo')::date)::text`],
  // The contract's, read once a call (an InitPlan), not on every row.
  ['monetary_unit', '(select to_json(k.monetary_unit)::text from contracts k where k.id = $1::int)'],
  // `hp.kind`: the anticipation in progress holding an open installment, 'slip' ('Antecipação emitida')
  // or 'request' (product rule §8); null for a paid one and one held by none.
  ['prepayment', `case when i.receipt_date is null then to_json(hp.kind)::text end`],
]);

const BILL_INSTALLMENTS = statement(
  'finance_bill_installments',
  ['int', 'int', 'date'],
  `select '[' || string_agg(${INSTALLMENT_JSON}, ',' order by i.number) || ']' as body
   from installments i join contracts c on c.id = i.contract_id
   left join lateral (select max(p.created_at) as sent from payment_proofs p where p.installment_id = i.id) pr on true
   left join (
     -- The contract's anticipations whose payment date has not passed, read once a call (by their
     -- contract_id index), the newest for each installment.
     select distinct on (pi.installment_id) pi.installment_id, ap.kind
     from prepayments ap join prepayment_installments pi on pi.prepayment_id = ap.id
     where ap.contract_id = $1::int and ap.payment_date >= $3::date
     order by pi.installment_id, ap.id desc
   ) hp on hp.installment_id = i.id
   where i.contract_id = $1::int and c.customer_id = $2::int`,
);

// With no bill ($2 null), every bill of the customer. No installment (or a bill not theirs) → no row.
const TOTAL_DEBIT = statement(
  'finance_total_debit',
  ['int', 'int', 'date'],
  `select row_to_json(r)::text as body from (
     select coalesce(sum(i.original_cents) filter (where i.receipt_date is null), 0)::bigint as total_original_value,
       coalesce(sum(i.adjusted_cents) filter (where i.receipt_date is null), 0)::bigint as total_adjusted_value,
       coalesce(sum(${currentBalanceText('i', THIS_MONTH)} - i.adjusted_cents) filter (where i.receipt_date is null), 0)::bigint as total_additional_value
     from installments i join contracts c on c.id = i.contract_id
     where c.customer_id = $1::int and ($2::int is null or c.id = $2::int)
     having count(*) > 0
   ) r`,
);

/** The `body` text of a named read (a JSON text), or null when it selects no row or a null one. */
async function jsonBody(
  ctx: AppContext,
  st: ReturnType<typeof statement>,
  params: (number | string | null)[],
): Promise<string | null> {
  const [row] = await ctx.database.query<{ body: string | null }>(st, params);
  return row?.body ?? null;
}

/** `user_debits_info`'s JSON: the customer's contracts with an installment due in the window, or null. */
export function readUserDebitsInfo(
  ctx: AppContext,
  customerId: number,
  window: { startDueDate: string; endDueDate: string },
): Promise<string | null> {
  return jsonBody(ctx, USER_DEBITS_INFO, [customerId, window.startDueDate, window.endDueDate]);
}

/** `bill_info`'s JSON for the customer's bill, or null when it is not theirs. */
export function readBillInfo(ctx: AppContext, customerId: number, billId: number): Promise<string | null> {
  return jsonBody(ctx, BILL_INFO, [billId, customerId]);
}

/** `current_debit_balance`'s JSON: the bill's installments as of `today`, or null (none, or not theirs). */
export function readBillInstallments(
  ctx: AppContext,
  customerId: number,
  billId: number,
  today: string,
): Promise<string | null> {
  return jsonBody(ctx, BILL_INSTALLMENTS, [billId, customerId, today]);
}

/** `total_current_debit_balance`'s JSON over the customer's bills (or one), or null when none. */
export function readTotalDebit(
  ctx: AppContext,
  customerId: number,
  billId: number | null,
  today: string,
): Promise<string | null> {
  return jsonBody(ctx, TOTAL_DEBIT, [customerId, billId, today]);
}

/** The installments of a contract numbered after `after` (all without it), at most `limit`. */
export function selectInstallments(
  ctx: AppContext,
  contractId: number,
  today: string,
  page: { after?: number | undefined; limit?: number } = {},
) {
  const query = ctx.db
    .select({
      installment_number: installments.number,
      due_date: installments.dueDate,
      status: statusSql(today),
      original_value: installments.originalCents,
      adjusted_value: installments.adjustedCents,
      current_balance: currentBalanceSql(today),
      receipt_date: installments.receiptDate,
      receipt_value: installments.receiptCents,
      receipt_net_value: installments.receiptNetCents,
    })
    .from(installments)
    .where(
      and(
        eq(installments.contractId, contractId),
        page.after === undefined ? undefined : gt(installments.number, page.after),
      ),
    )
    .orderBy(asc(installments.number));
  return page.limit === undefined ? query : query.limit(page.limit);
}

/** An installment row as `selectInstallments` reads it (the balance a string on node-postgres). */
export type InstallmentRow = Awaited<ReturnType<typeof selectInstallments>>[number];

/** Names of the units a contract sold, in id order. */
export async function selectUnitNames(ctx: AppContext, contractId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ name: units.name })
    .from(units)
    .where(eq(units.contractId, contractId))
    .orderBy(asc(units.id));
  return rows.map((unit) => unit.name);
}

/** The 'Extratos gerados' record of one statement PDF. */
export async function insertGeneratedStatement(
  ctx: AppContext,
  row: typeof generatedStatements.$inferInsert,
): Promise<void> {
  await ctx.db.insert(generatedStatements).values(row);
}
