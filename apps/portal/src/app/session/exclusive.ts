/**
 * Runs `task` while holding the named Web Lock, so only one tab at a time does it. Browsers without
 * Web Locks (or pages outside a secure context, where `navigator.locks` is absent) run it directly;
 * the server's short grace period for parallel refreshes covers that case.
 */
export function runExclusive<T>(
  locks: LockManager | undefined,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  if (!locks) return task();
  return locks.request(name, { mode: 'exclusive' }, task) as Promise<T>;
}
