import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` once `durationMs` have run, counting only while not paused: a pause keeps the
 * time left, so a person reading a toast (pointer or focus on it) never loses it.
 */
export function useAutoDismiss(durationMs: number, isPaused: boolean, onDismiss: () => void): void {
  const remaining = useRef(durationMs);
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused, onDismiss]);
}
