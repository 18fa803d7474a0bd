// What the end-to-end suite and the Lighthouse run share when they start a server of their own on
// loopback: a free port, and the environment of a throw-away server.
import { execFileSync } from 'node:child_process';

/**
 * A port nothing listens on now (asked of the OS), so two runs on one machine never collide. Synchronous:
 * Playwright's config must know its ports while it is being loaded.
 */
export function freePort() {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

/**
 * The environment of a throw-away server on 127.0.0.1, over the caller's. The server inherits the
 * caller's environment: CI exports DATABASE_URL for the server suite, and an operator's shell may hold
 * the others. The demo company is on (DEMO_DATA=1, decision 047: journeys and measured pages sign in as
 * its people), also for a production start. Empty means unset: PGlite, the outbox at /dev/mail, no
 * third-party IP look-up. Passwords are hashed cheaply (the README: tests lower the cost), and one address may log in 1,000 times: every
 * journey and every measured page logs in from 127.0.0.1, like an office behind one NAT address, far
 * more often in 15 minutes than the default (30) allows.
 */
export const THROWAWAY_SERVER_ENV = Object.freeze({
  HOST: '127.0.0.1',
  DEMO_DATA: '1',
  DATABASE_URL: '',
  SMTP_URL: '',
  IP_LOOKUP_URL: '',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  LOGINS_PER_ADDRESS: '1000',
  LOG_LEVEL: 'warn',
});
