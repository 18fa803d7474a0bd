import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** What `removeDemoData` deleted. */
export interface DemoRemoval {
  readonly customers: number;
  readonly accounts: number;
  readonly companies: number;
  readonly enterprises: number;
  readonly contracts: number;
  readonly installments: number;
  readonly files: number;
  /** Keys of the stored files whose rows went: the caller removes their bytes once the deletion committed. */
  readonly fileKeys: readonly string[];
}

// The demo's rows (docs/decisions/047-demo-data-only-when-asked.md): marked by the seed or by migration
// 0010. A marked row the ERP import adopted (it matched a demo customer's CPF and gave it its own id)
// is the ERP's now, hence `external_id is null` beside the mark.
const DEMO_CUSTOMERS = sql`select id from customers where demo and external_id is null`;
const DEMO_ENTERPRISES = sql`select id from enterprises where demo and external_id is null`;
const DEMO_CONTRACTS = sql`select id from contracts where demo and external_id is null`;
const DEMO_INSTALLMENTS = sql`select id from installments where contract_id in (${DEMO_CONTRACTS})`;
// Requests of 'Assistência técnica' (product rule §9) of demo customers or about demo units.
const DEMO_ASSISTANCE = sql`select id from assistance_requests where customer_id in (${DEMO_CUSTOMERS})
  or unit_id in (select id from units where contract_id in (${DEMO_CONTRACTS}) or enterprise_id in (${DEMO_ENTERPRISES}))`;
// The demo's logins, and any login a person made for a demo customer (sign-up): its customer row goes.
const DEMO_ACCOUNTS = sql`select id from accounts where demo or customer_id in (${DEMO_CUSTOMERS})`;

/** Tables referencing `accounts` that `removeDemoData` clears by name; any other is handled generically. */
const KNOWN_ACCOUNT_REFERENCES = new Set([
  'sessions',
  'account_tokens',
  'tickets',
  'login_audit',
  'import_runs',
  'integration_keys',
  'import_previews',
]);

/** Runs a `delete … returning 1` (or update) and counts its rows, the same way on PGlite and PostgreSQL. */
async function count(tx: Db, statement: SQL): Promise<number> {
  const result = await tx.execute(
    sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/** Rows of a plain select (both drivers answer `{ rows }`). */
async function rowsOf<R>(tx: Db, statement: SQL): Promise<R[]> {
  return ((await tx.execute(statement)) as unknown as { rows: R[] }).rows;
}

/**
 * Deletes the demo company in one transaction: its people (customers, their logins and everything that
 * hangs from a login: sessions, tickets, links), its companies, enterprises, photos, contracts, units and
 * installments, the slips, statements and proofs made for them, and the seed's bookkeeping, so that a
 * later `DEMO_DATA=1` could seed it again. Rows of the ERP import, the spreadsheet or Sienge stay as
 * they are; so do the audit rows of a demo login (login history, import runs), which lose the link only.
 * Integration keys the demo administrator created go with it: anyone who read its published password
 * could have made them.
 */
export async function removeDemoData(db: Db): Promise<DemoRemoval> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const files = await rowsOf<{ id: number; key: string }>(
      tx,
      sql`select id, key from stored_files where id in (
        select file_id from enterprise_photos where enterprise_id in (${DEMO_ENTERPRISES})
        union select default_image_file_id from enterprises where id in (${DEMO_ENTERPRISES})
        union select file_id from payment_proofs
          where installment_id in (${DEMO_INSTALLMENTS}) or customer_id in (${DEMO_CUSTOMERS})
        union select file_id from generated_slips
          where contract_id in (${DEMO_CONTRACTS}) or customer_id in (${DEMO_CUSTOMERS})
        union select file_id from generated_statements
          where contract_id in (${DEMO_CONTRACTS}) or customer_id in (${DEMO_CUSTOMERS})
        union select file_id from assistance_photos where request_id in (${DEMO_ASSISTANCE})
        union select file_id from documents
          where contract_id in (${DEMO_CONTRACTS}) or enterprise_id in (${DEMO_ENTERPRISES}))`,
    );
    await tx.execute(
      sql`delete from payment_proofs where installment_id in (${DEMO_INSTALLMENTS}) or customer_id in (${DEMO_CUSTOMERS})`,
    );
    await tx.execute(
      sql`delete from generated_slips where installment_id in (${DEMO_INSTALLMENTS}) or contract_id in (${DEMO_CONTRACTS}) or customer_id in (${DEMO_CUSTOMERS})`,
    );
    // Anticipations of demo contracts (product rule §8), after their 'Boletos gerados' records; their
    // installments go with them (on delete cascade).
    await tx.execute(
      sql`delete from prepayments where contract_id in (${DEMO_CONTRACTS}) or customer_id in (${DEMO_CUSTOMERS})`,
    );
    await tx.execute(
      sql`delete from generated_statements where contract_id in (${DEMO_CONTRACTS}) or customer_id in (${DEMO_CUSTOMERS})`,
    );
    const installments = await count(
      tx,
      sql`delete from installments where contract_id in (${DEMO_CONTRACTS})`,
    );
    // Their history, messages, photos and ratings go with them (on delete cascade).
    await tx.execute(sql`delete from assistance_requests where id in (${DEMO_ASSISTANCE})`);
    // The papers of demo contracts and enterprises, seeded or uploaded since ('Documentos'); their
    // download audit goes with them (on delete cascade).
    await tx.execute(
      sql`delete from documents where contract_id in (${DEMO_CONTRACTS}) or enterprise_id in (${DEMO_ENTERPRISES})`,
    );
    await tx.execute(
      sql`delete from units where contract_id in (${DEMO_CONTRACTS}) or enterprise_id in (${DEMO_ENTERPRISES})`,
    );
    const contracts = await count(tx, sql`delete from contracts where id in (${DEMO_CONTRACTS})`);
    await tx.execute(sql`delete from enterprise_photos where enterprise_id in (${DEMO_ENTERPRISES})`);
    const enterprises = await count(tx, sql`delete from enterprises where id in (${DEMO_ENTERPRISES})`);
    const companies = await count(tx, sql`delete from companies where demo and external_id is null`);

    const accountIds = (await rowsOf<{ id: number }>(tx, DEMO_ACCOUNTS)).map((row) => Number(row.id));
    if (accountIds.length > 0) {
      const ids = sql.join(
        accountIds.map((id) => sql`${id}::integer`),
        sql`, `,
      );
      await tx.execute(
        sql`delete from refresh_tokens where session_id in (select id from sessions where account_id in (${ids}))`,
      );
      await tx.execute(sql`delete from sessions where account_id in (${ids})`);
      await tx.execute(sql`delete from account_tokens where account_id in (${ids})`);
      await tx.execute(sql`delete from tickets where account_id in (${ids})`);
      await tx.execute(sql`delete from import_previews where account_id in (${ids})`);
      await tx.execute(sql`update login_audit set account_id = null where account_id in (${ids})`);
      await tx.execute(sql`update import_runs set account_id = null where account_id in (${ids})`);
      await tx.execute(
        sql`update import_runs set integration_key_id = null where integration_key_id in (select id from integration_keys where created_by in (${ids}))`,
      );
      await tx.execute(sql`delete from integration_keys where created_by in (${ids})`);
      await clearOtherAccountReferences(tx, ids);
    }
    const accounts =
      accountIds.length === 0
        ? 0
        : await count(
            tx,
            sql`delete from accounts where id in (${sql.join(
              accountIds.map((id) => sql`${id}::integer`),
              sql`, `,
            )})`,
          );
    const customers = await count(tx, sql`delete from customers where id in (${DEMO_CUSTOMERS})`);
    if (files.length > 0) {
      await tx.execute(
        sql`delete from stored_files where id in (${sql.join(
          files.map((file) => sql`${Number(file.id)}::integer`),
          sql`, `,
        )})`,
      );
    }
    await tx.execute(sql`delete from demo_anchor`);
    await tx.execute(
      sql`delete from seed_steps where name in ('people-v1', 'finance-v1', 'assistance-v1', 'documents-v1')`,
    );
    return {
      customers,
      accounts,
      companies,
      enterprises,
      contracts,
      installments,
      files: files.length,
      fileKeys: files.map((file) => file.key),
    };
  });
}

/**
 * A table added later that references `accounts` (the staff audit, say) is cleared without a change
 * here: a nullable reference to a demo login is set to null (the row stays, as audit rows do), a
 * mandatory one deletes its row.
 */
async function clearOtherAccountReferences(tx: Db, ids: SQL): Promise<void> {
  const references = await rowsOf<{ table_name: string; column_name: string; not_null: boolean }>(
    tx,
    sql`select c.conrelid::regclass::text as table_name, a.attname as column_name, a.attnotnull as not_null
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'accounts'::regclass and c.conrelid <> 'accounts'::regclass`,
  );
  for (const ref of references) {
    const table = ref.table_name.replace(/^public\./, '').replace(/"/g, '');
    if (KNOWN_ACCOUNT_REFERENCES.has(table)) continue;
    const name = sql.identifier(table);
    const column = sql.identifier(ref.column_name);
    const notNull = ref.not_null === true || (ref.not_null as unknown) === 't';
    await tx.execute(
      notNull
        ? sql`delete from ${name} where ${column} in (${ids})`
        : sql`update ${name} set ${column} = null where ${column} in (${ids})`,
    );
  }
}
