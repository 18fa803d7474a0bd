import type {
  AssistanceDetail,
  AssistanceQueuePage,
  AssistanceReport,
  AssistanceStatusBody,
  AssistanceSummary,
  DeliveredUnit,
  StaffAssistanceDetail,
  WarrantyTable,
} from '@portal/api';
import {
  ASSISTANCE_STATUS_LABELS,
  type AssistanceChangeProblem,
  type AssistanceStatus,
  assistanceChangeProblems,
  canChangeAssistanceStatus,
  DEFAULT_WARRANTY_TABLE,
  findWarrantySystem,
  isAssistanceClosed,
  MAX_ASSISTANCE_PHOTO_BYTES,
  MAX_ASSISTANCE_PHOTOS_PER_REQUEST,
  type PreferredPeriod,
  todayIso,
  type WarrantySystem,
  warrantyStatus,
} from '@portal/domain';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { reencodeImage } from '../../images/reencode-image';
import { assistanceMessageMail, assistanceStatusMail } from '../../mail/templates';
import type { Caller } from '../../security/caller';
import { takeCustomerAttempt } from '../../security/customer-limits';
import type { DocumentsKit } from '../../storage/documents-kit';
import {
  assistanceNumber,
  detailOf,
  type LinkedPhoto,
  oneDecimal,
  queueItemOf,
  staffDetailOf,
  statusCountsOf,
  summaryOf,
} from './assistance-model';
import {
  countByStatus,
  countPhotos,
  insertMessage,
  insertRating,
  insertRequest,
  type QueueFilters,
  type RequestRow,
  selectCustomerRequests,
  selectDeliveredUnit,
  selectDeliveredUnits,
  selectEvents,
  selectMessages,
  selectPhotos,
  selectQueue,
  selectQueueOptions,
  selectReportCounts,
  selectReportMeasures,
  selectRequest,
  selectStaffName,
  updateStatus,
} from './queries';

/** The name the customer reads beside a staff member's act: their own (decision 051), else the caller's. */
async function staffName(ctx: AppContext, caller: Caller): Promise<string> {
  return (await selectStaffName(ctx.db, caller.accountId))?.trim() || caller.name;
}

/** How long a photo's signed link lives: a page of the conversation stays open a while. */
const PHOTO_LINK_SECONDS = 60 * 60;

/** The portal page of one request, named in the e-mails (docs/product/routes.md). */
export const ASSISTANCE_PAGE_PATH = '/assistencia-tecnica';

/** The company's warranty table (its brand file's, decision 074) or the product's default. */
export function warrantyTableOf(ctx: Pick<AppContext, 'brand'>): readonly WarrantySystem[] {
  return ctx.brand.warrantyTable ?? DEFAULT_WARRANTY_TABLE;
}

const today = (ctx: Pick<AppContext, 'clock'>) => todayIso(ctx.clock.now());

/** `GET /assistance/warranty`. */
export function warrantyTable(ctx: AppContext): WarrantyTable {
  return {
    systems: warrantyTableOf(ctx).map(({ key, label, unit, count }) => ({ key, label, unit, count })),
    source: ctx.brand.warrantyTable ? 'company' : 'default',
  };
}

/** `GET /assistance/units`: the caller's delivered units, each system's warranty today. */
export async function deliveredUnits(ctx: AppContext, caller: Caller): Promise<DeliveredUnit[]> {
  const day = today(ctx);
  const table = warrantyTableOf(ctx);
  const rows = await selectDeliveredUnits(ctx.db, caller.customerId, day);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    enterprise_id: row.enterpriseId,
    enterprise_name: row.enterpriseName,
    contract_document: row.contractDocument,
    handover_date: row.handoverDate,
    warranty: table.flatMap((system) => {
      const status = warrantyStatus(system.key, row.handoverDate, day, table);
      return status ? [{ system: system.key, within: status.within, until: status.until }] : [];
    }),
  }));
}

/** `GET /assistance/requests`: the caller's requests, newest first. */
export async function customerRequests(ctx: AppContext, caller: Caller): Promise<AssistanceSummary[]> {
  const rows = await selectCustomerRequests(ctx.db, caller.customerId, today(ctx));
  return rows.map(summaryOf);
}

/** The request `id` if it is the caller's (a customer) or any (the staff); else 404 ASSISTANCE-404. */
async function requestFor(ctx: AppContext, id: number, customerId: number | null): Promise<RequestRow> {
  const row = await selectRequest(ctx.db, id, customerId, today(ctx));
  if (!row) throw new AppError(404, 'ASSISTANCE-404');
  return row;
}

async function linkedPhotos(ctx: AppContext, kit: DocumentsKit, requestId: number): Promise<LinkedPhoto[]> {
  const now = ctx.clock.now();
  const rows = await selectPhotos(ctx.db, requestId);
  return rows.map((row) => ({
    id: row.id,
    messageId: row.messageId,
    content_type: row.contentType,
    url: kit.signer.sign(row.key, now, PHOTO_LINK_SECONDS),
  }));
}

async function partsOf(ctx: AppContext, kit: DocumentsKit, row: RequestRow) {
  const [events, messages, photos] = await Promise.all([
    selectEvents(ctx.db, row.id),
    selectMessages(ctx.db, row.id),
    linkedPhotos(ctx, kit, row.id),
  ]);
  return { events, messages, photos };
}

/** `GET /assistance/requests/{id}`: one of the caller's requests. */
export async function customerRequest(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  id: number,
): Promise<AssistanceDetail> {
  const row = await requestFor(ctx, id, caller.customerId);
  const { events, messages, photos } = await partsOf(ctx, kit, row);
  return detailOf(row, events, messages, photos);
}

/** `GET /assistance/queue/{id}`: any request, with its customer (staff). */
export async function staffRequest(
  ctx: AppContext,
  kit: DocumentsKit,
  id: number,
): Promise<StaffAssistanceDetail> {
  const row = await requestFor(ctx, id, null);
  const { events, messages, photos } = await partsOf(ctx, kit, row);
  return staffDetailOf(row, events, messages, photos);
}

/**
 * Re-encodes every photo before anything is stored (bytes sniffed, pixel limit, metadata such as the
 * EXIF location removed, decision 074): one bad or too large file refuses the whole upload with
 * ASSISTANCE-PHOTO-400. Then stores them and answers their file ids.
 */
async function storePhotos(
  ctx: AppContext,
  kit: DocumentsKit,
  files: readonly Uint8Array[],
  prefix: string,
): Promise<number[]> {
  const clean = [];
  for (const bytes of files) {
    if (bytes.byteLength === 0 || bytes.byteLength > MAX_ASSISTANCE_PHOTO_BYTES) {
      throw new AppError(400, 'ASSISTANCE-PHOTO-400');
    }
    clean.push(
      await reencodeImage(bytes).catch(() => {
        throw new AppError(400, 'ASSISTANCE-PHOTO-400');
      }),
    );
  }
  const now = ctx.clock.now();
  const ids: number[] = [];
  for (const [index, image] of clean.entries()) {
    const ext = image.type === 'jpeg' ? 'jpg' : image.type;
    const file = await kit.store.put(
      ctx.db,
      image.bytes,
      {
        kind: 'assistance-photo',
        contentType: `image/${image.type}`,
        downloadName: `${prefix}-${index + 1}.${ext}`,
      },
      now,
    );
    ids.push(file.id);
  }
  return ids;
}

/** What a customer sends to open a request. */
export interface NewRequestInput {
  readonly unitId: number;
  readonly system: string;
  readonly location: string;
  readonly description: string;
  readonly preferredPeriod: PreferredPeriod;
  readonly files: readonly Uint8Array[];
}

/**
 * `POST /assistance/requests`: counted against the customer's limit first; the unit must be theirs and
 * handed over (else ASSISTANCE-UNIT-404, the same for someone else's), the system one of the table's.
 * Whether it is within its warranty is fixed now; out of warranty it is made all the same, marked so.
 */
export async function openRequest(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  input: NewRequestInput,
): Promise<AssistanceDetail> {
  await takeCustomerAttempt(ctx, caller, 'assistance');
  const day = today(ctx);
  const unit = await selectDeliveredUnit(ctx.db, caller.customerId, input.unitId, day);
  if (!unit) throw new AppError(404, 'ASSISTANCE-UNIT-404');
  const table = warrantyTableOf(ctx);
  const system = findWarrantySystem(table, input.system);
  const warranty = warrantyStatus(input.system, unit.handoverDate, day, table);
  if (!system || !warranty) throw new AppError(422, 'ASSISTANCE-SYSTEM-422');
  const fileIds = await storePhotos(ctx, kit, input.files, `assistencia-${unit.id}`);
  const id = await insertRequest(
    ctx.db,
    {
      customerId: caller.customerId,
      unitId: unit.id,
      enterpriseId: unit.enterpriseId,
      accountId: caller.accountId,
      system: system.key,
      systemLabel: system.label,
      location: input.location,
      description: input.description,
      preferredPeriod: input.preferredPeriod,
      withinWarranty: warranty.within,
      warrantyUntil: warranty.until,
      actorName: caller.name,
      now: ctx.clock.now(),
    },
    fileIds,
  );
  return customerRequest(ctx, kit, caller, id);
}

/** Refuses a message on a closed request, or photos past the request's total. */
async function checkMessage(ctx: AppContext, row: RequestRow, photoCount: number): Promise<void> {
  if (isAssistanceClosed(row.status)) throw new AppError(409, 'ASSISTANCE-CLOSED-409');
  if (
    photoCount > 0 &&
    (await countPhotos(ctx.db, row.id)) + photoCount > MAX_ASSISTANCE_PHOTOS_PER_REQUEST
  ) {
    throw new AppError(409, 'ASSISTANCE-PHOTOS-409');
  }
}

/** `POST /assistance/requests/{id}/messages`: the customer writes on one of their open requests. */
export async function customerMessage(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  id: number,
  input: { text: string; files: readonly Uint8Array[] },
): Promise<AssistanceDetail> {
  const row = await requestFor(ctx, id, caller.customerId);
  await takeCustomerAttempt(ctx, caller, 'assistance-message');
  await checkMessage(ctx, row, input.files.length);
  const fileIds = await storePhotos(ctx, kit, input.files, assistanceNumber(row.id));
  const added = await insertMessage(
    ctx.db,
    {
      requestId: row.id,
      role: 'customer',
      accountId: caller.accountId,
      name: caller.name,
      text: input.text,
      now: ctx.clock.now(),
    },
    fileIds,
  );
  if (!added) throw new AppError(409, 'ASSISTANCE-CLOSED-409');
  return customerRequest(ctx, kit, caller, id);
}

/** `POST /assistance/queue/{id}/messages`: the staff write on a request; its customer is e-mailed. */
export async function staffMessage(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  id: number,
  input: { text: string; files: readonly Uint8Array[] },
): Promise<StaffAssistanceDetail> {
  const row = await requestFor(ctx, id, null);
  await checkMessage(ctx, row, input.files.length);
  const fileIds = await storePhotos(ctx, kit, input.files, assistanceNumber(row.id));
  const added = await insertMessage(
    ctx.db,
    {
      requestId: row.id,
      role: 'staff',
      accountId: caller.accountId,
      name: await staffName(ctx, caller),
      text: input.text,
      now: ctx.clock.now(),
    },
    fileIds,
  );
  if (!added) throw new AppError(409, 'ASSISTANCE-CLOSED-409');
  ctx.logger.info('assistance message by staff', { request_id: row.id, account_id: caller.accountId });
  await mailCustomer(ctx, row, (to) =>
    assistanceMessageMail(ctx.brand, to, row.customerName, { ...mailFacts(ctx, row), text: input.text }),
  );
  return staffRequest(ctx, kit, id);
}

function mailFacts(ctx: AppContext, row: RequestRow) {
  return {
    number: assistanceNumber(row.id),
    unit: `${row.enterpriseName} — ${row.unitName}`,
    system: row.systemLabel,
    location: row.location,
    link: `${ctx.config.publicUrl}${ASSISTANCE_PAGE_PATH}/${row.id}`,
  };
}

/**
 * Sends an e-mail to the request's customer. The change is already stored: a failing mail server only
 * delays the message (the mailer keeps it for a retry); one neither sent nor kept is logged.
 */
async function mailCustomer(
  ctx: AppContext,
  row: RequestRow,
  build: (to: string) => Parameters<AppContext['mailer']['send']>[0],
): Promise<void> {
  try {
    await ctx.mailer.send(build(row.customerEmail));
  } catch (error) {
    ctx.logger.error('assistance change stored but customer not e-mailed', {
      request_id: row.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * `POST /assistance/queue/{id}/status` (staff): the new status must be allowed to follow the current
 * one (ASSISTANCE-STATUS-409, also when someone changed it meanwhile); 'Improcedente' needs a reason and
 * 'Visita agendada' a date and a window (ASSISTANCE-CHANGE-422 with the fields, answered as `problems`). Kept in the history
 * with who did it (the audit of the staff's acts), and e-mailed to the customer.
 */
export async function changeStatus(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  id: number,
  body: AssistanceStatusBody,
): Promise<StaffAssistanceDetail | { readonly problems: AssistanceChangeProblem[] }> {
  const row = await requestFor(ctx, id, null);
  const to = body.status as AssistanceStatus;
  if (!canChangeAssistanceStatus(row.status, to)) throw new AppError(409, 'ASSISTANCE-STATUS-409');
  const change = {
    status: to,
    reason: body.reason?.trim() || null,
    visitDate: body.visit_date ?? null,
    visitStart: body.visit_start ?? null,
    visitEnd: body.visit_end ?? null,
  };
  const problems = assistanceChangeProblems(change, today(ctx));
  if (problems.length > 0) return { problems };
  const scheduled = to === 'visit_scheduled';
  const stored = {
    requestId: row.id,
    from: row.status,
    status: to,
    reason: to === 'rejected' ? change.reason : null,
    visitDate: scheduled ? change.visitDate : null,
    visitStart: scheduled ? change.visitStart : null,
    visitEnd: scheduled ? change.visitEnd : null,
    note: body.note?.trim() || null,
    accountId: caller.accountId,
    actorName: await staffName(ctx, caller),
    now: ctx.clock.now(),
  };
  if (!(await updateStatus(ctx.db, stored))) throw new AppError(409, 'ASSISTANCE-STATUS-409');
  ctx.logger.info('assistance status changed', {
    request_id: row.id,
    account_id: caller.accountId,
    from: row.status,
    to,
  });
  await mailCustomer(ctx, row, (address) =>
    assistanceStatusMail(ctx.brand, address, row.customerName, {
      ...mailFacts(ctx, row),
      status: ASSISTANCE_STATUS_LABELS[to],
      visit:
        scheduled && stored.visitDate && stored.visitStart && stored.visitEnd
          ? { date: stored.visitDate, start: stored.visitStart, end: stored.visitEnd }
          : null,
      reason: stored.reason,
      note: stored.note,
      askRating: to === 'done',
    }),
  );
  return staffRequest(ctx, kit, id);
}

/** `POST /assistance/requests/{id}/rating`: once, on a 'Concluída' request (else ASSISTANCE-RATING-409). */
export async function rateRequest(
  ctx: AppContext,
  kit: DocumentsKit,
  caller: Caller,
  id: number,
  body: { score: number; comment?: string },
): Promise<AssistanceDetail> {
  const row = await requestFor(ctx, id, caller.customerId);
  const rated = await insertRating(ctx.db, {
    requestId: row.id,
    score: body.score,
    comment: body.comment?.trim() ?? '',
    accountId: caller.accountId,
    actorName: caller.name,
    now: ctx.clock.now(),
  });
  if (!rated) throw new AppError(409, 'ASSISTANCE-RATING-409');
  return customerRequest(ctx, kit, caller, id);
}

/** `GET /assistance/queue` (staff): a page under the filters, the total and the counts by status. */
export async function queue(
  ctx: AppContext,
  filters: QueueFilters,
  page: { limit: number; offset: number },
): Promise<AssistanceQueuePage> {
  const day = today(ctx);
  const [rows, counts, options] = await Promise.all([
    selectQueue(ctx.db, filters, day, page),
    countByStatus(ctx.db, filters, day),
    selectQueueOptions(ctx.db),
  ]);
  // The counts are by status under the other filters: the total is the chosen status's, or them all.
  const total = counts.reduce(
    (sum, { status, n }) => (!filters.status || status === filters.status ? sum + n : sum),
    0,
  );
  const byText = (a: string, b: string) => a.localeCompare(b, 'pt-BR');
  return {
    items: rows.map(queueItemOf),
    total,
    counts: statusCountsOf(counts),
    enterprises: options.enterprises.sort((a, b) => byText(a.name, b.name)),
    systems: options.systems.sort((a, b) => byText(a.label, b.label)),
  };
}

/** `GET /reports/assistance` (staff): by status, median days to close and mean rating, per enterprise. */
export async function report(
  ctx: AppContext,
  range: { from?: string; to?: string },
): Promise<AssistanceReport> {
  const [counts, measures] = await Promise.all([
    selectReportCounts(ctx.db, range),
    selectReportMeasures(ctx.db, range),
  ]);
  const names = new Map<number, string>();
  for (const row of counts) names.set(row.enterpriseId, row.enterpriseName);
  const all = measures.find((m) => m.enterpriseId === null);
  const enterprises = [...names.entries()]
    .sort(([, a], [, b]) => a.localeCompare(b, 'pt-BR'))
    .map(([enterpriseId, enterpriseName]) => {
      const own = counts.filter((row) => row.enterpriseId === enterpriseId);
      const measure = measures.find((m) => m.enterpriseId === enterpriseId);
      return {
        enterprise_id: enterpriseId,
        enterprise_name: enterpriseName,
        total: own.reduce((sum, row) => sum + row.n, 0),
        counts: statusCountsOf(own),
        median_days_to_close: oneDecimal(measure?.medianDays ?? null),
        average_rating: oneDecimal(measure?.averageRating ?? null),
        ratings: measure?.ratings ?? 0,
      };
    });
  return {
    total: counts.reduce((sum, row) => sum + row.n, 0),
    counts: statusCountsOf(counts),
    median_days_to_close: oneDecimal(all?.medianDays ?? null),
    average_rating: oneDecimal(all?.averageRating ?? null),
    ratings: all?.ratings ?? 0,
    enterprises,
  };
}
