import type { DefaultImage, Enterprise, Timeline } from '@portal/api';
import { normalizeForSearch } from '@portal/domain';
import { notFound } from '../../app-error';
import { type PreparedJson, preparedJsonText } from '../../cache/prepared-json';
import type { AppContext } from '../../context';
import { statement } from '../../db/statements';
import type { Caller } from '../../security/caller';
import type { FileStore } from '../../storage/file-store';

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// The three reads are one named prepared statement each (db/statements.ts), JSON built by the database
// where the answer is rows (docs/decisions/027-read-caches-per-customer.md); photos.ts shares VISIBLE.

/**
 * SQL condition on enterprise `e`: `$1` is the customer whose units decide what they see, or null for
 * an administrator, who sees every enterprise.
 */
export const VISIBLE = `($1::int is null or exists (select 1 from units u join contracts k on k.id = u.contract_id where u.enterprise_id = e.id and k.customer_id = $1::int))`;

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
  const [row] = await ctx.database.query<{ body: string }>(LIST_ENTERPRISES, [
    viewer(caller),
    text ? likePattern(text) : '',
    query.limit,
    query.offset,
  ]);
  return preparedJsonText(row?.body ?? '[]');
}

const NO_IMAGE = '{"image_default":null}';

/** The card image as base64, or null when the enterprise has none. */
export async function defaultImage(
  ctx: AppContext,
  store: FileStore,
  caller: Caller,
  enterpriseId: number,
): Promise<PreparedJson<DefaultImage>> {
  const [row] = await ctx.database.query<{ fileId: number | null; key: string | null }>(DEFAULT_IMAGE, [
    viewer(caller),
    enterpriseId,
  ]);
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
  const [row] = await ctx.database.query<{ body: string }>(TIMELINE, [viewer(caller), enterpriseId]);
  if (!row) throw notFound();
  return preparedJsonText(row.body);
}
