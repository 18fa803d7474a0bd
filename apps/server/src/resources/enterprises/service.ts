import { randomBytes } from 'node:crypto';
import type { Attachment, DefaultImage, Enterprise, Timeline } from '@portal/api';
import { normalizeForSearch } from '@portal/domain';
import { AppError, notFound } from '../../app-error';
import { type PreparedJson, preparedJsonText } from '../../cache/prepared-json';
import type { AppContext } from '../../context';
import { reencodeImage } from '../../images/reencode-image';
import type { Caller } from '../../security/caller';
import type { FileStore } from '../../storage/file-store';
import {
  deletePhotoRows,
  enterpriseExists,
  insertPhoto,
  selectDefaultImage,
  selectEnterpriseList,
  selectPhotoFiles,
  selectPhotosByFilename,
  selectTimeline,
} from './queries';

/** The customer whose units decide what the caller sees, or null for an administrator (all). */
export const viewer = (caller: Caller) => (caller.type === 'admin' ? null : caller.customerId);

/**
 * `GET /api/v1/enterprises`: by name, ignoring case and accents ('agua' finds 'Águas Claras'); an
 * admin sees every enterprise, a customer those where they hold a unit. Ordered by name, paged.
 */
export async function listEnterprises(
  ctx: AppContext,
  caller: Caller,
  query: { query?: string | undefined; offset: number; limit: number },
): Promise<PreparedJson<Enterprise[]>> {
  const text = normalizeForSearch(query.query ?? '');
  const body = await selectEnterpriseList(ctx.database, viewer(caller), {
    text,
    limit: query.limit,
    offset: query.offset,
  });
  return preparedJsonText(body ?? '[]');
}

const NO_IMAGE = '{"image_default":null}';

/** The card image as base64, or null when the enterprise has none. */
export async function defaultImage(
  ctx: AppContext,
  store: FileStore,
  caller: Caller,
  enterpriseId: number,
): Promise<PreparedJson<DefaultImage>> {
  const row = await selectDefaultImage(ctx.database, viewer(caller), enterpriseId);
  if (!row) throw notFound();
  if (row.fileId === null || row.key === null) return preparedJsonText(NO_IMAGE);
  // Spec: the card shows a placeholder on any error, so a lost file reads as "no image", not a 500.
  // The base64 comes from the bounded cache of stored files: a key's bytes never change.
  const image = await ctx.fileBase64.read(store, row.key).catch(() => null);
  return preparedJsonText(image === null ? NO_IMAGE : `{"image_default":"${image}"}`);
}

/**
 * The five stage percentages, as text (spec section 3), with the creation date and the years that have
 * photos, so the status screen's year filter offers every year with photos to a customer too.
 */
export async function timeline(
  ctx: AppContext,
  caller: Caller,
  enterpriseId: number,
): Promise<PreparedJson<Timeline>> {
  const body = await selectTimeline(ctx.database, viewer(caller), enterpriseId);
  if (body === undefined) throw notFound();
  return preparedJsonText(body);
}

/**
 * Photos of an enterprise, optionally of one year and month, newest first with the month each is
 * filed under (product rule: photos); none, or an enterprise the caller may not
 * see → 404 IMG-GET-404. The answer's JSON is written here, around the base64 of each file, which
 * comes from the bounded cache of stored files (their bytes never change under a key).
 */
export async function listPhotos(
  ctx: AppContext,
  store: FileStore,
  caller: Caller,
  query: { enterprise_id: number; year?: number | undefined; month?: number | undefined },
): Promise<PreparedJson<Attachment[]>> {
  const rows = await selectPhotoFiles(ctx.database, viewer(caller), {
    enterpriseId: query.enterprise_id,
    year: query.year ?? null,
    month: query.month ?? null,
  });
  // A photo whose bytes are missing from this instance's store is left out rather than failing the list.
  const photos = await Promise.all(
    rows.map(async (r) => {
      const file = await ctx.fileBase64.read(store, r.key).catch(() => null);
      // base64 needs no escaping inside a JSON string.
      if (file === null) return null;
      const filed = `"year":${Number(r.year)},"month":${Number(r.month)}`;
      return `{"filename":${JSON.stringify(r.filename)},"file":"${file}",${filed}}`;
    }),
  );
  const found = photos.filter((p): p is string => p !== null);
  if (found.length === 0) throw new AppError(404, 'IMG-GET-404');
  return preparedJsonText(`[${found.join(',')}]`);
}

/**
 * Adds photos (admin): each file's type is read from its bytes (png, jpeg, webp), decoded with a pixel
 * limit, re-encoded without metadata and capped in size. One bad file refuses the whole upload
 * (IMG-POST-400) before anything is stored.
 */
export async function uploadPhotos(
  ctx: AppContext,
  store: FileStore,
  input: { enterprise_id: number; year: number; month: number; files: readonly Uint8Array[] },
): Promise<number> {
  if (!(await enterpriseExists(ctx.db, input.enterprise_id))) throw new AppError(400, 'IMG-POST-400');
  const clean = [];
  for (const bytes of input.files) {
    clean.push(
      await reencodeImage(bytes).catch(() => {
        throw new AppError(400, 'IMG-POST-400');
      }),
    );
  }
  const now = ctx.clock.now();
  for (const image of clean) {
    const ext = image.type === 'jpeg' ? 'jpg' : image.type;
    const filename = `${input.enterprise_id}-${input.year}-${String(input.month).padStart(2, '0')}-${randomBytes(6).toString('hex')}.${ext}`;
    const file = await store.put(
      ctx.db,
      image.bytes,
      { kind: 'photo', contentType: `image/${image.type}`, downloadName: filename },
      now,
    );
    await insertPhoto(ctx.db, {
      enterpriseId: input.enterprise_id,
      year: input.year,
      month: input.month,
      filename,
      fileId: file.id,
      createdAt: now,
    });
  }
  return clean.length;
}

/**
 * Deletes photos by file name (admin). An unknown name → 404 IMG-DELETE-404 ('Houve um erro ao remover
 * a imagem.', the spec's delete failure) and nothing deleted.
 */
export async function deletePhotos(
  ctx: AppContext,
  store: FileStore,
  filenames: readonly string[],
): Promise<void> {
  const unique = [...new Set(filenames)];
  const rows = await selectPhotosByFilename(ctx.db, unique);
  if (rows.length !== unique.length) throw new AppError(404, 'IMG-DELETE-404');
  await deletePhotoRows(ctx.db, rows);
  // Bytes go after the rows: a crash in between leaves an unreferenced file, never a broken row.
  for (const row of rows) {
    await store.remove(row.key);
    ctx.fileBase64.drop(row.key);
  }
}
