import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/env';
import { serverRoot } from '../config/paths';
import { startServer } from '../server';
import { TEST_ENV, withDatabase } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data folder, migrated and seeded, to copy per test file. */
    pgliteTemplateDir: string;
    /** PostgreSQL template database URL, when DATABASE_URL is set. */
    postgresTemplateUrl: string | null;
    /** The stored files (images, photos) seeded beside the PostgreSQL template, to copy per test file. */
    postgresTemplateDataDir: string | null;
  }
}

/** Everything that changes the template's content: migrations, schema, seed, and the test argon2 cost. */
function templateKey(root: string): string {
  const hash = createHash('sha256').update(JSON.stringify(TEST_ENV));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ['drizzle', 'src/seed', 'src/db']) walk(join(root, dir));
  return hash.digest('hex').slice(0, 16);
}

/**
 * What is not a current template (other schema versions, folders of runs that died while building) is
 * removed once nobody can still be copying it. The current PGlite template stays, and the current
 * version's PostgreSQL folders of every cluster: another run may be using them.
 */
function removeStaleTemplates(base: string, key: string): void {
  const tenMinutesAgo = Date.now() - 10 * 60 * 1000;
  for (const name of readdirSync(base)) {
    const path = join(base, name);
    const current = name === `template-${key}` || name.startsWith(`pg-template-data-${key}-`);
    if (!current && statSync(path).mtimeMs < tenMinutesAgo) rmSync(path, { recursive: true, force: true });
  }
}

/** Names a PostgreSQL cluster: its host and port, or its socket folder (`?host=/run/postgresql`). */
function clusterOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const where = `${url.host}|${url.searchParams.get('host') ?? ''}`;
  return createHash('sha256').update(where).digest('hex').slice(0, 8);
}

async function seedInto(env: Record<string, string>): Promise<void> {
  const server = await startServer(loadConfig({ ...TEST_ENV, ...env }), { portalDir: '/nonexistent' });
  await server.close();
}

/** Builds (or reuses) the templates and hands their locations to the test files. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = serverRoot();
  const key = templateKey(root);
  const base = join(root, '.data-test');
  const pgliteDir = join(base, `template-${key}`);
  if (!existsSync(join(pgliteDir, 'ready'))) {
    // Several runs may start at once (engineers share the machine): each builds in its own folder and
    // renames it into place, so nobody ever copies a half-written template.
    const building = join(base, `building-${key}-${process.pid}`);
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    await seedInto({ DATA_DIR: building });
    rmSync(join(building, 'server.lock'), { force: true });
    writeFileSync(join(building, 'ready'), key);
    try {
      renameSync(building, pgliteDir);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run won the race: use theirs
    }
  }
  const databaseUrl = process.env.DATABASE_URL;
  // The seed writes files (enterprise images, photos) beside its rows: the database template is only
  // usable together with the folder seeded in the same run. Each cluster has a folder of its own: runs
  // on two clusters at once (engineers share the machine, each on their own port) each seed their own
  // template database, with other random file keys, and a shared folder would hold only the last one's.
  const pgDataDir = join(base, `pg-template-data-${key}-${databaseUrl ? clusterOf(databaseUrl) : ''}`);
  removeStaleTemplates(base, key);
  project.provide('pgliteTemplateDir', pgliteDir);

  if (!databaseUrl) {
    project.provide('postgresTemplateUrl', null);
    project.provide('postgresTemplateDataDir', null);
    return async () => {};
  }
  const templateName = `portal_tpl_${key}`;
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
  // A missing folder means building both again.
  if (exists.rowCount === 0 || !existsSync(join(pgDataDir, 'ready'))) {
    // Old templates of previous schema versions are useless: drop them first.
    const stale = await admin.query("select datname from pg_database where datname like 'portal\\_tpl\\_%'");
    for (const row of stale.rows as { datname: string }[])
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database "${templateName}"`);
    rmSync(pgDataDir, { recursive: true, force: true });
    await seedInto({ DATA_DIR: pgDataDir, DATABASE_URL: withDatabase(databaseUrl, templateName) });
    rmSync(join(pgDataDir, 'server.lock'), { force: true });
    writeFileSync(join(pgDataDir, 'ready'), key);
  }
  project.provide('postgresTemplateUrl', withDatabase(databaseUrl, templateName));
  project.provide('postgresTemplateDataDir', pgDataDir);
  return async () => {
    const leftovers = await admin.query(
      "select datname from pg_database where datname like 'portal\\_t\\_%'",
    );
    for (const row of leftovers.rows as { datname: string }[])
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  };
}
