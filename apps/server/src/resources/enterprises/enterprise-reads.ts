import type { DefaultImage, Enterprise, Timeline } from '@portal/api';
import { normalizeForSearch } from '@portal/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterprisePhotos, enterprises } from '../../db/schema/enterprises';
import { storedFiles } from '../../db/schema/files';
import type { Caller } from '../../security/caller';
import type { FileStore } from '../../storage/file-store';
import { visibleEnterprise, visibleTo } from './enterprise-access';

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * `GET /api/v1/enterprises`: by name, ignoring case and accents ('agua' finds 'Águas Claras'); an
 * admin sees every enterprise, a customer those where they hold a unit. Ordered by name, paged.
 */
export async function listEnterprises(
  ctx: AppContext,
  caller: Caller,
  query: { query?: string | undefined; offset: number; limit: number },
): Promise<Enterprise[]> {
  const text = normalizeForSearch(query.query ?? '');
  const rows = await ctx.db
    .select({
      id: enterprises.id,
      name: enterprises.name,
      address: enterprises.address,
      creation: enterprises.creation,
    })
    .from(enterprises)
    .where(and(text ? like(enterprises.searchName, likePattern(text)) : undefined, visibleTo(ctx.db, caller)))
    .orderBy(asc(enterprises.name), asc(enterprises.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows;
}

/** The card image as base64, or null when the enterprise has none. */
export async function defaultImage(
  ctx: AppContext,
  store: FileStore,
  caller: Caller,
  enterpriseId: number,
): Promise<DefaultImage> {
  const enterprise = await visibleEnterprise(ctx.db, caller, enterpriseId);
  if (enterprise.defaultImageFileId === null) return { image_default: null };
  const [file] = await ctx.db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.id, enterprise.defaultImageFileId));
  if (!file) return { image_default: null };
  // Spec: the card shows a placeholder on any error, so a lost file reads as "no image", not a 500.
  const bytes = await store.read(file.key).catch(() => null);
  return { image_default: bytes ? bytes.toString('base64') : null };
}

/**
 * The five stage percentages, as text (spec section 3), with the creation date and the years that have
 * photos, so the status screen's year filter offers every year with photos to a customer too.
 */
export async function timeline(ctx: AppContext, caller: Caller, enterpriseId: number): Promise<Timeline> {
  const e = await visibleEnterprise(ctx.db, caller, enterpriseId);
  const years = await ctx.db
    .selectDistinct({ year: enterprisePhotos.year })
    .from(enterprisePhotos)
    .where(eq(enterprisePhotos.enterpriseId, enterpriseId))
    .orderBy(asc(enterprisePhotos.year));
  return {
    name: e.name,
    creation: e.creation,
    photo_years: years.map((row) => row.year),
    fundation_percent: String(e.fundationPercent),
    structure_percent: String(e.structurePercent),
    masonry_percent: String(e.masonryPercent),
    instalation_percent: String(e.instalationPercent),
    finish_percent: String(e.finishPercent),
  };
}
