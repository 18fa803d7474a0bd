import { randomBytes } from 'node:crypto';
import type { Attachment } from '@portal/api';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error';
import { type PreparedJson, preparedJsonText } from '../../cache/prepared-json';
import type { AppContext } from '../../context';
import { enterprisePhotos, enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { statement } from '../../db/statements';
import { reencodeImage } from '../../images/reencode-image';
import type { Caller } from '../../security/caller';
import type { FileStore } from '../../storage/file-store';
import { VISIBLE, viewer } from './enterprise-reads';

// Visibility and rows in one named statement ($1 the viewing customer, null for an administrator).
const PHOTO_FILES = statement(
  'enterprise_photo_files',
  ['int', 'int', 'int', 'int'],
  `select p.filename, f.key, p.year, p.month
   from enterprise_photos p join stored_files f on f.id = p.file_id
   where p.enterprise_id = $2::int
     and ($3::int is null or p.year = $3::int) and ($4::int is null or p.month = $4::int)
     and exists (select 1 from enterprises e where e.id = $2::int and ${VISIBLE})
   order by p.year desc, p.month desc, p.id desc`,
);

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
  const rows = await ctx.database.query<{ filename: string; key: string; year: number; month: number }>(
    PHOTO_FILES,
    [viewer(caller), query.enterprise_id, query.year ?? null, query.month ?? null],
  );
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
  const [enterprise] = await ctx.db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, input.enterprise_id));
  if (!enterprise) throw new AppError(400, 'IMG-POST-400');
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
    await ctx.db.insert(enterprisePhotos).values({
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
  const rows = await ctx.db
    .select({ id: enterprisePhotos.id, fileId: storedFiles.id, key: storedFiles.key })
    .from(enterprisePhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, enterprisePhotos.fileId))
    .where(inArray(enterprisePhotos.filename, unique));
  if (rows.length !== unique.length) throw new AppError(404, 'IMG-DELETE-404');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(enterprisePhotos).where(
      inArray(
        enterprisePhotos.id,
        rows.map((r) => r.id),
      ),
    );
    await tx.delete(storedFiles).where(
      inArray(
        storedFiles.id,
        rows.map((r) => r.fileId),
      ),
    );
  });
  // Bytes go after the rows: a crash in between leaves an unreferenced file, never a broken row.
  for (const row of rows) {
    await store.remove(row.key);
    ctx.fileBase64.drop(row.key);
  }
}
