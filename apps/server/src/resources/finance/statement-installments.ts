import { and, asc, eq, gt } from 'drizzle-orm';
import { type Dependency, scopeOfCustomer } from '../../cache/change-feed';
import type { AppContext } from '../../context';
import { installments } from '../../db/schema/finance';
import { inOwnTurn } from '../../db/turn-queue';
import type { DocumentContract } from './document-contract';
import { currentBalanceSql, statusSql } from './installment-sql';

/** One installment as the statement prints it (cents; receipt fields null until paid). */
export interface StatementInstallment {
  readonly installment_number: number;
  readonly due_date: string;
  readonly status: 'paid' | 'due' | 'payable';
  readonly original_value: number;
  readonly adjusted_value: number;
  readonly current_balance: number;
  readonly receipt_date: string | null;
  readonly receipt_value: number | null;
  readonly receipt_net_value: number | null;
}

/** Installments read per query on PGlite (decision 055): about 10 ms of the main thread each. */
export const STATEMENT_PAGE_ROWS = 1_000;

/** Whole reads of the pages tried before the single query, when writes keep moving the contract. */
const PAGED_ATTEMPTS = 3;

/**
 * The contract's installments in number order, with status and balance as of `today`. On PostgreSQL in
 * one query (the rows are decoded as they arrive from the socket, in turns of their own). On PGlite,
 * which runs the query and decodes every row in the main thread in one slice (a contract of 10,000
 * installments held the event loop for 100 ms and more), in pages of `pageRows` by installment number,
 * each in a turn of the event loop of its own, queued with every other paged read (decision 055).
 * A page read is not a snapshot of the whole: the read is kept only if no change of the customer's
 * finance rows was announced while it ran (PGlite announces a write before the write returns), and is
 * read again otherwise; past PAGED_ATTEMPTS, in one query.
 */
export async function readStatementInstallments(
  ctx: AppContext,
  contract: DocumentContract,
  today: string,
  pageRows = STATEMENT_PAGE_ROWS,
): Promise<StatementInstallment[]> {
  if (ctx.database.kind === 'pglite') {
    const dependency: Dependency = `finance:${scopeOfCustomer(contract.customerId)}`;
    for (let attempt = 0; attempt < PAGED_ATTEMPTS; attempt++) {
      const before = ctx.caches.feed.version(dependency);
      if (before === null) break; // changes could go unseen: only one query is a consistent read
      const rows = await readPages(ctx, contract.id, today, pageRows);
      if (ctx.caches.feed.version(dependency) === before) return rows;
    }
  }
  return (await selectInstallments(ctx, contract.id, today)).map(toStatementInstallment);
}

async function readPages(
  ctx: AppContext,
  contractId: number,
  today: string,
  pageRows: number,
): Promise<StatementInstallment[]> {
  const rows: StatementInstallment[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await inOwnTurn(() =>
      selectInstallments(ctx, contractId, today, { after, limit: pageRows }),
    );
    for (const row of page) rows.push(toStatementInstallment(row));
    const last = page.at(-1);
    if (page.length < pageRows || !last) return rows;
    after = last.installment_number;
  }
}

/** The installments of a contract numbered after `after` (all without it), at most `limit`. */
function selectInstallments(
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

type InstallmentRow = Awaited<ReturnType<typeof selectInstallments>>[number];

/** node-postgres returns the bigint balance as a string, PGlite as a number. */
function toStatementInstallment(row: InstallmentRow): StatementInstallment {
  return { ...row, current_balance: Number(row.current_balance) };
}
