import {
  errorBody,
  MAX_SPREADSHEET_BYTES,
  SPREADSHEET_TEMPLATE_FILE_NAME,
  type SpreadsheetRefusal,
  spreadsheetConfirmEndpoint,
  spreadsheetPreviewEndpoint,
  spreadsheetTemplateEndpoint,
} from '@portal/api';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { authenticate } from '../../http/authenticate';
import { errorResponse } from '../../http/error-response';
import { registerEndpoint, registeredEndpoints } from '../../http/register-endpoint';
import { messages } from '../../messages/pt-BR';
import { displayName } from '../../security/display-text';
import { confirmSpreadsheet, previewSpreadsheet, type SpreadsheetFailure } from './spreadsheet-import';
import { buildTemplate } from './spreadsheet-template';

/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

const unreadable = (c: Context<AppEnv>, problems: readonly string[]) =>
  errorResponse(c, 400, 'SPREADSHEET-400', {
    issues: problems.map((message) => ({ path: 'file', message })),
  });

/** The file name as the runs list shows it: no folders, no control characters, at most 200 characters. */
const cleanFileName = (name: string): string =>
  displayName((name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '')).slice(0, 200) || 'planilha';

function failure(c: Context<AppEnv>, failed: SpreadsheetFailure): Response {
  switch (failed.status) {
    case 'unreadable':
      return unreadable(c, failed.problems);
    case 'not-found':
      return errorResponse(c, 404, 'SPREADSHEET-404');
    case 'confirmed':
      return errorResponse(c, 409, 'SPREADSHEET-409');
    case 'expired':
      return errorResponse(c, 410, 'SPREADSHEET-410');
    case 'refused': {
      const refusal: SpreadsheetRefusal = {
        ...errorBody(
          'SPREADSHEET-422',
          undefined,
          failed.errors.map((e) => ({
            path: messages.spreadsheet.place(e.sheet, e.row, e.field),
            message: e.message,
          })),
        ),
        errors: [...failed.errors],
        error_count: failed.errorCount,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(refusal, 422);
    }
  }
}

/**
 * The staff spreadsheet import (decision 036), for administrators' sessions: the template,
 * the preview of an upload (registered by hand: a multipart body of up to 32 MiB) and its confirm
 * (by hand too: its 422 carries the row errors). All three go through the one import service.
 */
export function registerSpreadsheetRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, spreadsheetTemplateEndpoint, async () => ({
    bytes: buildTemplate(),
    fileName: SPREADSHEET_TEMPLATE_FILE_NAME,
  }));

  registeredEndpoints(app).push(spreadsheetPreviewEndpoint);
  app.post(
    spreadsheetPreviewEndpoint.path,
    async (c, next) => {
      c.set('endpoint', spreadsheetPreviewEndpoint);
      c.set('caller', await authenticate(c, ctx, 'admin'));
      await next();
    },
    bodyLimit({
      maxSize: MAX_SPREADSHEET_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => errorResponse(c, 413, 'SPREADSHEET-413', { headers: { Connection: 'close' } }),
    }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return unreadable(c, [messages.spreadsheet.badForm]);
      }
      const file = form.get('file');
      if (!file || typeof file === 'string') return unreadable(c, [messages.spreadsheet.noFile]);
      if (file.size > MAX_SPREADSHEET_BYTES) {
        return errorResponse(c, 413, 'SPREADSHEET-413', { headers: { Connection: 'close' } });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const caller = c.get('caller');
      if (!caller) return errorResponse(c, 401, 'SESSION-401');
      const answer = await previewSpreadsheet(ctx, caller, { fileName: cleanFileName(file.name), bytes });
      if ('status' in answer) return failure(c, answer);
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    },
  );

  registeredEndpoints(app).push(spreadsheetConfirmEndpoint);
  app.post(spreadsheetConfirmEndpoint.path.replace('{preview_id}', ':preview_id'), async (c) => {
    c.set('endpoint', spreadsheetConfirmEndpoint);
    const caller = await authenticate(c, ctx, 'admin');
    c.set('caller', caller);
    const previewId = c.req.param('preview_id') ?? '';
    if (!/^[\w-]{1,100}$/.test(previewId)) return errorResponse(c, 404, 'SPREADSHEET-404');
    const answer = await confirmSpreadsheet(ctx, caller, previewId);
    if ('status' in answer) return failure(c, answer);
    c.header('Cache-Control', 'no-store');
    return c.json({ run_id: answer.runId, counts: answer.counts }, 200);
  });
}
