import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Resolves once the answer to this request has been handed to the operating system (the response's
 * `finish`), or the client has gone (`close`). Work started after it cannot delay the answer, even when
 * writing the body takes several turns of the event loop (decision 016: a reset request for a
 * known e-mail must take as long as one for an unknown e-mail). Without Node's response object (a request
 * made in memory with `app.request`) it resolves on the next turn of the event loop.
 */
export function answerSent(c: Context<AppEnv>): Promise<void> {
  const outgoing = c.env?.outgoing;
  if (!outgoing || outgoing.writableFinished || outgoing.destroyed) {
    return new Promise((resolve) => setImmediate(resolve));
  }
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('finish', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.once('finish', done);
    outgoing.once('close', done);
  });
}
