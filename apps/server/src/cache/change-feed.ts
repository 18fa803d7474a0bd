/**
 * What cached reads depend on. Every table a cached read selects from belongs to one topic; a
 * committed change to the table makes every read of its topic stale.
 */
export type ChangeTopic = 'people' | 'finance' | 'photos' | 'reports';

const TOPIC_OF_TABLE: Readonly<Record<string, ChangeTopic>> = {
  accounts: 'people',
  customers: 'people',
  sessions: 'people',
  companies: 'finance',
  enterprises: 'finance',
  contracts: 'finance',
  units: 'finance',
  installments: 'finance',
  payment_proofs: 'finance',
  enterprise_photos: 'photos',
  stored_files: 'photos',
  generated_slips: 'reports',
  generated_statements: 'reports',
};

/**
 * Tables whose changes the database announces (migrations 0002 and 0003 put a trigger on each). A cached read
 * may select only from these: a new table it reads needs a topic here and a trigger in a migration
 * (read-caches.test.ts checks that both lists agree).
 */
export const WATCHED_TABLES: readonly string[] = Object.keys(TOPIC_OF_TABLE);

/**
 * Versions of the data the caches hold, moved forward by the database's change notifications.
 * A cached read is tagged with the version of its topic taken before it queried; it is served again
 * only while that version is still current. While the notifications are not arriving (the listener is
 * connecting or lost its connection) there is no version at all, and caches must not be used.
 */
export interface ChangeFeed {
  /** The topic's current version, or null while changes could go unseen. */
  version(topic: ChangeTopic): number | null;
  /** A committed change to `table` (unknown tables are ignored). */
  tableChanged(table: string): void;
  /** Everything may have changed (a write whose tables we do not know, a reconnect). */
  invalidateAll(): void;
  /** Whether change notifications are arriving; turning live again invalidates everything. */
  setLive(live: boolean): void;
}

/** A feed that starts not live: nothing is cached until the database listener says it is connected. */
export function createChangeFeed(): ChangeFeed {
  const versions: Record<ChangeTopic, number> = { people: 0, finance: 0, photos: 0, reports: 0 };
  let live = false;
  const invalidateAll = () => {
    for (const topic of Object.keys(versions) as ChangeTopic[]) versions[topic] += 1;
  };
  return {
    version: (topic) => (live ? versions[topic] : null),
    tableChanged(table) {
      const topic = TOPIC_OF_TABLE[table];
      if (topic) versions[topic] += 1;
    },
    invalidateAll,
    setLive(next) {
      if (next !== live) invalidateAll();
      live = next;
    },
  };
}

/**
 * One number for a read that depends on several topics: it moves whenever any of them moves (each
 * version only ever grows, so their sum does too), and is null while changes could go unseen.
 */
export function versionOf(feed: ChangeFeed, topics: readonly ChangeTopic[]): number | null {
  let sum = 0;
  for (const topic of topics) {
    const version = feed.version(topic);
    if (version === null) return null;
    sum += version;
  }
  return sum;
}
