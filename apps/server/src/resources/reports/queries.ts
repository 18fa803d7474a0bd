import type { GenerationReportQuery } from '@portal/api';
import { normalizeForSearch } from '@portal/domain';
import { and, count, desc, eq, gte, ilike, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/database';
import { contracts } from '../../db/schema/finance';
import { loginAudit } from '../../db/schema/operations';
import { customers } from '../../db/schema/people';
import { type SqlParam, type Statement, statement } from '../../db/statements';

/** Validated filters of the two generation reports (spec section 7). */
export type GenerationFilters = Required<Pick<GenerationReportQuery, 'limit' | 'offset'>> &
  Omit<GenerationReportQuery, 'limit' | 'offset'>;

// Each report is one named statement (db/statements.ts) answering the page's JSON, built by the
// database (docs/decisions/027-read-caches-per-customer.md). There is one statement per set of filters
// given (at most 64 per report, made on first use): with the absent filters left out of the text, the
// plan kept for the statement fits its filters — an unfiltered page walks the `created_at` index and
// stops after `limit` rows, where a catch-all `$n is null or …` plan was estimated to match one
// contract and probed the records of every contract in turn.
//
// Unfiltered, neither the page nor the count joins before it must: every record has one contract, and
// every contract one customer and one enterprise (NOT NULL foreign keys), so the joins neither drop nor
// repeat a record. The page is chosen from the records alone and only its rows are joined; the total is
// the records table's own count. With 100,000 slips on PostgreSQL a page took 20 ms (the count over
// the joins), now 3–4 ms (docs/benchmarks.md, "API reads").

/**
 * The filters every report of contracts takes — the generation reports, the anticipations report and
 * the document downloads report — as the query gives them (the customer's name as typed).
 */
export interface ContractReportQuery {
  readonly customerName?: string | undefined;
  readonly customerEmail?: string | undefined;
  readonly contractId?: number | undefined;
  readonly contractDocument?: string | undefined;
  readonly contractDateFrom?: string | undefined;
  readonly contractDateTo?: string | undefined;
}

/** The columns a report's filters read: its customer's name and e-mail, its contract's id, document, date. */
export interface ReportFilterColumns {
  readonly customerName: SQLWrapper;
  readonly customerEmail: SQLWrapper;
  readonly contractId: SQLWrapper;
  readonly contractDocument: SQLWrapper;
  readonly contractDate: SQLWrapper;
}

/** A filter of the reports of contracts: its parameter's tag and type, its condition and its value. */
interface ReportFilter {
  /** Names the filter in a generation report's statement name. */
  readonly tag: string;
  readonly type: 'text' | 'int' | 'date';
  /** The condition on the report's `columns`, `param` standing for the value (cast to `type`). */
  readonly condition: (columns: ReportFilterColumns, param: SQL) => SQL;
  /** The parameter from the query; null when the filter is absent (or only blanks). */
  readonly value: (query: ContractReportQuery) => SqlParam;
}

/** A "contains" pattern: `%` and `_` typed in a filter are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A "contains" pattern of the text without its outer blanks; null when nothing is left. */
export const containsPattern = (text: string | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed ? likePattern(trimmed) : null;
};

/**
 * Customer name (case and accents ignored), e-mail, contract id, the contract's document ('Título/DOC',
 * part of it, case ignored: what the admin reads on the statement, docs/product/routes.md), contract
 * dates. Text filters ignore outer blanks; one of only blanks is absent.
 */
const FILTERS: readonly ReportFilter[] = [
  {
    tag: 'n',
    type: 'text',
    condition: (c, p) =>
      sql`translate(lower(${c.customerName}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') like ${p}`,
    value: (q) => containsPattern(normalizeForSearch(q.customerName)),
  },
  {
    tag: 'e',
    type: 'text',
    condition: (c, p) => sql`${c.customerEmail} ilike ${p}`,
    value: (q) => containsPattern(q.customerEmail),
  },
  {
    tag: 'c',
    type: 'int',
    condition: (c, p) => sql`${c.contractId} = ${p}`,
    value: (q) => q.contractId ?? null,
  },
  {
    tag: 'd',
    type: 'text',
    condition: (c, p) => sql`${c.contractDocument} ilike ${p}`,
    value: (q) => containsPattern(q.contractDocument),
  },
  {
    tag: 'f',
    type: 'date',
    condition: (c, p) => sql`${c.contractDate} >= ${p}`,
    value: (q) => q.contractDateFrom ?? null,
  },
  {
    tag: 't',
    type: 'date',
    condition: (c, p) => sql`${c.contractDate} <= ${p}`,
    value: (q) => q.contractDateTo ?? null,
  },
];

/** The filters the query gives, each with its value. */
function givenFilters(query: ContractReportQuery) {
  return FILTERS.map((filter) => ({ filter, value: filter.value(query) })).filter((f) => f.value !== null);
}

/** The columns of the `customers` and `contracts` tables. */
const TABLE_COLUMNS: ReportFilterColumns = {
  customerName: customers.name,
  customerEmail: customers.email,
  contractId: contracts.id,
  contractDocument: contracts.document,
  contractDate: contracts.contractDate,
};

/**
 * The conditions of the filters the query gives in a drizzle-built report that joins the `customers`
 * and `contracts` tables (the anticipations report, the document downloads report), the values bound.
 */
export function reportFilterConditions(query: ContractReportQuery): SQL[] {
  return givenFilters(query).map(({ filter, value }) =>
    filter.condition(TABLE_COLUMNS, sql`${value}::${sql.raw(filter.type)}`),
  );
}

/** The generation reports' columns: contract `c`, customer `cu`. */
const GENERATION_COLUMNS: ReportFilterColumns = {
  customerName: sql.raw('cu.name'),
  customerEmail: sql.raw('cu.email'),
  contractId: sql.raw('c.id'),
  contractDocument: sql.raw('c.document'),
  contractDate: sql.raw('c.contract_date'),
};

const dialect = new PgDialect();

/** The text of SQL made only of text (no bound values), for a named statement. */
function sqlText(fragment: SQL): string {
  const query = dialect.sqlToQuery(fragment);
  if (query.params.length > 0) throw new Error("reports: a bound value in a statement's text");
  return query.sql;
}

/** A timestamptz as `Date.toISOString()` writes it (UTC, milliseconds, `Z`). */
const isoMoment = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A report: its records' table (alias `g`), its joins to contract `c` and customer `cu`, and its fields. */
interface Report {
  readonly name: string;
  readonly records: string;
  readonly joins: string;
  readonly fields: string;
  /** Its statements by the tags of the filters given. */
  readonly statements: Map<string, Statement>;
}

/**
 * `{"items":[…],"total":n}`: the records matching `where`, newest first, each the JSON object of the
 * report's fields, paged by `limit`/`offset`, and how many match in all. The joins are written twice
 * (page and count) so each is planned on its own.
 */
function pageText(report: Report, where: string, limit: string, offset: string): string {
  const page = `order by g.created_at desc, g.id desc limit ${limit} offset ${offset}`;
  const joined = `${report.records} g ${report.joins}`;
  const [pageRows, counted] =
    where === ''
      ? [`(select * from ${report.records} g ${page}) g ${report.joins}`, report.records]
      : [`${joined} ${where} ${page}`, `${joined} ${where}`];
  return `select '{"items":' || coalesce((
     select '[' || string_agg(p.item::text, ',' order by p.created_at desc, p.id desc) || ']'
     from (
       select g.created_at, g.id, (select row_to_json(x) from (select ${report.fields}) x) as item
       from ${pageRows}
     ) p
   ), '[]') || ',"total":' || (select count(*) from ${counted}) || '}' as body`;
}

/** The report's statement for the filters given, and its parameters. */
function reportQuery(report: Report, filters: GenerationFilters): [Statement, SqlParam[]] {
  const given = givenFilters(filters);
  const params = [...given.map((f) => f.value), filters.limit, filters.offset];
  const tags = given.map((f) => f.filter.tag).join('');
  let st = report.statements.get(tags);
  if (!st) {
    const types = [...given.map((f) => f.filter.type), 'int', 'int'];
    const conditions = given.map((f, i) =>
      f.filter.condition(GENERATION_COLUMNS, sql.raw(`$${i + 1}::${f.filter.type}`)),
    );
    const where = conditions.length === 0 ? '' : `where ${sqlText(sql.join(conditions, sql` and `))}`;
    const n = given.length;
    // `limit` and `offset` behind a sub-select, which the planner does not read: every call is
    // estimated alike, so PostgreSQL keeps one plan for the statement. Read as parameters, each call's
    // plan (for its own limit) looked cheaper than the kept one, and the statement was planned again
    // on every call: 0.5 ms of database CPU a page of 5 slips.
    const text = pageText(report, where, `(select $${n + 1}::int)`, `(select $${n + 2}::int)`);
    st = statement(`${report.name}_${tags || 'all'}`, types, text);
    report.statements.set(tags, st);
  }
  return [st, params];
}

const SLIP_REPORT: Report = {
  name: 'reports_payment_slips',
  records: 'generated_slips',
  joins: `join contracts c on c.id = g.contract_id
     join customers cu on cu.id = c.customer_id
     join enterprises e on e.id = c.enterprise_id`,
  fields: `c.id as contract_id, c.document as contract_document, g.nosso_numero as name, e.name as enterprise_name, cu.email as customer_email,
     c.contract_date, g.due_date, g.amount_cents as due_value, ${isoMoment('g.created_at')} as date`,
  statements: new Map(),
};

// `name` is `EXT-` and the id padded to six digits (never cut, as `padStart`).
const STATEMENT_REPORT: Report = {
  name: 'reports_financial_statements',
  records: 'generated_statements',
  joins: `join contracts c on c.id = g.contract_id
     join customers cu on cu.id = c.customer_id`,
  fields: `c.id as contract_id, c.document as contract_document, cu.email as customer_email, c.contract_date, g.paid_cents as paid_value,
     g.due_cents as due_value, 'EXT-' || lpad(g.id::text, greatest(6, length(g.id::text)), '0') as name,
     ${isoMoment('g.created_at')} as date`,
  statements: new Map(),
};

/** The page's JSON text of a report for the filters given, as the database writes it. */
async function reportBody(database: Database, report: Report, filters: GenerationFilters): Promise<string> {
  const [st, params] = reportQuery(report, filters);
  const [row] = await database.query<{ body: string }>(st, params);
  return row?.body ?? '{"items":[],"total":0}';
}

/** 'Boletos gerados': the JSON text of a page of every slip issued, newest first. */
export function selectPaymentSlipReport(database: Database, filters: GenerationFilters): Promise<string> {
  return reportBody(database, SLIP_REPORT, filters);
}

/** 'Extratos gerados': the JSON text of a page of every statement PDF produced, newest first. */
export function selectFinancialStatementReport(
  database: Database,
  filters: GenerationFilters,
): Promise<string> {
  return reportBody(database, STATEMENT_REPORT, filters);
}

/** The login history's filters, the days already turned into moments. */
export interface LoginHistoryFilters {
  readonly customerName?: string | undefined;
  readonly email?: string | undefined;
  readonly description?: string | undefined;
  readonly ip?: string | undefined;
  readonly from?: Date | undefined;
  readonly before?: Date | undefined;
  readonly status?: 'success' | 'error' | undefined;
  readonly type?: 'Login' | undefined;
  readonly limit: number;
  readonly offset: number;
}

/**
 * A page of the login audit, newest first, and how many rows match in all. Text filters are
 * case-insensitive "contains"; `from` is included, `before` is not.
 */
export async function selectLoginHistory(db: Db, filters: LoginHistoryFilters) {
  const where: SQL[] = [];
  if (filters.customerName) where.push(ilike(loginAudit.customerName, likePattern(filters.customerName)));
  if (filters.email) where.push(ilike(loginAudit.email, likePattern(filters.email)));
  if (filters.description) where.push(ilike(loginAudit.description, likePattern(filters.description)));
  if (filters.ip) where.push(ilike(loginAudit.ip, likePattern(filters.ip)));
  if (filters.from) where.push(gte(loginAudit.occurredAt, filters.from));
  if (filters.before) where.push(lt(loginAudit.occurredAt, filters.before));
  if (filters.status) where.push(eq(loginAudit.status, filters.status));
  if (filters.type) where.push(eq(loginAudit.type, filters.type));
  const condition = where.length > 0 ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(loginAudit)
    .where(condition)
    .orderBy(desc(loginAudit.occurredAt), desc(loginAudit.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [totalRow] = await db.select({ total: count() }).from(loginAudit).where(condition);
  return { rows, total: totalRow?.total ?? 0 };
}
