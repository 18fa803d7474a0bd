import { MAX_IMAGES_PER_UPLOAD, messageBody, uploadAttachmentsEndpoint } from '@portal/api';
import type { Hono } from 'hono';
import * as z from 'zod';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { errorAnswer } from '../../http/error-answer';
import { registerEndpoint } from '../../http/register-endpoint';
import type { DocumentsKit } from '../../storage/documents-kit';
import { uploadPhotos } from './photos';

/** Largest multipart upload: 20 photos of up to 25 MB each. */
export const MAX_UPLOAD_BYTES = MAX_IMAGES_PER_UPLOAD * 25 * 1024 * 1024;

const fields = z.object({
  enterprise_id: z.coerce.number().int().min(1).max(2_147_483_647),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

/**
 * `POST /api/v1/enterprise/attachments` (admin, multipart), through `registerEndpoint` (decision 065)
 * with its own body limit; the handler checks the form itself: files arrive as `files` or `files[0]`,
 * `files[1]`… (the observed portal's names) and their declared types are ignored, the bytes decide.
 */
export function registerPhotoUpload(app: Hono<AppEnv>, ctx: AppContext, kit: DocumentsKit): void {
  registerEndpoint(
    app,
    ctx,
    uploadAttachmentsEndpoint,
    async ({ body }) => {
      const form = body instanceof FormData ? body : new FormData();
      const parsed = fields.safeParse(
        Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
      );
      const files = [...form.entries()]
        .filter(([name, v]) => /^files(\[\d+\])?$/.test(name) && typeof v !== 'string')
        .map(([, v]) => v as File);
      if (!parsed.success || files.length === 0 || files.length > MAX_IMAGES_PER_UPLOAD) {
        const issues = parsed.success
          ? [{ path: 'files', message: `de 1 a ${MAX_IMAGES_PER_UPLOAD} arquivos` }]
          : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return errorAnswer(400, 'REQUEST-400', { issues });
      }
      const bytes = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
      await uploadPhotos(ctx, kit.store, { ...parsed.data, files: bytes });
      return messageBody('IMG-POST-201');
    },
    { maxBodyBytes: MAX_UPLOAD_BYTES, tooLargeCode: 'IMG-POST-400', bodyCheck: 'handler' },
  );
}
