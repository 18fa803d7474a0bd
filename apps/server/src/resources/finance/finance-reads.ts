import type { BillInfo, Installment, StatementSummary, TotalDebit } from '@portal/api';
import { AppError, notFound } from '../../app-error';
import { type PreparedJson, preparedJsonText } from '../../cache/prepared-json';
import type { AppContext } from '../../context';
import { jsonObjectSql } from '../../db/json-object-sql';
import { statement } from '../../db/statements';
import type { Caller } from '../../security/caller';
import { currentBalanceText, monthOf, statusText } from './installment-sql';

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
       ${UNITS_JSON} as unit
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
     select json_build_object('name', co.name) as company, c.document, ${UNITS_JSON} as unit
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
]);

const BILL_INSTALLMENTS = statement(
  'finance_bill_installments',
  ['int', 'int', 'date'],
  `select '[' || string_agg(${INSTALLMENT_JSON}, ',' order by i.number) || ']' as body
   from installments i join contracts c on c.id = i.contract_id
   left join lateral (select max(p.created_at) as sent from payment_proofs p where p.installment_id = i.id) pr on true
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

async function jsonBody(
  ctx: AppContext,
  st: ReturnType<typeof statement>,
  params: (number | string | null)[],
): Promise<string | null> {
  const [row] = await ctx.database.query<{ body: string | null }>(st, params);
  return row?.body ?? null;
}

/**
 * `user_debits_info`: the caller's contracts having an installment due inside the window, with
 * company, enterprise and units. None → 404 STATEMENTS-404 ('Não existem extratos…').
 */
export async function userDebitsInfo(
  ctx: AppContext,
  caller: Caller,
  window: { startDueDate: string; endDueDate: string },
): Promise<PreparedJson<StatementSummary[]>> {
  const body = await jsonBody(ctx, USER_DEBITS_INFO, [
    caller.customerId,
    window.startDueDate,
    window.endDueDate,
  ]);
  if (body === null) throw new AppError(404, 'STATEMENTS-404');
  return preparedJsonText(body);
}

/** `bill_info`, serialised: company, document and units of one of the caller's bills, or 404. */
export async function billInfoJson(
  ctx: AppContext,
  caller: Caller,
  billId: number,
): Promise<PreparedJson<BillInfo>> {
  const body = await jsonBody(ctx, BILL_INFO, [billId, caller.customerId]);
  if (body === null) throw notFound();
  return preparedJsonText(body);
}

/** `bill_info`: company, document and units of one of the caller's bills. */
export async function billInfo(ctx: AppContext, caller: Caller, billId: number): Promise<BillInfo> {
  return (await billInfoJson(ctx, caller, billId)).value;
}

/**
 * `current_debit_balance`, serialised: every installment of one of the caller's bills, status and
 * balance computed in SQL for the São Paulo day (the call the benchmark measures). Unknown or foreign
 * bill → 404.
 */
export async function billInstallmentsJson(
  ctx: AppContext,
  caller: Caller,
  billId: number,
): Promise<PreparedJson<Installment[]>> {
  const body = await jsonBody(ctx, BILL_INSTALLMENTS, [billId, caller.customerId, ctx.calendar.today()]);
  if (body === null) throw new AppError(404, 'NOT-FOUND-404');
  return preparedJsonText(body);
}

/** `current_debit_balance`: every installment of one of the caller's bills. */
export async function billInstallments(
  ctx: AppContext,
  caller: Caller,
  billId: number,
): Promise<Installment[]> {
  return (await billInstallmentsJson(ctx, caller, billId)).value;
}

/**
 * `total_current_debit_balance`: sums over the open installments (due and payable) of the caller's
 * bills, or of one bill. Original and adjusted values, and the additions (fine and interest) of the
 * overdue ones. Nothing to read (or a bill not theirs) → 404 TOTAL-DEBIT-404.
 */
export async function totalDebit(
  ctx: AppContext,
  caller: Caller,
  billId: number | undefined,
): Promise<PreparedJson<TotalDebit>> {
  const body = await jsonBody(ctx, TOTAL_DEBIT, [caller.customerId, billId ?? null, ctx.calendar.today()]);
  if (body === null) throw new AppError(404, 'TOTAL-DEBIT-404');
  return preparedJsonText(body);
}
