import type { BillInfo, Installment, ReportLink, StatementSummary, TotalDebit } from '@portal/api';
import { STATEMENT_PDF_FILE_NAME } from '@portal/domain';
import { AppError, notFound } from '../../../app-error';
import { type Dependency, scopeOfCustomer } from '../../../cache/change-feed';
import { type PreparedJson, preparedJsonText } from '../../../cache/prepared-json';
import type { AppContext } from '../../../context';
import { inOwnTurn } from '../../../db/turn-queue';
import { documentBrandOf } from '../../../pdf/document-brand';
import type { Caller } from '../../../security/caller';
import type { DocumentsKit } from '../../../storage/documents-kit';
import { runOffThread } from '../../../workers/worker-pool';
import { storeIssuedPdf } from '../contracts/issued-document';
import { type DocumentContract, documentContract } from '../contracts/service';
import {
  type InstallmentRow,
  insertGeneratedStatement,
  readBillInfo,
  readBillInstallments,
  readTotalDebit,
  readUserDebitsInfo,
  selectInstallments,
  selectUnitNames,
} from './queries';
import type { StatementInstallment, StatementSource } from './statement-source';

/**
 * `user_debits_info`: the caller's contracts having an installment due inside the window, with
 * company, enterprise and units. None → 404 STATEMENTS-404 ('Não existem extratos…').
 */
export async function userDebitsInfo(
  ctx: AppContext,
  caller: Caller,
  window: { startDueDate: string; endDueDate: string },
): Promise<PreparedJson<StatementSummary[]>> {
  const body = await readUserDebitsInfo(ctx, caller.customerId, window);
  if (body === null) throw new AppError(404, 'STATEMENTS-404');
  return preparedJsonText(body);
}

/** `bill_info`, serialised: company, document and units of one of the caller's bills, or 404. */
export async function billInfoJson(
  ctx: AppContext,
  caller: Caller,
  billId: number,
): Promise<PreparedJson<BillInfo>> {
  const body = await readBillInfo(ctx, caller.customerId, billId);
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
  const body = await readBillInstallments(ctx, caller.customerId, billId, ctx.calendar.today());
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
  const body = await readTotalDebit(ctx, caller.customerId, billId ?? null, ctx.calendar.today());
  if (body === null) throw new AppError(404, 'TOTAL-DEBIT-404');
  return preparedJsonText(body);
}

/**
 * The statement PDF of one of the caller's bills ('Extrato financeiro'): loads the contract, its units
 * and installments (loadStatementSource), builds the document (statement-model.ts), draws it
 * (pdf/framed-document.ts) and records it for the 'Extratos gerados' report. Not the caller's →
 * EXPORT-TO-PDF-404.
 */
export async function issueStatementPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  billId: number,
): Promise<ReportLink> {
  const source = await loadStatementSource(ctx, caller, billId);
  const now = ctx.clock.now();
  // Built and drawn off the main thread (decision 054); the payer as plain data, to cross to the worker.
  const { pdf, ...statement } = await runOffThread('statementPdf', {
    source,
    parties: {
      payer: { name: caller.name, cpf: caller.cpf, cnpj: caller.cnpj },
      brandName: ctx.brand.companyName,
      now,
    },
    brand: await documentBrandOf(ctx.brand),
  });
  const { file, url } = await storeIssuedPdf(
    ctx,
    kit,
    pdf,
    { kind: 'statement', downloadName: STATEMENT_PDF_FILE_NAME },
    now,
  );
  await insertGeneratedStatement(ctx, {
    contractId: source.contract.id,
    customerId: source.contract.customerId,
    fileId: file.id,
    paidCents: statement.paidCents,
    dueCents: statement.owedCents,
    createdAt: now,
  });
  // A GET that writes: announced here, so a report read right after it is fresh on PostgreSQL too,
  // whose notification comes a moment later (unsafe methods: http/invalidate-after-writes.ts).
  ctx.caches.feed.tableChanged('generated_statements');
  return { url_report: url };
}

/**
 * Reads the caller's contract with its company and enterprise (the ownership check, EXPORT-TO-PDF-404
 * when it fails), then its units and its installments with status and balance as of today (on PGlite
 * in pages of `pageRows`, readStatementInstallments).
 */
export async function loadStatementSource(
  ctx: AppContext,
  caller: Caller,
  billId: number,
  options: { pageRows?: number } = {},
): Promise<StatementSource> {
  const contract = await documentContract(ctx.db, caller, billId);
  if (!contract) throw new AppError(404, 'EXPORT-TO-PDF-404');
  const today = ctx.calendar.today();
  const [unitNames, rows] = await Promise.all([
    selectUnitNames(ctx, contract.id),
    readStatementInstallments(ctx, contract, today, options.pageRows),
  ]);
  // A contract without installments has no statement (the installments read answers the same 404).
  if (rows.length === 0) throw new AppError(404, 'NOT-FOUND-404');
  return {
    contract,
    terms: contract.terms,
    units: unitNames,
    installments: rows,
    today,
  };
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

/** node-postgres returns the bigint balance as a string, PGlite as a number. */
function toStatementInstallment(row: InstallmentRow): StatementInstallment {
  return { ...row, current_balance: Number(row.current_balance) };
}
