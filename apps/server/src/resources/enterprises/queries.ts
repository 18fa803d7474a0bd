import { eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { enterprisePhotos, enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import { statement } from '../../db/statements';

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// The reads are one named prepared statement each (db/statements.ts), JSON built by the database
// where the answer is rows (docs/decisions/027-read-caches-per-customer.md); each shares VISIBLE.

/**
 * SQL condition on enterprise `e`: `$1` is the customer whose units decide what they see, or null for
 * an administrator, who sees every enterprise.
 */
const VISIBLE = `($1::int is null or exists (select 1 from units u join contracts k on k.id = u.contract_id where u.enterprise_id = e.id and k.customer_id = $1::int))`;

const LIST_ENTERPRISES = statement(
  'enterprises_list',
  ['int', 'text', 'int', 'int'],
  `select coalesce('[' || string_agg(row_to_json(r)::text, ',' order by r.name, r.id) || ']', '[]') as body from (
     select e.id, e.name, e.address, e.creation, e.delivery_date,
       round((e.fundation_percent + e.structure_percent + e.masonry_percent + e.instalation_percent + e.finish_percent) / 5.0)::int as progress_percent
     from enterprises e
     where ($2::text = '' or e.search_name like $2::text) and ${VISIBLE}
     order by e.name, e.id limit $3::int offset $4::int
   ) r`,
);

const DEFAULT_IMAGE = statement(
  'enterprises_default_image',
  ['int', 'int'],
  `select e.default_image_file_id as "fileId", f.key
   from enterprises e left join stored_files f on f.id = e.default_image_file_id
   where e.id = $2::int and ${VISIBLE}`,
);

const TIMELINE = statement(
  'enterprises_timeline',
  ['int', 'int'],
  `select row_to_json(r)::text as body from (
     select e.name, e.creation, e.delivery_date,
       coalesce((select json_agg(distinct p.year order by p.year) from enterprise_photos p where p.enterprise_id = e.id), '[]'::json) as photo_years,
       e.fundation_percent::text as fundation_percent, e.structure_percent::text as structure_percent,
       e.masonry_percent::text as masonry_percent, e.instalation_percent::text as instalation_percent,
       e.finish_percent::text as finish_percent
     from enterprises e where e.id = $2::int and ${VISIBLE}
   ) r`,
);

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

/** `$1` of every read: the customer whose units decide what is seen, or null for an administrator. */
type Viewer = number | null;

/** A page of the enterprises the viewer sees whose search name contains `text` (any when empty), as JSON. */
export async function selectEnterpriseList(
  database: Database,
  viewer: Viewer,
  query: { text: string; limit: number; offset: number },
): Promise<string | undefined> {
  const [row] = await database.query<{ body: string }>(LIST_ENTERPRISES, [
    viewer,
    query.text ? likePattern(query.text) : '',
    query.limit,
    query.offset,
  ]);
  return row?.body;
}

/** The card image's file of an enterprise the viewer sees (both null when it has none); none when unseen. */
export async function selectDefaultImage(database: Database, viewer: Viewer, enterpriseId: number) {
  const [row] = await database.query<{ fileId: number | null; key: string | null }>(DEFAULT_IMAGE, [
    viewer,
    enterpriseId,
  ]);
  return row;
}

/** The timeline's JSON of an enterprise the viewer sees; none when unseen. */
export async function selectTimeline(
  database: Database,
  viewer: Viewer,
  enterpriseId: number,
): Promise<string | undefined> {
  const [row] = await database.query<{ body: string }>(TIMELINE, [viewer, enterpriseId]);
  return row?.body;
}

/** The photos of an enterprise the viewer sees, of one year and month when given, newest first. */
export function selectPhotoFiles(
  database: Database,
  viewer: Viewer,
  query: { enterpriseId: number; year: number | null; month: number | null },
) {
  return database.query<{ filename: string; key: string; year: number; month: number }>(PHOTO_FILES, [
    viewer,
    query.enterpriseId,
    query.year,
    query.month,
  ]);
}

/** Whether an enterprise with this id exists. */
export async function enterpriseExists(db: Db, enterpriseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row !== undefined;
}

/** Files a stored photo under its enterprise, year and month. */
export async function insertPhoto(db: Db, photo: typeof enterprisePhotos.$inferInsert): Promise<void> {
  await db.insert(enterprisePhotos).values(photo);
}

/** The photos of these file names with their stored files (unknown names are left out). */
export function selectPhotosByFilename(db: Db, filenames: readonly string[]) {
  return db
    .select({ id: enterprisePhotos.id, fileId: storedFiles.id, key: storedFiles.key })
    .from(enterprisePhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, enterprisePhotos.fileId))
    .where(inArray(enterprisePhotos.filename, [...filenames]));
}

/** Deletes photo rows and their stored files' rows, in one transaction. */
export async function deletePhotoRows(
  db: Db,
  rows: readonly { readonly id: number; readonly fileId: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
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
}
