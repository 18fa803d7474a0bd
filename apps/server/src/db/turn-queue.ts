/**
 * Work that runs on the main thread in one synchronous slice — a page of rows read from PGlite, which
 * runs the query and decodes its rows without giving the event loop a turn — queued so that each piece
 * starts in a turn of the event loop of its own, after the previous piece ended (decision 055). Pieces
 * of concurrent reads (twelve statements at once) then alternate with the rest of the server's work
 * (other requests, `/livez`) instead of running back to back: a resolved promise chain, or a batch of
 * `setImmediate` callbacks queued together, would run them all in one go.
 */
let last: Promise<unknown> = Promise.resolve();

/** Runs `work` in a turn of the event loop of its own, after every piece queued before it has ended. */
export function inOwnTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = last.then(nextTurn).then(work);
  last = run.catch(() => undefined);
  return run;
}

/**
 * Resolves in a later turn of the event loop. An immediate queued while the immediates run waits for
 * the next loop, past its wait for input and output, so the sockets are served between two pieces.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
