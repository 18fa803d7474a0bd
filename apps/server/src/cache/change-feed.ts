/**
 * What cached reads depend on. Every table a cached read selects from belongs to one topic; a
 * committed change to the table makes the reads of its topic stale — all of them, or, when the
 * database names the customers or enterprises the change concerns, only the reads of those
 * (docs/decisions/027-read-caches-per-customer.md).
 */
export type ChangeTopic = 'people' | 'finance' | 'enterprises' | 'photos' | 'reports';

const TOPICS: readonly ChangeTopic[] = ['people', 'finance', 'enterprises', 'photos', 'reports'];

const TOPIC_OF_TABLE: Readonly<Record<string, ChangeTopic>> = {
  accounts: 'people',
  customers: 'people',
  sessions: 'people',
  companies: 'finance',
  contracts: 'finance',
  units: 'finance',
  installments: 'finance',
  payment_proofs: 'finance',
  // An anticipation in progress holds its installments on the statement (product rule §8; migration 0017).
  prepayments: 'finance',
  prepayment_installments: 'finance',
  enterprises: 'enterprises',
  enterprise_photos: 'photos',
  stored_files: 'photos',
  generated_slips: 'reports',
  generated_statements: 'reports',
};

/**
 * Tables whose changes the database announces (migrations 0002, 0003 and 0007 put triggers on each).
 * A cached read may select only from these: a new table it reads needs a topic here and triggers in a
 * migration (read-caches.test.ts checks that both lists agree).
 */
export const WATCHED_TABLES: readonly string[] = Object.keys(TOPIC_OF_TABLE);

/**
 * What a cached read depends on: a whole topic (`'enterprises'`: any enterprise row), or one scope of
 * a topic (`'finance:c42'`: customer 42's contracts, units, installments and proofs of payment;
 * `'enterprises:e7'`, `'photos:e7'`: enterprise 7's row, its photos). A scoped dependency also
 * moves with every change of its topic that names no scope (a TRUNCATE, a reconnect).
 */
export type Dependency = ChangeTopic | `${ChangeTopic}:${string}`;

/** The scope of one customer's finance rows, as the triggers of migration 0007 name it. */
export function scopeOfCustomer(customerId: number): string {
  return `c${customerId}`;
}

/** The scope of one enterprise (its row, its photos), as the triggers of migration 0007 name it. */
export function scopeOfEnterprise(enterpriseId: number): string {
  return `e${enterpriseId}`;
}

/**
 * Scoped versions kept at most; past that (an ERP import touching every customer of a large base),
 * they are folded into one change of every topic, so memory stays bounded.
 */
const MAX_SCOPES = 200_000;

/**
 * Versions of the data the caches hold, moved forward by the database's change notifications.
 * A cached read is tagged with the version of its dependencies taken before it queried; it is served
 * again only while that version is still current. While the notifications are not arriving (the
 * listener is connecting or lost its connection) there is no version at all, and caches must not be
 * used.
 */
export interface ChangeFeed {
  /** The dependency's current version, or null while changes could go unseen. */
  version(dependency: Dependency): number | null;
  /**
   * A notification of the change triggers: a table name (a change of the table's whole topic) or
   * `<topic>:<scope>,<scope>…` (a change of those scopes only). Unknown tables and topics are ignored.
   */
  announced(payload: string): void;
  /** A committed change to `table`, scope unknown: its whole topic (unknown tables are ignored). */
  tableChanged(table: string): void;
  /** A change of `topic`: of the given scopes only, or of all of it when none are given. */
  changed(topic: ChangeTopic, scopes?: readonly string[]): void;
  /** Everything may have changed (a write whose tables we do not know, a reconnect). */
  invalidateAll(): void;
  /** Whether change notifications are arriving; turning live again invalidates everything. */
  setLive(live: boolean): void;
}

const isTopic = (name: string): name is ChangeTopic => (TOPICS as readonly string[]).includes(name);

/**
 * A feed that starts not live: nothing is cached until the database listener says it is connected.
 *
 * Every change takes the next number of one counter, so a version is "when its dependency last
 * changed": a topic's `any` (its last change of any scope), its `wide` (its last change naming no
 * scope) and, per scope, the last change naming it. A scoped dependency's version is the later of
 * its scope's and its topic's `wide`; several dependencies' version is the latest of theirs. A change
 * always takes a number above every version handed out so far, so the version of whatever it
 * concerns moves, and nothing else's does.
 */
export function createChangeFeed(): ChangeFeed {
  let clock = 0;
  const any: Record<ChangeTopic, number> = { people: 0, finance: 0, enterprises: 0, photos: 0, reports: 0 };
  const wide: Record<ChangeTopic, number> = { ...any };
  const scoped = new Map<string, number>();
  let live = false;

  const invalidateAll = () => {
    clock += 1;
    for (const topic of TOPICS) {
      any[topic] = clock;
      wide[topic] = clock;
    }
  };
  const changed = (topic: ChangeTopic, scopes?: readonly string[]) => {
    clock += 1;
    any[topic] = clock;
    if (!scopes) {
      wide[topic] = clock;
      return;
    }
    for (const scope of scopes) scoped.set(`${topic}:${scope}`, clock);
    if (scoped.size > MAX_SCOPES) {
      // Every topic's `wide` now exceeds every scoped version: forgetting them changes no answer.
      invalidateAll();
      scoped.clear();
    }
  };
  return {
    version(dependency) {
      if (!live) return null;
      const colon = dependency.indexOf(':');
      if (colon < 0) return any[dependency as ChangeTopic];
      const topic = dependency.slice(0, colon) as ChangeTopic;
      return Math.max(wide[topic], scoped.get(dependency) ?? 0);
    },
    announced(payload) {
      const colon = payload.indexOf(':');
      if (colon < 0) {
        const topic = TOPIC_OF_TABLE[payload];
        if (topic) changed(topic);
        return;
      }
      const topic = payload.slice(0, colon);
      if (isTopic(topic)) changed(topic, payload.slice(colon + 1).split(','));
    },
    tableChanged(table) {
      const topic = TOPIC_OF_TABLE[table];
      if (topic) changed(topic);
    },
    changed,
    invalidateAll,
    setLive(next) {
      if (next !== live) invalidateAll();
      live = next;
    },
  };
}

/**
 * One number for a read with several dependencies: the latest of their versions, so it moves whenever
 * any of them changes (a change always takes a number above every version so far), and is null while
 * changes could go unseen.
 */
export function versionOf(feed: ChangeFeed, dependencies: readonly Dependency[]): number | null {
  let latest = 0;
  for (const dependency of dependencies) {
    const version = feed.version(dependency);
    if (version === null) return null;
    if (version > latest) latest = version;
  }
  return latest;
}
