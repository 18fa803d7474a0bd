import {
  MAX_SPREADSHEET_BYTES,
  SPREADSHEET_TEMPLATE_FILE_NAME,
  spreadsheetConfirmEndpoint,
  spreadsheetPreviewEndpoint,
  spreadsheetTemplateEndpoint,
} from '@portal/api';
import type { Hono } from 'hono';
import { AppError } from '../../../app-error';
import type { AppContext } from '../../../context';
import type { AppEnv } from '../../../http/app-env';
import { type ErrorAnswer, errorAnswer } from '../../../http/error-answer';
import { registerEndpoint } from '../../../http/register-endpoint';
import { messages } from '../../../messages/pt-BR';
import { displayName } from '../../../security/display-text';
import { confirmSpreadsheet, previewSpreadsheet, type SpreadsheetFailure } from './service';
import { buildTemplate } from './spreadsheet-template';

/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

const unreadable = (problems: readonly string[]): ErrorAnswer =>
  errorAnswer(400, 'SPREADSHEET-400', { issues: problems.map((message) => ({ path: 'file', message })) });

/** The file name as the runs list shows it: no folders, no control characters, at most 200 characters. */
const cleanFileName = (name: string): string =>
  displayName((name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '')).slice(0, 200) || 'planilha';

/** The answer to a preview or confirm that did not go through; a refusal lists its row errors (decision 065). */
function failure(failed: SpreadsheetFailure): ErrorAnswer {
  switch (failed.status) {
    case 'unreadable':
      return unreadable(failed.problems);
    case 'not-found':
      throw new AppError(404, 'SPREADSHEET-404');
    case 'confirmed':
      throw new AppError(409, 'SPREADSHEET-409');
    case 'expired':
      throw new AppError(410, 'SPREADSHEET-410');
    case 'refused':
      return errorAnswer(422, 'SPREADSHEET-422', {
        // The same errors as `issues` too ('Clientes, linha 2, CPF/CNPJ'), for `ApiError.issues`.
        issues: failed.errors.map((e) => ({
          path: messages.spreadsheet.place(e.sheet, e.row, e.field),
          message: e.message,
        })),
        errors: [...failed.errors],
        error_count: failed.errorCount,
      });
  }
}

/**
 * The staff spreadsheet import (decision 036), for administrators' sessions: the template, the preview
 * of an upload (a multipart body of up to 32 MiB, the file judged by the import service) and its
 * confirm. All three through `registerEndpoint` (decision 065) and the one import service.
 */
export function registerSpreadsheetRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  registerEndpoint(app, ctx, spreadsheetTemplateEndpoint, async () => ({
    bytes: buildTemplate(),
    fileName: SPREADSHEET_TEMPLATE_FILE_NAME,
  }));

  registerEndpoint(
    app,
    ctx,
    spreadsheetPreviewEndpoint,
    async ({ body, caller }) => {
      const file = body instanceof FormData ? body.get('file') : null;
      if (!file || typeof file === 'string') return unreadable([messages.spreadsheet.noFile]);
      if (file.size > MAX_SPREADSHEET_BYTES) {
        throw new AppError(413, 'SPREADSHEET-413', { Connection: 'close' });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const answer = await previewSpreadsheet(ctx, caller, { fileName: cleanFileName(file.name), bytes });
      return 'status' in answer ? failure(answer) : answer;
    },
    {
      maxBodyBytes: MAX_SPREADSHEET_BYTES + MULTIPART_OVERHEAD,
      tooLargeCode: 'SPREADSHEET-413',
      badBodyCode: 'SPREADSHEET-400',
      bodyCheck: 'handler',
    },
  );

  registerEndpoint(app, ctx, spreadsheetConfirmEndpoint, async ({ params, caller }) => {
    if (!/^[\w-]{1,100}$/.test(params.preview_id)) throw new AppError(404, 'SPREADSHEET-404');
    const answer = await confirmSpreadsheet(ctx, caller, params.preview_id);
    if ('status' in answer) return failure(answer);
    return { run_id: answer.runId, counts: answer.counts };
  });
}
