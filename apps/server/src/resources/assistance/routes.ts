import {
  AssistanceMessageBodySchema,
  assistanceMessageEndpoint,
  assistanceQueueEndpoint,
  assistanceReportEndpoint,
  assistanceRequestEndpoint,
  assistanceRequestsEndpoint,
  assistanceStatusEndpoint,
  CreateAssistanceBodySchema,
  createAssistanceEndpoint,
  deliveredUnitsEndpoint,
  multipartBody,
  rateAssistanceEndpoint,
  staffAssistanceMessageEndpoint,
  staffAssistanceRequestEndpoint,
  toIssues,
  warrantyTableEndpoint,
} from '@portal/api';
import { MAX_ASSISTANCE_PHOTO_BYTES, MAX_ASSISTANCE_PHOTOS_PER_UPLOAD } from '@portal/domain';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import type { ReceivedBody } from '../../http/endpoint-body';
import { errorAnswer } from '../../http/error-answer';
import { registerEndpoint } from '../../http/register-endpoint';
import type { DocumentsKit } from '../../storage/documents-kit';
import {
  changeStatus,
  customerMessage,
  customerRequest,
  customerRequests,
  deliveredUnits,
  openRequest,
  queue,
  rateRequest,
  report,
  staffMessage,
  staffRequest,
  warrantyTable,
} from './service';

/** Largest multipart body: 10 photos of up to 15 MB and the text fields. */
export const MAX_ASSISTANCE_UPLOAD_BYTES =
  MAX_ASSISTANCE_PHOTOS_PER_UPLOAD * MAX_ASSISTANCE_PHOTO_BYTES + 64 * 1024;

const multipart = {
  maxBodyBytes: MAX_ASSISTANCE_UPLOAD_BYTES,
  bodyCheck: 'handler',
} as const;

/**
 * Reads a multipart body against its schema: `files` or `files[0]`, `files[1]`… become one list (a single
 * photo too), a text field keeps its value; a failure is the 400 with the schema's Portuguese issues.
 */
async function readForm<S extends z.core.$ZodType>(
  received: ReceivedBody,
  schema: S,
): Promise<
  { ok: true; value: z.output<S>; files: Uint8Array[] } | { ok: false; issues: ReturnType<typeof toIssues> }
> {
  const form = received instanceof FormData ? received : new FormData();
  const fields = multipartBody(form.entries());
  const parsed = z.safeParse(schema, fields);
  if (!parsed.success) return { ok: false, issues: toIssues('body', parsed.error) };
  const parts = ((fields.files as unknown[] | undefined) ?? []).filter(
    (part): part is File => part instanceof File,
  );
  const files = await Promise.all(parts.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  return { ok: true, value: parsed.data, files };
}

/**
 * 'Assistência técnica' (product rule §9): the customer's warranty table, delivered units, requests,
 * new request, messages and rating; the staff's queue, request, status change, messages and report.
 * Every customer read and write is scoped to the caller: another customer's request is a 404.
 */
export function registerAssistanceRoutes(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(app, ctx, warrantyTableEndpoint, async () => warrantyTable(ctx));
  registerEndpoint(app, ctx, deliveredUnitsEndpoint, ({ caller }) => deliveredUnits(ctx, caller));
  registerEndpoint(app, ctx, assistanceRequestsEndpoint, ({ caller }) => customerRequests(ctx, caller));
  registerEndpoint(app, ctx, assistanceRequestEndpoint, ({ caller, params }) =>
    customerRequest(ctx, kit, caller, params.id),
  );
  registerEndpoint(
    app,
    ctx,
    createAssistanceEndpoint,
    async ({ caller, body }) => {
      const form = await readForm(body, CreateAssistanceBodySchema);
      if (!form.ok) return errorAnswer(400, 'REQUEST-400', { issues: form.issues });
      const v = form.value;
      return openRequest(ctx, kit, caller, {
        unitId: v.unit_id,
        system: v.system,
        location: v.location,
        description: v.description,
        preferredPeriod: v.preferred_period,
        files: form.files,
      });
    },
    multipart,
  );
  registerEndpoint(
    app,
    ctx,
    assistanceMessageEndpoint,
    async ({ caller, params, body }) => {
      const form = await readForm(body, AssistanceMessageBodySchema);
      if (!form.ok) return errorAnswer(400, 'REQUEST-400', { issues: form.issues });
      return customerMessage(ctx, kit, caller, params.id, { text: form.value.text, files: form.files });
    },
    multipart,
  );
  registerEndpoint(app, ctx, rateAssistanceEndpoint, ({ caller, params, body }) =>
    rateRequest(ctx, kit, caller, params.id, body),
  );

  registerEndpoint(app, ctx, assistanceQueueEndpoint, ({ query }) =>
    queue(
      ctx,
      {
        status: query.status,
        enterpriseId: query.enterprise_id,
        system: query.system,
        minAgeDays: query.min_age_days,
      },
      { limit: query.limit, offset: query.offset },
    ),
  );
  registerEndpoint(app, ctx, staffAssistanceRequestEndpoint, ({ params }) =>
    staffRequest(ctx, kit, params.id),
  );
  registerEndpoint(app, ctx, assistanceStatusEndpoint, async ({ caller, params, body }) => {
    const result = await changeStatus(ctx, kit, caller, params.id, body);
    return 'problems' in result
      ? errorAnswer(422, 'ASSISTANCE-CHANGE-422', {
          issues: result.problems.map((problem) => ({
            path: `body.${problem.field}`,
            message: problem.message,
          })),
        })
      : result;
  });
  registerEndpoint(
    app,
    ctx,
    staffAssistanceMessageEndpoint,
    async ({ caller, params, body }) => {
      const form = await readForm(body, AssistanceMessageBodySchema);
      if (!form.ok) return errorAnswer(400, 'REQUEST-400', { issues: form.issues });
      return staffMessage(ctx, kit, caller, params.id, { text: form.value.text, files: form.files });
    },
    multipart,
  );
  registerEndpoint(app, ctx, assistanceReportEndpoint, ({ query }) => report(ctx, query));
}
