/**
 * @portal/server — the backend. Other packages never import it (they talk HTTP); these exports serve
 * the server's own scripts and tests.
 */
export type { Config } from './config/env';
export { ConfigError, loadConfig } from './config/env';
export type { RunningServer, StartOptions } from './server';
export { startServer } from './server';
