import type { BackgroundTasks } from './background';
import type { ReadCaches } from './cache/read-caches';
import type { Brand } from './config/brand';
import type { Config } from './config/env';
import type { Database, Db } from './db/database';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { AccessTokens } from './security/access-token';
import type { Calendar, Clock } from './security/clock';
import type { RefreshTokenCodec } from './security/opaque-tokens';
import type { PasswordHasher } from './security/passwords';
import type { Base64Cache } from './storage/base64-cache';
import type { FileStore } from './storage/file-store';

/**
 * Everything a service needs, built once at start-up and passed down explicitly (no module-level
 * singletons), so a test can start several servers in one process, each with its own database and clock.
 */
export interface AppContext {
  readonly config: Config;
  readonly brand: Brand;
  readonly database: Database;
  readonly db: Db;
  readonly clock: Clock;
  /** Today on the São Paulo calendar of `clock`, remembered for the minute. */
  readonly calendar: Calendar;
  readonly logger: Logger;
  readonly mailer: Mailer;
  readonly passwords: PasswordHasher;
  readonly accessTokens: AccessTokens;
  readonly refreshTokens: RefreshTokenCodec;
  /** Caches of reads, dropped on every committed change to the data they came from. */
  readonly caches: ReadCaches;
  /** Stored files: rows in `stored_files`, bytes in `DATA_DIR/files` or the bucket of `FILES_URL`. */
  readonly files: FileStore;
  /** Base64 text of stored images by key (card image, photos), bounded; keys' bytes never change. */
  readonly fileBase64: Base64Cache;
  /** Work done after answering (the password-reset e-mail: known and unknown e-mails answer alike). */
  readonly background: BackgroundTasks;
}
